import CLibXML2
import Foundation
@testable import IBKitDocument

/// The XML scanner against libxml2 on the same bytes: the same well-formedness verdict, and the same elements and
/// attributes (names, decoded values, in order) when both accept. The deliberate differences (docs/fuzzing.md) are
/// inputs IBKit refuses on purpose, recognised by its message: any DTD, encodings other than UTF-8, nesting deeper
/// than 1,000, git conflict markers.
enum LibXML2Differential {
    typealias Element = (name: String, attributes: [String])

    static let deliberateRefusals = [
        "document type declaration (DTD) is not allowed", "is not supported; Interface Builder documents are UTF-8",
        "UTF-16 encoded file", "elements nested deeper than", "unresolved git merge conflict marker",
    ]

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let ours: Result<[Element], XMLSyntaxError> = scan(bytes)
        let theirs = libxml2(bytes)
        switch (ours, theirs) {
        case (.success(let a), .some(let b)):
            guard a.count == b.count else { throw FuzzFailure("IBKit reads \(a.count) elements, libxml2 \(b.count)") }
            for (x, y) in zip(a, b) where x.name != y.name || x.attributes != y.attributes {
                throw FuzzFailure("IBKit reads <\(x.name) \(x.attributes)>, libxml2 <\(y.name) \(y.attributes)>")
            }
        case (.success, nil):
            throw FuzzFailure("IBKit accepts what libxml2 calls not well-formed")
        case (.failure(let error), .some):
            // IBKit reads UTF-8 only: bytes libxml2 decoded in another declared encoding are refused as they are.
            let otherEncoding = error.message.hasPrefix("invalid UTF-8 byte") && !declaresUTF8(bytes)
            guard otherEncoding || deliberateRefusals.contains(where: error.message.contains) else {
                throw FuzzFailure("IBKit refuses what libxml2 accepts: \(error.message) at byte \(error.offset)")
            }
        case (.failure, nil):
            break
        }
    }

    /// Whether the XML declaration names UTF-8 or no encoding (which means UTF-8).
    static func declaresUTF8(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: Array("<?xml".utf8)), let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return true }
        let declaration = String(decoding: bytes[..<end], as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return true }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return rest.hasPrefix("utf-8\"") || rest.hasPrefix("utf-8'") || rest.hasPrefix("utf8\"") || rest.hasPrefix("utf8'")
    }

    static func scan(_ bytes: [UInt8]) -> Result<[Element], XMLSyntaxError> {
        do {
            let tree = try bytes.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in try XMLScanner.parse(buffer, maximumDepth: 1_000) }
            let storage = DocumentStorage(bytes: bytes, tree: tree)
            return .success((0 ..< tree.elements.count).map { i in
                let element = IBElement(storage, i)
                return (element.name, element.attributes.map { $0.name + "=" + $0.value }.sorted())
            })
        } catch {
            return .failure(error)
        }
    }

    /// The elements in document order, or nil when libxml2 finds the bytes not well-formed (namespaces included).
    static func libxml2(_ bytes: [UInt8]) -> [Element]? {
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xmlCtxtReadMemory(context, $0.baseAddress, Int32(buffer.count), "fuzz.xml", nil, options) }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard context.pointee.wellFormed != 0, context.pointee.nsWellFormed != 0 else { return nil }
        var elements: [Element] = []
        var node = xmlDocGetRootElement(document)
        // Document order without recursion: first child, else next sibling, else an ancestor's next sibling.
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE { elements.append(element(current, document)) }
            if let child = current.pointee.children, current.pointee.type == XML_ELEMENT_NODE {
                node = child
                continue
            }
            var up: xmlNodePtr? = current
            node = nil
            while let u = up, u != xmlDocGetRootElement(document) {
                if let next = u.pointee.next { node = next; break }
                up = u.pointee.parent
            }
        }
        return elements
    }

    static func element(_ node: xmlNodePtr, _ document: xmlDocPtr) -> Element {
        var attributes: [String] = []
        // libxml2 keeps namespace declarations apart from attributes; IBKit lists them in document order with the
        // others, so both are compared as sorted lists.
        var ns = node.pointee.nsDef
        while let n = ns {
            let prefix = n.pointee.prefix.map { ":" + string($0) } ?? ""
            attributes.append("xmlns" + prefix + "=" + (n.pointee.href.map(string) ?? ""))
            ns = n.pointee.next
        }
        var attribute = node.pointee.properties
        while let a = attribute {
            let value = xmlNodeListGetString(document, a.pointee.children, 1)
            attributes.append(qualified(a.pointee.name, a.pointee.ns) + "=" + (value.map(string) ?? ""))
            free(value) // xmlFree is free unless a program replaces it, and this one does not
            attribute = a.pointee.next
        }
        return (qualified(node.pointee.name, node.pointee.ns), attributes.sorted())
    }

    static func qualified(_ name: UnsafePointer<xmlChar>?, _ ns: xmlNsPtr?) -> String {
        let local = name.map(string) ?? ""
        guard let prefix = ns?.pointee.prefix else { return local }
        return string(prefix) + ":" + local
    }

    static func string(_ p: UnsafePointer<xmlChar>) -> String { String(cString: p) }
    static func string(_ p: UnsafeMutablePointer<xmlChar>) -> String { String(cString: p) }
}
