import IBKitDiff
import IBKitDocument

/// Names a conflict as a person finds it in Interface Builder: the scene, the element (class, user label or
/// text, as `ibkit diff` names it) and the attribute, with the path of keyed elements in between (`frame.width`).
final class ConflictNaming {
    private let trees: [MergeTree]
    private var namers: [Int: IBElementNamer] = [:]

    init(_ trees: [MergeTree]) {
        self.trees = trees
    }

    func conflict(_ kind: IBMergeConflict.Kind, _ node: MergeNode, attribute: String?, base: String?, ours: String?, theirs: String?) -> IBMergeConflict {
        var owner = node
        var path: [String] = []
        while !owner.role.hasPrefix("#"), let parent = owner.parent {
            path.insert(owner.attribute("key") ?? owner.name, at: 0)
            owner = parent
        }
        if let attribute, attribute != "text" || path.isEmpty { path.append(attribute) }
        let attributeName = path.isEmpty ? nil : path.joined(separator: ".")
        let element = kind == .attribute || path.isEmpty ? name(owner) : name(owner) + " " + path.joined(separator: ".")
        return IBMergeConflict(kind: kind, scene: scene(of: owner), element: element, attribute: kind == .attribute || kind == .list ? attributeName : nil,
                               base: base, ours: ours, theirs: theirs, id: owner.role.hasPrefix("#") ? String(owner.role.dropFirst()) : nil)
    }

    /// `#abc/subviews` as `view 'Header' subviews`.
    func place(_ identity: String) -> String {
        let parts = identity.split(separator: "/", maxSplits: 1).map(String.init)
        guard let head = parts.first, head.hasPrefix("#") else { return identity }
        let id = String(head.dropFirst())
        guard let node = trees.lazy.compactMap({ $0.byID[id] }).first else { return identity }
        let rest = parts.count > 1 ? " " + parts[1].replacingOccurrences(of: "/", with: " ") : ""
        return name(node) + rest
    }

    private func name(_ node: MergeNode) -> String {
        guard let element = node.element else { return node.name }
        let side = node.side.rawValue
        if namers[side] == nil { namers[side] = IBElementNamer(trees[side].document) }
        return namers[side]!.name(element)
    }

    private func scene(of node: MergeNode) -> String {
        var current: MergeNode? = node
        while let n = current {
            if n.name == "scene", let objects = n.children.first(where: { $0.name == "objects" }) {
                let controller = objects.children.first { $0.attribute("sceneMemberID") == "viewController" } ?? objects.children.first
                if let element = controller?.element { return IBChurnRules.sceneName(element) }
            }
            if n.parent?.name == "objects", n.parent?.parent?.parent == nil, let element = n.element {
                return IBChurnRules.sceneName(element)
            }
            current = n.parent
        }
        return "document"
    }
}
