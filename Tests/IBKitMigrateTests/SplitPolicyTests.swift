import Foundation
import IBKitDocument
import IBKitEdit
@testable import IBKitMigrate
import Testing

/// The split's choices on small apps of the tests' own: containers, unnamed scenes, names already taken, other
/// storyboards' references, determinism.
@Suite struct SplitPolicyTests {
    /// Home (initial) presents a navigation controller without a class whose root is SettingsViewController.
    static func presentedNavigation(_ folder: SplitTempFolder) {
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController",
                                 connections: [StoryboardText.segue(to: "nav-vc-001", kind: "presentation", id: "hom-sg-001")]),
            StoryboardText.scene("nav-sc-001", "nav-vc-001", kind: "navigationController", title: "Navigation Controller",
                                 connections: [StoryboardText.root("set-vc-001", id: "nav-sg-001")]),
            StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController"),
        ]))
    }

    @Test func aContainerStaysAndItsRootMovesOutBehindAReference() throws {
        let folder = SplitTempFolder()
        Self.presentedNavigation(folder)
        let context = SplitFixture.context(folder.root, indexSwift: false)
        let plan = try SplitFixture.plan(context)
        #expect(SplitFixture.written(plan) == ["App/Main.storyboard", "App/SettingsViewController.storyboard"])
        let main = try IBDocument(string: try #require(SplitFixture.content(plan, "App/Main.storyboard")))
        let rootID = try #require(main.element(id: "nav-sg-001")?[.destination])
        #expect(main.element(id: rootID)?[.storyboardName] == "SettingsViewController")
        #expect(main.element(id: "hom-sg-001")?[.destination] == "nav-vc-001")
        #expect(plan.notes.contains { $0.kind == .human && $0.message.contains("navigationController without a custom class") })
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func togetherMovesTheContainerWithItsRootAsTheNewFilesEntry() throws {
        let folder = SplitTempFolder()
        Self.presentedNavigation(folder)
        let context = SplitFixture.context(folder.root, policy: MigratePolicy(containers: .together), indexSwift: false)
        let plan = try SplitFixture.plan(context)
        let settings = try IBDocument(string: try #require(SplitFixture.content(plan, "App/SettingsViewController.storyboard")))
        #expect(settings.initialViewControllerID == "nav-vc-001")
        #expect(settings.element(id: "nav-sg-001")?[.destination] == "set-vc-001")
        #expect(settings.scenes.compactMap(\.sceneID) == ["nav-sc-001", "set-sc-001"])
        let main = try IBDocument(string: try #require(SplitFixture.content(plan, "App/Main.storyboard")))
        let presented = try #require(main.element(id: "hom-sg-001")?[.destination])
        let reference = try #require(main.element(id: presented))
        #expect(reference[.storyboardName] == "SettingsViewController" && reference[.referencedIdentifier] == nil)
        #expect(main.scenes.count == 2)
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    /// Home (initial) shows About (no class, identifier `About`) and two scenes of one class.
    static func unnamedScenes(_ folder: SplitTempFolder) {
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController", connections: [
                StoryboardText.segue(to: "abo-vc-001", id: "hom-sg-001"),
                StoryboardText.segue(to: "itl-vc-001", id: "hom-sg-002"),
            ]),
            StoryboardText.scene("abo-sc-001", "abo-vc-001", storyboardIdentifier: "About"),
            StoryboardText.scene("itl-sc-001", "itl-vc-001", customClass: "ItemViewController", storyboardIdentifier: "ItemList",
                                 connections: [StoryboardText.segue(to: "itd-vc-001", id: "itl-sg-001")]),
            StoryboardText.scene("itd-sc-001", "itd-vc-001", customClass: "ItemViewController", storyboardIdentifier: "ItemDetail"),
        ]))
    }

    @Test func scenesThatCannotBeNamedAfterTheirClassStayWithTheReason() throws {
        let folder = SplitTempFolder()
        Self.unnamedScenes(folder)
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root, indexSwift: false))
        #expect(plan.changes.isEmpty)
        let human = plan.notes.filter { $0.kind == .human }.map(\.message)
        #expect(human.count == 3)
        #expect(human.contains { $0.hasPrefix("UIViewController (object abo-vc-001) stays in Main.storyboard: it has no custom class") })
        #expect(human.filter { $0.contains("its class ItemViewController has 2 scenes in the app's storyboards") }.count == 2)
    }

    @Test func storyboardIdentifierPolicyNamesThemAfterTheirIdentifiers() throws {
        let folder = SplitTempFolder()
        Self.unnamedScenes(folder)
        let context = SplitFixture.context(folder.root, policy: MigratePolicy(unnamedScenes: .storyboardIdentifier), indexSwift: false)
        let plan = try SplitFixture.plan(context)
        #expect(SplitFixture.written(plan) == ["App/About.storyboard", "App/ItemDetail.storyboard", "App/ItemList.storyboard", "App/Main.storyboard"])
        let list = try IBDocument(string: try #require(SplitFixture.content(plan, "App/ItemList.storyboard")))
        let detailID = try #require(list.element(id: "itl-sg-001")?[.destination])
        #expect(list.element(id: detailID)?[.storyboardName] == "ItemDetail")
        #expect(plan.notes.contains { $0.message.hasSuffix("moves to App/About.storyboard, named after its storyboard identifier") })
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func aNameAnotherStoryboardHasKeepsTheSceneWhereItIs() throws {
        let folder = SplitTempFolder()
        Self.presentedNavigation(folder)
        folder.write("Other/SettingsViewController.storyboard", StoryboardText.document(initial: "oth-vc-001", [
            StoryboardText.scene("oth-sc-001", "oth-vc-001", customClass: "OtherViewController"),
        ]))
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root, indexSwift: false))
        #expect(plan.changes.isEmpty)
        #expect(plan.notes.contains { $0.kind == .human && $0.message.contains("already has the name SettingsViewController") })
    }

    @Test func otherStoryboardsReferencesFollowTheSceneTheyName() throws {
        let folder = SplitTempFolder()
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController"),
            StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController", storyboardIdentifier: "Settings"),
        ]))
        folder.write("App/Menu.storyboard", StoryboardText.document(initial: "men-vc-001", [
            StoryboardText.scene("men-sc-001", "men-vc-001", customClass: "MenuViewController",
                                 connections: [StoryboardText.segue(to: "ref-vc-001", id: "men-sg-001")]),
            """
                    <!--Settings-->
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Settings" id="ref-vc-001" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="ref-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """,
        ]))
        let context = SplitFixture.context(folder.root, indexSwift: false)
        let plan = try SplitFixture.plan(context)
        let menuBefore = try #require(folder.read("App/Menu.storyboard"))
        let menu = try #require(SplitFixture.content(plan, "App/Menu.storyboard"))
        #expect(menu == menuBefore.replacingOccurrences(of: #"storyboardName="Main" referencedIdentifier"#,
                                                        with: #"storyboardName="SettingsViewController" referencedIdentifier"#))
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func aReferenceCopiedByAnEarlierSplitFollowsASceneALaterSplitMoves() throws {
        let folder = SplitTempFolder()
        // A.storyboard is split first: AboutViewController moves out with a copy of its reference to Main's Settings.
        folder.write("App/A.storyboard", StoryboardText.document(initial: "aaa-vc-001", [
            StoryboardText.scene("aaa-sc-001", "aaa-vc-001", customClass: "StartViewController",
                                 connections: [StoryboardText.segue(to: "abo-vc-001", id: "aaa-sg-001")]),
            StoryboardText.scene("abo-sc-001", "abo-vc-001", customClass: "AboutViewController",
                                 connections: [StoryboardText.segue(to: "ref-vc-001", id: "abo-sg-001")]),
            """
                    <!--Settings-->
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Settings" id="ref-vc-001" sceneMemberID="viewController"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="ref-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """,
        ]))
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController"),
            StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController", storyboardIdentifier: "Settings"),
        ]))
        let context = SplitFixture.context(folder.root, indexSwift: false)
        let plan = try SplitFixture.plan(context)
        for file in ["App/A.storyboard", "App/AboutViewController.storyboard"] {
            let document = try IBDocument(string: try #require(SplitFixture.content(plan, file)))
            #expect(document.element(id: "ref-vc-001")?[.storyboardName] == "SettingsViewController", "\(file)")
        }
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func aTabBarsTabsBecomeReferencesWithTheirItems() throws {
        let folder = SplitTempFolder()
        let item = "                    <tabBarItem key=\"tabBarItem\" title=\"Feed &amp; News\" id=\"fee-it-001\"/>"
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "tab-vc-001", [
            StoryboardText.scene("tab-sc-001", "tab-vc-001", kind: "tabBarController", title: "Tab Bar Controller", connections: [
                "<segue destination=\"fee-vc-001\" kind=\"relationship\" relationship=\"viewControllers\" id=\"tab-sg-001\"/>",
            ]),
            StoryboardText.scene("fee-sc-001", "fee-vc-001", customClass: "FeedViewController", view: item),
        ]))
        let context = SplitFixture.context(folder.root, indexSwift: false)
        let plan = try SplitFixture.plan(context)
        let main = try #require(SplitFixture.content(plan, "App/Main.storyboard"))
        #expect(main.contains(#/<viewControllerPlaceholder storyboardName="FeedViewController" id="[^"]+" sceneMemberID="viewController">\n {20}<tabBarItem key="tabBarItem" title="Feed &amp; News" id="[^"]+"/>\n {16}</viewControllerPlaceholder>/#))
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func theSamePlanTwiceIsTheSameBytes() throws {
        let first = SplitTempFolder(copying: SplitFixture.legacy)
        let second = SplitTempFolder(copying: SplitFixture.legacy)
        let a = try SplitFixture.plan(SplitFixture.context(first.root))
        let b = try SplitFixture.plan(SplitFixture.context(second.root))
        #expect(a.changes.diff() == b.changes.diff())
        #expect(a.notes.sorted() == b.notes.sorted())
        let ids = a.changes.diff().split(separator: "\n").filter { $0.hasPrefix("+") && $0.contains("viewControllerPlaceholder") }
        #expect(!ids.isEmpty && ids.allSatisfy { $0.contains(#/ id="[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}"/#) })
    }
}
