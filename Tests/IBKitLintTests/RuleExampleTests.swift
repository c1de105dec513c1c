import Foundation
import IBKitDiagnostics
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// One test for every rule: each triggering example reports exactly where its `↓` markers are, each
/// non-triggering example reports nothing. The examples are the ones `docs/rules.md` shows.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleID(id: $0.description.id) }

    struct RuleID: CustomTestStringConvertible, Sendable {
        let id: String
        var testDescription: String { id }
        var type: any Rule.Type { RuleRegistry.rule(id: id)! }
    }

    @Test(arguments: rules)
    func descriptionIsComplete(rule: RuleID) {
        let d = rule.type.description
        #expect(d.id == d.id.lowercased() && !d.id.contains("_") && !d.id.contains(" "), "ids are kebab-case")
        #expect(!d.summary.isEmpty && !d.rationale.isEmpty)
        #expect(!d.triggeringExamples.isEmpty, "\(d.id) has no triggering example")
        #expect(!d.nonTriggeringExamples.isEmpty, "\(d.id) has no non-triggering example")
    }

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheirMarkers(rule: RuleID) throws {
        for (n, example) in rule.type.description.triggeringExamples.enumerated() {
            let (text, markers) = Self.stripMarkers(example.content)
            #expect(!markers.isEmpty, "triggering example \(n + 1) of \(rule.id) has no ↓ marker")
            let found = try Self.lint(text, example: example, rule: rule)
            let positions = found.filter { $0.ruleID == rule.id }.map { Position(line: $0.line, column: $0.column) }
            #expect(positions.sorted() == markers.sorted(), "\(rule.id) triggering example \(n + 1) (\(example.fileName)): \(found.map { "\($0.line):\($0.column) \($0.message)" })")
            if rule.id != ParseErrorRule.description.id {
                #expect(!found.contains { $0.ruleID == ParseErrorRule.description.id }, "example \(n + 1) of \(rule.id) does not parse: \(found)")
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(rule: RuleID) throws {
        for (n, example) in rule.type.description.nonTriggeringExamples.enumerated() {
            #expect(!example.content.contains(RuleExample.marker), "non-triggering example with a marker")
            let found = try Self.lint(example.content, example: example, rule: rule)
            #expect(found.isEmpty, "\(rule.id) non-triggering example \(n + 1) (\(example.fileName)): \(found.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" })")
        }
    }

    struct Position: Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    /// Removes `↓` and returns where each one was (1-based line, column in scalars).
    static func stripMarkers(_ content: String) -> (String, [Position]) {
        var out = ""
        var markers: [Position] = []
        var line = 1
        var column = 1
        for scalar in content.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                markers.append(Position(line: line, column: column))
                continue
            }
            out.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (out, markers)
    }

    /// Lints the example with only its rule (and parse-error, to catch examples that do not parse).
    static func lint(_ text: String, example: RuleExample, rule: RuleID) throws -> [Diagnostic] {
        let type = rule.type
        let (options, severity) = try ConfigurationLoader.ruleOptions(yaml: example.options ?? "", ruleID: rule.id)
        var rules = [ConfiguredRule(rule: try type.init(options: options), id: rule.id, severity: severity ?? type.description.defaultSeverity)]
        if rule.id != ParseErrorRule.description.id {
            rules.append(ConfiguredRule(rule: ParseErrorRule(), id: ParseErrorRule.description.id, severity: .error))
        }
        var assets = AssetCatalogIndex.none
        if example.catalogImages != nil || example.catalogColors != nil {
            assets = AssetCatalogIndex(images: Set(example.catalogImages ?? []), colors: Set(example.catalogColors ?? []), catalogs: ["Example.xcassets"])
        }
        return LintEngine.lint(bytes: Array(text.utf8), path: example.fileName, rules: rules, assets: assets)
    }
}

extension ParseErrorRule {
    init() { try! self.init(options: .empty("parse-error")) }
}
