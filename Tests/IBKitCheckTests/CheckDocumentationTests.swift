import Foundation
@testable import IBKitCheck
import IBKitRuleModel
import Testing

@Suite struct CheckDocumentationTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// CI's docs freshness check: docs/checks.md must be what the checks' descriptions generate.
    @Test func checksMarkdownIsFresh() throws {
        let path = Self.repositoryRoot.appendingPathComponent("docs/checks.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == RuleBook.checks.markdown(), "docs/checks.md is stale: run `swift run ibkit check --markdown > docs/checks.md`")
    }

    @Test func everyCheckIsDocumentedWithItsExamples() {
        let markdown = RuleBook.checks.markdown()
        for type in CheckRegistry.all {
            let explanation = RuleBook.checks.entry(named: type.description.id).map(RuleBook.checks.explanation) ?? ""
            let id = type.description.id
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("\n## \(id)\n"))
            #expect(explanation.hasPrefix("\(id): "))
            if !type.examples.triggering.isEmpty {
                #expect(explanation.contains("Triggering example 1"), "\(id)")
            }
        }
    }
}
