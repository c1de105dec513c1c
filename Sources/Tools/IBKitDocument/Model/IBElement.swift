/// One element of an Interface Builder document: a cheap handle (document + index) onto the parsed tree.
///
/// Every element of the file is reachable, named by the model or not; attribute values are decoded only when
/// asked for. Equality is identity within one parse.
public struct IBElement: Sendable, Hashable {
    let storage: DocumentStorage
    /// Position in document order (preorder); the root is 0.
    public let index: Int

    init(_ storage: DocumentStorage, _ index: Int) {
        self.storage = storage
        self.index = index
    }

    public static func == (a: IBElement, b: IBElement) -> Bool { a.storage === b.storage && a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    var record: ElementRecord { storage.tree.elements[index] }

    // MARK: Name

    /// The interned name; compare with known names: `element.ibName == .tableViewCell`.
    public var ibName: IBName { IBName(symbol: record.name) }
    /// The element name as written: `tableViewCell`.
    public var name: String { storage.nameString(record.name) }
    /// True when the element's name is `name`.
    @inline(__always)
    public func `is`(_ name: IBName) -> Bool { record.name == name.symbol }

    // MARK: Attributes

    /// The decoded value of a known attribute, or nil when absent.
    public subscript(_ name: IBName) -> String? {
        guard let a = attributeRecord(name.symbol) else { return nil }
        return storage.string(a.valueStart, a.valueEnd, decode: a.needsDecoding, isAttribute: true)
    }

    /// The decoded value of any attribute, or nil when absent.
    public func attribute(_ name: String) -> String? {
        guard let symbol = storage.symbol(for: name) else { return nil }
        return self[IBName(symbol: symbol)]
    }

    public func has(_ name: IBName) -> Bool { attributeRecord(name.symbol) != nil }

    /// `YES`/`NO` attributes as Bool; nil when absent.
    public func bool(_ name: IBName) -> Bool? {
        guard let a = attributeRecord(name.symbol) else { return nil }
        return storage.rawValueEquals(a, "YES") || storage.rawValueEquals(a, "true")
    }

    /// True when the attribute is present and equals the ASCII literal; no string is created.
    public func attribute(_ name: IBName, equals literal: StaticString) -> Bool {
        guard let a = attributeRecord(name.symbol) else { return false }
        return storage.rawValueEquals(a, literal)
    }

    /// All attributes in document order, decoded.
    public var attributes: [(name: String, value: String)] {
        let r = record
        return (Int(r.attributeStart)..<Int(r.attributeStart + r.attributeCount)).map { k in
            let a = storage.tree.attributes[k]
            return (storage.nameString(a.name), storage.string(a.valueStart, a.valueEnd, decode: a.needsDecoding, isAttribute: true))
        }
    }

    public var attributeCount: Int { Int(record.attributeCount) }

    @inline(__always)
    func attributeRecord(_ symbol: Int32) -> AttributeRecord? {
        let r = record
        var k = Int(r.attributeStart)
        let end = k + Int(r.attributeCount)
        while k < end {
            let a = storage.tree.attributes[k]
            if a.name == symbol { return a }
            k += 1
        }
        return nil
    }

    // MARK: Common attributes

    public var id: String? { self[.id] }
    public var key: String? { self[.key] }
    public var customClass: String? { self[.customClass] }
    public var customModule: String? { self[.customModule] }
    public var customModuleProvider: String? { self[.customModuleProvider] }
    public var userLabel: String? { self[.userLabel] }
    public var storyboardIdentifier: String? { self[.storyboardIdentifier] }
    public var reuseIdentifier: String? { self[.reuseIdentifier] }
    public var isMisplaced: Bool { bool(.misplaced) == true }
    public var isAmbiguous: Bool { bool(.ambiguous) == true }

    /// The name a reader knows the element by: its user label, custom class, or element name.
    public var displayName: String { userLabel ?? customClass ?? name }

    /// What the element shows on the canvas: a label's text, a button's normal title, a field's placeholder, an
    /// item's title; an AppKit control's cell's title. Nil when it shows no text.
    public var visibleText: String? {
        for key in ["text", "title", "placeholder", "placeholderString"] {
            if let text = attribute(key), !text.isEmpty { return text }
        }
        for child in children {
            if child.name == "string", child.key == "text", let text = child.text, !text.isEmpty { return text }
            if child.name == "state", child.key == "normal", let title = child.attribute("title"), !title.isEmpty { return title }
            if child.key == "cell", let title = child.attribute("title") ?? child.attribute("placeholderString"), !title.isEmpty { return title }
        }
        return nil
    }

    /// `text`'s first line, at most `limit` characters: how a message quotes what an element shows.
    public static func excerpt(_ text: String, limit: Int = 40) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }

    // MARK: Tree

    public var parent: IBElement? {
        let p = record.parent
        return p < 0 ? nil : IBElement(storage, Int(p))
    }

    public var children: IBChildren { IBChildren(storage: storage, parent: index) }

    /// Every element below this one, in document order.
    public var descendants: IBElementRange {
        IBElementRange(storage: storage, range: (index + 1)..<Int(record.end))
    }

    public func firstChild(_ name: IBName) -> IBElement? { children.first { $0.is(name) } }

    /// The child with the given element name and `key` attribute: `view.firstChild(.rect, key: "frame")`.
    public func firstChild(_ name: IBName, key: StaticString) -> IBElement? {
        children.first { $0.is(name) && $0.attribute(.key, equals: key) }
    }

    /// The nearest ancestor with the given name.
    public func ancestor(_ name: IBName) -> IBElement? {
        var p = parent
        while let e = p, !e.is(name) { p = e.parent }
        return p
    }

    public var depth: Int {
        var d = 0
        var p = record.parent
        while p >= 0 { d += 1; p = storage.tree.elements[Int(p)].parent }
        return d
    }

    /// Character data directly inside the element (CDATA included, references decoded), or nil.
    public var text: String? {
        let texts = storage.tree.texts
        var low = 0
        var high = texts.count
        let start = record.offset
        while low < high {
            let mid = (low + high) / 2
            if texts[mid].start < start { low = mid + 1 } else { high = mid }
        }
        let endOffset = Int(record.end) < storage.tree.elements.count ? storage.tree.elements[Int(record.end)].offset : Int32.max
        var out: String?
        var k = low
        while k < texts.count, texts[k].start < endOffset {
            let t = texts[k]
            if Int(t.element) == index {
                out = (out ?? "") + storage.string(t.start, t.end, decode: t.needsDecoding, isAttribute: false, isCDATA: t.isCDATA)
            }
            k += 1
        }
        return out
    }

    // MARK: Location

    /// Where the start tag's `<` is.
    public var location: SourceLocation { storage.location(of: Int(record.offset)) }
    public var byteOffset: Int { Int(record.offset) }
}

/// The children of an element, in order, without allocating.
public struct IBChildren: Sequence, Sendable {
    let storage: DocumentStorage
    let parent: Int

    public struct Iterator: IteratorProtocol {
        let storage: DocumentStorage
        var position: Int
        let end: Int
        public mutating func next() -> IBElement? {
            guard position < end else { return nil }
            let e = IBElement(storage, position)
            position = Int(storage.tree.elements[position].end)
            return e
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(storage: storage, position: parent + 1, end: Int(storage.tree.elements[parent].end))
    }
}

/// A contiguous run of elements in document order: a subtree, or the whole document.
public struct IBElementRange: RandomAccessCollection, Sendable {
    let storage: DocumentStorage
    let range: Range<Int>

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(position: Int) -> IBElement { IBElement(storage, position) }

    /// The elements with the given name; compares symbols only.
    public func named(_ name: IBName) -> [IBElement] {
        var out: [IBElement] = []
        let elements = storage.tree.elements
        for k in range where elements[k].name == name.symbol { out.append(IBElement(storage, k)) }
        return out
    }

    /// The elements that have the given attribute, whatever its value; reads the attribute records only, so a
    /// search for a rare attribute costs a pass over the records rather than an element handle each.
    public func having(_ attribute: IBName) -> [IBElement] {
        var out: [IBElement] = []
        let symbol = attribute.symbol
        let tree = storage.tree
        tree.elements.withUnsafeBufferPointer { elements in
            tree.attributes.withUnsafeBufferPointer { attributes in
                for k in range {
                    var a = Int(elements[k].attributeStart)
                    let end = a + Int(elements[k].attributeCount)
                    while a < end {
                        if attributes[a].name == symbol {
                            out.append(IBElement(storage, k))
                            break
                        }
                        a += 1
                    }
                }
            }
        }
        return out
    }
}
