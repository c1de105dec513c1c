import Foundation
@testable import IBKitGen
import Testing

/// docs/gen.md's context reference and tag/filter lists are generated from ContextReference and TemplateReference;
/// these tests keep those tables true and the file fresh.
@Suite struct ReferenceDocumentationTests {
    /// A catalog with every optional key somewhere.
    static func richContext() throws -> [String: Any] {
        let start = IB.storyboard(initial: "startRef", """
        \(IB.scene(#"<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="List" bundleIdentifier="com.example.kit" id="startRef" sceneMemberID="viewController"/>"#))
        \(IB.scene(#"<tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController"><connections><segue destination="startRef" kind="relationship" relationship="viewControllers" identifier="First" id="t1"/></connections></tabBarController>"#))
        """)
        let xib = IB.xib(#"""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell reuseIdentifier="Cell" id="c" userLabel="Row" customClass="RowCell"><rect key="frame" x="0" y="0" width="1" height="1"/></tableViewCell>
                <customObject id="o" customClass="Presenter"/>
        """#)
        let owned = IB.xib(#"""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner" customModule="App"/>
                <view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>
        """#)
        let catalog = try IB.catalog([("Main.storyboard", GenCatalogTests.main), ("Settings.storyboard", GenCatalogTests.settings),
                                      ("Start.storyboard", start), ("LaunchScreen.storyboard", GenCatalogTests.settings),
                                      ("Row.xib", xib), ("Owned.xib", owned)])
        return InterfaceBuilderContext.make(catalog)
    }

    /// (object, key) pairs of a context, following documented object-valued keys.
    static func keys(of value: Any, object: String, into found: inout Set<String>) {
        switch value {
        case let list as [Any]:
            for item in list { keys(of: item, object: object, into: &found) }
        case let dictionary as [String: Any]:
            let documented = ContextReference.keys(of: object)
            for (key, child) in dictionary {
                found.insert("\(object).\(key)")
                if let next = documented.first(where: { $0.name == key })?.valueObject { keys(of: child, object: next, into: &found) }
            }
        default:
            break
        }
    }

    @Test func theContextHasExactlyTheDocumentedKeys() throws {
        var found = Set<String>()
        Self.keys(of: try Self.richContext(), object: "context", into: &found)
        var documented = Set<String>()
        for (object, _) in ContextReference.objects {
            for key in ContextReference.keys(of: object) { documented.insert("\(object).\(key.name)") }
        }
        #expect(found.subtracting(documented).sorted() == [], "keys missing from ContextReference")
        #expect(documented.subtracting(found).sorted() == [], "documented keys the rich context does not have")
    }

    @Test(arguments: TemplateReference.tags + TemplateReference.filters)
    func everyExampleRendersItsOutput(_ entry: TemplateReference.Entry) throws {
        guard !entry.example.isEmpty else { return }
        #expect(try TemplateRenderer().render(string: entry.example, context: [:]) == entry.output, "\(entry.name)")
    }

    @Test func docsGenIsFresh() throws {
        let url = BuiltInTemplateTests.repository.appendingPathComponent("docs/gen.md")
        var text = try String(contentsOf: url, encoding: .utf8)
        let update = ProcessInfo.processInfo.environment["IBKIT_UPDATE_GOLDEN"] == "1"
        for (name, generated) in [("context-reference", ContextReference.markdown), ("template-reference", TemplateReference.markdown)] {
            let begin = "<!-- \(name): generated from the code, see Tests/IBKitGenTests/ReferenceDocumentationTests.swift -->\n"
            let end = "<!-- end \(name) -->"
            guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
                Issue.record("docs/gen.md has no \(name) markers")
                continue
            }
            let current = String(text[start.upperBound..<stop.lowerBound])
            if update {
                text.replaceSubrange(start.upperBound..<stop.lowerBound, with: generated)
            } else {
                #expect(current == generated, "docs/gen.md's \(name) is stale: IBKIT_UPDATE_GOLDEN=1 swift test --filter docsGenIsFresh")
            }
        }
        if update { try text.write(to: url, atomically: true, encoding: .utf8) }
    }
}
