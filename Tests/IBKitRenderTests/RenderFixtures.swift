import Foundation
import IBKitDocument
import IBKitLint
@testable import IBKitRender
import IBKitRuleModel

/// Tests/Fixtures/Render: small IB files written for these tests, their asset catalog and expected drawings.
enum RenderFixtures {
    static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/Render").standardized

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func document(_ name: String) throws -> IBDocument {
        try IBDocumentLoader.load(path: path(name)).get()
    }

    static var catalog: AssetCatalog { catalog(of: [path("Assets.xcassets")]) }

    /// A catalog as `ibkit render` makes it: lint's index of the catalogs, its folders passed on.
    static func catalog(of catalogs: [String], maximumImageBytes: Int = AssetCatalog.defaultMaximumImageBytes) -> AssetCatalog {
        let index = AssetCatalogIndex.scan(catalogs)
        return AssetCatalog(colorSets: index.colorFolders, imageSets: index.imageFolders, maximumImageBytes: maximumImageBytes)
    }

    /// A document from a storyboard's `<scenes>` content (or a xib's `<objects>`), for geometry tests.
    static func storyboard(device: String = "retina4_7", _ scenes: String) throws -> IBDocument {
        try IBDocument(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>\(scenes)</scenes>
        </document>
        """)
    }

    static func xib(platform: String = "iOS", _ objects: String) throws -> IBDocument {
        let type = platform == "macOS" ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        let runtime = platform == "macOS" ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        return try IBDocument(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" targetRuntime="\(runtime)">
            <objects>\(objects)</objects>
        </document>
        """)
    }
}

extension String {
    /// The `<g …>` start tag of the element with this `data-id`, or nil.
    func group(id: String) -> String? {
        guard let range = range(of: "data-id=\"\(id)\"") else { return nil }
        let start = self[..<range.lowerBound].range(of: "<g ", options: .backwards)?.lowerBound ?? range.lowerBound
        let end = self[range.upperBound...].firstIndex(of: ">") ?? endIndex
        return String(self[start..<end])
    }

    /// The markup from the element's group start to the next group start (what the element draws itself).
    func drawing(id: String) -> String? {
        guard let range = range(of: "data-id=\"\(id)\"") else { return nil }
        let rest = self[range.upperBound...]
        let end = rest.range(of: "<g ")?.lowerBound ?? endIndex
        return String(self[range.lowerBound..<end])
    }

    func occurrences(of needle: String) -> Int { components(separatedBy: needle).count - 1 }
}
