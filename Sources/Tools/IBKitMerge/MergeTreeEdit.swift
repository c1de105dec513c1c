/// Changes to a merged tree after the merge: a node read from a file stands for its bytes, so the path down to a
/// change is made of editable copies first.
enum MergeTreeEdit {
    /// A merged copy of a node read from a file, written from its parts (its start tag still copied when unchanged);
    /// a merged node itself.
    static func editable(_ node: MergeNode) -> MergeNode {
        guard node.isVerbatim else { return node }
        let copy = node.copy()
        copy.fixedIdentity = node.identity
        copy.role = node.role
        copy.ordinal = node.ordinal
        copy.isVerbatim = false
        copy.origin = node
        copy.children = node.children
        copy.conflict = node.conflict?.copied(from: node)
        return copy
    }

    /// The tree without the element with this id (the tree itself when it has none).
    static func removing(id: String, from root: MergeNode) -> MergeNode {
        let role = "#" + id
        func walk(_ node: MergeNode) -> MergeNode? {
            for (k, child) in node.children.enumerated() {
                if child.role == role {
                    let copy = editable(node)
                    copy.children.remove(at: k)
                    return copy
                }
                if let changed = walk(child) {
                    let copy = editable(node)
                    copy.children[k] = changed
                    return copy
                }
            }
            return nil
        }
        return walk(root) ?? root
    }
}
