import IBKitDocument

/// Edits of an Interface Builder file computed from its document model: each touches only the bytes of the
/// attribute or element it is about, so that the rest of the file, Xcode's formatting included, stays as it was.
///
/// Apply the edits to the bytes the document was parsed from (`IBDocument.bytes`), with `FileEdits`. Values are
/// escaped as XML attribute text in the quote style the file already uses; names are written as given.
public enum IBEdits {
    /// Sets an attribute's value, replacing only the value's bytes; when the element has no such attribute it is
    /// inserted as `insertAttribute` does.
    public static func setAttribute(_ name: String, to value: String, of element: IBElement, insertingAfter anchor: String? = nil) throws(EditError) -> TextEdit {
        guard let range = attributeValueRange(name, of: element), let quote = attributeQuote(name, of: element) else {
            return try insertAttribute(name, value: value, into: element, after: anchor)
        }
        return TextEdit(range: range, replacement: try XMLAttributeText.escape(value, quote: quote))
    }

    /// Inserts ` name="value"` after the attribute `anchor` when the element has it, else after its last
    /// attribute (Xcode puts attributes in a fixed order; an anchor keeps that order where the caller knows it).
    /// The value is quoted like the attribute it follows, with `"` when the element has none.
    public static func insertAttribute(_ name: String, value: String, into element: IBElement, after anchor: String? = nil) throws(EditError) -> TextEdit {
        guard XMLAttributeText.isName(name) else { throw .invalidName(name) }
        guard attributeValueRange(name, of: element) == nil else { throw .attributeExists(name) }
        // After the anchor, else after the last attribute; in the quote of the attribute it follows.
        let before = anchor.flatMap { attributeValueRange($0, of: element) != nil ? $0 : nil } ?? element.attributes.last?.name
        let offset = before.flatMap { attributeValueRange($0, of: element) }.map { $0.upperBound + 1 } ?? element.attributeInsertionOffset
        let quote = before.flatMap { attributeQuote($0, of: element) } ?? UInt8(ascii: "\"")
        let q = String(decoding: [quote], as: UTF8.self)
        return .insert(" " + name + "=" + q + (try XMLAttributeText.escape(value, quote: quote)) + q, at: offset)
    }

    /// Removes an attribute with the white space before it; nil when the element does not have it.
    public static func removeAttribute(_ name: String, from element: IBElement) -> TextEdit? {
        guard let symbol = element.internedName(name), let nameRange = element.attributeNameRange(symbol),
              let valueRange = element.attributeValueRange(symbol) else { return nil }
        let bytes = element.documentBytes
        var start = nameRange.lowerBound
        while start > 0, isSpace(bytes[start - 1]) { start -= 1 }
        return .delete(start..<(valueRange.upperBound + 1))
    }

    /// Replaces the element, from `<` to its last `>`, with `xml`. The indentation before it stays: `xml` starts
    /// at the element's column, and its further lines carry their own indentation (see `indentation(of:)`).
    public static func replaceElement(_ element: IBElement, with xml: String) -> TextEdit {
        TextEdit(range: element.byteRange, replacement: xml)
    }

    /// Removes the element; when it is alone on its lines, the lines go too (indentation and line break), so no
    /// blank line is left behind.
    public static func removeElement(_ element: IBElement) -> TextEdit {
        .delete(wholeLines(of: element) ?? element.byteRange)
    }

    /// Inserts `xml` as the next sibling of `element`, on its own line at the element's indentation, with the
    /// file's line break.
    public static func insertElement(_ xml: String, after element: IBElement) -> TextEdit {
        .insert(lineBreak(after: element) + indentation(of: element) + xml, at: element.byteRange.upperBound)
    }

    /// Inserts `xml` as the previous sibling of `element`, on its own line at the element's indentation.
    public static func insertElement(_ xml: String, before element: IBElement) -> TextEdit {
        .insert(xml + lineBreak(after: element) + indentation(of: element), at: element.byteRange.lowerBound)
    }

    /// The spaces and tabs between the start of the element's line and its `<`; empty when other text precedes it.
    public static func indentation(of element: IBElement) -> String {
        let bytes = element.documentBytes
        let start = element.byteRange.lowerBound
        var k = start
        while k > 0, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 { k -= 1 }
        guard k == 0 || bytes[k - 1] == 0x0A else { return "" }
        return String(decoding: bytes[k..<start], as: UTF8.self)
    }

    // MARK: - Helpers

    static func attributeValueRange(_ name: String, of element: IBElement) -> Range<Int>? {
        element.internedName(name).flatMap(element.attributeValueRange)
    }

    static func attributeQuote(_ name: String, of element: IBElement) -> UInt8? {
        element.internedName(name).flatMap(element.attributeQuote)
    }

    /// The element's range widened to whole lines when only spaces and tabs share its lines: from the start of
    /// its first line through the line break ending its last (or to the end of the file).
    static func wholeLines(of element: IBElement) -> Range<Int>? {
        let bytes = element.documentBytes
        let range = element.byteRange
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return nil }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end < bytes.count, bytes[end] == 0x0D, end + 1 < bytes.count, bytes[end + 1] == 0x0A { end += 2 }
        else if end < bytes.count, bytes[end] == 0x0A { end += 1 }
        else if end < bytes.count { return nil }
        return start..<end
    }

    /// The line break the element's line ends with (`\r\n` in a CRLF file), `\n` when it has none.
    static func lineBreak(after element: IBElement) -> String {
        let bytes = element.documentBytes
        guard let newline = bytes[element.byteRange.upperBound...].firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }
}

extension IBEdits {
    /// `setAttribute` for a name of Interface Builder's vocabulary (`.storyboardIdentifier`).
    public static func setAttribute(_ name: IBName, to value: String, of element: IBElement, insertingAfter anchor: IBName? = nil) throws(EditError) -> TextEdit {
        try setAttribute(name.description, to: value, of: element, insertingAfter: anchor?.description)
    }

    /// `removeAttribute` for a name of Interface Builder's vocabulary.
    public static func removeAttribute(_ name: IBName, from element: IBElement) -> TextEdit? {
        removeAttribute(name.description, from: element)
    }
}
