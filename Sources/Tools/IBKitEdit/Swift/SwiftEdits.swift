import SwiftSyntax
import IBKitPlumbing

/// Edits of a Swift file computed from swift-syntax nodes. Offsets are the UTF-8 offsets swift-syntax reports,
/// so the nodes must come from parsing exactly the bytes the edits are applied to. Trivia (comments, white space,
/// line breaks) outside the node is never touched: the file keeps its formatting.
public enum SwiftEdits {
    /// Replaces a node's text, without its leading and trailing trivia, with `text`.
    public static func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(range: sourceRange(of: node), replacement: text)
    }

    /// Inserts `text` right before the node's first token (after its leading trivia).
    public static func insert(_ text: String, before node: some SyntaxProtocol) -> TextEdit {
        .insert(text, at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Replaces what is between a string literal's quotes with `value`, written with the escapes the literal's
    /// delimiters need (`"…"` or raw `#"…"#`). The delimiters and everything around them stay; interpolations in
    /// the old content are replaced too. Multi-line (`"""`) literals are refused: their content is indented
    /// line by line, which a one-range edit would not keep.
    public static func replaceContent(of literal: StringLiteralExprSyntax, with value: String) throws(EditError) -> TextEdit {
        guard literal.openingQuote.tokenKind != .multilineStringQuote else {
            throw .notRepresentable(value, reason: "multi-line string literals are not rewritten")
        }
        let pounds = literal.openingPounds?.text.utf8.count ?? 0
        let start = literal.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset
        let end = literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextEdit(range: start..<max(start, end), replacement: SwiftLiteralEscaping.content(value, pounds: pounds))
    }

    /// The node's range in the file without its trivia.
    public static func sourceRange(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
