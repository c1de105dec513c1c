/// Where an element and its attributes are in the file's bytes, for tools that edit the file in place
/// (`IBKitEdit`): replacing exactly these ranges leaves every other byte as it was.
///
/// The scanner stores only where each element starts and ends; the rest is derived on demand from the bytes
/// and XML's grammar (`Attribute ::= Name S? '=' S? AttValue`, `ETag ::= '</' Name S? '>'`), so parsing pays
/// one `Int32` per element and nothing per attribute.
extension IBElement {
    /// The whole element: from the `<` of its start tag to one past the `>` of its end tag (or of `/>`).
    public var byteRange: Range<Int> {
        let r = record
        return Int(r.offset)..<Int(r.byteEnd)
    }

    /// The start tag, `<` to `>` inclusive; the same as `byteRange` for an empty-element tag (`<rect …/>`).
    public var startTagRange: Range<Int> {
        let start = Int(record.offset)
        return storage.bytes.withUnsafeBufferPointer { bytes in
            var i = skipSpace(bytes, attributeInsertionOffset)
            if i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
            return start..<min(i + 1, bytes.count)
        }
    }

    /// True when the element is written `<name …/>`: it has no end tag and no content.
    public var isSelfClosing: Bool {
        let end = Int(record.byteEnd)
        return end >= 2 && storage.bytes[end - 2] == UInt8(ascii: "/")
    }

    /// The end tag (`</name>`), or nil for an empty-element tag.
    public var endTagRange: Range<Int>? {
        guard !isSelfClosing else { return nil }
        let end = Int(record.byteEnd)
        return storage.bytes.withUnsafeBufferPointer { bytes in
            // Back from the `>` over `S?` and the name to `</`.
            var i = end - 1
            while i > 0, isSpace(bytes[i - 1]) { i -= 1 }
            return (i - nameByteCount - 2)..<end
        }
    }

    /// The raw bytes of an attribute's value, between its quotes and not decoded (`&amp;` stays five bytes),
    /// or nil when the element has no such attribute.
    public func attributeValueRange(_ name: IBName) -> Range<Int>? {
        attributeRecord(name.symbol).map { Int($0.valueStart)..<Int($0.valueEnd) }
    }

    /// The attribute's name as written in the start tag, or nil when the element has no such attribute.
    public func attributeNameRange(_ name: IBName) -> Range<Int>? {
        guard let a = attributeRecord(name.symbol) else { return nil }
        return storage.bytes.withUnsafeBufferPointer { bytes in
            // Back from the opening quote over `S? '=' S?`: the name ends there, and its length is known.
            var i = Int(a.valueStart) - 1
            while i > 0, isSpace(bytes[i - 1]) { i -= 1 }
            i -= 1 // the `=`
            while i > 0, isSpace(bytes[i - 1]) { i -= 1 }
            return (i - storage.nameString(a.name).utf8.count)..<i
        }
    }

    /// The quote byte (`"` or `'`) around the attribute's value, or nil when the element has no such attribute.
    public func attributeQuote(_ name: IBName) -> UInt8? {
        attributeRecord(name.symbol).map { storage.bytes[Int($0.valueStart) - 1] }
    }

    /// Where a new attribute can be inserted, written with a leading space: right after the last attribute's
    /// closing quote, or after the element name when there is none. Any white space before `>` or `/>` is
    /// left where it is, so inserting here changes nothing but the inserted bytes.
    public var attributeInsertionOffset: Int {
        let r = record
        if r.attributeCount > 0 {
            return Int(storage.tree.attributes[Int(r.attributeStart + r.attributeCount - 1)].valueEnd) + 1
        }
        return Int(r.offset) + 1 + nameByteCount
    }

    /// Every attribute in document order: its name and the raw bytes of its value (between the quotes, not
    /// decoded). For tools that carry values from one file into another without decoding and re-escaping them.
    public var rawAttributes: [(name: String, value: Range<Int>)] {
        let r = record
        return (Int(r.attributeStart)..<Int(r.attributeStart + r.attributeCount)).map { k in
            let a = storage.tree.attributes[k]
            return (storage.nameString(a.name), Int(a.valueStart)..<Int(a.valueEnd))
        }
    }

    /// The bytes between the start tag and the end tag when the element has no child element (its raw text,
    /// references not decoded); nil for `<name/>` or an element with children.
    public var rawContentRange: Range<Int>? {
        guard let end = endTagRange, index + 1 == Int(record.end) else { return nil }
        return startTagRange.upperBound..<end.lowerBound
    }

    /// The bytes of the element's document, which every range above indexes (`IBDocument.bytes`).
    public var documentBytes: [UInt8] { storage.bytes }

    /// `string` as the element's document interns it (`IBDocument.name(_:)`): how to ask for an attribute that
    /// is not in Interface Builder's vocabulary.
    public func internedName(_ string: String) -> IBName? {
        storage.symbol(for: string).map(IBName.init(symbol:))
    }

    private var nameByteCount: Int { storage.nameString(record.name).utf8.count }
}

@inline(__always)
private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

private func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var i = start
    while i < bytes.count, isSpace(bytes[i]) { i += 1 }
    return i
}
