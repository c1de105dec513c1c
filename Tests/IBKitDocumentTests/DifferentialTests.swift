import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IBKitDocument
import Testing

/// The scanner against Foundation's `XMLParser` (libxml2) on every corpus file: same elements, same attributes
/// with the same decoded values, same text. Attribute order comes from `XMLDocument` (libxml2's tree), because
/// `XMLParser` hands attributes over in a dictionary.
@Suite struct DifferentialTests {
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: differential tests skipped"))
    func scannerMatchesXMLParserOnEveryCorpusFile() throws {
        let files = Corpus.files
        #expect(files.count > 1_000)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: files.count) { n in
            let path = files[n]
            guard let data = FileManager.default.contents(atPath: path) else {
                results.fail("\(path): unreadable")
                return
            }
            var events = 0
            if let problem = Self.compare(data, path: path, events: &events) { results.fail(problem) }
            results.count(events: events)
        }
        let failures = results.failures.sorted()
        let allAgree = failures.isEmpty
        #expect(allAgree, "\(failures.count) of \(files.count) files differ; first:\n\(failures.prefix(5).joined(separator: "\n"))")
        #expect(results.files == files.count)
        // Guards against comparing nothing: the corpus has over 150,000 elements.
        #expect(results.events > 300_000)
    }

    /// Corpus files with one byte replaced by a character that matters to XML, at deterministic pseudo-random
    /// places: both parsers must accept or reject alike, and agree on the events when they accept.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: differential tests skipped"))
    func mutatedCorpusFilesAgreeWithXMLParser() throws {
        let files = Corpus.files
        let interesting: [UInt8] = Array("<>&\"'/=;#?!-]x \t\n".utf8) + [0x0D, 0x00, 0x01, 0xFF, 0xC3, 0xE2]
        let snippets = ["<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "&#", "&#x", "&amp;", "&lt", "=\"", "\" a=\"1\"",
                        "</", "/>", "<a>", "</a>", "<!DOCTYPE x>", "\r\n", "&#13;", "xmlns:p=\"u\" ", "p:q=\"1\" "]
        var generator = SplitMix64(seed: 0xFEED_5EED)
        var cases: [(path: String, data: Data)] = []
        for _ in 0..<1_000 {
            let path = files[Int(generator.next() % UInt64(files.count))]
            guard var bytes = FileManager.default.contents(atPath: path).map([UInt8].init), bytes.count > 2 else { continue }
            let at = Int(generator.next() % UInt64(bytes.count))
            if generator.next() % 2 == 0 {
                let byte = interesting[Int(generator.next() % UInt64(interesting.count))]
                bytes[at] = byte
                cases.append(("\(path) with byte \(at) = 0x\(hex(byte))", Data(bytes)))
            } else {
                let snippet = snippets[Int(generator.next() % UInt64(snippets.count))]
                bytes.insert(contentsOf: snippet.utf8, at: at)
                cases.append(("\(path) with \(snippet.debugDescription) inserted at \(at)", Data(bytes)))
            }
        }
        let results = Results()
        let work = cases
        DispatchQueue.concurrentPerform(iterations: work.count) { n in
            var events = 0
            let data = work[n].data
            if String(data: data, encoding: .utf8) == nil {
                // Not UTF-8 any more. libxml2 rejects that too, but corelibs' XMLParser can crash on it (a
                // malformed name reaches its String conversion), so only our side is checked.
                let message = data.withUnsafeBytes { raw -> String in
                    do throws(XMLSyntaxError) {
                        _ = try XMLScanner.parse(raw.bindMemory(to: UInt8.self))
                        return "accepted"
                    } catch {
                        return error.message
                    }
                }
                if !message.hasPrefix("invalid UTF-8") { results.fail("\(work[n].path): not UTF-8, but we say: \(message)") }
            } else if let problem = Self.compare(data, path: work[n].path, events: &events) {
                results.fail(problem)
            }
            results.count(events: events)
        }
        let failures = results.failures.sorted()
        let allAgree = failures.isEmpty
        #expect(allAgree, "\(failures.count) of \(work.count) mutations differ; first:\n\(failures.prefix(5).joined(separator: "\n"))")
        #expect(results.files == work.count)
    }

    /// Inputs that exercise normalisation rules the corpus may not contain.
    @Test(arguments: [
        "<a x='1&#10;2\r\n3\t4&#9;5&#13;6\r7'>t\r\nu\rv&#13;w</a>",
        "<a>x<![CDATA[ <y> &amp; & ]]>z</a>",
        "<a>\n  <![CDATA[x]]>  <!-- c -->\n</a>",
        "<a> <!-- c --> </a>",
        "<a>&lt;&gt;&amp;&quot;&apos;&#x1F600;&#233;</a>",
        "<a b=\"&lt;&quot;'>\" c='\"&apos;'/>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<a>\r\n  <b>é</b>\r\n  <!-- c -->text<?pi x?>more\r\n</a>\r\n",
        "\u{FEFF}<a><b/>x<c/></a>",
        "<a>  <b/>  \n</a>",
        "<a xmlns=\"urn:x\" xmlns:p=\"urn:p\"><p:b p:c=\"1\"/></a>",
        "<a>]]</a>",
        // Specials at every offset of the scanner's eight-byte steps.
        "<a v1='abcdefg&amp;hij' v2=\"abcdefgh&lt;ijklmnop\" v3='1234567\t89' v4=\"x'y\" v5='x\"y' v6=''/>",
        "<a v='0123456789abcdef&#x41;0123456789abcdef&quot;' w=\"\r\n0123456789\"/>",
        "<a>                \r\n                <b/>                x                </a>",
        // Namespaces in XML: libxml2 enforces them, so the scanner does too (Interface Builder writes none).
        "<a xmlns:p='u'><p:b p:c='1' q='2'/><p:d></p:d></a>",
        "<p:a xmlns:p='u' p:x='1'/>",
        "<a xml:lang='en'/>",
        "<a><p:b/></a>",
        "<a xmlns:p='u'/><!-- --><p:b/>",
        "<a><b xmlns:p='u'/><p:c/></a>",
        "<a xmlns:p=''/>",
        "<a xmlns:p='u' xmlns:q='u' p:x='1' q:x='2'/>",
        "<a xmlns:xml='wrong'/>",
        "<a xmlns:xmlns='u'/>",
        "<a:b:c xmlns:a='u'/>",
        "<a b:='1'/>",
        "<a xmlns:p='u' p:1='x'/>",
        // XML declarations and processing instructions.
        "<?xml version='1.0' standalone='yes'?><a/>",
        "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<a/>",
        "<?xml version='2.0'?><a/>",
        "<?xml version='1.0' standalone='maybe'?><a/>",
        "<?xml version='1.0' encoding='8bit'?><a/>",
        "<?xml encoding='UTF-8'?><a/>",
        "<?xml version='1.0'encoding='UTF-8'?><a/>",
        "<?xml version='1.0' ?><?pi x?><a/>",
        "<?x<a/>?><a/>",
    ])
    func scannerMatchesXMLParserOnEdgeCases(xml: String) {
        #expect(Self.compare(Data(xml.utf8), path: "<inline>") == nil)
    }

    /// Not compared: corelibs' XMLParser crashes on a processing instruction without data.
    @Test func processingInstructionWithoutData() throws {
        let tree = try Array("<?pi?><a><?pi?></a>".utf8).withUnsafeBufferPointer { try XMLScanner.parse($0) }
        #expect(tree.elements.count == 1)
    }

    // MARK: - Event streams

    enum Event: Equatable, CustomStringConvertible {
        case start(String, [Attribute])
        case end(String)
        case text(String)

        var description: String {
            switch self {
            case .start(let name, let attributes): "<\(name)\(attributes.map { " \($0.name)=\($0.value.debugDescription)" }.joined())>"
            case .end(let name): "</\(name)>"
            case .text(let text): "text \(text.debugDescription)"
            }
        }
    }

    struct Attribute: Equatable {
        let name: String
        let value: String
    }

    /// nil when both sides agree, else what differs first.
    static func compare(_ data: Data, path: String) -> String? {
        var events = 0
        return compare(data, path: path, events: &events)
    }

    static func compare(_ data: Data, path: String, events: inout Int) -> String? {
        let bytes = [UInt8](data)
        let ours: Result<[Event], XMLSyntaxError> = bytes.withUnsafeBufferPointer { buf in
            Result { () throws(XMLSyntaxError) -> [Event] in ourEvents(bytes, try XMLScanner.parse(buf)) }
        }
        let theirs = xmlParserEvents(data)
        switch (ours, theirs) {
        case (.failure(let error), .failure):
            _ = error
            return nil
        case (.failure(let error), .success):
            return "\(path): we reject (\(error.message) at byte \(error.offset)), XMLParser accepts"
        case (.success, .failure(let error)):
            return "\(path): we accept, XMLParser rejects: \(error)"
        case (.success(let ours), .success(var theirs)):
            if let order = attributeOrder(data) {
                theirs = reorder(theirs, by: order)
            } else {
                return "\(path): XMLDocument cannot read a file XMLParser accepts"
            }
            let ours = ours.map(namespaceDeclarationsLast)
            events = ours.count
            if ours == theirs { return nil }
            let k = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
            let a = k < ours.count ? ours[k].description : "(end)"
            let b = k < theirs.count ? theirs[k].description : "(end)"
            return "\(path): event \(k) of \(ours.count)/\(theirs.count) differs:\n  ours:      \(a)\n  XMLParser: \(b)"
        }
    }

    /// Our stream from the arena: each element's texts interleave with its children by byte offset.
    static func ourEvents(_ bytes: [UInt8], _ tree: XMLTree) -> [Event] {
        let storage = DocumentStorage(bytes: bytes, tree: tree)
        var textsByElement: [Int32: [TextRecord]] = [:]
        for t in tree.texts { textsByElement[t.element, default: []].append(t) }
        var events: [Event] = []
        func text(_ t: TextRecord) {
            let s = storage.string(t.start, t.end, decode: t.needsDecoding, isAttribute: false, isCDATA: t.isCDATA)
            if case .text(let previous) = events.last {
                events[events.count - 1] = .text(previous + s)
            } else {
                events.append(.text(s))
            }
        }
        func emit(_ index: Int) {
            let r = tree.elements[index]
            let attributes = (Int(r.attributeStart)..<Int(r.attributeStart + r.attributeCount)).map { k in
                let a = tree.attributes[k]
                return Attribute(name: storage.nameString(a.name), value: storage.string(a.valueStart, a.valueEnd, decode: a.needsDecoding, isAttribute: true))
            }
            events.append(.start(storage.nameString(r.name), attributes))
            var texts = textsByElement[Int32(index)] ?? []
            var t = 0
            var child = index + 1
            while child < Int(r.end) {
                let offset = tree.elements[child].offset
                while t < texts.count, texts[t].start < offset { text(texts[t]); t += 1 }
                emit(child)
                child = Int(tree.elements[child].end)
            }
            while t < texts.count { text(texts[t]); t += 1 }
            texts.removeAll()
            events.append(.end(storage.nameString(r.name)))
        }
        emit(0)
        return dropBlankText(events)
    }

    static func dropBlankText(_ events: [Event]) -> [Event] {
        events.filter { event in
            if case .text(let s) = event {
                return !s.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            }
            return true
        }
    }

    struct ParserFailure: Error, CustomStringConvertible {
        let description: String
    }

    static func xmlParserEvents(_ data: Data) -> Result<[Event], ParserFailure> {
        let parser = XMLParser(data: data)
        let delegate = Collector()
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        if parser.parse(), delegate.error == nil {
            delegate.flush()
            return .success(dropBlankText(delegate.events))
        }
        let error = parser.parserError ?? delegate.error
        return .failure(ParserFailure(description: "line \(parser.lineNumber): \(error.map { "\($0)" } ?? "?")"))
    }

    final class Collector: NSObject, XMLParserDelegate {
        var events: [Event] = []
        var pending = ""
        var error: Error?

        func flush() {
            if !pending.isEmpty { events.append(.text(pending)) }
            pending = ""
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            flush()
            // Sorted here; `reorder` puts them in document order from XMLDocument.
            events.append(.start(elementName, attributes.sorted { $0.key < $1.key }.map { Attribute(name: $0.key, value: $0.value) }))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            flush()
            events.append(.end(elementName))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { pending += string }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { pending += String(decoding: CDATABlock, as: UTF8.self) }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { error = error ?? parseError }
    }

    /// Attribute names per element in document order, from libxml2's tree.
    static func attributeOrder(_ data: Data) -> [[String]]? {
        guard let document = try? XMLDocument(data: data, options: []), let root = document.rootElement() else { return nil }
        var out: [[String]] = []
        var stack: [XMLElement] = [root]
        while let e = stack.popLast() {
            out.append((e.attributes ?? []).compactMap(\.name))
            for child in (e.children ?? []).reversed() {
                if let element = child as? XMLElement { stack.append(element) }
            }
        }
        return out
    }

    /// XMLParser's attributes in XMLDocument's order. libxml2's tree keeps namespace declarations apart from
    /// attributes, so their order is unknown: both sides put them last, sorted by name.
    static func reorder(_ events: [Event], by order: [[String]]) -> [Event] {
        var n = 0
        return events.map { event in
            guard case .start(let name, let attributes) = event else { return event }
            defer { n += 1 }
            let plain = attributes.filter { !isNamespaceDeclaration($0.name) }
            let declarations = attributes.filter { isNamespaceDeclaration($0.name) }.sorted { $0.name < $1.name }
            guard n < order.count, order[n].count == plain.count else { return event }
            let byName = Dictionary(plain.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            let sorted = order[n].compactMap { byName[$0] }
            return .start(name, (sorted.count == plain.count ? sorted : plain) + declarations)
        }
    }

    static func namespaceDeclarationsLast(_ event: Event) -> Event {
        guard case .start(let name, let attributes) = event, attributes.contains(where: { isNamespaceDeclaration($0.name) }) else { return event }
        let declarations = attributes.filter { isNamespaceDeclaration($0.name) }.sorted { $0.name < $1.name }
        return .start(name, attributes.filter { !isNamespaceDeclaration($0.name) } + declarations)
    }

    static func isNamespaceDeclaration(_ name: String) -> Bool { name == "xmlns" || name.hasPrefix("xmlns:") }

    /// A small deterministic generator, so that failures reproduce.
    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var _failures: [String] = []
        private var _files = 0
        private var _events = 0

        func fail(_ message: String) {
            lock.lock()
            _failures.append(message)
            lock.unlock()
        }

        func count(events: Int) {
            lock.lock()
            _files += 1
            _events += events
            lock.unlock()
        }

        var failures: [String] {
            lock.lock()
            defer { lock.unlock() }
            return _failures
        }

        var events: Int {
            lock.lock()
            defer { lock.unlock() }
            return _events
        }

        var files: Int {
            lock.lock()
            defer { lock.unlock() }
            return _files
        }
    }
}
