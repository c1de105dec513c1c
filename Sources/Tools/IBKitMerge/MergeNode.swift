import IBKitDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The version a node was read from.
enum MergeSide: Int, Sendable {
    case base, ours, theirs
}

/// One element as the merge sees it: its name, attributes and text as raw bytes of the file (never decoded, so
/// nothing is expanded or re-escaped), its children, and where it came from. A node read from a file and left
/// as it is (`isVerbatim`) is written by copying its bytes.
///
/// Three trees hold a node for every element of every version, so a node keeps little of its own: its attributes,
/// text and identity are read from its element and its parent when asked, and stored only once the merge changes
/// them.
final class MergeNode {
    let side: MergeSide
    /// The element it was read from (for a merged node: the element whose formatting it keeps).
    let element: IBElement?
    let name: String
    var children: [MergeNode] = []
    /// The element it is inside, in its own version (`MergeTree.nodes` holds every node as long as the tree lives).
    unowned var parent: MergeNode?
    /// Its role among its siblings: `color[key=backgroundColor]`, `subviews`; `#id` for an element with an id.
    var role = ""
    /// Its place among the siblings of its role when that role repeats (`<segment>`, `<fragment>`), else -1.
    var ordinal: Int32 = -1
    /// The node stands for its element's bytes, unchanged.
    var isVerbatim = true
    /// Something in the subtree was renamed or moved between parents: its bytes do not stand for the merge.
    var isTouched = false
    /// Its attributes no longer are the bytes read (an id renamed): its start tag is written anew.
    var isEdited = false
    /// What the merge set on the node; nil for the many it leaves as read.
    private var changes: Changes?

    private final class Changes {
        var attributes: [(name: String, value: String)]?
        /// `.some(nil)`: no text.
        var content: String??
        var identity: String?
        var origin: MergeNode?
        var conflict: MarkerConflict?
    }

    private var changed: Changes {
        if let changes { return changes }
        let made = Changes()
        changes = made
        return made
    }

    init(side: MergeSide, element: IBElement?, name: String) {
        self.side = side
        self.element = element
        self.name = name
    }

    /// A node of the same element with the same attributes and text (the caller sets the rest).
    func copy() -> MergeNode {
        let copy = MergeNode(side: side, element: element, name: name)
        if let changes {
            copy.changed.attributes = changes.attributes
            copy.changed.content = changes.content
        }
        return copy
    }

    /// The raw attributes, in the file's order.
    var attributes: [(name: String, value: String)] {
        get {
            if let attributes = changes?.attributes { return attributes }
            guard let element else { return [] }
            let bytes = element.documentBytes
            return element.rawAttributes.map { ($0.name, String(decoding: bytes[$0.value], as: UTF8.self)) }
        }
        set { changed.attributes = newValue }
    }

    /// The raw text between the tags of an element without child elements (`<string key="text">Hi</string>`).
    var content: String? {
        get {
            if let content = changes?.content { return content }
            guard let range = element?.rawContentRange, let bytes = element?.documentBytes else { return nil }
            return String(decoding: bytes[range], as: UTF8.self)
        }
        set { changed.content = .some(newValue) }
    }

    /// The identity of the document's root and of a merged copy (whose parent is not set).
    var fixedIdentity: String? {
        get { changes?.identity }
        set { if newValue != nil || changes != nil { changed.identity = newValue } }
    }

    /// For a merged node: the node read from a file whose start tag it may reuse.
    var origin: MergeNode? {
        get { changes?.origin }
        set { if newValue != nil || changes != nil { changed.origin = newValue } }
    }

    /// For `--conflict=markers`: the other side's version of a conflicted node (nil: the other side removed it).
    var conflict: MarkerConflict? {
        get { changes?.conflict }
        set { if newValue != nil || changes != nil { changed.conflict = newValue } }
    }

    /// Who the element is in the whole document: `#id`, or its parent's identity and its role (`/color[key=…]`,
    /// `/segment@2`).
    var identity: String {
        if let fixedIdentity { return fixedIdentity }
        if role.hasPrefix("#") { return role }
        let path = (parent?.identity ?? "") + "/" + role
        return ordinal < 0 ? path : path + "@\(ordinal)"
    }

    /// Its role repeats among its siblings, so it is known only by its place.
    var isPositional: Bool { ordinal >= 0 }

    var id: String? { attribute("id") }

    func attribute(_ name: String) -> String? {
        if let attributes = changes?.attributes { return attributes.first { $0.name == name }?.value }
        guard let element, let symbol = element.internedName(name), let range = element.attributeValueRange(symbol) else { return nil }
        return String(decoding: element.documentBytes[range], as: UTF8.self)
    }

    /// The node and its ancestors can no longer be copied as bytes.
    func touch() {
        var node: MergeNode? = self
        while let n = node, !n.isTouched {
            n.isTouched = true
            node = n.parent
        }
    }

    /// Whether both nodes hold the same bytes (neither touched): a subtree neither side changed.
    func sameBytes(as other: MergeNode) -> Bool {
        guard !isTouched, !other.isTouched, let a = element, let b = other.element else { return false }
        let x = a.byteRange, y = b.byteRange
        guard x.count == y.count else { return false }
        let bytesA = a.documentBytes, bytesB = b.documentBytes
        return bytesA.withUnsafeBufferPointer { pa in
            bytesB.withUnsafeBufferPointer { pb in
                memcmp(pa.baseAddress! + x.lowerBound, pb.baseAddress! + y.lowerBound, x.count) == 0
            }
        }
    }
}

/// What `--conflict=markers` writes for a conflicted node: both versions of the element between git's markers.
struct MarkerConflict {
    /// The element as theirs has it; nil when theirs removed it, and when the node holding the conflict is theirs's
    /// version itself (`oursRemoved`): a node that referred to itself would keep itself, its tree and its document
    /// alive for the rest of the process.
    let theirs: MergeNode?
    /// False when the node stands for ours's removal: only theirs's version is between the markers.
    let oursPresent: Bool

    /// Ours removed the element theirs changed: the node holding the conflict is theirs's version.
    static var oursRemoved: MarkerConflict { MarkerConflict(theirs: nil, oursPresent: false) }

    /// Theirs's version of `node`, the node holding the conflict; nil when theirs removed it.
    func theirs(of node: MergeNode) -> MergeNode? {
        theirs ?? (oursPresent ? nil : node)
    }

    /// The conflict as an editable copy of `node` holds it: theirs's version is still the node read from the file.
    func copied(from node: MergeNode) -> MarkerConflict {
        MarkerConflict(theirs: theirs(of: node), oursPresent: oursPresent)
    }
}
