import Foundation
import IBKitDocument
@testable import IBKitGen
import IBKitLint
import Testing
import IBKitPlumbing
import IBKitRuleModel

/// Small IB documents written for these tests.
enum IB {
    static func storyboard(initial: String? = nil, runtime: String = "iOS.CocoaTouch", _ scenes: String) -> String {
        let type = runtime.hasPrefix("MacOSX") ? "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="32700.99.1234" targetRuntime="\(runtime)"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    static func scene(_ controller: String, _ body: String = "") -> String {
        """
                <scene sceneID="s-\(controller.utf8.count)">
                    <objects>
                        \(controller)
                        \(body)
                    </objects>
                </scene>
        """
    }

    static func xib(runtime: String = "iOS.CocoaTouch", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="\(runtime)">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    static func catalog(_ files: [(path: String, text: String)]) throws -> GenCatalog {
        var builder = GenCatalog.Builder()
        for file in files { builder.add(try IBDocument(string: file.text, path: file.path)) }
        return builder.build()
    }
}

@Suite struct GenCatalogTests {
    static let main = IB.storyboard(initial: "nav", """
    \(IB.scene(#"<navigationController id="nav" sceneMemberID="viewController"><connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController>"#))
    \(IB.scene(#"""
    <tableViewController storyboardIdentifier="List" id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
        <tableView key="view" id="tv">
            <prototypes>
                <tableViewCell reuseIdentifier="ItemCell" id="c1" customClass="ItemCell" customModule="App"/>
                <tableViewCell reuseIdentifier="Plain" id="c2"/>
            </prototypes>
        </tableView>
        <connections>
            <segue destination="detail" kind="show" identifier="ShowDetail" id="s1"/>
            <segue destination="ref" kind="presentation" identifier="OpenSettings" customClass="FadeSegue" id="s2"/>
        </connections>
    </tableViewController>
    """#))
    \(IB.scene(#"<viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" customModule="Kit" sceneMemberID="viewController"/>"#))
    \(IB.scene(#"<viewController id="anon" sceneMemberID="viewController"/>"#))
    \(IB.scene(#"<viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>"#))
    """)
    static let settings = IB.storyboard(initial: "set", IB.scene(#"<viewController storyboardIdentifier="" id="set" customClass="SettingsViewController" sceneMemberID="viewController"/>"#))

    @Test func storyboardScenesSeguesAndReferences() throws {
        let catalog = try IB.catalog([("App/Main.storyboard", Self.main), ("App/Settings.storyboard", Self.settings)])
        #expect(catalog.storyboards.map(\.name) == ["Main", "Settings"])
        #expect(catalog.platform == .iOS)
        let main = try #require(catalog.storyboards.first)
        #expect(main.path == "App/Main.storyboard")
        // Identified scenes first, by identifier; then the others by position.
        #expect(main.scenes.map(\.id) == ["detail", "list", "nav", "anon"])
        #expect(main.identifiedScenes.map(\.identifier) == ["Detail", "List"])

        let initial = try #require(main.initialScene)
        #expect(initial.id == "nav" && initial.isInitial && initial.identifier == nil)
        #expect(initial.type == GenType(name: "UINavigationController", module: "UIKit", elementTag: "navigationController"))

        let list = try #require(main.scene(identifier: "List"))
        #expect(list.type.name == "ListViewController")
        #expect(list.type.customModule == "App" && list.type.module == "App" && list.type.moduleIsPlaceholder)
        #expect(list.type.externalModule(currentModule: "Other") == nil, "a placeholder module is the compiling module")
        #expect(list.position == SourcePosition(path: "App/Main.storyboard", line: 12, column: 17))

        let detail = try #require(main.scene(identifier: "Detail"))
        #expect(detail.type.qualifiedName == "Kit.DetailViewController")
        #expect(detail.type.externalModule(currentModule: "App") == "Kit")
        #expect(detail.type.externalModule(currentModule: "Kit") == nil)

        #expect(main.segues.map(\.id) == ["s2", "s1", "r1"])
        let show = try #require(main.identifiedSegues.last)
        #expect(show.identifier == "ShowDetail" && show.kind == "show" && show.sourceID == "list" && show.destinationID == "detail")
        #expect(show.type == GenType(name: "UIStoryboardSegue", module: "UIKit", elementTag: "segue"))
        let relationship = try #require(main.segues.last)
        #expect(relationship.identifier == nil && relationship.relationship == "rootViewController" && relationship.sourceID == "nav")

        let open = try #require(main.identifiedSegues.first)
        #expect(open.type.name == "FadeSegue" && open.type.module == nil)
        #expect(main.references == [GenStoryboardReference(id: "ref", storyboardName: "Settings", referencedIdentifier: nil,
                                                           bundleIdentifier: nil, position: open.position.with(line: 41, column: 17))])
        // Destinations follow references into the referenced storyboard's initial scene.
        #expect(catalog.destination(of: show, in: main)?.scene.id == "detail")
        let through = try #require(catalog.destination(of: open, in: main))
        #expect(through.storyboard.name == "Settings" && through.scene.type.name == "SettingsViewController")
        #expect(catalog.destination(of: relationship, in: main)?.scene.id == "list")

        // Empty storyboard identifiers are absent, as in SwiftGen.
        #expect(catalog.storyboards[1].scenes.map(\.identifier) == [nil])
    }

    /// The catalog's grouping sort of reuse identifiers orders them exactly as sorting by (identifier, position)
    /// does, ties and canonically equal identifiers included.
    @Test func reuseIdentifierOrderIsTheTupleOrder() {
        let identifiers = ["Cell", "é", "e\u{301}", "Cell", "A", "cell", "Cell2", "", "Z", "A"]
        var cells: [GenReuseIdentifier] = []
        var generator = SystemRandomNumberGenerator()
        for n in 0 ..< 300 {
            let identifier = identifiers[Int.random(in: 0 ..< identifiers.count, using: &generator)]
            let path = ["b.xib", "a.storyboard", "c/d.xib"][Int.random(in: 0 ..< 3, using: &generator)]
            cells.append(GenReuseIdentifier(
                identifier: identifier, cellType: GenType(name: "C\(n)", module: nil, elementTag: "tableViewCell"),
                fileName: path, fileKind: .xib, isTopLevel: false, sceneID: nil,
                position: SourcePosition(path: path, line: Int.random(in: 1 ... 4, using: &generator), column: 1)))
        }
        let expected = cells.sorted { ($0.identifier, $0.position) < ($1.identifier, $1.position) }
        #expect(GenCatalog.sortedByIdentifier(cells) == expected)
        #expect(GenCatalog(reuseIdentifiers: cells).reuseIdentifiers == expected)
    }

    @Test func reuseIdentifiersOfStoryboardsAndXibs() throws {
        let cell = IB.xib(#"""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="ProfileCell" id="p1" customClass="ProfileCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCell>
        """#)
        let catalog = try IB.catalog([("B/ProfileCell.xib", cell), ("A/Main.storyboard", Self.main)])
        #expect(catalog.reuseIdentifiers.map(\.identifier) == ["ItemCell", "Plain", "ProfileCell"])
        let item = catalog.reuseIdentifiers[0]
        #expect(item.cellType.qualifiedName == "App.ItemCell" && item.fileName == "Main" && item.fileKind == .storyboard)
        #expect(!item.isTopLevel && item.sceneID == "list")
        #expect(item.position.description == "A/Main.storyboard:15:13")
        #expect(catalog.reuseIdentifiers[1].cellType == GenType(name: "UITableViewCell", module: "UIKit", elementTag: "tableViewCell"))
        let profile = catalog.reuseIdentifiers[2]
        #expect(profile.isTopLevel && profile.fileKind == .xib && profile.sceneID == nil)
        #expect(profile.position == SourcePosition(path: "B/ProfileCell.xib", line: 6, column: 9))

        let xib = try #require(catalog.xibs.first)
        #expect(xib.name == "ProfileCell")
        #expect(xib.filesOwner == GenType(name: "NSObject", module: "Foundation", elementTag: "placeholder"))
        #expect(xib.rootViews.map(\.type.name) == ["ProfileCell"])
        #expect(xib.reuseIdentifiers == ["ProfileCell"])
    }

    @Test func xibOwnerRootViewsAndObjects() throws {
        let text = IB.xib(#"""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="App"/>
                <view contentMode="scaleToFill" id="v1" userLabel="Root"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <view contentMode="scaleToFill" id="v2" customClass="Badge"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
                <tapGestureRecognizer id="g1"/>
                <viewController id="vc" customClass="PopupViewController"/>
                <customObject id="o1" customClass="Presenter"/>
        """#)
        let xib = try #require(try IB.catalog([("Profile.xib", text)]).xibs.first)
        #expect(xib.filesOwner?.qualifiedName == "App.ProfileViewController")
        #expect(xib.rootViews.map(\.id) == ["v1", "v2"])
        #expect(xib.rootViews[0].userLabel == "Root" && xib.rootViews[0].type.qualifiedName == "UIKit.UIView")
        #expect(xib.rootViews[1].type.module == nil)
        #expect(xib.rootObjects.map(\.id) == ["vc", "o1"], "gesture recognizers are not root objects")
        #expect(xib.rootObjects[1].type.isCustom)
    }

    @Test func systemTypesFollowSwiftGenAndTheRealFrameworks() {
        func type(_ tag: String, _ platform: IBPlatform = .iOS) -> String {
            let t = GenType.systemType(forElement: tag, platform: platform)
            return "\(t.module).\(t.name)"
        }
        // SwiftGen's fixtures (Known Types.storyboard).
        #expect(type("glkViewController") == "GLKit.GLKViewController")
        #expect(type("avPlayerViewController") == "AVKit.AVPlayerViewController")
        #expect(type("pageViewController") == "UIKit.UIPageViewController")
        #expect(type("pagecontroller", .macOS) == "AppKit.NSPageController")
        #expect(type("windowController", .macOS) == "AppKit.NSWindowController")
        // Unknown elements: SwiftGen's rule.
        #expect(type("fooController") == "UIKit.UIFooController")
        #expect(type("fooController", .macOS) == "AppKit.NSFooController")
        // Where SwiftGen's rule would not compile.
        #expect(type("mapView") == "MapKit.MKMapView")
        #expect(type("hostingController") == "SwiftUI.UIHostingController")
        #expect(type("customObject") == "Foundation.NSObject")
    }

    @Test func orderOfAddingDoesNotMatterAndTheCatalogRoundTripsThroughJSON() throws {
        let files = [("Main.storyboard", Self.main), ("Settings.storyboard", Self.settings)]
        let a = try IB.catalog(files)
        let b = try IB.catalog(files.reversed())
        #expect(a == b)
        let data = try JSONEncoder().encode(a)
        #expect(try JSONDecoder().decode(GenCatalog.self, from: data) == a)
        let lint = GenCatalog(files: try files.map { LintFile(document: try IBDocument(string: $0.1, path: $0.0), path: $0.0) })
        #expect(lint == a)
    }

    @Test func macOSSegueTypes() throws {
        let text = IB.storyboard(runtime: "MacOSX.Cocoa", IB.scene(#"<viewController storyboardIdentifier="A" id="a" sceneMemberID="viewController"><connections><segue destination="a" kind="show" identifier="Again" id="s"/></connections></viewController>"#))
        let storyboard = try #require(try IB.catalog([("Mac.storyboard", text)]).storyboards.first)
        #expect(storyboard.platform == .macOS)
        #expect(storyboard.scenes[0].type.qualifiedName == "AppKit.NSViewController")
        #expect(storyboard.segues[0].type.qualifiedName == "AppKit.NSStoryboardSegue")
    }
}

extension SourcePosition {
    func with(line: Int, column: Int) -> SourcePosition { SourcePosition(path: path, line: line, column: column) }
}
