import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitProject
import IBKitTestSupport
import Testing

/// The files step on a copy of Examples/Legacy: `Settings.storyboard` holds `SettingsViewController` and
/// `ProfileHeader.xib` holds `ProfileHeaderView`; both are loaded by literal names in Swift.
@Suite struct FileNamesLegacyTests {
    static let fileRules: Set<String> = ["custom-class-name", "xib-class-name"]

    @Test func renamesBothFilesWithTheProjectAndTheLiterals() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let fixture = try MigrationFixture(root: root)
            #expect(try fixture.lint(Self.fileRules).count == 2)
            let checkBefore = try fixture.check(["nibable-xib", "custom-module", "unknown-identifier"])
            let before = snapshot(root)

            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes == [
                "change Legacy.xcodeproj/project.pbxproj:19:31: Settings.storyboard → SettingsViewController.storyboard: file references, groups and build files follow",
                "change Legacy.xcodeproj/project.pbxproj:26:31: ProfileHeader.xib → ProfileHeaderView.xib: file references, groups and build files follow",
                #"change Legacy/Controllers/PhotosViewController.swift:36:45: "Settings" → "SettingsViewController" (loads Settings.storyboard, renamed)"#,
                #"change Legacy/Controllers/ProfileViewController.swift:12:47: "ProfileHeader" → "ProfileHeaderView" (loads ProfileHeader.xib, renamed)"#,
                "change Legacy/Settings/Settings.storyboard:15:17: Legacy/Settings/Settings.storyboard → SettingsViewController.storyboard (its class)",
                "change Legacy/Views/ProfileHeader.xib:13:9: Legacy/Views/ProfileHeader.xib → ProfileHeaderView.xib (its class)",
            ])
            #expect(plan.changes.validate([FileNamesStep.validator(fixture.context)]).isEmpty)
            try plan.changes.apply(validators: [FileNamesStep.validator(fixture.context)])

            // Byte-minimal: every file but the renamed and edited ones is as it was; those differ only by the names.
            let after = snapshot(root)
            let renamed = ["Legacy/Settings/Settings.storyboard": "Legacy/Settings/SettingsViewController.storyboard",
                           "Legacy/Views/ProfileHeader.xib": "Legacy/Views/ProfileHeaderView.xib"]
            #expect(Set(after.keys) == Set(before.keys).subtracting(renamed.keys).union(renamed.values))
            for (old, new) in renamed { #expect(after[new] == before[old]) }
            let edited: [String: [(String, String)]] = [
                "Legacy.xcodeproj/project.pbxproj": [("Settings.storyboard", "SettingsViewController.storyboard"), ("ProfileHeader.xib", "ProfileHeaderView.xib")],
                "Legacy/Controllers/PhotosViewController.swift": [(#"UIStoryboard(name: "Settings""#, #"UIStoryboard(name: "SettingsViewController""#)],
                "Legacy/Controllers/ProfileViewController.swift": [(#"loadNibNamed("ProfileHeader""#, #"loadNibNamed("ProfileHeaderView""#)],
            ]
            for (path, content) in before where renamed[path] == nil {
                var expected = String(decoding: content, as: UTF8.self)
                for (old, new) in edited[path] ?? [] { expected = expected.replacingOccurrences(of: old, with: new) }
                #expect(after[path].map { String(decoding: $0, as: UTF8.self) } == expected, "\(path)")
            }

            // The project builds the renamed files into the same target.
            let project = try XcodeProject.load(xcodeproj: root + "/Legacy.xcodeproj")
            #expect(project.targets.first { $0.name == "Legacy" }?.files.contains(root + "/Legacy/Settings/SettingsViewController.storyboard") == true)
            #expect(project.targets.first { $0.name == "Legacy" }?.files.contains(root + "/Legacy/Views/ProfileHeaderView.xib") == true)

            // The rules report nothing; check's `nibable-xib` (ProfileHeaderView's nib) is gone and nothing is new.
            let result = try MigrationFixture(root: root)
            #expect(try result.lint(Self.fileRules).isEmpty)
            let checkAfter = try result.check(["nibable-xib", "custom-module", "unknown-identifier"])
            #expect(checkAfter.filter { $0.ruleID == "nibable-xib" }.isEmpty)
            #expect(checkAfter.count == checkBefore.count - 1)
            for rule in Set(checkAfter.map(\.ruleID)) {
                #expect(checkAfter.filter { $0.ruleID == rule }.count <= checkBefore.filter { $0.ruleID == rule }.count)
            }

            // Planning again on the result plans nothing.
            let again = try result.plan([FileNamesStep(configuration: result.configuration)])
            #expect(again.changes.isEmpty)
            #expect(again.notes.isEmpty)
        }
    }

    @Test func aNameHeldInAConstantLeavesTheFileForAPerson() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let photos = root + "/Legacy/Controllers/PhotosViewController.swift"
            let source = try #require(readFile(photos))
            try writeFile(photos, source.replacingOccurrences(of: #"UIStoryboard(name: "Settings", bundle: nil)"#,
                                                              with: "UIStoryboard(name: Storyboards.settings, bundle: nil)")
                          + "\nenum Storyboards {\n    static let settings = \"Settings\"\n}\n")
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            let human = plan.printedNotes.filter { $0.hasPrefix("human") }
            #expect(human == [
                "human Legacy/Controllers/PhotosViewController.swift:36:45: Legacy/Settings/Settings.storyboard is not renamed to SettingsViewController.storyboard (its class SettingsViewController): \"Settings\" reaches the loading call here through Storyboards.settings, a constant defined at Legacy/Controllers/PhotosViewController.swift:55:27, which IBKit does not change; rename the file and change this together by hand",
                "human Legacy/Controllers/PhotosViewController.swift:55:27: Legacy/Settings/Settings.storyboard is not renamed to SettingsViewController.storyboard (its class SettingsViewController): \"Settings\" is held in `static let settings`; rename the file and change this together by hand",
            ])
            // The xib, loaded by a literal, is renamed all the same; the storyboard and its project entry are not.
            #expect(plan.changes.changes.map { plan.changes.displayPath($0.path) } == [
                "Legacy.xcodeproj/project.pbxproj", "Legacy/Controllers/ProfileViewController.swift", "Legacy/Views/ProfileHeaderView.xib",
            ])
            let pbxproj = try #require(plan.changes.content(of: root + "/Legacy.xcodeproj/project.pbxproj"))
            #expect(String(decoding: pbxproj, as: UTF8.self).contains("path = Settings.storyboard;"))
        }
    }

    @Test func aNameBuiltAtRunTimeOrInObjectiveCLeavesTheFileForAPerson() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let profile = root + "/Legacy/Controllers/ProfileViewController.swift"
            let source = try #require(readFile(profile))
            try writeFile(profile, source.replacingOccurrences(of: #"loadNibNamed("ProfileHeader","#, with: #"loadNibNamed("ProfileHeader" + suffix,"#)
                .replacingOccurrences(of: "override func viewDidLoad() {", with: "let suffix = \"\"\n\n    override func viewDidLoad() {"))
            try writeFile(root + "/Legacy/Legacy.m", "@implementation Loader\n- (void)load { [self storyboardNamed:@\"Settings\" bundle:nil]; }\n@end\n")
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            let human = plan.printedNotes.filter { $0.hasPrefix("human") }
            #expect(human.count == 2)
            #expect(human.contains { $0.contains("ProfileViewController.swift:14:") && $0.contains("\"ProfileHeader\" is built at run time") })
            #expect(human.contains { $0.contains("Legacy/Legacy.m:2:38") && $0.contains("Objective-C string @\"Settings\" here is passed to no loading call") })
            #expect(plan.changes.isEmpty)
        }
    }

    @Test func aDisabledRuleRenamesNothing() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let fixture = try MigrationFixture(root: root)
            var configuration = fixture.configuration
            configuration.rules.disabled = ["custom-class-name", "xib-class-name"]
            let plan = try fixture.plan([FileNamesStep(configuration: configuration)])
            #expect(plan.changes.isEmpty && plan.notes.isEmpty)
        }
    }

    @Test func aSuppressedFindingKeepsItsName() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let configurationPath = root + "/.ibkit.yml"
            try writeFile(configurationPath, try #require(readFile(configurationPath)) + """

                suppressions:
                  - rule: custom-class-name
                    paths: [Legacy/Settings/Settings.storyboard]
                    reason: the settings bundle loads it by this name

                """)
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.notes.allSatisfy { !$0.message.contains("Settings.storyboard") })
            #expect(plan.changes.changes.map { plan.changes.displayPath($0.path) }.contains("Legacy/Views/ProfileHeaderView.xib"))
        }
    }

    @Test func infoPlistBuildSettingsFollow() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let pbxproj = root + "/Legacy.xcodeproj/project.pbxproj"
            let project = try #require(readFile(pbxproj))
            try writeFile(pbxproj, project.replacingOccurrences(of: "INFOPLIST_KEY_UIMainStoryboardFile = Main;", with: "INFOPLIST_KEY_UIMainStoryboardFile = Settings;"))
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes.filter { $0.contains("INFOPLIST_KEY") } == [
                "change Legacy.xcodeproj/project.pbxproj:260:42: INFOPLIST_KEY_UIMainStoryboardFile Settings → SettingsViewController",
                "change Legacy.xcodeproj/project.pbxproj:304:42: INFOPLIST_KEY_UIMainStoryboardFile Settings → SettingsViewController",
            ])
            let after = String(decoding: try #require(plan.changes.content(of: pbxproj)), as: UTF8.self)
            #expect(after.components(separatedBy: "INFOPLIST_KEY_UIMainStoryboardFile = SettingsViewController;").count == 3)
        }
    }

    @Test func theValidatorCatchesALiteralOrAProjectLeftBehind() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let fixture = try MigrationFixture(root: root)
            var plan = MigrationPlan(root: root)
            try plan.changes.move("Legacy/Settings/Settings.storyboard", to: "Legacy/Settings/SettingsViewController.storyboard")
            #expect(plan.changes.validate([FileNamesStep.validator(fixture.context)]).map(\.description) == [
                #"Legacy/Controllers/PhotosViewController.swift:36:45: "Settings" names no .storyboard in the result"#,
            ])
            let pbxproj = "Legacy.xcodeproj/project.pbxproj"
            let project = try #require(readFile(root + "/" + pbxproj))
            try plan.changes.write(project.replacingOccurrences(of: "/* Settings.storyboard */", with: "/* SettingsViewController.storyboard */"), to: pbxproj)
            #expect(plan.changes.validate([FileNamesStep.validator(fixture.context)]).map(\.description).last
                    == "Legacy.xcodeproj/project.pbxproj: target Legacy built Legacy/Settings/Settings.storyboard, but not Legacy/Settings/SettingsViewController.storyboard in the result")
            try plan.changes.write("{ objects = ", to: pbxproj)
            #expect(plan.changes.validate([FileNamesStep.validator(fixture.context)]).map(\.description).last?.hasPrefix("Legacy.xcodeproj/project.pbxproj:1:") == true)
        }
    }
}
