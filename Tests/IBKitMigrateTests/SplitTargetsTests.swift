import Foundation
import IBKitDocument
import IBKitEdit
@testable import IBKitMigrate
import IBKitProject
import Testing

/// The split of an app with two targets, each with its own Main.storyboard (Tests/Fixtures/MigrateSplitTargets): a
/// storyboard's name is unique per bundle, so a class with one scene in each target moves out in each, into that
/// target's own `<Class>.storyboard`; a class with several scenes in one target stays there.
@Suite struct SplitTargetsTests {
    static let fixture: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/MigrateSplitTargets").path
    }()

    static let phoneMain = "Phone/Base.lproj/Main.storyboard"
    static let tvMain = "TV/Base.lproj/Main.storyboard"

    @Test func aClassWithOneSceneInEachTargetMovesOutInBoth() throws {
        let copy = SplitTempFolder(copying: Self.fixture)
        let context = SplitFixture.context(copy.root)
        let plan = try SplitFixture.plan(context)
        #expect(SplitFixture.written(plan) == [
            "Phone/Base.lproj/Main.storyboard", "Phone/Base.lproj/ProfileViewController.storyboard",
            "Phone/Base.lproj/SettingsViewController.storyboard",
            "Split.xcodeproj/project.pbxproj",
            "TV/Base.lproj/Main.storyboard", "TV/Base.lproj/ProfileViewController.storyboard",
        ])
        // Each target's new file holds that target's scene, as its initial view controller.
        let phone = try IBDocument(string: try #require(SplitFixture.content(plan, "Phone/Base.lproj/ProfileViewController.storyboard")))
        #expect(phone.initialViewControllerID == "Pro-f1-VC1" && phone.platform == .iOS)
        let tv = try IBDocument(string: try #require(SplitFixture.content(plan, "TV/Base.lproj/ProfileViewController.storyboard")))
        #expect(tv.initialViewControllerID == "Pro-f2-VC2" && tv.platform == .tvOS)
        // The originals point at them through storyboard references.
        let tvMain = try IBDocument(string: try #require(SplitFixture.content(plan, Self.tvMain)))
        let destination = try #require(tvMain.element(id: "Seg-t2-Pro")?[.destination])
        #expect(tvMain.element(id: destination)?[.storyboardName] == "ProfileViewController")
        #expect(tvMain.element(id: "Pro-f2-VC2") == nil)
        #expect(plan.notes.contains { $0.kind == .change && $0.place.hasPrefix(Self.tvMain + ":")
            && $0.message == "scene ProfileViewController (object Pro-f2-VC2) moves to TV/Base.lproj/ProfileViewController.storyboard" })
        #expect(plan.notes.contains { $0.kind == .change && $0.place.hasPrefix(Self.phoneMain + ":")
            && $0.message == "scene ProfileViewController (object Pro-f1-VC1) moves to Phone/Base.lproj/ProfileViewController.storyboard" })
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func eachNewFileIsInItsOwnTargetOnly() throws {
        let copy = SplitTempFolder(copying: Self.fixture)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        let after = try #require(plan.changes.content(of: "Split.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(pbxproj: try PropertyListParser.parse(bytes: after), xcodeproj: copy.path("Split.xcodeproj"))
        let files = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, Set($0.files)) })
        let phoneFiles = try #require(files["Phone"])
        let tvFiles = try #require(files["TV"])
        let phoneProfile = copy.path("Phone/Base.lproj/ProfileViewController.storyboard")
        let phoneSettings = copy.path("Phone/Base.lproj/SettingsViewController.storyboard")
        let tvProfile = copy.path("TV/Base.lproj/ProfileViewController.storyboard")
        #expect(phoneFiles.contains(phoneProfile) && phoneFiles.contains(phoneSettings) && !phoneFiles.contains(tvProfile))
        #expect(tvFiles.contains(tvProfile) && !tvFiles.contains(phoneProfile) && !tvFiles.contains(phoneSettings))
        // Each is listed beside its target's Main.storyboard: a variant group in that target's group.
        #expect(plan.notes.filter { $0.place == "Split.xcodeproj/project.pbxproj" }.map(\.message).sorted() == [
            "ProfileViewController.storyboard is added to the groups and targets of Main.storyboard",
            "ProfileViewController.storyboard is added to the groups and targets of Main.storyboard",
            "SettingsViewController.storyboard is added to the groups and targets of Main.storyboard",
        ])
    }

    @Test func aClassWithTwoScenesInOneTargetStaysThereAndMovesInTheOther() throws {
        let copy = SplitTempFolder(copying: Self.fixture)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        let tvMain = try IBDocument(string: try #require(SplitFixture.content(plan, Self.tvMain)))
        #expect(tvMain.element(id: "Set-t2-VCa") != nil && tvMain.element(id: "Set-t2-VCb") != nil)
        let human = plan.notes.filter { $0.kind == .human }
        #expect(human.count == 2)
        for note in human {
            #expect(note.place.hasPrefix(Self.tvMain + ":"))
            #expect(note.message.contains("SettingsViewController (object Set-t2-VC")
                && note.message.contains("its class SettingsViewController has 2 scenes in the storyboards of its target"))
        }
        // The phone's only Settings scene moves.
        let phoneMain = try IBDocument(string: try #require(SplitFixture.content(plan, Self.phoneMain)))
        #expect(phoneMain.element(id: "Set-t1-VC1") == nil)
    }

    /// The whole migration, written: it validates, and a second run has nothing to split.
    @Test func theMigrationAppliesAndASecondRunSplitsNothing() throws {
        let copy = SplitTempFolder(copying: Self.fixture)
        let context = SplitFixture.context(copy.root)
        let plan = try Migrator.plan(context)
        #expect(plan.changes.validate(Migrator.validators(context)) == [])
        _ = try plan.changes.apply(validators: Migrator.validators(context))
        #expect(copy.exists("Phone/Base.lproj/ProfileViewController.storyboard") && copy.exists("TV/Base.lproj/ProfileViewController.storyboard"))
        let again = try SplitFixture.plan(SplitFixture.context(copy.root))
        #expect(again.changes.changes.isEmpty)
    }

    /// Code compiled into both targets that loads the scene by identifier from "Main" could load either target's
    /// Main: the split cannot rewrite it for one target only, so the scene stays.
    @Test func aLoadFromCodeBuiltIntoBothTargetsKeepsTheScene() throws {
        let copy = SplitTempFolder(copying: Self.fixture)
        let main = try #require(copy.read(Self.phoneMain))
        copy.write(Self.phoneMain, main.replacingOccurrences(of: #"<viewController id="Pro-f1-VC1""#,
                                                             with: #"<viewController storyboardIdentifier="Profile" id="Pro-f1-VC1""#))
        copy.write("Shared/ProfileViewController.swift", """
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!

                static func make() -> UIViewController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Profile")
                }
            }

            """)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        #expect(!SplitFixture.written(plan).contains("Phone/Base.lproj/ProfileViewController.storyboard"))
        #expect(plan.notes.contains { $0.kind == .human && $0.place.hasPrefix(Self.phoneMain + ":")
            && $0.message.contains("ProfileViewController (object Pro-f1-VC1) stays in Main.storyboard: code loads it by its storyboard identifier 'Profile' at Shared/ProfileViewController.swift:7:")
            && $0.message.contains("more than one storyboard named 'Main'") })
    }
}
