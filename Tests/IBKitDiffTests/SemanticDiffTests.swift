import IBKitDiff
import IBKitDocument
import Testing

/// The diff of the base fixture and one edit of it.
private func diff(_ replacements: [(String, String)], base: String = DiffFixtures.photos) -> IBSemanticDiff {
    IBSemanticDiff(old: DiffFixtures.document(base), new: DiffFixtures.document(DiffFixtures.edited(replacements, of: base)))
}

private func lines(_ diff: IBSemanticDiff) -> [String] { diff.changes.map(\.description) }

@Suite struct ChurnTests {
    @Test func sameFileHasNoChange() {
        let d = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(DiffFixtures.photos))
        #expect(d.isEmpty)
    }

    @Test func resavedFileWithRegeneratedIDsHasNoChange() {
        let d = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(DiffFixtures.resaved()))
        #expect(lines(d) == [])
        #expect(d.highlights(.old).isEmpty && d.highlights(.new).isEmpty)
    }

    @Test func resavedFileHasTheSameOutline() {
        let before = IBOutline.text(DiffFixtures.document(DiffFixtures.photos), fileName: "Main.storyboard")
        let after = IBOutline.text(DiffFixtures.document(DiffFixtures.resaved()), fileName: "Main.storyboard")
        #expect(before == after)
        #expect(!before.contains("-aa-bbb"))  // no ids
    }

    @Test func aRegeneratedIDWithOtherContentIsARemovalAndAnAddition() {
        let d = diff([("id=\"lb1-aa-bbb\"", "id=\"lb9-aa-bbb\""), ("firstItem=\"lb1-aa-bbb\"", "firstItem=\"lb9-aa-bbb\""), ("text=\"Hi\"", "text=\"Bye\"")])
        // The constraint kept its id and now holds another label.
        #expect(lines(d) == [
            "PhotosViewController: label 'Title' removed from view",
            "PhotosViewController: label 'Title' added to view",
            "PhotosViewController: constraint label 'Title'.leading = view.leading + 8: now another element of that name",
        ])
    }

    @Test func aRegeneratedIDWithTheSameContentIsTheSameElementEvenWhenChangedElsewhere() {
        let d = diff([("id=\"lb1-aa-bbb\"", "id=\"lb9-aa-bbb\""), ("firstItem=\"lb1-aa-bbb\"", "firstItem=\"lb9-aa-bbb\""),
                      ("<state key=\"normal\" title=\"Done\"/>", "<state key=\"normal\" title=\"Close\"/>")])
        #expect(lines(d) == ["PhotosViewController: button title 'Done' → 'Close'"])
    }

    @Test func upgradeDefaultsAreNoChangeButOtherValuesAre() {
        #expect(diff([("textAlignment=\"natural\"", "textAlignment=\"natural\" allowsCharacterPickerTouchBarItem=\"YES\"")]).isEmpty)
        #expect(lines(diff([("textAlignment=\"natural\"", "textAlignment=\"natural\" allowsCharacterPickerTouchBarItem=\"NO\"")]))
            == ["PhotosViewController: label 'Title' allowsCharacterPickerTouchBarItem (unset) → NO"])
    }

    @Test func canvasMovesAreNoChange() {
        #expect(diff([("<point key=\"canvasLocation\" x=\"900\" y=\"100\"/>", "<point key=\"canvasLocation\" x=\"-300\" y=\"700\"/>")]).isEmpty)
    }

    @Test func frameNoiseUnderHalfAPointIsNoChange() {
        let d = diff([("x=\"20\" y=\"100\" width=\"100\" height=\"21\"", "x=\"20.4\" y=\"99.6\" width=\"100.45\" height=\"21\"")])
        #expect(d.isEmpty)
    }
}

@Suite struct ChangeKindTests {
    @Test func textChanged() {
        let d = diff([("text=\"Hi\"", "text=\"Hello\"")])
        #expect(lines(d) == ["PhotosViewController: label 'Title' text 'Hi' → 'Hello'"])
        #expect(d.changes.first?.kind == .textChanged)
        #expect(d.changes.first?.oldID == "lb1-aa-bbb" && d.changes.first?.newID == "lb1-aa-bbb")
    }

    @Test func buttonTitleIsText() {
        let d = diff([("<state key=\"normal\" title=\"Done\"/>", "<state key=\"normal\" title=\"Close\"/>")])
        #expect(lines(d) == ["PhotosViewController: button title 'Done' → 'Close'"])
        #expect(d.changes.first?.kind == .textChanged)
    }

    @Test func constraintConstant() {
        let d = diff([("constant=\"8\"", "constant=\"16\"")])
        #expect(lines(d) == ["PhotosViewController: constraint label 'Title'.leading = view.leading + 8 → 16"])
        #expect(d.changes.first?.kind == .restyled)
        #expect(d.highlights(.new) == ["cn1-aa-bbb": .changed])
    }

    @Test func constraintRelation() {
        let d = diff([("firstAttribute=\"leading\" secondItem", "firstAttribute=\"leading\" relation=\"greaterThanOrEqual\" secondItem")])
        #expect(lines(d) == ["PhotosViewController: constraint label 'Title'.leading = view.leading + 8 changed to constraint label 'Title'.leading ≥ view.leading + 8"])
    }

    @Test func segueRemoved() {
        let d = diff([("<segue destination=\"vc2-aa-bbb\" kind=\"show\" identifier=\"showDetail\" id=\"sg1-aa-bbb\"/>", "")])
        #expect(lines(d) == ["PhotosViewController: segue 'showDetail' (show) → DetailViewController removed"])
        #expect(d.changes.first?.kind == .removed)
        #expect(d.highlights(.old) == ["sg1-aa-bbb": .removed])
        #expect(d.highlights(.new).isEmpty)
    }

    @Test func outletAdded() {
        let d = diff([("<outlet property=\"doneButton\"", "<outlet property=\"titleLabel\" destination=\"lb1-aa-bbb\" id=\"ot1-aa-bbb\"/>\n<outlet property=\"doneButton\"")])
        #expect(lines(d) == ["PhotosViewController: outlet titleLabel → label 'Title' added"])
        #expect(d.highlights(.new) == ["ot1-aa-bbb": .added])
    }

    @Test func outletRetargeted() {
        let d = diff([("<outlet property=\"doneButton\" destination=\"bt1-aa-bbb\"", "<outlet property=\"doneButton\" destination=\"lb1-aa-bbb\"")])
        #expect(lines(d) == ["PhotosViewController: outlet doneButton → button 'Done' changed to outlet doneButton → label 'Title'"])
    }

    @Test func moved() {
        let d = diff([("x=\"20\" y=\"100\" width=\"100\"", "x=\"40\" y=\"100\" width=\"100\"")])
        #expect(lines(d) == ["PhotosViewController: label 'Title' moved (20, 100) → (40, 100)"])
        #expect(d.changes.first?.kind == .moved)
    }

    @Test func resized() {
        let d = diff([("x=\"20\" y=\"100\" width=\"100\" height=\"21\"", "x=\"20\" y=\"100\" width=\"120.5\" height=\"21\"")])
        #expect(lines(d) == ["PhotosViewController: label 'Title' resized 100 × 21 → 120.5 × 21"])
        #expect(d.changes.first?.kind == .resized)
    }

    @Test func movedAndResizedAreTwoChanges() {
        let d = diff([("x=\"20\" y=\"100\" width=\"100\" height=\"21\"", "x=\"20\" y=\"101\" width=\"100\" height=\"42\"")])
        #expect(d.changes.map(\.kind) == [.moved, .resized])
        #expect(d.highlights(.new) == ["lb1-aa-bbb": .changed])
    }

    @Test func movedIntoAnotherView() {
        let base = DiffFixtures.edited([("<viewLayoutGuide key=\"safeArea\" id=\"sa1-aa-bbb\"/>", "<viewLayoutGuide key=\"safeArea\" id=\"sa1-aa-bbb\"/>")])
        let moved = DiffFixtures.edited([
            ("<button opaque=\"NO\" contentMode", "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" id=\"st1-aa-bbb\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"100\" height=\"100\"/><subviews>\n<button opaque=\"NO\" contentMode"),
            ("</button>", "</button></subviews></stackView>"),
        ], of: base)
        let d = IBSemanticDiff(old: DiffFixtures.document(base), new: DiffFixtures.document(moved))
        #expect(lines(d) == [
            "PhotosViewController: stackView added to view",
            "PhotosViewController: button 'Done' moved from view into stackView",
        ])
        #expect(d.highlights(.new) == ["st1-aa-bbb": .added, "bt1-aa-bbb": .changed])
    }

    @Test func restyledColorAndFont() {
        let d = diff([("<color key=\"textColor\" systemColor=\"labelColor\"/>", "<color key=\"textColor\" red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
                      ("type=\"system\" pointSize=\"17\"", "type=\"boldSystem\" pointSize=\"20\"")])
        #expect(lines(d) == ["PhotosViewController: label 'Title' font system 17 → boldSystem 20, textColor labelColor → #FF0000"])
        #expect(d.changes.first?.kind == .restyled)
    }

    @Test func otherSettingIsRestyled() {
        let d = diff([("textAlignment=\"natural\"", "textAlignment=\"center\"")])
        #expect(lines(d) == ["PhotosViewController: label 'Title' textAlignment natural → center"])
        #expect(d.changes.first?.kind == .restyled)
    }

    @Test func viewAddedAndRemovedAsOneChangeEach() {
        let added = diff([("</button>", """
            </button>
            <view contentMode="scaleToFill" id="nv1-aa-bbb" userLabel="Footer"><rect key="frame" x="0" y="800" width="414" height="96"/>
            <subviews><label text="Footnote" id="nl1-aa-bbb"><rect key="frame" x="8" y="8" width="100" height="21"/></label></subviews></view>
            """)])
        #expect(lines(added) == ["PhotosViewController: view 'Footer' added to view: label 'Footnote'"])
        #expect(added.highlights(.new) == ["nv1-aa-bbb": .added])
        let removed = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.edited([("</button>", """
            </button>
            <view contentMode="scaleToFill" id="nv1-aa-bbb" userLabel="Footer"><rect key="frame" x="0" y="800" width="414" height="96"/></view>
            """)])), new: DiffFixtures.document(DiffFixtures.photos))
        #expect(lines(removed) == ["PhotosViewController: view 'Footer' removed from view"])
        #expect(removed.highlights(.old) == ["nv1-aa-bbb": .removed])
    }

    @Test func initialViewControllerChanged() {
        let d = diff([("initialViewController=\"vc1-aa-bbb\"", "initialViewController=\"vc2-aa-bbb\"")])
        #expect(lines(d) == ["document: initial view controller PhotosViewController → DetailViewController"])
    }
}

@Suite struct GroupingTests {
    @Test func changesAreGroupedAndSortedByScene() {
        let d = diff([("text=\"Hi\"", "text=\"Hello\""), ("image=\"photo\"", "image=\"photo.fill\"")])
        #expect(lines(d) == [
            "DetailViewController: imageView image photo → photo.fill",
            "PhotosViewController: label 'Title' text 'Hi' → 'Hello'",
        ])
        #expect(d.changes.map(\.scene) == ["DetailViewController", "PhotosViewController"])
    }

    @Test func changesNameTheirScenesInBothDocuments() {
        let d = diff([("text=\"Hi\"", "text=\"Hello\""), ("image=\"photo\"", "image=\"photo.fill\""), ("constant=\"8\"", "constant=\"9\"")])
        #expect(d.changesByScene.map(\.scene) == ["DetailViewController", "PhotosViewController"])
        #expect(d.changesByScene.map(\.changes.count) == [1, 2])
        #expect(d.changes.map(\.oldSceneID) == ["vc2-aa-bbb", "vc1-aa-bbb", "vc1-aa-bbb"])
        #expect(d.changes.map(\.newSceneID) == ["vc2-aa-bbb", "vc1-aa-bbb", "vc1-aa-bbb"])
    }

    @Test func sceneAddedIsOneChange() {
        let withoutDetail = DiffFixtures.photos.replacing(#/<!--Detail-->.*?</scene>/#.dotMatchesNewlines(), with: "")
            .replacing("<segue destination=\"vc2-aa-bbb\" kind=\"show\" identifier=\"showDetail\" id=\"sg1-aa-bbb\"/>", with: "")
        let d = IBSemanticDiff(old: DiffFixtures.document(withoutDetail), new: DiffFixtures.document(DiffFixtures.photos))
        #expect(lines(d) == [
            "DetailViewController: scene added: imageView",
            "PhotosViewController: segue 'showDetail' (show) → DetailViewController added",
        ])
        #expect(d.highlights(.new) == ["vc2-aa-bbb": .added, "sg1-aa-bbb": .added])
        #expect(d.changes.map(\.oldSceneID) == [nil, "vc1-aa-bbb"])
        #expect(d.changes.map(\.newSceneID) == ["vc2-aa-bbb", "vc1-aa-bbb"])
        let back = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(withoutDetail))
        #expect(lines(back) == [
            "DetailViewController: scene removed: imageView",
            "PhotosViewController: segue 'showDetail' (show) → DetailViewController removed",
        ])
    }

    @Test func sceneNamedByTitleOrUserLabelWithoutCustomClass() {
        let base = DiffFixtures.edited([("customClass=\"DetailViewController\" customModule=\"Gallery\" customModuleProvider=\"target\" ", "title=\"Detail\" ")])
        let d = diff([("image=\"photo\"", "image=\"photo.fill\"")], base: base)
        #expect(lines(d) == ["viewController 'Detail': imageView image photo → photo.fill"])
    }

    @Test func fileAddedAndRemoved() {
        let document = DiffFixtures.document(DiffFixtures.photos)
        let added = IBSemanticDiff(old: nil, new: document)
        #expect(added.report(fileName: "Main.storyboard") == [
            "Main.storyboard — DetailViewController: scene added: imageView",
            "Main.storyboard — PhotosViewController: scene added: label 'Title', button 'Done', segue 'showDetail' (show) → DetailViewController, "
                + "outlet doneButton → button 'Done', 1 constraint",
        ])
        let removed = IBSemanticDiff(old: document, new: nil)
        #expect(removed.changes.filter { $0.kind == .removed }.map(\.text).allSatisfy { $0.hasPrefix("scene removed: ") })
        #expect(removed.highlights(.old) == ["vc1-aa-bbb": .removed, "vc2-aa-bbb": .removed])
    }

    @Test func fromBytes() throws {
        let d = try IBSemanticDiff(oldBytes: Array(DiffFixtures.photos.utf8),
                                   newBytes: Array(DiffFixtures.edited([("text=\"Hi\"", "text=\"Hello\"")]).utf8), path: "Main.storyboard")
        #expect(d.changes.count == 1)
        #expect(try IBSemanticDiff(oldBytes: nil, newBytes: Array(DiffFixtures.photos.utf8), path: "Main.storyboard").changes.count == 2)
        #expect(throws: IBParseError.self) { try IBSemanticDiff(oldBytes: Array("<document".utf8), newBytes: nil, path: "Main.storyboard") }
    }

    @Test func reportLines() {
        let d = diff([("text=\"Hi\"", "text=\"Hello\"")])
        #expect(d.report(fileName: "Main.storyboard") == ["Main.storyboard — PhotosViewController: label 'Title' text 'Hi' → 'Hello'"])
        let many = IBSemanticDiff.report([(fileName: "B.storyboard", diff: d), (fileName: "A.storyboard", diff: d)])
        #expect(many.map { String($0.prefix(12)) } == ["A.storyboard", "B.storyboard"])
    }

    @Test func diffIsDeterministic() {
        let edits = [("text=\"Hi\"", "text=\"Hello\""), ("constant=\"8\"", "constant=\"16\""), ("image=\"photo\"", "image=\"x\"")]
        #expect(lines(diff(edits)) == lines(diff(edits)))
    }
}
