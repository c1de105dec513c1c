/// The edits of one file, applied together to the bytes they were computed from.
///
/// Edits are applied in byte order whatever order they were added in, except that insertions at the same offset
/// keep the order they were added in, and an insertion at the start of a replaced range goes before it. Any other
/// overlap is refused: two edits of the same bytes mean two plans disagree, and picking one would hide it.
/// Every byte outside the edited ranges is copied unchanged.
public struct FileEdits: Sendable, Hashable {
    public private(set) var edits: [TextEdit]

    public init(_ edits: [TextEdit] = []) {
        self.edits = edits
    }

    public var isEmpty: Bool { edits.isEmpty }

    public mutating func append(_ edit: TextEdit) {
        edits.append(edit)
    }

    public mutating func append(contentsOf more: some Sequence<TextEdit>) {
        edits.append(contentsOf: more)
    }

    /// The edits in the order they apply: by start, insertions before a replacement starting at the same byte,
    /// ties in the order they were added. Throws when two overlap or one is out of `0...byteCount`.
    public func sorted(byteCount: Int) throws(EditError) -> [TextEdit] {
        let ordered = edits.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.offset)
                < (b.element.range.lowerBound, b.element.range.upperBound, b.offset)
        }.map(\.element)
        var previous: TextEdit?
        for edit in ordered {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= byteCount else {
                throw .outOfBounds(edit, byteCount: byteCount)
            }
            if let previous, previous.range.upperBound > edit.range.lowerBound {
                throw .overlapping(previous, edit)
            }
            previous = edit
        }
        return ordered
    }

    /// `bytes` with every edit applied.
    public func apply(to bytes: [UInt8]) throws(EditError) -> [UInt8] {
        let ordered = try sorted(byteCount: bytes.count)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.count - $1.range.count })
        var copied = 0
        for edit in ordered {
            out.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            out.append(contentsOf: edit.replacement)
            copied = edit.range.upperBound
        }
        out.append(contentsOf: bytes[copied...])
        return out
    }
}
