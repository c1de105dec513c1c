import Foundation
import IBKitDocument
@testable import IBKitGen
import IBKitTestSupport
import Testing
import Yams

/// SwiftGen's own fixtures, when present beside the project (`../shared/oracles/swiftgen`).
enum SwiftGenOracle {
    static let fixtures: URL? = SharedFixtures.folder("oracles/swiftgen/Sources/TestUtils/Fixtures")

    static func storyboards(_ folder: String) -> [String] {
        guard let fixtures else { return [] }
        let dir = fixtures.appendingPathComponent("Resources/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    static func catalog(_ paths: [String]) throws -> GenCatalog {
        var builder = GenCatalog.Builder()
        for path in paths { builder.add(try IBDocumentLoader.load(path: path).get()) }
        return builder.build()
    }

    static func expected(_ folder: String, _ name: String) throws -> Any {
        let url = try #require(fixtures).appendingPathComponent("StencilContexts/\(folder)/\(name).yaml")
        return try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)))
    }
}

/// Every key and value SwiftGen's yaml has must be in ours, lists in the same order; extra keys are allowed.
func contextDifferences(expected: Any, actual: Any?, path: String = "") -> [String] {
    switch expected {
    case let dictionary as [String: Any]:
        guard let actual = actual as? [String: Any] else { return ["\(path): expected a dictionary, got \(String(describing: actual))"] }
        return dictionary.keys.sorted().flatMap { key in
            contextDifferences(expected: dictionary[key]!, actual: actual[key], path: "\(path).\(key)")
        }
    case let array as [Any]:
        guard let actual = actual as? [Any] else { return ["\(path): expected a list, got \(String(describing: actual))"] }
        guard array.count == actual.count else { return ["\(path): expected \(array.count) items, got \(actual.count)"] }
        return zip(array, actual).enumerated().flatMap { index, pair in
            contextDifferences(expected: pair.0, actual: pair.1, path: "\(path)[\(index)]")
        }
    case let bool as Bool:
        return (actual as? Bool) == bool ? [] : ["\(path): expected \(bool), got \(String(describing: actual))"]
    case let string as String:
        return (actual as? String) == string ? [] : ["\(path): expected \"\(string)\", got \(String(describing: actual))"]
    default:
        return "\(expected)" == actual.map { "\($0)" } ? [] : ["\(path): expected \(expected), got \(String(describing: actual))"]
    }
}

@Suite struct SwiftGenContextTests {
    static let skip = "../shared/oracles/swiftgen is absent: SwiftGen context comparison skipped"

    /// The files SwiftGen's InterfaceBuilderiOSTests/MacOSTests parse for each expected context.
    static let cases: [(folder: String, yaml: String, files: [String]?)] = [
        ("IB-iOS", "all", nil), ("IB-iOS", "messages", ["Message.storyboard"]),
        ("IB-iOS", "anonymous", ["Anonymous.storyboard"]), ("IB-iOS", "empty", []),
        ("IB-macOS", "all", nil), ("IB-macOS", "messages", ["Message.storyboard"]),
        ("IB-macOS", "anonymous", ["Anonymous.storyboard"]), ("IB-macOS", "empty", []),
    ]

    @Test(.enabled(if: SwiftGenOracle.fixtures != nil, Comment(rawValue: skip)), arguments: 0..<8)
    func contextMatchesSwiftGen(_ index: Int) throws {
        let (folder, yaml, files) = Self.cases[index]
        let all = SwiftGenOracle.storyboards(folder)
        #expect(all.count >= 6)
        let paths = files.map { names in all.filter { names.contains(($0 as NSString).lastPathComponent) } } ?? all
        #expect(paths.count == files?.count ?? all.count)
        let context = InterfaceBuilderContext.make(try SwiftGenOracle.catalog(paths))
        let differences = contextDifferences(expected: try SwiftGenOracle.expected(folder, yaml), actual: context)
        #expect(differences.isEmpty, "\(folder)/\(yaml).yaml: \(differences.count) differences:\n\(differences.prefix(20).joined(separator: "\n"))")
    }

    @Test func theComparisonNoticesMissingWrongAndReorderedValues() {
        let expected: [String: Any] = ["a": ["x", "y"], "b": ["c": true]]
        #expect(contextDifferences(expected: expected, actual: ["a": ["x", "y"], "b": ["c": true, "extra": 1]]).isEmpty)
        #expect(contextDifferences(expected: expected, actual: ["a": ["y", "x"], "b": ["c": true]]).count == 2)
        #expect(contextDifferences(expected: expected, actual: ["a": ["x", "y"], "b": ["c": false]]) == [".b.c: expected true, got Optional(false)"])
        #expect(contextDifferences(expected: expected, actual: ["a": ["x", "y"]]).count == 1)
    }
}

/// Keys newer SwiftGen versions add (`kind`, `destination`, `customSceneTypes`) and IBKit's additions, on the small
/// storyboards of GenCatalogTests.
@Suite struct InterfaceBuilderContextTests {
    func context() throws -> [String: Any] {
        InterfaceBuilderContext.make(try IB.catalog([("App/Main.storyboard", GenCatalogTests.main), ("App/Settings.storyboard", GenCatalogTests.settings)]),
                                     extra: ["conformances": ["x"], "platform": "ignored"])
    }

    @Test func seguesHaveKindAndDestinationThroughReferences() throws {
        let context = try context()
        #expect(context["platform"] as? String == "iOS", "extra keys never replace the context's")
        #expect(context["conformances"] as? [String] == ["x"])
        #expect(context["modules"] as? [String] == ["Kit", "UIKit"], "List's module App is a placeholder (inherit from target)")
        let storyboards = try #require(context["storyboards"] as? [[String: Any]])
        let segues = try #require(storyboards[0]["segues"] as? [[String: Any]])
        #expect(segues.map { $0["identifier"] as? String } == ["OpenSettings", "ShowDetail"])
        #expect(segues[0]["kind"] as? String == "presentation")
        #expect(segues[0]["type"] as? String == "FadeSegue" && segues[0]["module"] as? String == "")
        let destination = try #require(segues[0]["destination"] as? [String: Any])
        #expect(destination["customClass"] as? String == "SettingsViewController" && destination["identifier"] as? String == "")
        #expect(segues[0]["destinationStoryboard"] as? String == "Settings")
        #expect((segues[1]["destination"] as? [String: Any])?["identifier"] as? String == "Detail")
        #expect((segues[1]["source"] as? [String: Any])?["identifier"] as? String == "List")
        #expect(segues[1]["line"] as? Int == 20)
        #expect((storyboards[0]["allScenes"] as? [Any])?.count == 4)
        #expect((storyboards[0]["references"] as? [[String: Any]])?.first?["storyboardName"] as? String == "Settings")
    }

    @Test func customSceneTypesGroupTheSeguesOfEachCustomClass() throws {
        let types = try #require(try context()["customSceneTypes"] as? [[String: Any]])
        // Sorted by "<module>.<type>": ".SettingsViewController" < "<placeholder>.ListViewController" < "Kit.Detail…".
        #expect(types.map { $0["type"] as? String } == ["SettingsViewController", "ListViewController", "DetailViewController"])
        #expect(types[1]["module"] as? String == "<placeholder>" && types[1]["moduleIsPlaceholder"] as? Bool == true)
        let segues = try #require(types[1]["segues"] as? [[String: Any]])
        #expect(segues.map { $0["identifier"] as? String } == ["OpenSettings", "ShowDetail"])
        #expect((types[0]["segues"] as? [Any])?.isEmpty == true)
    }

    @Test func reuseIdentifiersAndXibs() throws {
        let xib = IB.xib(#"""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <collectionViewCell reuseIdentifier="Tile" id="t" customClass="TileCell"><rect key="frame" x="0" y="0" width="1" height="1"/></collectionViewCell>
        """#)
        let context = InterfaceBuilderContext.make(try IB.catalog([("Main.storyboard", GenCatalogTests.main), ("Tile.xib", xib)]))
        let reuse = try #require(context["reuseIdentifiers"] as? [[String: Any]])
        #expect(reuse.map { $0["identifier"] as? String } == ["ItemCell", "Plain", "Tile"])
        #expect(reuse[1]["baseType"] as? String == "TableViewCell" && reuse[1]["type"] as? String == "UITableViewCell")
        #expect(reuse[2]["fileKind"] as? String == "xib" && reuse[2]["isTopLevel"] as? Bool == true && reuse[2]["tag"] as? String == "collectionViewCell")
        let xibs = try #require(context["xibs"] as? [[String: Any]])
        #expect(xibs.first?["name"] as? String == "Tile")
        #expect((xibs.first?["filesOwner"] as? [String: Any])?["customClass"] as? String == "Owner")
        #expect(xibs.first?["reuseIdentifiers"] as? [String] == ["Tile"])
        let storyboardReuse = (context["storyboards"] as? [[String: Any]])?.first?["reuseIdentifiers"] as? [[String: Any]]
        #expect(storyboardReuse?.count == 2)
    }
}

@Suite struct ContextDumpTests {
    @Test func yamlDumpReadsBackAsTheContext() throws {
        let context = InterfaceBuilderContext.make(try IB.catalog([("Main.storyboard", GenCatalogTests.main)]))
        let yaml = try ContextDump.text(context, format: .yaml)
        #expect(contextDifferences(expected: try #require(try Yams.load(yaml: yaml)), actual: context).isEmpty)
        #expect(yaml.hasPrefix("customSceneTypes:\n"), "keys are sorted")
        #expect(try ContextDump.text(context, format: .yaml) == yaml)
    }

    @Test func jsonDumpReadsBackAsTheContext() throws {
        let context = InterfaceBuilderContext.make(try IB.catalog([("Main.storyboard", GenCatalogTests.main)]))
        let json = try ContextDump.text(context, format: .json)
        let back = try JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(contextDifferences(expected: back, actual: context).isEmpty)
    }
}
