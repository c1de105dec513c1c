import IBKitEdit
import SwiftParser
import SwiftSyntax

/// A string literal found again where the index recorded it, to edit its content.
enum SwiftLiteral {
    /// The edit that makes the literal starting at `line`:`column` (UTF-8 columns, as the index records them) hold
    /// `new` instead of `old`; nil when no literal holding exactly `old` starts there, or it cannot be rewritten
    /// in place (a multi-line literal).
    static func edit(in bytes: [UInt8], line: Int, column: Int, from old: String, to new: String) -> TextEdit? {
        guard let offset = offset(in: bytes, line: line, column: column) else { return nil }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
              let literal = token.ancestorOrSelf(StringLiteralExprSyntax.self),
              literal.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
              SwiftNameScan.plainValue(literal) == old else { return nil }
        return try? SwiftEdits.replaceContent(of: literal, with: new)
    }

    /// The byte offset of a 1-based line and UTF-8 column.
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int? {
        var current = 1
        var start = 0
        if line > 1 {
            for (i, byte) in bytes.enumerated() where byte == 0x0A {
                current += 1
                if current == line {
                    start = i + 1
                    break
                }
            }
            guard current == line else { return nil }
        }
        let offset = start + column - 1
        return offset <= bytes.count ? offset : nil
    }
}
