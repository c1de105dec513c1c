import Foundation
import Testing
@testable import IBKitMigrate

/// Storyboard and reuse identifiers become class names, IB and code together, or stay with a reason.
struct IdentifiersStepTests {
    private static func scene(_ id: String, _ className: String, identifier: String? = nil, cell: (id: String, className: String, reuse: String)? = nil) -> String {
        let storyboardID = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        let table = cell.map { c in """
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="\(id)-t">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="\(c.reuse)" id="\(c.id)" customClass="\(c.className)" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
            """ } ?? #"        <view key="view" contentMode="scaleToFill" id="\#(id)-v"/>"#
        return """
                <scene sceneID="\(id)-s">
                    <objects>
                        <tableViewController id="\(id)"\(storyboardID) customClass="\(className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                \(table)
                        </tableViewController>
                    </objects>
                </scene>
        """
    }

    private static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    private static let app: [String: String] = [
        "App/Main.storyboard": storyboard(initial: "lst-00-001",
            scene("lst-00-001", "ListViewController", cell: ("lc-00-001", "ListCell", "ListRow"))
            + "\n" + scene("det-00-001", "DetailViewController", identifier: "Detail")
            + "\n" + scene("grd-00-001", "GridViewController", identifier: "Grid", cell: ("gc-00-001", "GridCell", "Cell"))
            + "\n" + scene("pho-00-001", "PhotosViewController", identifier: "Photos", cell: ("pc-00-001", "PhotoCell", "Cell"))),
        "App/Screens.swift": """
            import UIKit

            enum Ids { static let photos = "Photos" }

            final class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "ListRow", for: indexPath) // keep this comment
                }

                func showDetail() {
                    let detail = storyboard!.instantiateViewController(withIdentifier:  "Detail") as! DetailViewController
                    show(detail, sender: nil)
                    _ = storyboard!.instantiateViewController(withIdentifier: Ids.photos)
                }
            }
            final class DetailViewController: UITableViewController {}
            final class GridViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
            }
            final class PhotosViewController: UITableViewController {}
            final class ListCell: UITableViewCell {}
            final class GridCell: UITableViewCell {}
            final class PhotoCell: UITableViewCell {}
            """,
    ]

    @Test func namesBecomeClassNamesInIBAndCodeTogether() throws {
        let fixture = try TemporaryApp(Self.app)
        defer { fixture.remove() }
        let plan = try fixture.apply([.identifiers])
        let storyboard = fixture.read("App/Main.storyboard"), swift = fixture.read("App/Screens.swift")
        #expect(storyboard.contains(#"reuseIdentifier="ListCell""#) && swift.contains(#"dequeueReusableCell(withIdentifier: "ListCell", for: indexPath) // keep this comment"#))
        #expect(storyboard.contains(#"storyboardIdentifier="DetailViewController""#) && swift.contains(#"withIdentifier:  "DetailViewController")"#))
        // "Cell" is two classes' and the code loads it by that one name; "Photos" is reached through a constant.
        #expect(storyboard.contains(#"reuseIdentifier="Cell" id="gc-00-001""#) && storyboard.contains(#"reuseIdentifier="Cell" id="pc-00-001""#))
        #expect(storyboard.contains(#"storyboardIdentifier="Photos""#) && storyboard.contains(#"storyboardIdentifier="Grid""# ) == false)
        let left = plan.notes.filter { $0.kind == .human && $0.step == .identifiers }.map(\.message)
        #expect(left.contains { $0.hasPrefix("reuse identifier 'Cell' stays: objects of different classes share it") })
        #expect(left.contains { $0.hasPrefix("Storyboard ID 'Photos' stays: the code reaches it through Ids.photos") })
        // A second run has nothing to do.
        #expect(try fixture.plan([.identifiers]).changes.isEmpty)
    }

    @Test func everyByteOutsideTheRenamedNamesStays() throws {
        let fixture = try TemporaryApp(Self.app)
        defer { fixture.remove() }
        let before = fixture.read("App/Main.storyboard")
        try fixture.apply([.identifiers])
        let after = fixture.read("App/Main.storyboard")
        let changed = zip(before.split(separator: "\n", omittingEmptySubsequences: false), after.split(separator: "\n", omittingEmptySubsequences: false))
            .filter { $0 != $1 }
        #expect(before.split(separator: "\n").count == after.split(separator: "\n").count)
        // Each changed line differs only in the one attribute value.
        for (old, new) in changed {
            let oldRest = old.replacingOccurrences(of: #"(storyboardIdentifier|reuseIdentifier)="[^"]*""#, with: "", options: .regularExpression)
            let newRest = new.replacingOccurrences(of: #"(storyboardIdentifier|reuseIdentifier)="[^"]*""#, with: "", options: .regularExpression)
            #expect(oldRest == newRest || old.count < new.count)
        }
        #expect(changed.count == 3)
    }

    @Test func legacyLeavesNoIdentifierFindingsAndChecksNoWorse() throws {
        let fixture = try TemporaryApp(copying: "Examples/Legacy")
        defer { fixture.remove() }
        let rules: Set<String> = ["storyboard-viewcontroller-id", "reuse-identifier"]
        #expect(!(try fixture.lint(rules)).isEmpty)
        try fixture.apply([.identifiers])
        #expect(try fixture.lint(rules) == [])
        #expect(try fixture.plan([.identifiers]).changes.isEmpty)
    }
}
