import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitProject
import IBKitSwiftIndex
@testable import IBKitCheck
import Testing
import IBKitRuleModel
import IBKitWorkspace

/// One test for every check: each triggering example reports exactly at its `↓` markers (IB elements and Swift
/// tokens), each non-triggering example reports nothing. Example sources go through the real indexer.
@Suite struct CheckExampleTests {
    static let checks = CheckRegistry.all.map { CheckID(id: $0.description.id) }

    struct CheckID: CustomTestStringConvertible, Sendable {
        let id: String
        var testDescription: String { id }
        var type: any CheckRule.Type { CheckRegistry.check(id: id)! }
    }

    @Test(arguments: checks)
    func descriptionIsComplete(check: CheckID) {
        let d = check.type.description
        #expect(d.id == d.id.lowercased() && !d.id.contains("_") && !d.id.contains(" "), "ids are kebab-case")
        #expect(!d.summary.isEmpty && !d.rationale.isEmpty)
        #expect(!check.type.examples.triggering.isEmpty, "\(d.id) has no triggering example")
        #expect(!check.type.examples.nonTriggering.isEmpty, "\(d.id) has no non-triggering example")
        #expect(RuleRegistry.rule(id: d.id) == nil, "\(d.id) is also a lint rule id")
    }

    @Test(arguments: checks)
    func triggeringExamplesReportAtTheirMarkers(check: CheckID) throws {
        for (n, example) in check.type.examples.triggering.enumerated() {
            let (found, expected) = try Self.run(example, check: check)
            #expect(!expected.isEmpty, "triggering example \(n + 1) of \(check.id) has no marker")
            let actual = found.map { Self.key($0) }.sorted()
            #expect(actual == expected.sorted(), "\(check.id) triggering example \(n + 1): \(found.map { "\(Self.key($0)) \($0.message)" })")
        }
    }

    @Test(arguments: checks)
    func nonTriggeringExamplesReportNothing(check: CheckID) throws {
        for (n, example) in check.type.examples.nonTriggering.enumerated() {
            #expect(!example.ibFiles.contains { $0.content.contains(RuleExample.marker) }
                && !example.sourceFiles.contains { $0.text.contains(RuleExample.marker) })
            let (found, _) = try Self.run(example, check: check)
            #expect(found.isEmpty, "\(check.id) non-triggering example \(n + 1): \(found.map { "\(Self.key($0)) \($0.message)" })")
        }
    }

    /// Example sources are meant to be valid: a typo would make the index, not the check, decide the outcome.
    @Test(arguments: checks)
    func exampleSourcesIndexCleanly(check: CheckID) throws {
        guard check.id != "unreadable-source" else { return }
        for example in check.type.examples.triggering + check.type.examples.nonTriggering {
            let vocabulary = CheckEngine.ioVocabulary(of: [try Self.configure(check, example)])
            for file in example.index(vocabulary: vocabulary).files {
                #expect(file.problems.isEmpty, "\(check.id): \(file.problems)")
                // I/O calls are recorded on their class; a file of cell registrations alone is a valid example.
                let indexed = !file.classes.isEmpty || !file.references.isEmpty || !file.objcInterfaces.isEmpty || !file.reuseCalls.isEmpty
                    || !file.constants.isEmpty || !file.pendingReferences.isEmpty || !file.valueTypes.isEmpty
                #expect(indexed, "\(check.id): \(file.path) indexes to nothing")
            }
        }
    }

    /// `Foo.xib:12:9` for IB findings, `Foo.swift:3:17` for Swift ones.
    static func key(_ d: Diagnostic) -> String {
        let path = d.path.hasPrefix(CheckExample.root + "/") ? String(d.path.dropFirst(CheckExample.root.count + 1)) : d.path
        return "\(path):\(d.line):\(d.column)"
    }

    /// The check made from the example's options, as `ibkit check` makes it from `.ibkit.yml`.
    static func configure(_ check: CheckID, _ example: CheckExample) throws -> ConfiguredCheck {
        let (options, severity) = try ConfigurationLoader.ruleOptions(yaml: example.options ?? "", description: check.type.description)
        return ConfiguredCheck(check: try check.type.init(options: options), id: check.id,
                               severity: severity ?? check.type.description.defaultSeverity)
    }

    /// Runs one check on an example; returns its diagnostics and the expected keys. The sources are indexed with
    /// the I/O vocabulary the configured check asks for, as `ibkit check` indexes a project.
    static func run(_ example: CheckExample, check: CheckID) throws -> ([Diagnostic], [String]) {
        var files: [LintFile] = []
        let configured = try configure(check, example)
        let (sources, sourceMarkers) = example.index(vocabulary: CheckEngine.ioVocabulary(of: [configured]))
        var expected = sourceMarkers.map { "\($0.path.dropFirst(CheckExample.root.count + 1)):\($0.line):\($0.column)" }
        for ib in example.ibFiles {
            let (text, markers) = stripMarkers(ib.content)
            let path = CheckExample.root + "/" + ib.fileName
            files.append(LintFile(document: try IBDocument(string: text, path: path), path: path))
            expected += markers.map { "\(ib.fileName):\($0.line):\($0.column)" }
        }
        let context = CheckContext(files: files, index: SwiftIndex(files: sources), modules: example.moduleMap, rootDirectory: CheckExample.root,
                                   sources: example.sourceReader)
        return (CheckEngine.run(context, checks: [configured]), expected)
    }

    /// Swift markers stand for the indexer's positions: UTF-8 columns, so a marker after non-ASCII text still matches.
    @Test func swiftMarkersAreIndexerPositions() {
        let example = CheckExample([], sources: ["Café.swift": "// Café\nfinal class ↓Café: UIView { @IBOutlet var ↓naïve: UILabel! }"])
        let (files, markers) = example.index()
        let declared = files[0].classes.flatMap { [$0.position] + $0.outlets.map(\.position) }
        #expect(markers == declared)
        #expect(markers.map(\.column) == [13, 43])
    }

    /// Removes `↓` and returns where each one was (1-based line, column in scalars).
    static func stripMarkers(_ content: String) -> (String, [(line: Int, column: Int)]) {
        var out = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for scalar in content.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                markers.append((line, column))
                continue
            }
            out.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (out, markers)
    }
}
