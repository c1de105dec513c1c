import Foundation
@testable import IBKitLint
import IBKitRuleModel
import Testing

@Suite struct RuleDocumentationTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// CI's docs freshness check: docs/rules.md must be what the rules' descriptions generate.
    @Test func rulesMarkdownIsFresh() throws {
        let path = Self.repositoryRoot.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == RuleBook.lint.markdown(), "docs/rules.md is stale: run `swift run ibkit rules --markdown > docs/rules.md`")
    }

    @Test func everyRuleIsInTheDocsAndTheTable() {
        let markdown = RuleBook.lint.markdown()
        let table = RuleBook.table(RuleBook.lint.entries.map { ($0.description, "") })
        for rule in RuleRegistry.all {
            #expect(markdown.contains("## \(rule.description.id)\n"))
            #expect(table.contains(rule.description.id))
        }
    }

    @Test func iblinterNamesResolve() {
        #expect(RuleRegistry.rule(id: "parse_error")?.description.id == "parse-error")
        #expect(RuleRegistry.rule(id: "no-such-rule") == nil)
    }
}
