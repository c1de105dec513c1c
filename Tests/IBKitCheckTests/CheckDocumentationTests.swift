import Foundation
@testable import IBKitCheck
import Testing

@Suite struct CheckDocumentationTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// CI's docs freshness check: docs/checks.md must be what the checks' descriptions generate.
    @Test func checksMarkdownIsFresh() throws {
        let path = Self.repositoryRoot.appendingPathComponent("docs/checks.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == CheckDocumentation.markdown(), "docs/checks.md is stale: run `swift run ibkit check --markdown > docs/checks.md`")
    }

    @Test func everyCheckIsDocumentedWithItsExamples() {
        let markdown = CheckDocumentation.markdown()
        for type in CheckRegistry.all {
            let id = type.description.id
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("\n## \(id)\n"))
            #expect(CheckDocumentation.explanation(type).hasPrefix("\(id): "))
            if !type.examples.triggering.isEmpty {
                #expect(CheckDocumentation.explanation(type).contains("Triggering example 1"), "\(id)")
            }
        }
    }
}
