import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitTestSupport
import Testing

/// What names a storyboard or xib outside Swift: Info.plist, storyboard references and nib names in other IB
/// files, device variants; and what stops a rename (a binary plist, a package manifest, a runtime attribute).
/// An app without Swift or Xcode project, made from Legacy's IB files.
@Suite struct FileNamesResourcesTests {
    static let legacy = examplesFolder + "/Legacy/Legacy"

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIMainStoryboardFile</key>
        \t<string>Prefs</string>
        \t<key>UIMainStoryboardFile~ipad</key>
        \t<string>Prefs</string>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneStoryboardFile</key>
        \t\t\t\t\t<string>Prefs</string>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        \t<key>CFBundleName</key>
        \t<string>Prefs</string>
        </dict>
        </plist>

        """

    /// `Prefs.storyboard` and `Prefs~ipad.storyboard` hold SettingsViewController, `Header.xib` holds
    /// ProfileHeaderView; Main.storyboard refers to both by name.
    static func makeApp(_ root: String) throws {
        let settings = try #require(readFile(legacy + "/Settings/Settings.storyboard"))
        try writeFile(root + "/App/Prefs.storyboard", settings)
        try writeFile(root + "/App/Prefs~ipad.storyboard", settings)
        try writeFile(root + "/App/Header.xib", try #require(readFile(legacy + "/Views/ProfileHeader.xib")))
        let main = try #require(readFile(legacy + "/Base.lproj/Main.storyboard"))
        let reference = """
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Prefs" id="ref-vc-001" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="ref-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="900" y="900"/>
                    </scene>
                </scenes>
            """
        try writeFile(root + "/App/Base.lproj/Main.storyboard", main
            .replacingOccurrences(of: "    </scenes>", with: reference)
            .replacingOccurrences(of: #"<viewController storyboardIdentifier="Detail" id="Ora-oZ-CSr""#,
                                  with: #"<viewController storyboardIdentifier="Detail" nibName="Header" id="Ora-oZ-CSr""#))
        try writeFile(root + "/App/Info.plist", infoPlist)
    }

    @Test func infoPlistReferencesNibNamesAndDeviceVariantsFollow() throws {
        try withTemporaryFolder { root in
            try Self.makeApp(root)
            let fixture = try MigrationFixture(root: root)
            #expect(try fixture.lint(FileNamesLegacyTests.fileRules).count == 3)
            let before = snapshot(root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes == [
                #"change App/Base.lproj/Main.storyboard:95:17: nibName="Header" → "ProfileHeaderView" (Header.xib, renamed)"#,
                #"change App/Base.lproj/Main.storyboard:234:17: storyboardName="Prefs" → "SettingsViewController" (Prefs.storyboard, renamed)"#,
                "change App/Header.xib:13:9: App/Header.xib → ProfileHeaderView.xib (its class)",
                // Places sort in file order (`MigrationNote`): line 6 before line 17.
                "change App/Info.plist:6:10: UIMainStoryboardFile Prefs → SettingsViewController",
                "change App/Info.plist:8:10: UIMainStoryboardFile~ipad Prefs → SettingsViewController",
                "change App/Info.plist:17:14: UISceneStoryboardFile Prefs → SettingsViewController",
                "change App/Prefs.storyboard:15:17: App/Prefs.storyboard → SettingsViewController.storyboard (its class)",
                "change App/Prefs~ipad.storyboard: App/Prefs~ipad.storyboard → SettingsViewController~ipad.storyboard (with Prefs.storyboard)",
            ])
            try plan.changes.apply(validators: [FileNamesStep.validator(fixture.context)])

            let after = snapshot(root)
            #expect(after["App/SettingsViewController~ipad.storyboard"] == before["App/Prefs~ipad.storyboard"])
            let plist = String(decoding: try #require(after["App/Info.plist"]), as: UTF8.self)
            #expect(plist == Self.infoPlist.replacingOccurrences(of: "<string>Prefs</string>\n\t<key>UIMainStoryboardFile~ipad",
                                                                 with: "<string>SettingsViewController</string>\n\t<key>UIMainStoryboardFile~ipad")
                .replacingOccurrences(of: "<string>Prefs</string>\n\t<key>UIApplicationSceneManifest", with: "<string>SettingsViewController</string>\n\t<key>UIApplicationSceneManifest")
                .replacingOccurrences(of: "\t\t\t\t\t<string>Prefs</string>", with: "\t\t\t\t\t<string>SettingsViewController</string>"),
                    "CFBundleName stays")
            let main = String(decoding: try #require(after["App/Base.lproj/Main.storyboard"]), as: UTF8.self)
            #expect(main == String(decoding: try #require(before["App/Base.lproj/Main.storyboard"]), as: UTF8.self)
                .replacingOccurrences(of: #"storyboardName="Prefs""#, with: #"storyboardName="SettingsViewController""#)
                .replacingOccurrences(of: #"nibName="Header""#, with: #"nibName="ProfileHeaderView""#))

            let result = try MigrationFixture(root: root)
            #expect(try result.lint(FileNamesLegacyTests.fileRules).isEmpty)
            #expect(try result.plan([FileNamesStep(configuration: result.configuration)]).changes.isEmpty)
        }
    }

    @Test func namesThatCannotFollowStopTheRename() throws {
        try withTemporaryFolder { root in
            try Self.makeApp(root)
            try writeFile(root + "/App/Settings.plist", "bplist00\u{1}Prefs\u{0}")
            try writeFile(root + "/Package.swift", #"let resources: [Resource] = [.process("App/Header.xib")]"# + "\n")
            let header = root + "/App/Base.lproj/Main.storyboard"
            try writeFile(header, try #require(readFile(header)).replacingOccurrences(
                of: #"<viewControllerPlaceholder storyboardName="Prefs""#,
                with: #"<viewControllerPlaceholder storyboardName="Prefs" bundleIdentifier="com.example.Kit""#))
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.changes.isEmpty)
            let human = plan.printedNotes
            #expect(human.count == 3 && human.allSatisfy { $0.hasPrefix("human ") }, "\(human)")
            #expect(human.contains { $0.hasPrefix("human App/Base.lproj/Main.storyboard:234:17: App/Prefs.storyboard is not renamed to SettingsViewController.storyboard (its class SettingsViewController): a storyboard reference here names \"Prefs\" in the bundle com.example.Kit") })
            #expect(human.contains { $0.hasPrefix("human App/Settings.plist: App/Prefs.storyboard is not renamed") && $0.contains("binary property list") })
            #expect(human.contains { $0.hasPrefix("human Package.swift:1:") && $0.contains("App/Header.xib is not renamed to ProfileHeaderView.xib") && $0.contains("lists Header.xib by name") })
        }
    }

    @Test func aFileOfTheNewNameAlreadyThereStopsTheRename() throws {
        try withTemporaryFolder { root in
            try Self.makeApp(root)
            try writeFile(root + "/Other/ProfileHeaderView.xib", try #require(readFile(Self.legacy + "/Views/ProfileHeader.xib")))
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration)])
            #expect(plan.printedNotes.contains(
                "human App/Header.xib:13:9: App/Header.xib is not renamed to ProfileHeaderView.xib (its class ProfileHeaderView): Other/ProfileHeaderView.xib already has that name; rename the file and change this together by hand"))
            #expect(plan.changes.changes.allSatisfy { !$0.path.hasSuffix(".xib") })
        }
    }
}
