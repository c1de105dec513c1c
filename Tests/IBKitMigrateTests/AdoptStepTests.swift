import Foundation
import SwiftParser
import Testing
@testable import IBKitMigrate

/// `--adopt`: the usual loading calls become IBKit's typed API where the new call loads what the old one did.
struct AdoptStepTests {
    private static func storyboard(_ scenes: [(id: String, className: String, identifier: String?)], initial: String?) -> String {
        let body = scenes.map { scene in
            let identifier = scene.identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
            return """
                    <scene sceneID="\(scene.id)-s">
                        <objects>
                            <viewController id="\(scene.id)"\(identifier) customClass="\(scene.className)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(scene.id)-v"/>
                            </viewController>
                        </objects>
                    </scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial.map { #" initialViewController="\#($0)""# } ?? "")>
                <scenes>
            \(body)
                </scenes>
            </document>

            """
    }

    private static func xib(_ element: String, _ className: String, reuse: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <\(element) contentMode="scaleToFill"\(reuse.map { #" reuseIdentifier="\#($0)""# } ?? "") id="\(className)-1" customClass="\(className)" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </\(element)>
            </objects>
        </document>

        """
    }

    private static let screens = """
        import UIKit

        final class ListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "CommentCell")
                tableView.register(UINib(nibName: "SectionHeader", bundle: .main), forHeaderFooterViewReuseIdentifier: "SectionHeader")
                tableView.register(UINib(nibName: "OddCell", bundle: nil), forCellReuseIdentifier: "OddCell")
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.row == 0 {
                    // swiftlint:disable:next force_cast
                    let cell = tableView.dequeueReusableCell(withIdentifier: "CommentCell", for: indexPath) as! CommentCell // keep
                    return cell
                }
                return tableView.dequeueReusableCell(withIdentifier: "CommentCell", for: indexPath) as? CommentCell ?? UITableViewCell()
            }

            func showDetail() {
                let storyboard = UIStoryboard(name: "DetailViewController", bundle: nil)
                // swiftlint:disable:next force_cast force_unwrapping
                let detail = storyboard.instantiateViewController(withIdentifier: "DetailViewController") as! DetailViewController
                let again = storyboard.instantiateInitialViewController() as! DetailViewController
                show(detail, sender: again)
            }

            func showOthers() {
                // swiftlint:disable:next force_cast
                let custom = UIStoryboard(name: "Custom", bundle: nil).instantiateInitialViewController() as! CustomNamedViewController
                let framework = UIStoryboard(name: "DetailViewController", bundle: Bundle(for: ListViewController.self)).instantiateInitialViewController() as! DetailViewController
                let second = UIStoryboard(name: "Pair", bundle: nil).instantiateViewController(withIdentifier: "Second") as! PairViewController
                show(custom, sender: [framework, second])
            }
        }

        final class CommentCell: UITableViewCell {}
        final class SectionHeader: UITableViewHeaderFooterView {}
        final class OddCell: UITableViewCell {}
        final class DetailViewController: UIViewController {}
        final class PairViewController: UIViewController {}
        final class CustomNamedViewController: UIViewController {
            static var storyboardName: String { "Custom" }
        }

        """

    private static func app(manifest: String) -> [String: String] {
        [
            "Package.swift": manifest,
            "Sources/App/Screens.swift": screens,
            "Sources/App/DetailViewController.storyboard": storyboard([("dvc-00-001", "DetailViewController", nil)], initial: "dvc-00-001"),
            "Sources/App/Custom.storyboard": storyboard([("cus-00-001", "CustomNamedViewController", nil)], initial: "cus-00-001"),
            // Two scenes of one class: instance() makes the initial one, the call the second.
            "Sources/App/Pair.storyboard": storyboard([("pr1-00-001", "PairViewController", nil), ("pr2-00-001", "PairViewController", "Second")], initial: "pr1-00-001"),
            "Sources/App/PairViewController.storyboard": storyboard([("pr3-00-001", "PairViewController", nil)], initial: "pr3-00-001"),
            "Sources/App/CommentCell.xib": xib("tableViewCell", "CommentCell", reuse: "CommentCell"),
            "Sources/App/SectionHeader.xib": xib("view", "SectionHeader", reuse: nil),
            "Sources/App/OddCell.xib": xib("tableViewCell", "OddCell", reuse: "Odd"),
        ]
    }

    private static let manifestWithIBKit = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [
                .package(path: "../IBKit"),
            ],
            targets: [
                .target(name: "App", dependencies: []),
            ]
        )

        """

    private static let adopt = MigratePolicy(adopt: true)

    @Test func rewritesTheUsualCallsAndLeavesTheRestWithReasons() throws {
        let app = try TemporaryApp(Self.app(manifest: Self.manifestWithIBKit))
        defer { app.remove() }
        let plan = try app.apply([.identifiers], policy: Self.adopt)
        let swift = app.read("Sources/App/Screens.swift")
        // Nib registrations and the forced dequeue: typed, the comment after the call kept.
        #expect(swift.contains("tableView.register(CommentCell.self)\n"))
        #expect(swift.contains("tableView.registerHeaderFooterView(SectionHeader.self)\n"))
        #expect(swift.contains(#"let cell = tableView.dequeueReusableCell(CommentCell.self, for: indexPath) // keep"#))
        // The SwiftLint suppression of the cast goes with the cast; where the call stays, so does the suppression.
        #expect(swift.contains("if indexPath.row == 0 {\n            let cell = tableView.dequeueReusableCell(CommentCell.self"))
        #expect(swift.contains("// swiftlint:disable:next force_unwrapping\n        let detail = DetailViewController.instance()\n"))
        #expect(swift.contains("// swiftlint:disable:next force_cast\n        let custom = UIStoryboard"))
        // `as?` keeps its optional meaning: not rewritten.
        #expect(swift.contains(#"dequeueReusableCell(withIdentifier: "CommentCell", for: indexPath) as? CommentCell"#))
        // Both loads through the local storyboard are rewritten, so the `let` goes.
        #expect(swift.contains("let detail = DetailViewController.instance()\n"))
        #expect(swift.contains("let again = DetailViewController.instance()\n"))
        #expect(!swift.contains(#"let storyboard = UIStoryboard(name: "DetailViewController""#))
        // Another bundle, a class naming its own storyboard, another scene of the class: unchanged.
        #expect(swift.contains("bundle: Bundle(for: ListViewController.self)).instantiateInitialViewController() as! DetailViewController"))
        #expect(swift.contains(#"UIStoryboard(name: "Custom", bundle: nil).instantiateInitialViewController() as! CustomNamedViewController"#))
        #expect(swift.contains(#"instantiateViewController(withIdentifier: "Second") as! PairViewController"#))
        // A xib cell with another reuse identifier: the identifiers step renames it first, then it is typed too.
        #expect(swift.contains("tableView.register(OddCell.self)\n"))
        // Conformances where a rewritten call needs them, and the import, in alphabetical order.
        #expect(swift.hasPrefix("import IBKit\nimport UIKit\n"))
        #expect(swift.contains("final class CommentCell: UITableViewCell, Nibable {}"))
        #expect(swift.contains("final class SectionHeader: UITableViewHeaderFooterView, Nibable {}"))
        #expect(swift.contains("final class DetailViewController: UIViewController, Storyboardable {}"))
        #expect(swift.contains("final class OddCell: UITableViewCell, Nibable {}"))
        #expect(swift.contains("final class PairViewController: UIViewController {}"))
        // The package already depends on IBKit: the target gains the product.
        #expect(app.read("Package.swift").contains(#".target(name: "App", dependencies: [.product(name: "IBKit", package: "IBKit")]),"#))

        let left = plan.notes.filter { $0.kind == .human }.map(\.message)
        #expect(left.contains { $0.contains("CustomNamedViewController declares its own `storyboardName`") })
        #expect(left.contains { $0.contains("would load Sources/App/PairViewController.storyboard (object pr3-00-001), not Sources/App/Pair.storyboard (object pr2-00-001)") })
        // Applied, nothing is left to do.
        #expect(try app.plan([.identifiers], policy: Self.adopt).changes.isEmpty)
    }

    @Test func aPackageWithoutIBKitIsToldWhatToAdd() throws {
        let manifest = Self.manifestWithIBKit.replacingOccurrences(of: #"        .package(path: "../IBKit"),"#, with: "")
        let app = try TemporaryApp(Self.app(manifest: manifest))
        defer { app.remove() }
        let plan = try app.plan([.identifiers], policy: Self.adopt)
        #expect(plan.changes.content(of: app.root + "/Package.swift") == Array(manifest.utf8))
        #expect(plan.notes.contains { $0.kind == .human && $0.place == "Package.swift" && $0.message.contains("target App does not depend on the IBKit package yet") })
    }

    @Test func withoutAdoptTheCodeKeepsItsForm() throws {
        let app = try TemporaryApp(Self.app(manifest: Self.manifestWithIBKit))
        defer { app.remove() }
        let plan = try app.plan([.identifiers])
        #expect(plan.changes.changes.map { $0.path.replacingOccurrences(of: app.root + "/", with: "") } == ["Sources/App/OddCell.xib"])
    }

    @Test func anXcodeTargetWithoutThePackageIsTheOneManualStep() throws {
        let app = try TemporaryApp(copying: "Examples/Legacy")
        defer { app.remove() }
        // Legacy imports IBKit in one file; without it, its target has no sign of depending on IBKit.
        let header = app.root + "/Legacy/Views/ProfileHeaderView.swift"
        let text = try String(contentsOfFile: header, encoding: .utf8)
        try text.replacingOccurrences(of: "import IBKit\n", with: "").replacingOccurrences(of: ", Nibable", with: "")
            .write(toFile: header, atomically: true, encoding: .utf8)
        let plan = try app.plan(policy: Self.adopt)
        #expect(plan.notes.contains { $0.kind == .human && $0.place == "Legacy.xcodeproj" && $0.message.hasPrefix("target Legacy does not depend on the IBKit package yet") })
    }

    @Test func findsOnlyTheFormsItCanRewrite() {
        let source = """
            let a = UIStoryboard(name: "A", bundle: nil).instantiateViewController(withIdentifier: "A") as! A
            let b = x + UIStoryboard(name: "B", bundle: nil).instantiateInitialViewController() as! B
            let c = UIStoryboard(name: "C", bundle: nil).instantiateViewController(withIdentifier: id) as! C
            let d = UIStoryboard(name: "D", bundle: nil).instantiateInitialViewController() as! Generic<D>
            e = tableView.dequeueReusableCell(withIdentifier: "E", for: indexPath) as! E
            tableView.register(UINib(nibName: "F\\(n)", bundle: nil), forCellReuseIdentifier: "F")
            collectionView.register(UINib(nibName: "G", bundle: nil), forCellWithReuseIdentifier: "G")

            """
        let bytes = Array(source.utf8)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = AdoptSiteFinder(tree: tree, bytes: bytes)
        finder.walk(tree)
        #expect(finder.sites.map(\.typeName) == ["A", "E", "G"])
        #expect(finder.sites.map(\.after) == ["A.instance()", "tableView.dequeueReusableCell(E.self, for: indexPath)", "collectionView.register(G.self)"])
    }
}
