#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A well-formedness error at a byte offset of the input.
public struct XMLSyntaxError: Error, Sendable, Equatable {
    public let offset: Int
    public let message: String
}

struct ElementRecord: Sendable {
    var name: Int32
    var parent: Int32
    /// Index one past the element's last descendant: children of `i` are `i+1`, then `end[i+1]`, … below `end[i]`.
    var end: Int32
    /// Byte offset of the `<` of the start tag.
    var offset: Int32
    /// Byte offset one past the element's last byte: the `>` of its end tag, or of `/>`. Until the end tag is
    /// read, one past the start tag's `>`.
    var byteEnd: Int32
    var attributeStart: Int32
    var attributeCount: Int32
}

struct AttributeRecord: Sendable {
    var name: Int32
    var valueStart: Int32
    var valueEnd: Int32
    /// Value holds references (`&amp;`) or white space that XML normalises, so it must be decoded.
    var needsDecoding: Bool
}

struct TextRecord: Sendable {
    var element: Int32
    var start: Int32
    var end: Int32
    var needsDecoding: Bool
    var isCDATA: Bool
}

/// The parsed tree as flat arrays (preorder), built in one pass over the bytes without creating strings.
struct XMLTree: Sendable {
    var elements: [ElementRecord] = []
    var attributes: [AttributeRecord] = []
    var texts: [TextRecord] = []
    var localNames = ByteNameTable(symbolBase: KnownNames.count, capacity: 16)
    /// Known names that occur in the document (as element or attribute): lets a rule skip a file in O(1).
    var knownNamesSeen = SymbolSet()
}

/// A set of the first 256 symbols, as four words: cheap enough to update for every name the scanner meets.
struct SymbolSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    @inline(__always)
    mutating func insert(_ symbol: Int32) {
        let bit = UInt64(1) << UInt64(symbol & 63)
        switch symbol >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        case 3: words.3 |= bit
        default: break
        }
    }

    /// False only when the symbol surely does not occur; symbols past 255 are not tracked and answer true.
    func mayContain(_ symbol: Int32) -> Bool {
        let bit = UInt64(1) << UInt64(symbol & 63)
        switch symbol >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        case 3: return words.3 & bit != 0
        default: return true
        }
    }
}

/// A byte-level, non-validating XML 1.0 scanner for Interface Builder documents.
///
/// It checks what a conforming parser must reject (mismatched tags, bad references, invalid UTF-8 and control
/// characters, duplicate attributes, content outside the root, a malformed XML declaration, undeclared namespace
/// prefixes, …) so that what it accepts is exactly what libxml2 accepts on the same bytes; the differential tests
/// hold it to that over the corpus and mutations of it. On purpose it refuses more: any DTD (entities are never
/// declared, so never expanded), encodings other than UTF-8, and nesting deeper than `maximumDepth`.
/// No recursion: depth is bounded by `maximumDepth`, not by the stack.
struct XMLScanner {
    /// libxml2's own default. Real files nest at most 21 levels (the deepest of 1,267 files from public apps);
    /// the walks of the diff, the merge and the JSON dump recurse once per level, and at 256 levels they fit a
    /// 512 KB thread stack even in a debug build (LimitsTests), which 1,000 levels did not.
    static let defaultMaximumDepth = 256 // also the default of IBDocument's initialisers

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let maximumDepth: Int
    private var tree = XMLTree()
    private var stack: [Int32] = []
    /// Character data between two element events is one run, possibly split by comments, PIs and CDATA. A
    /// blank chunk of a run is dropped unless the run has other text: `pendingBlank` holds it until then.
    private var pendingBlankStart = -1
    private var pendingBlankEnd = 0
    private var runHasText = false
    private var seenAttributes: UInt64 = 0
    /// Set when the current tag has a name with a colon; none of the known names has one.
    private var tagHasPrefixedName = false
    /// For each local name, whether it has a colon.
    private var localNameHasColon: [Bool] = []
    /// In-scope `xmlns:prefix` declarations, with the depth of the element that made them.
    private var namespaces: [(prefix: String, uri: String, depth: Int)] = []
    /// Read once per parse: `KnownNames.shared` is a lazy global, and its `swift_once` check costs in the hot loop.
    private let known: ByteNameTable
    /// The bytes and the checks that only read them, apart so that calling them does not copy the scanner.
    private let input: XMLInput

    private init(base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int) {
        self.base = base
        self.count = count
        self.maximumDepth = maximumDepth
        input = XMLInput(base: base, count: count)
        known = KnownNames.shared
        // Interface Builder files have 50-130 bytes per element and 25-40 per attribute: reserving from the size
        // saves the regrowth copies without holding much more than the file itself.
        tree.elements.reserveCapacity(count / 48 + 16)
        tree.attributes.reserveCapacity(count / 20 + 16)
        stack.reserveCapacity(64)
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = defaultMaximumDepth) throws(XMLSyntaxError) -> XMLTree {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw XMLSyntaxError(offset: 0, message: "empty file")
        }
        guard bytes.count < Int(Int32.max) else {
            throw XMLSyntaxError(offset: 0, message: "file larger than 2 GB")
        }
        var scanner = XMLScanner(base: base, count: bytes.count, maximumDepth: maximumDepth)
        try scanner.input.checkEncoding()
        try scanner.run()
        scanner.tree.elements.fitCapacity()
        scanner.tree.attributes.fitCapacity()
        return scanner.tree
    }

    // MARK: - Word-at-a-time byte tests

    /// Bytes equal to zero get their high bit set; exact for the lowest such byte, which is all callers use.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// High bits of the bytes an attribute value scan must stop at: the quote, `<`, `&`, or below 0x20.
    @inline(__always)
    static func specialInValue(_ w: UInt64, _ quoteWord: UInt64) -> UInt64 {
        zeroBytes(w ^ quoteWord) | zeroBytes(w ^ 0x3C3C_3C3C_3C3C_3C3C) | zeroBytes(w ^ 0x2626_2626_2626_2626)
            | ((w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080)
    }

    /// Non-zero when any of the eight bytes is non-ASCII or below 0x20.
    @inline(__always)
    static func unusual(_ word: UInt64) -> UInt64 {
        (word | ((word &- 0x2020_2020_2020_2020) & ~word)) & 0x8080_8080_8080_8080
    }

    // MARK: - Document

    private mutating func run() throws(XMLSyntaxError) {
        var i = 0
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { i = 3 }
        if input.startsWith(i, "<?xml"), i + 5 < count, input.isSpace(base[i + 5]) {
            i = try input.xmlDeclaration(i)
        }
        var sawRoot = false
        while true {
            i = input.skipSpace(i)
            if i >= count { break }
            guard base[i] == UInt8(ascii: "<") else {
                throw input.conflictMarker(at: i) ?? XMLSyntaxError(offset: i, message: sawRoot
                    ? "text after the root element"
                    : "text before the root element; the file is not XML")
            }
            if input.startsWith(i, "<!--") {
                i = try input.skipComment(i)
            } else if input.startsWith(i, "<?") {
                i = try input.skipProcessingInstruction(i)
            } else if input.startsWith(i, "<!DOCTYPE") {
                throw XMLSyntaxError(offset: i, message: "document type declaration (DTD) is not allowed; entities are never expanded")
            } else if sawRoot {
                throw input.conflictMarker(at: i) ?? XMLSyntaxError(offset: i, message: "more than one root element")
            } else {
                i = try content(from: i)
                sawRoot = true
            }
        }
        if !sawRoot {
            throw XMLSyntaxError(offset: count, message: "no root element; the file is empty or only white space")
        }
    }

    /// Elements, text, comments, CDATA and PIs from the root's start tag to its end tag.
    private mutating func content(from start: Int) throws(XMLSyntaxError) -> Int {
        var i = start
        repeat {
            // base[i] == '<'
            let next = i + 1 < count ? base[i + 1] : 0
            if next == UInt8(ascii: "/") {
                i = try endTag(i)
                pendingBlankStart = -1
                runHasText = false
            } else if next == UInt8(ascii: "!") {
                if input.startsWith(i, "<!--") {
                    i = try input.skipComment(i)
                } else if input.startsWith(i, "<![CDATA[") {
                    i = try cdata(i)
                } else if input.startsWith(i, "<!DOCTYPE") {
                    throw XMLSyntaxError(offset: i, message: "document type declaration (DTD) is not allowed; entities are never expanded")
                } else {
                    throw XMLSyntaxError(offset: i, message: "unexpected '<!' in content")
                }
            } else if next == UInt8(ascii: "?") {
                i = try input.skipProcessingInstruction(i)
            } else {
                i = try startTag(i)
                pendingBlankStart = -1
                runHasText = false
            }
            if stack.isEmpty { return i }
            i = try text(from: i)
        } while true
    }

    /// Character data up to the next `<`. White space between tags is not recorded (IB has no mixed content),
    /// but white space that belongs to text split by a comment, PI or CDATA section is, as XML defines it.
    private mutating func text(from start: Int) throws(XMLSyntaxError) -> Int {
        // Fast path: the indentation between two tags.
        var k = start
        var sawCR = false
        let raw = UnsafeRawPointer(base)
        while k < count {
            if k + 8 <= count, raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) == 0x2020_2020_2020_2020 {
                k += 8
                continue
            }
            let b = base[k]
            if b == 0x20 || b == 0x0A || b == 0x09 {
                k += 1
            } else if b == 0x0D {
                sawCR = true
                k += 1
            } else {
                break
            }
        }
        if k < count, base[k] == UInt8(ascii: "<") {
            if k > start {
                if runHasText {
                    tree.texts.append(TextRecord(element: stack[stack.count - 1], start: Int32(start), end: Int32(k), needsDecoding: sawCR, isCDATA: false))
                } else {
                    pendingBlankStart = start
                    pendingBlankEnd = k
                }
            }
            return k
        }
        let lt = input.find(UInt8(ascii: "<"), from: k)
        guard lt < count else {
            throw unclosed()
        }
        if lt > start {
            var flags = false
            var blank = true
            var k = start
            while k < lt {
                let b = base[k]
                if b == UInt8(ascii: "&") {
                    k = try input.checkReference(k)
                    flags = true
                    blank = false
                    continue
                }
                if b == 0x0D { flags = true } else if !input.isSpace(b) {
                    blank = false
                    if b == UInt8(ascii: ">"), k >= start + 2, base[k - 1] == UInt8(ascii: "]"), base[k - 2] == UInt8(ascii: "]") {
                        throw XMLSyntaxError(offset: k - 2, message: "']]>' is not allowed in text")
                    }
                }
                k += 1
            }
            if !blank {
                appendText(start, lt, needsDecoding: flags, isCDATA: false)
            } else if runHasText {
                tree.texts.append(TextRecord(element: stack[stack.count - 1], start: Int32(start), end: Int32(lt), needsDecoding: flags, isCDATA: false))
            } else {
                pendingBlankStart = start
                pendingBlankEnd = lt
            }
        }
        return lt
    }

    private mutating func cdata(_ start: Int) throws(XMLSyntaxError) -> Int {
        let body = start + 9
        guard let close = input.findSequence("]]>", from: body) else {
            throw XMLSyntaxError(offset: start, message: "unterminated CDATA section")
        }
        if close > body {
            appendText(body, close, needsDecoding: input.containsByte(0x0D, body, close), isCDATA: true)
        }
        return close + 3
    }

    private mutating func appendText(_ start: Int, _ end: Int, needsDecoding: Bool, isCDATA: Bool) {
        let element = stack[stack.count - 1]
        if pendingBlankStart >= 0 {
            let s = pendingBlankStart
            tree.texts.append(TextRecord(element: element, start: Int32(s), end: Int32(pendingBlankEnd),
                                         needsDecoding: input.containsByte(0x0D, s, pendingBlankEnd), isCDATA: false))
            pendingBlankStart = -1
        }
        tree.texts.append(TextRecord(element: element, start: Int32(start), end: Int32(end), needsDecoding: needsDecoding, isCDATA: isCDATA))
        runHasText = true
    }

    // MARK: - Tags

    private mutating func startTag(_ lt: Int) throws(XMLSyntaxError) -> Int {
        var i = lt + 1
        let nameStart = i
        tagHasPrefixedName = false
        i = try input.scanName(i, what: "element")
        let symbol = intern(nameStart, i - nameStart)
        let index = Int32(tree.elements.count)
        let attributeStart = Int32(tree.attributes.count)
        if stack.count >= maximumDepth {
            throw XMLSyntaxError(offset: lt, message: "elements nested deeper than \(maximumDepth) levels")
        }
        seenAttributes = 0
        while true {
            let afterName = i
            i = input.skipSpace(i)
            guard i < count else { throw truncatedTag(lt, symbol) }
            let b = base[i]
            if b == UInt8(ascii: ">") {
                if tagHasPrefixedName { try checkNamespaces(lt, symbol, attributeStart) }
                appendElement(symbol, lt, i + 1, attributeStart)
                stack.append(index)
                return i + 1
            }
            if b == UInt8(ascii: "/") {
                guard i + 1 < count, base[i + 1] == UInt8(ascii: ">") else {
                    throw XMLSyntaxError(offset: i, message: "expected '>' after '/' in tag")
                }
                if tagHasPrefixedName { try checkNamespaces(lt, symbol, attributeStart) }
                appendElement(symbol, lt, i + 2, attributeStart)
                if !namespaces.isEmpty { popNamespaces() }
                return i + 2
            }
            guard i > afterName else {
                throw XMLSyntaxError(offset: i, message: "expected white space between attributes")
            }
            i = try attribute(i, attributeStart: attributeStart, tag: lt, tagName: symbol)
        }
    }

    /// Appended once its attributes are known; `end` is fixed by the end tag (or stays `index + 1` if empty).
    @inline(__always)
    private mutating func appendElement(_ symbol: Int32, _ lt: Int, _ tagEnd: Int, _ attributeStart: Int32) {
        let index = Int32(tree.elements.count)
        tree.elements.append(ElementRecord(
            name: symbol, parent: stack.isEmpty ? -1 : stack[stack.count - 1], end: index + 1, offset: Int32(lt),
            byteEnd: Int32(tagEnd), attributeStart: attributeStart, attributeCount: Int32(tree.attributes.count) - attributeStart))
    }

    private mutating func attribute(_ start: Int, attributeStart: Int32, tag: Int, tagName: Int32) throws(XMLSyntaxError) -> Int {
        var i = try input.scanName(start, what: "attribute")
        if i >= count { throw truncatedTag(tag, tagName) }
        let symbol = intern(start, i - start)
        // A 64-bit filter over the tag's symbols: the linear duplicate search runs only on a possible repeat.
        let bit = UInt64(1) << UInt64(symbol & 63)
        if seenAttributes & bit != 0 {
            for a in Int(attributeStart)..<tree.attributes.count where tree.attributes[a].name == symbol {
                throw XMLSyntaxError(offset: start, message: "attribute '\(nameString(symbol))' appears twice")
            }
        }
        seenAttributes |= bit
        i = input.skipSpace(i)
        if i >= count { throw truncatedTag(tag, tagName) }
        guard base[i] == UInt8(ascii: "=") else {
            throw XMLSyntaxError(offset: i, message: "expected '=' after attribute '\(nameString(symbol))'")
        }
        i = input.skipSpace(i + 1)
        if i >= count { throw truncatedTag(tag, tagName) }
        guard base[i] == UInt8(ascii: "\"") || base[i] == UInt8(ascii: "'") else {
            throw XMLSyntaxError(offset: i, message: "attribute value of '\(nameString(symbol))' must be quoted")
        }
        let quote = base[i]
        let valueStart = i + 1
        var needsDecoding = false
        var k = valueStart
        // One pass to the closing quote, eight bytes at a time up to the first byte that needs a look.
        let quoteWord = UInt64(quote) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(base)
        while true {
            if k + 8 <= count {
                let m = Self.specialInValue(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self), quoteWord)
                if m == 0 { k += 8; continue }
                k += m.trailingZeroBitCount >> 3
            } else if k >= count {
                throw XMLSyntaxError(offset: i, message: "unterminated attribute value of '\(nameString(symbol))' (truncated file?)")
            }
            let b = base[k]
            if b == quote { break }
            if b == UInt8(ascii: "<") {
                if input.find(quote, from: k) >= count {
                    throw XMLSyntaxError(offset: i, message: "unterminated attribute value of '\(nameString(symbol))' (truncated file?)")
                }
                throw XMLSyntaxError(offset: k, message: "'<' is not allowed in an attribute value")
            }
            if b == UInt8(ascii: "&") {
                k = try input.checkReference(k)
                needsDecoding = true
                continue
            }
            if b < 0x20 { needsDecoding = true }
            k += 1
        }
        let valueEnd = k
        tree.attributes.append(AttributeRecord(name: symbol, valueStart: Int32(valueStart), valueEnd: Int32(valueEnd), needsDecoding: needsDecoding))
        return valueEnd + 1
    }

    private mutating func endTag(_ lt: Int) throws(XMLSyntaxError) -> Int {
        let nameStart = lt + 2
        let nameEnd = try input.scanName(nameStart, what: "element")
        guard let open = stack.last else {
            throw XMLSyntaxError(offset: lt, message: "closing tag without an opening tag")
        }
        // The open element's name is in the buffer right after its `<`: compare bytes, no hashing.
        let openRecord = tree.elements[Int(open)]
        let symbol = openRecord.name
        let openName = Int(openRecord.offset) + 1
        let n = nameEnd - nameStart
        let same = openName + n < count && memoryEqual(base + openName, base + nameStart, n) && !input.isNameByte(base[openName + n])
        if !same {
            let found = String(decoding: UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart), as: UTF8.self)
            throw XMLSyntaxError(offset: lt, message: "mismatched tag: expected </\(nameString(symbol))>, found </\(found)>")
        }
        let i = input.skipSpace(nameEnd)
        guard i < count, base[i] == UInt8(ascii: ">") else {
            throw XMLSyntaxError(offset: i, message: "expected '>' to end </\(nameString(symbol))>")
        }
        stack.removeLast()
        if !namespaces.isEmpty { popNamespaces() }
        tree.elements[Int(open)].end = Int32(tree.elements.count)
        tree.elements[Int(open)].byteEnd = Int32(i + 1)
        return i + 1
    }

    // MARK: - Names

    @inline(__always)
    private mutating func intern(_ start: Int, _ n: Int) -> Int32 {
        let p = base + start
        let h = ByteNameTable.hash(p, n)
        if let symbol = known.lookup(p, n, hash: h) {
            tree.knownNamesSeen.insert(symbol)
            return symbol
        }
        if let local = tree.localNames.lookup(p, n, hash: h) {
            if localNameHasColon[Int(local - tree.localNames.symbolBase)] { tagHasPrefixedName = true }
            return local
        }
        let colon = memchr(p, Int32(UInt8(ascii: ":")), n) != nil
        localNameHasColon.append(colon)
        if colon { tagHasPrefixedName = true }
        return tree.localNames.insert(p, n, hash: h)
    }

    // MARK: - Namespaces

    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Namespaces in XML's constraints, as libxml2 enforces them: qualified names have one colon, every prefix is
    /// declared, declarations are sane, no two attributes share a local name and namespace. Interface Builder
    /// never writes a prefix, so this runs only for tags with a colon in a name.
    private mutating func checkNamespaces(_ lt: Int, _ element: Int32, _ attributeStart: Int32) throws(XMLSyntaxError) {
        let depth = stack.count
        let range = Int(attributeStart)..<tree.attributes.count
        var names: [String] = []
        for k in range {
            let a = tree.attributes[k]
            let name = nameString(a.name)
            names.append(name)
            guard name.hasPrefix("xmlns:") else { continue }
            let prefix = String(name.dropFirst(6))
            let uri = attributeValue(a)
            if prefix.isEmpty || prefix.contains(":") || !Self.startsName(prefix) {
                throw XMLSyntaxError(offset: lt, message: "invalid namespace declaration '\(name)'")
            }
            if prefix == "xmlns" || (prefix == "xml") != (uri == Self.xmlNamespace) {
                throw XMLSyntaxError(offset: lt, message: "'\(name)=\"\(uri)\"' redefines a reserved namespace")
            }
            if uri.isEmpty {
                throw XMLSyntaxError(offset: lt, message: "empty namespace name for prefix '\(prefix)'")
            }
            namespaces.append((prefix, uri, depth))
        }
        func resolve(_ name: String) throws(XMLSyntaxError) -> (uri: String, local: Substring)? {
            guard let colon = name.firstIndex(of: ":") else { return nil }
            let prefix = name[..<colon]
            let local = name[name.index(after: colon)...]
            guard !prefix.isEmpty, !local.isEmpty, !local.contains(":"), Self.startsName(local) else {
                throw XMLSyntaxError(offset: lt, message: "invalid qualified name '\(name)'")
            }
            if prefix == "xml" { return (Self.xmlNamespace, local) }
            guard let uri = namespaces.last(where: { $0.prefix == prefix })?.uri else {
                throw XMLSyntaxError(offset: lt, message: "namespace prefix '\(prefix)' of '\(name)' is not declared")
            }
            return (uri, local)
        }
        _ = try resolve(nameString(element))
        var qualified: [String] = []
        for name in names where !name.hasPrefix("xmlns:") {
            guard let (uri, local) = try resolve(name) else { continue }
            let key = uri + " " + local
            if qualified.contains(key) {
                throw XMLSyntaxError(offset: lt, message: "attribute '\(local)' in namespace \(uri) appears twice")
            }
            qualified.append(key)
        }
    }

    private mutating func popNamespaces() {
        while let last = namespaces.last, last.depth >= stack.count { namespaces.removeLast() }
    }

    private static func startsName<S: StringProtocol>(_ name: S) -> Bool {
        guard let b = name.utf8.first else { return false }
        return b >= 0x80 || (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F
    }

    private func attributeValue(_ a: AttributeRecord) -> String {
        let buffer = UnsafeBufferPointer(start: base + Int(a.valueStart), count: Int(a.valueEnd - a.valueStart))
        return a.needsDecoding ? XMLEntities.decode(buffer, isAttribute: true) : String(decoding: buffer, as: UTF8.self)
    }

    // MARK: - Errors

    // Error builders are mutating only so that self is passed by reference: any non-mutating call from the
    // mutating scan methods makes Swift copy the whole scanner on entry, even where the call is never taken.
    private mutating func truncatedTag(_ lt: Int, _ name: Int32) -> XMLSyntaxError {
        XMLSyntaxError(offset: lt, message: "unexpected end of file inside the <\(nameString(name))> start tag (truncated file?)")
    }

    private mutating func unclosed() -> XMLSyntaxError {
        let open = tree.elements[Int(stack[stack.count - 1])]
        return XMLSyntaxError(offset: count, message: "unexpected end of file: <\(nameString(open.name))> is not closed (truncated file?)")
    }

    private mutating func nameString(_ symbol: Int32) -> String {
        symbol < KnownNames.count ? IBName.knownNames[Int(symbol)] : tree.localNames.strings[Int(symbol - KnownNames.count)]
    }
}

/// The input bytes and every check that only reads them.
struct XMLInput {
    let base: UnsafePointer<UInt8>
    let count: Int

    /// Rejects UTF-16/32, invalid UTF-8 and control characters XML 1.0 forbids, in one fast pass.
    func checkEncoding() throws(XMLSyntaxError) {
        if count >= 2, (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) {
            throw XMLSyntaxError(offset: 0, message: "UTF-16 encoded file; Interface Builder documents are UTF-8")
        }
        var i = 0
        // Eight ASCII bytes at a time; drop to the byte loop at anything non-ASCII or below 0x20.
        let raw = UnsafeRawPointer(base)
        let space = SIMD16<Int8>(repeating: 0x20)
        while true {
            // As signed bytes, both non-ASCII (0x80...) and control characters are below 0x20: one compare.
            while i + 32 <= count {
                let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<Int8>.self)
                let b = raw.loadUnaligned(fromByteOffset: i + 16, as: SIMD16<Int8>.self)
                if any((a .< space) .| (b .< space)) { break }
                i += 32
            }
            while i + 8 <= count {
                if XMLScanner.unusual(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) != 0 { break }
                i += 8
            }
            if i >= count { return }
            let b = base[i]
            if b < 0x80 {
                if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
                    throw XMLSyntaxError(offset: i, message: b == 0
                        ? "NUL byte: this is a binary file, not XML"
                        : "control character 0x\(hex(b)) is not allowed in XML")
                }
                i += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(b & 0x07)
            default: throw invalidUTF8(at: i)
            }
            guard i + length <= count else { throw invalidUTF8(at: i) }
            for k in 1..<length {
                let c = base[i + k]
                guard c & 0xC0 == 0x80 else { throw invalidUTF8(at: i) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                throw invalidUTF8(at: i)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                throw XMLSyntaxError(offset: i, message: "character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML")
            }
            i += length
        }
    }

    func invalidUTF8(at i: Int) -> XMLSyntaxError {
        XMLSyntaxError(offset: i, message: "invalid UTF-8 byte 0x\(hex(base[i])); the file must be UTF-8")
    }

    // MARK: - Names and references

    // Bit b of the mask is set for ASCII name bytes (`A-Z a-z _ :`, plus `0-9 - .` after the first); any byte
    // from 0x80 up is part of a UTF-8 name character.
    private static var nameStartLow: UInt64 { 1 << 0x3A }
    private static var nameStartHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }
    private static var nameLow: UInt64 { 0x07FF_6000_0000_0000 }

    @inline(__always)
    func isNameStart(_ b: UInt8) -> Bool {
        b >= 0x80 || ((b < 0x40 ? Self.nameStartLow : Self.nameStartHigh) >> UInt64(b & 0x3F)) & 1 != 0
    }

    @inline(__always)
    func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || ((b < 0x40 ? Self.nameLow : Self.nameStartHigh) >> UInt64(b & 0x3F)) & 1 != 0
    }

    func scanName(_ start: Int, what: String) throws(XMLSyntaxError) -> Int {
        guard start < count, isNameStart(base[start]) else {
            if start < count, base[start] == UInt8(ascii: "<") || base[start] == UInt8(ascii: "=") {
                throw conflictMarker(at: start - 1) ?? XMLSyntaxError(offset: start, message: "invalid \(what) name")
            }
            throw XMLSyntaxError(offset: start, message: start < count ? "invalid \(what) name" : "unexpected end of file")
        }
        var i = start + 1
        while i < count, isNameByte(base[i]) { i += 1 }
        return i
    }

    /// Validates `&name;`, `&#N;` or `&#xH;` at `amp` and returns the offset after it.
    func checkReference(_ amp: Int) throws(XMLSyntaxError) -> Int {
        var i = amp + 1
        if i < count, base[i] == UInt8(ascii: "#") {
            i += 1
            let hexadecimal = i < count && base[i] == UInt8(ascii: "x")
            if hexadecimal { i += 1 }
            var value: UInt32 = 0
            let digitsStart = i
            while i < count, let d = digit(base[i], hexadecimal: hexadecimal) {
                value = min(value &* (hexadecimal ? 16 : 10) &+ d, 0x110000)
                i += 1
            }
            guard i > digitsStart, i < count, base[i] == UInt8(ascii: ";") else {
                throw XMLSyntaxError(offset: amp, message: "malformed character reference")
            }
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
            guard allowed else {
                throw XMLSyntaxError(offset: amp, message: "character reference to a character XML does not allow")
            }
            return i + 1
        }
        let nameStart = i
        while i < count, isNameByte(base[i]) { i += 1 }
        guard i < count, base[i] == UInt8(ascii: ";"), i > nameStart else {
            throw XMLSyntaxError(offset: amp, message: "'&' must start a reference such as &amp;")
        }
        let name = UnsafeBufferPointer(start: base + nameStart, count: i - nameStart)
        guard XMLEntities.predefined(name) != nil else {
            let text = String(decoding: name, as: UTF8.self)
            throw XMLSyntaxError(offset: amp, message: "undefined entity &\(text); (only XML's five predefined entities are allowed)")
        }
        return i + 1
    }

    func digit(_ b: UInt8, hexadecimal: Bool) -> UInt32? {
        switch b {
        case 0x30...0x39: return UInt32(b - 0x30)
        case 0x61...0x66 where hexadecimal: return UInt32(b - 0x61 + 10)
        case 0x41...0x46 where hexadecimal: return UInt32(b - 0x41 + 10)
        default: return nil
        }
    }

    // MARK: - Comments and processing instructions

    func skipComment(_ start: Int) throws(XMLSyntaxError) -> Int {
        guard let dashes = findSequence("--", from: start + 4) else {
            throw XMLSyntaxError(offset: start, message: "unterminated comment")
        }
        guard dashes + 2 < count, base[dashes + 2] == UInt8(ascii: ">") else {
            throw XMLSyntaxError(offset: dashes, message: "'--' is not allowed inside a comment")
        }
        return dashes + 3
    }

    func skipProcessingInstruction(_ start: Int) throws(XMLSyntaxError) -> Int {
        let target = start + 2
        let targetEnd = try scanName(target, what: "processing instruction")
        if targetEnd - target == 3,
           (base[target] | 0x20) == UInt8(ascii: "x"), (base[target + 1] | 0x20) == UInt8(ascii: "m"),
           (base[target + 2] | 0x20) == UInt8(ascii: "l") {
            throw XMLSyntaxError(offset: start, message: "XML declaration is allowed only at the start of the file")
        }
        if targetEnd < count, !isSpace(base[targetEnd]), !startsWith(targetEnd, "?>") {
            throw XMLSyntaxError(offset: targetEnd, message: "expected white space after the processing instruction's target")
        }
        guard let close = findSequence("?>", from: targetEnd) else {
            throw XMLSyntaxError(offset: start, message: "unterminated processing instruction")
        }
        return close + 2
    }

    /// `<?xml version="1.x" encoding="…" standalone="yes|no"?>` as XML 1.0 defines it, the pseudo-attributes in
    /// that order; the encoding must name UTF-8, the only one the scanner reads. The caller saw `<?xml` and a space.
    func xmlDeclaration(_ start: Int) throws(XMLSyntaxError) -> Int {
        func malformed(_ offset: Int, _ what: String) -> XMLSyntaxError {
            XMLSyntaxError(offset: offset, message: "malformed XML declaration: \(what)")
        }
        var i = skipSpace(start + 5)
        guard startsWith(i, "version") else { throw malformed(i, "expected version=\"1.0\"") }
        var value = try pseudoAttributeValue(after: i + 7, at: i)
        let version = String(decoding: UnsafeBufferPointer(start: base + value.start, count: value.end - value.start), as: UTF8.self)
        guard version.hasPrefix("1."), version.count > 2, version.utf8.dropFirst(2).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw malformed(value.start, "version \"\(version)\" is not 1.x")
        }
        i = value.end + 1
        var next = skipSpace(i)
        if next > i, startsWith(next, "encoding") {
            let key = next
            value = try pseudoAttributeValue(after: key + 8, at: key)
            let name = String(decoding: UnsafeBufferPointer(start: base + value.start, count: value.end - value.start), as: UTF8.self)
            let valid = name.utf8.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } == true
                && name.utf8.allSatisfy { b in (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || (b >= 0x30 && b <= 0x39) || b == 0x2E || b == 0x5F || b == 0x2D }
            guard valid else { throw malformed(value.start, "invalid encoding name \"\(name)\"") }
            let normal = name.lowercased()
            if normal != "utf-8" && normal != "utf8" && normal != "us-ascii" {
                throw XMLSyntaxError(offset: key, message: "encoding \"\(name)\" is not supported; Interface Builder documents are UTF-8")
            }
            i = value.end + 1
            next = skipSpace(i)
        }
        if next > i, startsWith(next, "standalone") {
            value = try pseudoAttributeValue(after: next + 10, at: next)
            let n = value.end - value.start
            let yes = n == 3 && startsWith(value.start, "yes")
            let no = n == 2 && startsWith(value.start, "no")
            guard yes || no else { throw malformed(value.start, "standalone must be \"yes\" or \"no\"") }
            i = value.end + 1
            next = skipSpace(i)
        }
        guard startsWith(next, "?>") else { throw malformed(next, "expected '?>'") }
        return next + 2
    }

    /// `= "value"` after a pseudo-attribute's name: the value's range, without quotes.
    private func pseudoAttributeValue(after nameEnd: Int, at name: Int) throws(XMLSyntaxError) -> (start: Int, end: Int) {
        var i = skipSpace(nameEnd)
        guard i < count, base[i] == UInt8(ascii: "=") else {
            throw XMLSyntaxError(offset: i, message: "malformed XML declaration: expected '='")
        }
        i = skipSpace(i + 1)
        guard i < count, base[i] == UInt8(ascii: "\"") || base[i] == UInt8(ascii: "'") else {
            throw XMLSyntaxError(offset: i, message: "malformed XML declaration: expected a quoted value")
        }
        let end = find(base[i], from: i + 1)
        guard end < count, findSequence("?>", from: i).map({ $0 > end }) ?? true else {
            throw XMLSyntaxError(offset: name, message: "malformed XML declaration: unterminated value")
        }
        return (i + 1, end)
    }

    /// A git merge conflict left in the file (`<<<<<<<`, `=======`, `>>>>>>>` at a line start) gets its own message.
    func conflictMarker(at position: Int) -> XMLSyntaxError? {
        var lineStart = max(0, min(position, count - 1))
        while lineStart > 0, base[lineStart - 1] != 0x0A { lineStart -= 1 }
        var i = lineStart
        while i < count {
            if startsWith(i, "<<<<<<<") || startsWith(i, "=======") || startsWith(i, ">>>>>>>") || startsWith(i, "|||||||") {
                return XMLSyntaxError(offset: i, message: "unresolved git merge conflict marker")
            }
            let nl = find(0x0A, from: i)
            if nl >= count || nl > position + 200 { return nil }
            i = nl + 1
            if i > position { return nil }
        }
        return nil
    }

    @inline(__always)
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    @inline(__always)
    func skipSpace(_ start: Int) -> Int {
        var i = start
        while i < count, isSpace(base[i]) { i += 1 }
        return i
    }

    @inline(__always)
    func find(_ byte: UInt8, from start: Int) -> Int {
        guard start < count else { return count }
        guard let hit = memchr(base + start, Int32(byte), count - start) else { return count }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    func findSequence(_ sequence: StaticString, from start: Int) -> Int? {
        let p = sequence.utf8Start
        let n = sequence.utf8CodeUnitCount
        var i = start
        while true {
            i = find(p[0], from: i)
            if i + n > count { return nil }
            if memoryEqual(base + i, p, n) { return i }
            i += 1
        }
    }

    func containsByte(_ byte: UInt8, _ start: Int, _ end: Int) -> Bool {
        find(byte, from: start) < end
    }

    @inline(__always)
    func startsWith(_ i: Int, _ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        return i + n <= count && memoryEqual(base + i, literal.utf8Start, n)
    }
}

func hex(_ b: UInt8) -> String {
    let s = String(b, radix: 16, uppercase: true)
    return s.count == 1 ? "0" + s : s
}

extension Array {
    /// Gives back what the size-based reservation held beyond the need, when that is much: tools that keep
    /// thousands of parsed files (render, migrate) would otherwise keep it all, and IB files vary by 2.5× in bytes
    /// per element. The copy costs a fraction of the parse; the freed block serves the next file's parse.
    mutating func fitCapacity() {
        guard capacity > count + count / 4 + 64 else { return }
        self = withUnsafeBufferPointer { Array($0) }
    }
}
