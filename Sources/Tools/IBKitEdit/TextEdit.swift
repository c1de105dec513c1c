/// One replacement in one file: the bytes in `range` become `replacement`. An empty range inserts, an empty
/// replacement deletes.
///
/// Edits are byte ranges of the file as it was read, computed from the document model's source ranges (IB files)
/// or swift-syntax's positions (Swift), so applying them changes those bytes and no other: the diff a reviewer
/// reads is exactly the change.
public struct TextEdit: Sendable, Hashable, CustomStringConvertible {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }

    /// Inserts `text` before the byte at `offset`.
    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// Removes the bytes in `range`.
    public static func delete(_ range: Range<Int>) -> TextEdit {
        TextEdit(range: range, replacement: [])
    }

    public var description: String {
        let text = String(decoding: replacement.prefix(60), as: UTF8.self)
        let shown = (replacement.count > 60 ? text + "…" : text).debugDescription
        if range.isEmpty { return "insert \(shown) at \(range.lowerBound)" }
        return replacement.isEmpty ? "delete \(range)" : "replace \(range) with \(shown)"
    }
}
