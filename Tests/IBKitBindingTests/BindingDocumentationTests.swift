import Foundation
import IBKitBinding
import Testing

struct BindingDocumentationTests {
    /// docs/binding.md shows the table the code applies.
    @Test func theConversionTableInTheDocsIsTheCodes() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/binding.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains(BindingDocumentation.conversionTable()), "paste BindingDocumentation.conversionTable() into docs/binding.md:\n\(BindingDocumentation.conversionTable())")
    }
}
