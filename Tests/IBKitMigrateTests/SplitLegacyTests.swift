import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitLint
@testable import IBKitMigrate
import IBKitWorkspace
import Testing

/// The split of `Examples/Legacy`'s Main.storyboard: a navigation controller (the app's entry) → Photos → Detail, a
/// plain view controller behind `showAbout`, Profile presented from Photos.
@Suite struct SplitLegacyTests {
    static let main = "Legacy/Base.lproj/Main.storyboard"

    @Test func screensMoveOutAndTheEntryAndThePlainSceneStay() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let context = SplitFixture.context(copy.root)
        let plan = try SplitFixture.plan(context)
        // The new storyboards are added to the Xcode project beside Main.storyboard.
        #expect(SplitFixture.written(plan) == [
            "Legacy.xcodeproj/project.pbxproj", "Legacy/Base.lproj/DetailViewController.storyboard", Self.main, "Legacy/Base.lproj/PhotosViewController.storyboard",
            "Legacy/Base.lproj/ProfileViewController.storyboard", "Legacy/Controllers/DetailViewController.swift",
        ])
        let main = try #require(SplitFixture.content(plan, Self.main))
        let document = try IBDocument(string: main)
        // The entry stays; its root is now a storyboard reference to PhotosViewController's initial scene.
        #expect(document.initialViewControllerID == "wLD-M4-kCr")
        let root = try #require(document.element(id: "CGj-np-QFb")?[.destination])
        let reference = try #require(document.element(id: root))
        #expect(reference.is(.viewControllerPlaceholder))
        #expect(reference[.storyboardName] == "PhotosViewController" && reference[.referencedIdentifier] == nil)
        // The plain view controller stays, with the identifier Detail's reference names it by.
        #expect(document.element(id: "b1e-bs-c56")?.storyboardIdentifier == "UIViewController-b1e-bs-c56")
        #expect(document.element(id: "rBC-Ks-FRF") == nil && document.element(id: "Ora-oZ-CSr") == nil)

        let human = plan.notes.filter { $0.kind == .human }
        #expect(human.map(\.place) == ["Legacy/Base.lproj/Main.storyboard:163:9"])
        #expect(human.first?.message.contains("UIViewController (object b1e-bs-c56) stays in Main.storyboard: it has no custom class") == true)
        #expect(plan.notes.contains { $0.kind == .change && $0.place == "Legacy/Base.lproj/Main.storyboard:31:9"
            && $0.message == "scene PhotosViewController (object rBC-Ks-FRF) moves to Legacy/Base.lproj/PhotosViewController.storyboard" })

        // A reference in a new file is noted where it is there.
        #expect(plan.notes.contains { $0.place.contains(#/^Legacy/Base.lproj/PhotosViewController.storyboard:\d+:9$/#)
            && $0.message.hasPrefix("storyboard reference") && $0.message.contains("to DetailViewController.storyboard") })
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }

    @Test func newFilesAreTheOriginalsHeaderAndTheirScenesBytes() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        let original = try #require(copy.read(Self.main))
        let photos = try #require(SplitFixture.content(plan, "Legacy/Base.lproj/PhotosViewController.storyboard"))
        let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let photosLines = photos.split(separator: "\n", omittingEmptySubsequences: false)
        // XML declaration, then `<document>` with the moved scene as its initial view controller.
        #expect(photosLines[0] == originalLines[0])
        #expect(photosLines[1] == originalLines[1].replacingOccurrences(of: "wLD-M4-kCr", with: "rBC-Ks-FRF"))
        #expect(photosLines[2...11] == originalLines[2...11]) // device, dependencies, <scenes>
        // The scene's lines, as they were but for the segues now to storyboard references.
        let document = try IBDocument(string: photos)
        #expect(document.scenes.count == 3)
        let detailID = try #require(document.element(id: "GJM-xr-GgH")?[.destination])
        let detail = try #require(document.element(id: detailID))
        #expect(detail[.storyboardName] == "DetailViewController" && detail[.referencedIdentifier] == nil)
        let profileID = try #require(document.element(id: "B5i-AW-eGk")?[.destination])
        let profile = try #require(document.element(id: profileID))
        #expect(profile[.storyboardName] == "ProfileViewController")
        // Only the resources its scenes use.
        let resources = try #require(document.root.firstChild(.resources)).children.map { $0[.name] ?? "" }
        #expect(resources == ["thumbnail-placeholder", "systemBackgroundColor"])
        // A reference is written as Xcode writes one, where the referenced screen was on the canvas.
        let detailScene = try #require(detail.ancestor(.scene)?[.sceneID])
        #expect(photos.contains("""
                    <!--DetailViewController-->
                    <scene sceneID="\(detailScene)">
                        <objects>
                            <viewControllerPlaceholder storyboardName="DetailViewController" id="\(detailID)" sceneMemberID="viewController"/>
            """))
        #expect(photos.contains("""
                        </objects>
                        <point key="canvasLocation" x="956" y="-34"/>
                    </scene>
            """))

        let detailText = try #require(SplitFixture.content(plan, "Legacy/Base.lproj/DetailViewController.storyboard"))
        let detailFile = try IBDocument(string: detailText)
        let aboutID = try #require(detailFile.element(id: "g7O-SN-tIK")?[.destination])
        let about = try #require(detailFile.element(id: aboutID))
        #expect(about[.storyboardName] == "Main" && about[.referencedIdentifier] == "UIViewController-b1e-bs-c56")
        #expect(try #require(detailFile.root.firstChild(.resources)).children.map { $0[.name] ?? "" } == ["BrandBlue", "systemBackgroundColor", "systemGrayColor"])
    }

    @Test func codeLoadingAMovedSceneByIdentifierLoadsItFromItsNewStoryboard() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        let swift = try #require(SplitFixture.content(plan, "Legacy/Controllers/DetailViewController.swift"))
        let before = try #require(copy.read("Legacy/Controllers/DetailViewController.swift"))
        #expect(swift == before.replacingOccurrences(of: #"UIStoryboard(name: "Main", bundle: nil)"#, with: #"UIStoryboard(name: "DetailViewController", bundle: nil)"#))
        #expect(plan.notes.contains { $0.place == "Legacy/Controllers/DetailViewController.swift:21:16" })
    }

    @Test func theOriginalChangesOnlyWhereTheSplitSays() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        let beforeText = try #require(copy.read(Self.main))
        let before = try IBDocument(bytes: Array(beforeText.utf8), path: "before")
        let afterBytes = try #require(plan.changes.content(of: Self.main))
        let after = try IBDocument(bytes: afterBytes, path: "after")
        let beforeIDs = Set(before.makeIDIndex().keys)
        // After, less the new reference scenes, with segue destinations and the added identifier set back...
        var undo = FileEdits()
        for scene in after.scenes where scene.viewController.map({ $0.isStoryboardReference && !beforeIDs.contains($0.id ?? "") }) == true {
            undo.append(.delete(try #require(SplitSource.chunk(of: scene.element, in: after.bytes))))
        }
        for segue in after.segues {
            guard let id = segue.element.id, let old = before.element(id: id)?[.destination], old != segue.element[.destination] else { continue }
            undo.append(try IBEdits.setAttribute(.destination, to: old, of: segue.element))
        }
        if let added = after.element(id: "b1e-bs-c56"), let remove = IBEdits.removeAttribute(.storyboardIdentifier, from: added) { undo.append(remove) }
        // ... is before, less the moved scenes and the resources only they used.
        var expected = FileEdits()
        for id in ["r4d-Lv-Lua", "lCw-KQ-iRw", "bfo-Wo-AC9"] {
            let scene = try #require(before.scenes.first { $0.sceneID == id })
            expected.append(.delete(try #require(SplitSource.chunk(of: scene.element, in: before.bytes))))
        }
        let resources = try #require(before.root.firstChild(.resources)).children.filter {
            ["thumbnail-placeholder", "BrandBlue", "systemGrayColor"].contains($0[.name] ?? "")
        }
        expected.append(contentsOf: resources.map(IBEdits.removeElement))
        #expect(try undo.apply(to: after.bytes) == expected.apply(to: before.bytes))
    }

    @Test func lintFindsOneViewControllerPerStoryboardButAtThePlainScene() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        try plan.changes.apply(validators: SplitValidation.validators(SplitFixture.context(copy.root)))
        let report = try LintEngine(configuration: Configuration(rootDirectory: copy.root)).lint(paths: [copy.root])
        let findings = report.diagnostics.filter { $0.ruleID == "has-single-view-controller" }
        #expect(findings.map { "\($0.path.replacingOccurrences(of: copy.root + "/", with: "")) \($0.objectID ?? "")" }
            == ["\(Self.main) b1e-bs-c56"])
        #expect(report.diagnostics.filter { $0.ruleID == "parse-error" }.isEmpty)
    }

    @Test func planningAgainOnTheResultPlansNothing() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let plan = try SplitFixture.plan(SplitFixture.context(copy.root))
        try plan.changes.apply(validators: SplitValidation.validators(SplitFixture.context(copy.root)))
        let again = try SplitFixture.plan(SplitFixture.context(copy.root))
        #expect(again.changes.isEmpty)
        #expect(again.notes.filter { $0.kind == .change }.isEmpty)
    }

    @Test func togetherKeepsTheEntryContainerWithItsRoot() throws {
        let copy = SplitTempFolder(copying: SplitFixture.legacy)
        let context = SplitFixture.context(copy.root, policy: MigratePolicy(containers: .together))
        let plan = try SplitFixture.plan(context)
        #expect(!SplitFixture.written(plan).contains("Legacy/Base.lproj/PhotosViewController.storyboard"))
        let mainText = try #require(SplitFixture.content(plan, Self.main))
        let main = try IBDocument(string: mainText)
        #expect(main.element(id: "CGj-np-QFb")?[.destination] == "rBC-Ks-FRF")
        #expect(main.element(id: "rBC-Ks-FRF") != nil && main.element(id: "Ora-oZ-CSr") == nil)
        #expect(plan.changes.validate(SplitValidation.validators(context)) == [])
    }
}
