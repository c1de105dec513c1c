import IBKitDiff
import IBKitDocument

/// The three-way merge of the element trees. Elements are matched by id, elements without one by their parent and
/// role; each matched element gets its attributes and text merged three-way and its children merged as an ordered
/// list. An element with an id follows the side that moved it, and gets the other side's edits where it lands.
final class TreeMerge {
    let base: MergeTree
    let ours: MergeTree
    let theirs: MergeTree
    let churn: MergeChurn
    /// Conflicted nodes carry both versions for `--conflict=markers`.
    let markers: Bool
    private(set) var conflicts: [IBMergeConflict] = []
    /// Where each element with an id goes: its parent's identity.
    private var mergedParent: [String: String] = [:]
    private let naming: ConflictNaming

    /// Which conflicts (numbered from 1, in the order they are found) a person resolved as theirs.
    let theirsWins: IBMerge.Selection

    init(base: MergeTree, ours: MergeTree, theirs: MergeTree, markers: Bool, theirsWins: IBMerge.Selection = .none) {
        self.theirsWins = theirsWins
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.markers = markers
        RegeneratedIDs.adopt(base: base, ours: ours, theirs: theirs)
        churn = MergeChurn([ours, theirs])
        naming = ConflictNaming([base, ours, theirs])
        IDCollisions.rename(in: theirs, ours: ours, base: base, same: sameMeaning)
        placeElements()
    }

    func run() -> MergeNode {
        merge(base.root, ours.root, theirs.root) ?? ours.root
    }

    // MARK: Moves

    /// Decides each element's parent three-way; an element moved on one side has its subtrees on every side
    /// marked, so that no subtree is copied as bytes without the moved element's merge.
    private func placeElements() {
        let ids = Set(ours.byID.keys).union(theirs.byID.keys).sorted()
        for id in ids {
            let b = base.byID[id], o = ours.byID[id], t = theirs.byID[id]
            let pb = b?.parent?.identity, po = o?.parent?.identity, pt = t?.parent?.identity
            let present = [b, o, t].compactMap { $0?.parent?.identity }
            if Set(present).count > 1 { [b, o, t].forEach { $0?.parent?.touch() } }
            switch (o, t) {
            case (let o?, _?):
                if po == pt || pb == pt { mergedParent[id] = po }
                else if pb == po { mergedParent[id] = pt }
                else {
                    let theirsPlace = record(.moved, o, base: pb.map(naming.place), ours: po.map(naming.place), theirs: pt.map(naming.place))
                    mergedParent[id] = theirsPlace ? pt : po
                }
            case (_?, nil): mergedParent[id] = po
            case (nil, _?): mergedParent[id] = pt
            case (nil, nil): break
            }
        }
    }

    // MARK: Elements

    /// The merge of one element; nil when it is not in the result.
    private func merge(_ b: MergeNode?, _ o: MergeNode?, _ t: MergeNode?) -> MergeNode? {
        switch (o, t) {
        case (nil, nil):
            return nil
        case (let o?, nil):
            guard let b else { return take(o) }
            if sameMeaning(o, b) { return nil }
            if churn.isChurnArea(o) { return take(o) }
            if record(.removedByTheirs, o) { return nil }
            let kept = take(o, keeping: true)
            if markers { kept.conflict = MarkerConflict(theirs: nil, oursPresent: true) }
            return kept
        case (nil, let t?):
            guard let b else { return take(t) }
            if sameMeaning(t, b) || churn.isChurnArea(t) { return nil }
            if record(.removedByOurs, t) { return take(t, keeping: true) }
            guard markers else { return nil }
            t.conflict = .oursRemoved
            return t
        case (let o?, let t?):
            // One side left it as it was: the other's version (its moved elements merged where they land).
            if o.sameBytes(as: t) { return o }
            if let b, b.sameBytes(as: t) { return take(o) }
            if let b, b.sameBytes(as: o) { return take(t) }
            // The element changed kind (an image view made a plain view, by hand) and was edited on the other side.
            if o.name != t.name {
                return take(record(.added, o) ? t : o, keeping: true)
            }
            // Geometry IB recomputes and canvas positions are one value: ours's, not a mix of both sides' numbers.
            if let b, churn.isWholeValue(o, theirs: t), !b.sameBytes(as: o), !b.sameBytes(as: t) { return take(o) }
            return combine(b, o, t)
        }
    }

    /// A node only one side has (added, or kept against the other side's removal). Its bytes stand for it unless
    /// something inside moved; then its children are merged where they land. `keeping`: the other side's removal
    /// of anything inside is already reported.
    private func take(_ node: MergeNode, keeping: Bool = false) -> MergeNode {
        guard node.isTouched else { return node }
        let merged = MergeTreeEdit.editable(node)
        var children: [MergeNode] = []
        for child in node.children {
            if child.role.hasPrefix("#") {
                let id = String(child.role.dropFirst())
                guard mergedParent[id] == node.identity else { continue }
                let b = base.byID[id], o = ours.byID[id], t = theirs.byID[id]
                if keeping, node.side == .ours, t == nil { children.append(take(child, keeping: true)); continue }
                if let m = merge(b, o, t) { children.append(m) }
            } else {
                children.append(take(child, keeping: keeping))
            }
        }
        merged.children = children
        return merged
    }

    /// Both sides have the element and at least one changed it.
    private func combine(_ b: MergeNode?, _ o: MergeNode, _ t: MergeNode) -> MergeNode {
        let merged = MergeTreeEdit.editable(o)
        merged.attributes = []
        merged.content = nil
        var conflicted = false
        let names = OrderedMerge.merge(base: b?.attributes.map(\.name) ?? [], ours: o.attributes.map(\.name), theirs: t.attributes.map(\.name)).keys
        for name in names {
            let (value, conflict) = three(name, b?.attribute(name), o.attribute(name), t.attribute(name), o, t)
            conflicted = conflicted || conflict
            if let value { merged.attributes.append((name, value)) }
        }
        let (content, conflict) = three("text", b?.content, o.content, t.content, o, t)
        merged.content = content
        conflicted = conflicted || conflict
        if conflicted, markers { merged.conflict = MarkerConflict(theirs: t, oursPresent: true) }
        merged.children = mergeChildren(b, o, t)
        if merged.content != nil, !merged.children.isEmpty { merged.content = nil }
        return merged
    }

    /// A value merged three-way; a real conflict keeps ours's and is recorded.
    private func three(_ name: String, _ b: String?, _ o: String?, _ t: String?, _ oNode: MergeNode, _ tNode: MergeNode) -> (String?, Bool) {
        if o == t || b == t { return (o, false) }
        if b == o { return (t, false) }
        if let settled = churn.resolve(name, base: b, ours: o, theirs: t, in: oNode, theirsNode: tNode) { return (settled, false) }
        if record(.attribute, oNode, attribute: name, base: b, ours: o, theirs: t) { return (t, false) }
        return (o, true)
    }

    // MARK: Children

    private func mergeChildren(_ b: MergeNode?, _ o: MergeNode, _ t: MergeNode) -> [MergeNode] {
        let here = o.identity
        func list(_ node: MergeNode?) -> [MergeNode] {
            (node?.children ?? []).filter { !$0.role.hasPrefix("#") || mergedParent[String($0.role.dropFirst())] == here }
        }
        let lb = list(b), lo = list(o), lt = list(t)
        // A role that repeats on any side is known by place only, on every side.
        var positional = Set<String>()
        for l in [lb, lo, lt] {
            var seen = Set<String>()
            for child in l where !child.role.hasPrefix("#") {
                if child.isPositional || !seen.insert(child.role).inserted { positional.insert(child.role) }
            }
        }
        func keyed(_ l: [MergeNode]) -> [MergeNode] { l.filter { !positional.contains($0.role) } }
        func placed(_ l: [MergeNode]) -> [MergeNode] { l.filter { positional.contains($0.role) } }
        let kb = keyed(lb), ko = keyed(lo), kt = keyed(lt)
        var order = OrderedMerge.merge(base: kb.map(\.identity), ours: ko.map(\.identity), theirs: kt.map(\.identity))
        if order.reorderedOnBothSides, !churn.isChurnArea(o), !Self.unordered.contains(o.name), record(.order, o) {
            order = OrderedMerge.merge(base: kb.map(\.identity), ours: kt.map(\.identity), theirs: ko.map(\.identity))
        }
        func byIdentity(_ l: [MergeNode]) -> [String: MergeNode] {
            Dictionary(l.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let mb = byIdentity(kb), mo = byIdentity(ko), mt = byIdentity(kt)
        let withID = Set((kb + ko + kt).lazy.filter { $0.role.hasPrefix("#") }.map(\.identity))
        var out: [MergeNode] = []
        for key in order.keys {
            let merged: MergeNode?
            if withID.contains(key) {
                let id = String(key.dropFirst())
                merged = merge(base.byID[id], ours.byID[id], theirs.byID[id])
            } else {
                merged = merge(mb[key], mo[key], mt[key])
            }
            if let merged { out.append(merged) }
        }
        // Elements known by place: the list as the side that changed it has it.
        let pb = placed(lb), po = placed(lo), pt = placed(lt)
        guard !(po.isEmpty && pt.isEmpty) else { return out }
        func same(_ x: [MergeNode], _ y: [MergeNode]) -> Bool { x.count == y.count && zip(x, y).allSatisfy { $0.sameBytes(as: $1) } }
        var chosen = po, from = lo
        if b != nil, pb.count == po.count, po.count == pt.count, zip(pb, po).allSatisfy({ $0.role == $1.role }),
           zip(po, pt).allSatisfy({ $0.role == $1.role }), !same(po, pt), !same(pb, pt), !same(pb, po) {
            // The same number of items on every side: each place merged on its own (two segments retitled).
            chosen = pb.indices.compactMap { merge(pb[$0], po[$0], pt[$0]) }
        } else if same(po, pt) || same(pb, pt) {
            chosen = po
        } else if same(pb, po) {
            chosen = pt
            from = lt
        } else if !churn.isChurnArea(o), record(.list, o, attribute: pb.first?.name ?? po.first?.name) {
            chosen = pt
            from = lt
        }
        guard let first = from.first(where: { positional.contains($0.role) }), let at = from.firstIndex(where: { $0 === first }),
              !chosen.isEmpty else { return out }
        let before = Set(from[..<at].map(\.identity))
        let insertion = (out.lastIndex { before.contains($0.identity) }).map { $0 + 1 } ?? 0
        out.insert(contentsOf: chosen.map { $0.isVerbatim ? take($0) : $0 }, at: insertion)
        return out
    }

    /// Children whose order means nothing to Interface Builder or the app: two reorderings are no conflict.
    static let unordered: Set<String> = [
        "document", "objects", "scenes", "connections", "constraints", "userDefinedRuntimeAttributes", "resources", "dependencies",
        "variation", "accessibility",
    ]

    // MARK: Meaning

    /// Whether two versions of an element mean the same, churn and geometry aside: a removal against such a
    /// change is no conflict (a view removed on one side and resized on the other is removed).
    func sameMeaning(_ x: MergeNode, _ y: MergeNode) -> Bool {
        if x.sameBytes(as: y) { return true }
        guard x.name == y.name, x.content == y.content else { return false }
        if x.name == "rect" && x.attribute("key") == "frame" { return true }
        if churn.isChurnArea(x) { return true }
        func settings(_ n: MergeNode) -> [String: String] {
            var out: [String: String] = [:]
            for (name, value) in n.attributes where !IBChurnRules.isIgnored(attribute: name, value: value) { out[name] = value }
            return out
        }
        let a = settings(x), b = settings(y)
        guard a.count == b.count else { return false }
        for (name, value) in a {
            guard let other = b[name], IBChurnRules.sameNumber(value, other) else { return false }
        }
        func meaningful(_ n: MergeNode) -> [MergeNode] {
            n.children.filter { !($0.name == "rect" && $0.attribute("key") == "frame") && !churn.isChurnArea($0) }
        }
        let cx = meaningful(x), cy = meaningful(y)
        guard cx.count == cy.count else { return false }
        return zip(cx, cy).allSatisfy { $0.role == $1.role && sameMeaning($0, $1) }
    }

    // MARK: Conflicts

    /// Records a conflict; true when a person chose theirs for it (`--resolve`).
    private func record(_ kind: IBMergeConflict.Kind, _ node: MergeNode, attribute: String? = nil, base b: String? = nil,
                        ours o: String? = nil, theirs t: String? = nil) -> Bool {
        conflicts.append(naming.conflict(kind, node, attribute: attribute, base: b, ours: o, theirs: t))
        return theirsWins.contains(conflicts.count)
    }
}
