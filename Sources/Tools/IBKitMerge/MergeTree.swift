import IBKitDiff
import IBKitDocument

/// One version of the file as a tree of `MergeNode`s, with its elements by id.
final class MergeTree {
    let side: MergeSide
    let document: IBDocument
    let root: MergeNode
    private(set) var byID: [String: MergeNode] = [:]
    /// Every node, in document order.
    private(set) var nodes: [MergeNode] = []

    /// Roles are few and repeat in every scene: one string each.
    private var roles: [String: String] = [:]

    init(_ document: IBDocument, side: MergeSide) {
        self.side = side
        self.document = document
        root = MergeNode(side: side, element: document.root, name: document.root.name)
        root.fixedIdentity = "document"
        root.role = "document"
        nodes.append(root)
        read(root, document.root)
    }

    private func read(_ node: MergeNode, _ element: IBElement) {
        var children: [MergeNode] = []
        var elements: [IBElement] = []
        for childElement in element.children {
            let child = MergeNode(side: side, element: childElement, name: childElement.name)
            child.parent = node
            let role = MergeTree.role(name: child.name, attributes: child.attributes)
            child.role = roles[role] ?? role
            if roles[role] == nil, !role.hasPrefix("#") { roles[role] = role }
            children.append(child)
            elements.append(childElement)
        }
        // Most elements have a child or two: their roles are compared in place, not counted in a table.
        let repeated: Set<String>
        if children.count < 2 {
            repeated = []
        } else if children.count <= 16 {
            repeated = Set(children.indices.filter { k in children[..<k].contains { $0.role == children[k].role } }.map { children[$0].role })
        } else {
            var seen = Set<String>(), twice = Set<String>()
            for child in children where !seen.insert(child.role).inserted { twice.insert(child.role) }
            repeated = twice
        }
        var ordinals: [String: Int32] = [:]
        for (child, childElement) in zip(children, elements) {
            if child.role.hasPrefix("#") {
                let id = String(child.role.dropFirst())
                if byID[id] == nil { byID[id] = child }
            } else if repeated.contains(child.role) {
                let n = ordinals[child.role, default: 0]
                ordinals[child.role] = n + 1
                child.ordinal = n
            }
            nodes.append(child)
            read(child, childElement)
        }
        node.children = children
    }

    /// Attributes that tell apart siblings without an id, in the order they are tried.
    static let roleAttributes = ["key", "keyPath", "property", "selector", "identifier", "name", "sceneID", "reference"]

    static func role(name: String, attributes: [(name: String, value: String)]) -> String {
        if let id = attributes.first(where: { $0.name == "id" })?.value, !id.isEmpty { return "#" + id }
        for key in roleAttributes {
            if let value = attributes.first(where: { $0.name == key })?.value { return "\(name)[\(key)=\(value)]" }
        }
        return name
    }

    /// The nodes whose id or references hold each value: made on the first rename (most merges rename nothing).
    private var holders: [String: [MergeNode]]?

    /// Renames an id and every reference to it (`IBChurnRules.referenceAttributes`); the nodes changed are touched.
    func renameID(_ old: String, to new: String) {
        if holders == nil { holders = indexHolders() }
        let changed = holders?.removeValue(forKey: old) ?? []
        for node in changed {
            var attributes = node.attributes
            for k in attributes.indices where attributes[k].value == old && MergeTree.holdsID(attributes[k].name) { attributes[k].value = new }
            node.attributes = attributes
            node.isEdited = true
            node.touch()
        }
        holders?[new, default: []] += changed
        guard let node = byID.removeValue(forKey: old) else { return }
        byID[new] = node
        // The identities below it follow from its role.
        node.role = "#" + new
    }

    private static func holdsID(_ attribute: String) -> Bool {
        attribute == "id" || IBChurnRules.referenceAttributes.contains(attribute)
    }

    private func indexHolders() -> [String: [MergeNode]] {
        var index: [String: [MergeNode]] = [:]
        for node in nodes {
            let values = Set(node.attributes.lazy.filter { MergeTree.holdsID($0.name) }.map(\.value))
            for value in values { index[value, default: []].append(node) }
        }
        return index
    }
}
