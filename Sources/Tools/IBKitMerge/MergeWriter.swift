import IBKitDocument

/// Writes the merged tree in Xcode's format: an element neither side changed is its bytes from the file (ours's
/// wherever ours has it), so the next save in Xcode rewrites nothing; a changed element gets its start tag from
/// its attributes, in the file's order, and its children one per line at the file's indentation.
struct MergeWriter {
    struct Markers {
        let size: Int
        let ours: String
        let theirs: String
    }

    private var out: [UInt8] = []
    private let newline: [UInt8]
    private let unit: [UInt8]
    private let markers: Markers?

    init(ours: IBDocument, markers: Markers?) {
        let bytes = ours.bytes
        let firstBreak = bytes.firstIndex(of: 0x0A)
        newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? [0x0D, 0x0A] : [0x0A]
        let firstChild = ours.root.children.first { _ in true }
        let indent = firstChild.map { Self.indentation(of: $0) } ?? []
        unit = indent.isEmpty ? Array("    ".utf8) : indent
        self.markers = markers
    }

    static func write(_ root: MergeNode, ours: IBDocument, markers: Markers?) -> [UInt8] {
        var writer = MergeWriter(ours: ours, markers: markers)
        let bytes = ours.bytes
        let range = ours.root.byteRange
        writer.out.reserveCapacity(bytes.count + bytes.count / 8)
        writer.out.append(contentsOf: bytes[..<range.lowerBound])
        writer.element(root, indent: [])
        writer.out.append(contentsOf: bytes[range.upperBound...])
        return writer.out
    }

    private mutating func child(_ node: MergeNode, indent: [UInt8]) {
        // Comments before the element where it comes from (Xcode names each scene in one): they go with it.
        if let element = (node.isVerbatim ? node : node.origin)?.element {
            for comment in Self.leadingComments(of: element) { out += newline + indent + comment }
        }
        guard let markers, let conflict = node.conflict else {
            out += newline + indent
            element(node, indent: indent)
            return
        }
        out += newline + Array(repeating: UInt8(ascii: "<"), count: markers.size) + Array((" " + markers.ours).utf8)
        if conflict.oursPresent {
            out += newline + indent
            element(node, indent: indent)
        }
        out += newline + Array(repeating: UInt8(ascii: "="), count: markers.size)
        if let theirs = conflict.theirs(of: node) {
            out += newline + indent
            element(theirs, indent: indent)
        }
        out += newline + Array(repeating: UInt8(ascii: ">"), count: markers.size) + Array((" " + markers.theirs).utf8)
    }

    private mutating func element(_ node: MergeNode, indent: [UInt8]) {
        if node.isVerbatim, !node.isTouched, let element = node.element, Self.indentation(of: element) == indent {
            out.append(contentsOf: element.documentBytes[element.byteRange])
            return
        }
        let empty = node.children.isEmpty && node.content == nil
        startTag(node, selfClosing: empty)
        if empty { return }
        if let content = node.content {
            out.append(contentsOf: content.utf8)
        } else {
            let inner = childIndentation(node, indent: indent)
            for child in node.children { self.child(child, indent: inner) }
            out += newline + indent
        }
        out += Array("</\(node.name)>".utf8)
    }

    /// The start tag as read when the attributes are the same and the element keeps its form; else rebuilt.
    private mutating func startTag(_ node: MergeNode, selfClosing: Bool) {
        let source = node.isVerbatim ? node : node.origin
        if let source, !source.isEdited, let element = source.element, element.isSelfClosing == selfClosing, source.attributes.count == node.attributes.count,
           zip(source.attributes, node.attributes).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) {
            out.append(contentsOf: element.documentBytes[element.startTagRange])
            return
        }
        out += Array("<\(node.name)".utf8)
        for (name, value) in node.attributes {
            out += Array(" \(name)=\"".utf8)
            // Values are raw text; one read between single quotes may hold a bare `"`.
            for byte in value.utf8 {
                if byte == UInt8(ascii: "\"") { out += Array("&quot;".utf8) } else { out.append(byte) }
            }
            out.append(UInt8(ascii: "\""))
        }
        out += Array((selfClosing ? "/>" : ">").utf8)
    }

    /// Ours's indentation of the element's children where it has some, else one step deeper.
    private func childIndentation(_ node: MergeNode, indent: [UInt8]) -> [UInt8] {
        for source in [node.isVerbatim ? node : node.origin] {
            if let element = source?.element, let first = element.children.first(where: { _ in true }),
               Self.indentation(of: element) == indent {
                let inner = Self.indentation(of: first)
                if inner.count > indent.count { return inner }
            }
        }
        return indent + unit
    }

    /// The comments between the element and the tag before it, in order.
    static func leadingComments(of element: IBElement) -> [[UInt8]] {
        let bytes = element.documentBytes
        var end = element.byteRange.lowerBound
        var comments: [[UInt8]] = []
        while true {
            var k = end
            while k > 0, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 || bytes[k - 1] == 0x0A || bytes[k - 1] == 0x0D { k -= 1 }
            guard k >= 7, bytes[k - 1] == UInt8(ascii: ">"), bytes[k - 2] == UInt8(ascii: "-"), bytes[k - 3] == UInt8(ascii: "-") else { break }
            var start = k - 4
            while start >= 0, !(bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "!") && start + 3 < k
                                 && bytes[start + 2] == UInt8(ascii: "-") && bytes[start + 3] == UInt8(ascii: "-")) {
                start -= 1
            }
            guard start >= 0 else { break }
            comments.insert(Array(bytes[start..<k]), at: 0)
            end = start
        }
        return comments
    }

    static func indentation(of element: IBElement) -> [UInt8] {
        let bytes = element.documentBytes
        let start = element.byteRange.lowerBound
        var k = start
        while k > 0, bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 { k -= 1 }
        guard k == 0 || bytes[k - 1] == 0x0A else { return [] }
        return Array(bytes[k..<start])
    }
}
