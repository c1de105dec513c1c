import Foundation
import IBKitDiff
import IBKitDocument
import Testing

/// What a person did comes before what Interface Builder recomputed: Tests/Fixtures/Diff/AddedSwitch is a commit
/// that switched the canvas device (iPhone 8 → iPhone 15: every width) and added a view holding a label and a
/// switch to a table cell (the cells below moved down).
@Suite struct ReadingOrderTests {
    static func commit() throws -> IBSemanticDiff {
        func load(_ name: String) throws -> IBDocument {
            try IBDocument(string: String(contentsOfFile: DiffFixtureFiles.path("AddedSwitch/\(name).storyboard"), encoding: .utf8),
                           path: "Settings.storyboard")
        }
        return IBSemanticDiff(old: try load("before"), new: try load("after"))
    }

    @Test func theAdditionComesFirstWithWhatItHoldsAndTheGeometryIsOneLine() throws {
        let diff = try Self.commit()
        let scenes = diff.scenes()
        #expect(scenes.map(\.scene) == ["SettingsViewController"])
        let scene = try #require(scenes.first)
        // The view, named by where it is, with its label's text, its switch and the switch's action; its
        // constraints (inside it and those tying it to the cell) are counted in, not listed.
        #expect(scene.lines.first == "view added to content view of SettingsCell: label 'Notifications', switch, "
                + "action notificationsChanged: → SettingsCell (tableViewCell) 'SettingsCell' (valueChanged), 8 constraints")
        #expect(scene.lines.contains("outlet notificationsSwitch → switch added"))
        #expect(!scene.lines.contains { $0.hasPrefix("constraint") || $0.contains(" moved") || $0.contains(" resized") })
        // Every frame the device switch and the taller cell changed is in the one summary line.
        let moved = Set(diff.changes.filter(\.isGeometry).compactMap(\.newID))
        #expect(moved == ["Tbl-00-001", "Acc-00-001", "Acc-00-002", "Acc-00-004", "Stc-00-001", "Stc-00-002", "Stc-00-003",
                          "Abt-00-001", "Abt-00-002", "Abt-00-003"])
        #expect(scene.geometrySummary == "and \(moved.count) elements moved or resized")
        #expect(scene.geometry == diff.changes.filter(\.isGeometry).map(\.text))
        #expect(diff.report(fileName: "Settings.storyboard").last == "Settings.storyboard — SettingsViewController: and 10 elements moved or resized")
        // In the list itself, no geometry comes before the person's changes.
        let firstGeometry = try #require(diff.changes.firstIndex { $0.isGeometry })
        #expect(diff.changes[firstGeometry...].allSatisfy { $0.isGeometry })
    }

    @Test func withGeometryEveryMoveIsListedAfterThePersonsChanges() throws {
        let diff = try Self.commit()
        let report = diff.report(fileName: "Settings.storyboard", geometry: true).map { String($0.split(separator: ":", maxSplits: 1)[1].dropFirst()) }
        #expect(report.contains("tableViewCell 'AboutCell' moved (0, 146) → (0, 194)"))
        #expect(report.contains("content view of SettingsCell resized 375 × 48 → 393 × 96"))
        #expect(report.count == diff.changes.count)
        #expect(report.prefix(2).allSatisfy { $0.hasSuffix("8 constraints") || $0.hasSuffix("added") })
        #expect(diff.scenes(geometry: true).allSatisfy { $0.geometrySummary == nil && $0.geometry.isEmpty })
    }

    @Test func oneElementsGeometryIsListedAsIsAndGeometryAloneHasNoAnd() {
        let one = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos),
                                 new: DiffFixtures.document(DiffFixtures.edited([("x=\"20\" y=\"100\" width=\"100\" height=\"21\"",
                                                                                  "x=\"40\" y=\"100\" width=\"120\" height=\"21\"")])))
        #expect(one.scenes().map(\.lines) == [["label 'Title' moved (20, 100) → (40, 100)", "label 'Title' resized 100 × 21 → 120 × 21"]])
        let two = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos),
                                 new: DiffFixtures.document(DiffFixtures.edited([("x=\"20\" y=\"100\"", "x=\"40\" y=\"100\""),
                                                                                  ("x=\"20\" y=\"200\"", "x=\"40\" y=\"200\"")])))
        #expect(two.scenes().map(\.geometrySummary) == ["2 elements moved"])
        #expect(two.scenes().map(\.lines) == [[]])
    }

    @Test func textsThenClassesAndConnectionsThenStylesThenGeometry() {
        let diff = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(DiffFixtures.edited([
            ("x=\"20\" y=\"200\"", "x=\"40\" y=\"200\""),
            ("buttonType=\"system\"", "buttonType=\"system\" customClass=\"PillButton\""),
            ("<color key=\"textColor\" systemColor=\"labelColor\"/>", "<color key=\"textColor\" systemColor=\"systemRedColor\"/>"),
            ("constant=\"8\"", "constant=\"16\""),
            ("<state key=\"normal\" title=\"Done\"/>", "<state key=\"normal\" title=\"Close\"/>"),
        ])))
        #expect(diff.changes.map(\.text) == [
            "button title 'Done' → 'Close'",
            "button 'Done' customClass (unset) → PillButton",
            "constraint label 'Title'.leading = view.leading + 8 → 16",
            "label 'Title' textColor labelColor → systemRedColor",
            "button 'Done' moved (20, 200) → (40, 200)",
        ])
    }
}

/// The placeholders Interface Builder makes are there on both sides whatever their ids: never a change.
@Suite struct PlaceholderTests {
    @Test func aScenesFirstResponderWithANewIDInARenamedControllerIsNoChange() {
        let diff = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(DiffFixtures.edited([
            ("customClass=\"PhotosViewController\"", "customClass=\"GalleryViewController\""),
            ("id=\"fr1-aa-bbb\"", "id=\"fr9-zz-yyy\""),
        ])))
        #expect(diff.changes.map(\.description) == ["GalleryViewController: PhotosViewController (viewController) customClass PhotosViewController → GalleryViewController"])
    }

    @Test func theExitGoesWithTheLastUnwindSegue() {
        let unwind = DiffFixtures.edited([
            ("<segue destination=\"vc2-aa-bbb\" kind=\"show\" identifier=\"showDetail\" id=\"sg1-aa-bbb\"/>",
             "<segue destination=\"vc2-aa-bbb\" kind=\"show\" identifier=\"showDetail\" id=\"sg1-aa-bbb\"/>\n<segue destination=\"ex1-aa-bbb\" kind=\"unwind\" unwindAction=\"done:\" id=\"uw1-aa-bbb\"/>"),
            ("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr1-aa-bbb\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>",
             "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"fr1-aa-bbb\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>\n<exit id=\"ex1-aa-bbb\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>"),
        ])
        let removed = IBSemanticDiff(old: DiffFixtures.document(unwind), new: DiffFixtures.document(DiffFixtures.photos))
        #expect(removed.changes.map(\.text) == ["segue (unwind) → Exit removed"])
        let added = IBSemanticDiff(old: DiffFixtures.document(DiffFixtures.photos), new: DiffFixtures.document(unwind))
        #expect(added.changes.map(\.text) == ["segue (unwind) → Exit added"])
    }

    @Test func aXibsPlaceholdersAreNoChangeWhenAnOlderXcodeLeftThemOut() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerView"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Hi" id="lb1-aa-bbb"><rect key="frame" x="8" y="8" width="100" height="21"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let withoutResponder = DiffFixtures.edited([("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>", "")], of: xib)
        for (old, new) in [(withoutResponder, xib), (xib, withoutResponder)] {
            let diff = IBSemanticDiff(old: DiffFixtures.document(old, path: "Banner.xib"), new: DiffFixtures.document(new, path: "Banner.xib"))
            #expect(diff.isEmpty, "\(diff.changes)")
        }
    }
}
