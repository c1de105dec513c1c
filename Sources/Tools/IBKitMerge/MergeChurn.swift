import IBKitDiff
import IBKitDocument

/// What Xcode rewrites without a user edit, decided with `ibkit diff`'s rules (`IBChurnRules`), and how the merge
/// settles it when both sides wrote it differently: never as a conflict.
///
/// - the tool and system versions, plug-in and capability versions: the newer wins (lists are united by the
///   ordered merge of children);
/// - `<resources>`, canvas locations, a window's `screenRect`, `inferredMetricsTieBreakers`, IB's layout warnings
///   (`misplaced`, `ambiguous`), float noise: ours's (resources are then completed from what the file uses);
/// - frames that Interface Builder recomputes (views laid out by constraints, root views, cells, stack view
///   items) and frames within half a point: ours's.
struct MergeChurn {
    /// Ids of views that constraints position, in ours or theirs: their frames follow from the constraints.
    let constrainedIDs: Set<String>

    init(_ trees: [MergeTree]) {
        var ids = Set<String>()
        for tree in trees {
            for constraint in tree.document.elements.named(.constraint) {
                let owner = constraint.parent?.parent?.id
                for item in ["firstItem", "secondItem"] {
                    if let id = constraint.attribute(item) ?? owner { ids.insert(id) }
                }
            }
        }
        constrainedIDs = ids
    }

    /// True for elements that are churn as a whole, and everything inside them.
    func isChurnArea(_ node: MergeNode) -> Bool {
        var current: MergeNode? = node
        while let n = current {
            if n.name == "inferredMetricsTieBreakers" { return true }
            if let element = n.element, IBChurnRules.isIgnored(element) { return true }
            current = n.parent
        }
        return false
    }

    /// The value both sides' change comes to when it is churn (`.some(nil)`: the attribute is left out); nil for a
    /// real conflict.
    func resolve(_ name: String, base: String?, ours: String?, theirs: String?, in node: MergeNode, theirsNode: MergeNode?) -> String?? {
        if node.parent == nil, ["toolsVersion", "systemVersion", "version"].contains(name) { return .some(Self.newer(ours, theirs)) }
        if inside(node, "dependencies") {
            if let o = ours, let t = theirs, Self.isVersion(o), Self.isVersion(t) { return .some(Self.newer(o, t)) }
            return .some(ours)
        }
        if isChurnArea(node) || IBChurnRules.ignoredAttributes.contains(name) { return .some(ours) }
        // An upgrade's default written on one side and absent on the other is the same setting.
        if (ours.map { IBChurnRules.isIgnored(attribute: name, value: $0) } ?? true),
           (theirs.map { IBChurnRules.isIgnored(attribute: name, value: $0) } ?? true) {
            return .some(ours)
        }
        guard let o = ours, let t = theirs else { return nil }
        if node.name == "rect", node.attribute("key") == "frame", ["x", "y", "width", "height"].contains(name) {
            if IBChurnRules.sameNumber(o, t, tolerance: 0.5) { return .some(ours) }
            if let view = node.parent, isFrameRecomputed(view, theirs: theirsNode?.parent) { return .some(ours) }
            return nil
        }
        if IBChurnRules.sameNumber(o, t) { return .some(ours) }
        // A table column's width follows its table's, which follows the scroll view's.
        if node.name == "tableColumn", name == "width" { return .some(ours) }
        return nil
    }

    /// A canvas location, a window's screen rect, or a frame Interface Builder recomputes: churn whose numbers go
    /// together.
    func isWholeValue(_ node: MergeNode, theirs: MergeNode) -> Bool {
        guard ["point", "rect", "size"].contains(node.name), node.attributes.allSatisfy({ ["key", "x", "y", "width", "height"].contains($0.name) })
        else { return false }
        if isChurnArea(node) { return true }
        // A text view's minimum and maximum sizes follow its scroll view's.
        if node.name == "size", ["minSize", "maxSize"].contains(node.attribute("key") ?? ""), node.parent?.name == "textView" { return true }
        guard node.attribute("key") == "frame", let view = node.parent else { return false }
        return isFrameRecomputed(view, theirs: theirs.parent)
    }

    /// Interface Builder recomputes the frame of a view that constraints position, of a scene's root view, of a
    /// cell and its content view, and of a stack view's arranged views.
    func isFrameRecomputed(_ view: MergeNode, theirs: MergeNode?) -> Bool {
        if let id = view.id, constrainedIDs.contains(id) { return true }
        if [view, theirs].contains(where: { $0?.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" }) { return true }
        if let key = view.attribute("key"), ["view", "contentView"].contains(key) { return true }
        if Self.cells.contains(view.name) || Self.fitted.contains(view.name) { return true }
        // Inside a cell, a stack view, a clip view or a scroll view, the container sizes the view.
        guard let container = view.parent?.name == "subviews" ? view.parent?.parent : view.parent else { return false }
        return Self.cells.contains(container.name) || Self.containers.contains(container.name)
    }

    /// Views whose frame their container computes whatever the person set.
    static let fitted: Set<String> = ["clipView", "scroller", "tableHeaderView"]
    static let containers: Set<String> = ["stackView", "clipView", "scrollView", "tableView", "outlineView", "collectionView"]

    static let cells: Set<String> = [
        "tableViewCell", "collectionViewCell", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
        "tableViewHeaderFooterView", "tableCellView",
    ]

    private func inside(_ node: MergeNode, _ name: String) -> Bool {
        var current: MergeNode? = node
        while let n = current {
            if n.name == name { return true }
            current = n.parent
        }
        return false
    }

    static func isVersion(_ value: String) -> Bool {
        !value.isEmpty && value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { Int($0) != nil }
    }

    /// The newer of two version numbers (`21701` < `32700.99.1234`); a value that is not a version loses.
    static func newer(_ a: String?, _ b: String?) -> String? {
        guard let a else { return b }
        guard let b else { return a }
        let x = a.split(separator: ".").map { Int($0) ?? -1 }, y = b.split(separator: ".").map { Int($0) ?? -1 }
        return y.lexicographicallyPrecedes(x) || x == y ? a : b
    }
}
