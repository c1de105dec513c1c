import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitProject
import IBKitTestSupport
import Testing

/// Legacy with Settings.storyboard localized: `Base.lproj/Settings.storyboard`, a Japanese copy and French
/// strings, in a variant group of the Xcode project.
@Suite struct FileNamesLocalizedTests {
    /// Makes the copy at `root` localized.
    static func localize(_ root: String) throws {
        let folder = root + "/Legacy/Settings"
        let storyboard = try #require(readFile(folder + "/Settings.storyboard"))
        try FileManager.default.removeItem(atPath: folder + "/Settings.storyboard")
        try writeFile(folder + "/Base.lproj/Settings.storyboard", storyboard)
        try writeFile(folder + "/ja.lproj/Settings.storyboard", storyboard)
        try writeFile(folder + "/fr.lproj/Settings.strings", "/* Class = \"UILabel\"; text = \"Japanese names\"; */\n\"abc-12-xyz.text\" = \"Noms japonais\";\n")
        let pbxproj = root + "/Legacy.xcodeproj/project.pbxproj"
        var project = try #require(readFile(pbxproj))
        let reference = #"\#t\#tA0A8FF4F940F5B44C2CF01BD /* Settings.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Settings.storyboard; sourceTree = "<group>"; };"#
        #expect(project.contains(reference))
        project = project.replacingOccurrences(of: reference + "\n", with: """
            \t\tA0A8FF4F940F5B44C2CF01B1 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Settings.storyboard; sourceTree = "<group>"; };
            \t\tA0A8FF4F940F5B44C2CF01B2 /* ja */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = ja; path = ja.lproj/Settings.storyboard; sourceTree = "<group>"; };
            \t\tA0A8FF4F940F5B44C2CF01B3 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Settings.strings; sourceTree = "<group>"; };

            """)
        project = project.replacingOccurrences(of: "/* End PBXVariantGroup section */", with: """
            \t\tA0A8FF4F940F5B44C2CF01BD /* Settings.storyboard */ = {
            \t\t\tisa = PBXVariantGroup;
            \t\t\tchildren = (
            \t\t\t\tA0A8FF4F940F5B44C2CF01B1 /* Base */,
            \t\t\t\tA0A8FF4F940F5B44C2CF01B2 /* ja */,
            \t\t\t\tA0A8FF4F940F5B44C2CF01B3 /* fr */,
            \t\t\t);
            \t\t\tname = Settings.storyboard;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXVariantGroup section */
            """)
        try writeFile(pbxproj, project)
    }

    @Test func everyLocalizationAndItsStringsFollow() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            try Self.localize(root)
            let fixture = try MigrationFixture(root: root)
            #expect(try fixture.lint(["custom-class-name"]).count == 2)
            let before = snapshot(root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes.filter { !$0.contains("ProfileHeader") } == [
                "change Legacy.xcodeproj/project.pbxproj:19:31: Settings.storyboard → SettingsViewController.storyboard: file references, groups and build files follow",
                #"change Legacy/Controllers/PhotosViewController.swift:36:45: "Settings" → "SettingsViewController" (loads Settings.storyboard, renamed)"#,
                "change Legacy/Settings/Base.lproj/Settings.storyboard:15:17: Legacy/Settings/Base.lproj/Settings.storyboard → SettingsViewController.storyboard (its class)",
                "change Legacy/Settings/fr.lproj/Settings.strings: Legacy/Settings/fr.lproj/Settings.strings → SettingsViewController.strings (with Settings.storyboard)",
                "change Legacy/Settings/ja.lproj/Settings.storyboard: Legacy/Settings/ja.lproj/Settings.storyboard → SettingsViewController.storyboard (with Settings.storyboard)",
            ])
            try plan.changes.apply(validators: [FileNamesStep.validator(fixture.context)])

            let after = snapshot(root)
            for language in ["Base", "ja"] {
                #expect(after["Legacy/Settings/\(language).lproj/SettingsViewController.storyboard"] == before["Legacy/Settings/\(language).lproj/Settings.storyboard"])
            }
            #expect(after["Legacy/Settings/fr.lproj/SettingsViewController.strings"] == before["Legacy/Settings/fr.lproj/Settings.strings"])
            let pbxproj = "Legacy.xcodeproj/project.pbxproj"
            let expected = String(decoding: try #require(before[pbxproj]), as: UTF8.self)
                .replacingOccurrences(of: "Settings.storyboard", with: "SettingsViewController.storyboard")
                .replacingOccurrences(of: "Settings.strings", with: "SettingsViewController.strings")
                .replacingOccurrences(of: "ProfileHeader.xib", with: "ProfileHeaderView.xib")
            #expect(after[pbxproj].map { String(decoding: $0, as: UTF8.self) } == expected)
            let target = try #require(try XcodeProject.load(xcodeproj: root + "/Legacy.xcodeproj").targets.first)
            for path in ["Base.lproj/SettingsViewController.storyboard", "ja.lproj/SettingsViewController.storyboard", "fr.lproj/SettingsViewController.strings"] {
                #expect(target.files.contains(root + "/Legacy/Settings/" + path), "\(path)")
            }

            let result = try MigrationFixture(root: root)
            #expect(try result.lint(["custom-class-name", "xib-class-name"]).isEmpty)
            #expect(try result.plan([FileNamesStep(configuration: result.configuration)]).changes.isEmpty)
        }
    }

    @Test func variantsNamedAfterDifferentClassesAreLeftForAPerson() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            try Self.localize(root)
            let japanese = root + "/Legacy/Settings/ja.lproj/Settings.storyboard"
            try writeFile(japanese, try #require(readFile(japanese)).replacingOccurrences(of: #"customClass="SettingsViewController""#,
                                                                                          with: #"customClass="PreferencesViewController""#))
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes.filter { $0.hasPrefix("human") } == [
                "human Legacy/Settings/Base.lproj/Settings.storyboard:15:17: Settings.storyboard is not renamed to SettingsViewController.storyboard: its variants are named after different classes (PreferencesViewController, SettingsViewController); rename its variants together by hand",
            ])
            #expect(plan.changes.changes.allSatisfy { !$0.path.contains("Settings") })
        }
    }
}
