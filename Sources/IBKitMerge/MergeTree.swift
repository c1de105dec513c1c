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

    init(_ document: IBDocument, side: MergeSide) {
        self.side = side
        self.document = document
        root = MergeTree.node(document.root, side: side)
        root.identity = "document"
        root.role = "document"
        nodes.append(root)
        read(root, document.root)
    }

    static func node(_ element: IBElement, side: MergeSide) -> MergeNode {
        let bytes = element.documentBytes
        let attributes = element.rawAttributes.map { ($0.name, String(decoding: bytes[$0.value], as: UTF8.self)) }
        let content = element.rawContentRange.map { String(decoding: bytes[$0], as: UTF8.self) }
        return MergeNode(side: side, element: element, name: element.name, attributes: attributes, content: content)
    }

    private func read(_ node: MergeNode, _ element: IBElement) {
        var children: [MergeNode] = []
        var elements: [IBElement] = []
        for childElement in element.children {
            let child = MergeTree.node(childElement, side: side)
            child.parent = node
            child.role = MergeTree.role(of: child)
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
        var ordinals: [String: Int] = [:]
        for (child, childElement) in zip(children, elements) {
            if child.role.hasPrefix("#") {
                child.identity = child.role
                if let id = child.id, byID[id] == nil { byID[id] = child }
            } else if repeated.contains(child.role) {
                child.isPositional = true
                let n = ordinals[child.role, default: 0]
                ordinals[child.role] = n + 1
                child.identity = node.identity + "/" + child.role + "@\(n)"
            } else {
                child.identity = node.identity + "/" + child.role
            }
            nodes.append(child)
            read(child, childElement)
        }
        node.children = children
    }

    /// Attributes that tell apart siblings without an id, in the order they are tried.
    static let roleAttributes = ["key", "keyPath", "property", "selector", "identifier", "name", "sceneID", "reference"]

    static func role(of node: MergeNode) -> String {
        if let id = node.id, !id.isEmpty { return "#" + id }
        for name in roleAttributes {
            if let value = node.attribute(name) { return "\(node.name)[\(name)=\(value)]" }
        }
        return node.name
    }

    /// Renames an id and every reference to it (`IBChurnRules.referenceAttributes`); the nodes changed are touched.
    func renameID(_ old: String, to new: String) {
        for node in nodes {
            for k in node.attributes.indices where node.attributes[k].value == old {
                let name = node.attributes[k].name
                guard name == "id" || IBChurnRules.referenceAttributes.contains(name) else { continue }
                node.attributes[k].value = new
                node.isEdited = true
                node.touch()
            }
        }
        guard let node = byID.removeValue(forKey: old) else { return }
        byID[new] = node
        node.role = "#" + new
        node.identity = node.role
        reidentify(node.children, under: node)
    }

    private func reidentify(_ children: [MergeNode], under parent: MergeNode) {
        for child in children where !child.role.hasPrefix("#") {
            let suffix = child.identity.split(separator: "/").last.map(String.init) ?? child.role
            child.identity = parent.identity + "/" + suffix
            reidentify(child.children, under: child)
        }
    }
}
