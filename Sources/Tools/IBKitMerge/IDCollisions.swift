/// Ids that both sides generated for different new elements: theirs's is renamed, with every reference to it, to
/// an id no version uses (the next number for a xib's numeric ids, else Interface Builder's `abc-de-fgh` form).
///
/// Interface Builder's random ids do not collide by chance: the same new id on both sides is the same element (a
/// cherry-pick, a commit on both branches), merged as one, unless it is another kind of element. Old xibs number
/// their objects, and both sides take the next numbers: there an element is the same only with the same kind,
/// parent and content. Parents come before their children, so a renamed parent renames its children's collisions.
enum IDCollisions {
    static func rename(in theirs: MergeTree, ours: MergeTree, base: MergeTree, same: (MergeNode, MergeNode) -> Bool) {
        var taken = Set(base.byID.keys).union(ours.byID.keys).union(theirs.byID.keys)
        var nextNumber = (taken.compactMap { Int($0) }.max() ?? 0) + 1
        let added = theirs.nodes.compactMap { node -> String? in
            guard node.role.hasPrefix("#"), let id = node.id, base.byID[id] == nil, ours.byID[id] != nil else { return nil }
            return id
        }
        for id in added {
            guard let o = ours.byID[id], let t = theirs.byID[id] else { continue }
            let isNumber = Int(id) != nil
            if o.name == t.name, !isNumber || (o.parent?.identity == t.parent?.identity && same(o, t)) { continue }
            let fresh: String
            if isNumber {
                fresh = String(nextNumber)
                nextNumber += 1
            } else {
                fresh = freshID(from: id, avoiding: taken)
            }
            taken.insert(fresh)
            theirs.renameID(id, to: fresh)
        }
    }
    /// A deterministic new id in Interface Builder's form, derived from the old one.
    static func freshID(from id: String, avoiding taken: Set<String>) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        while true {
            var text = ""
            for k in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
                if k == 2 || k == 4 { text.append("-") }
            }
            if !taken.contains(text) { return text }
        }
    }
}
