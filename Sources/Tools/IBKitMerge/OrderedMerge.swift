/// Three lists of keys (children by identity, attributes by name) merged into one order: everything either
/// side has, in the order of the side that reordered what both kept (ours when neither or both did), with the
/// other side's additions placed after the key they follow there (after that key's additions from the first side).
enum OrderedMerge {
    struct Result {
        var keys: [String]
        /// Both sides reordered the keys they share, differently.
        var reorderedOnBothSides: Bool
    }

    static func merge(base: [String], ours: [String], theirs: [String]) -> Result {
        if ours == theirs { return Result(keys: ours, reorderedOnBothSides: false) }
        let inOurs = Set(ours), inTheirs = Set(theirs), inBase = Set(base)
        let shared = { (list: [String]) in list.filter { inOurs.contains($0) && inTheirs.contains($0) && inBase.contains($0) } }
        let baseOrder = shared(base), oursOrder = shared(ours), theirsOrder = shared(theirs)
        let oursReordered = oursOrder != baseOrder, theirsReordered = theirsOrder != baseOrder
        let bothDiffer = oursReordered && theirsReordered && oursOrder != theirsOrder
        let theirsLeads = theirsReordered && !oursReordered
        let (first, second) = theirsLeads ? (ours: theirs, theirs: ours) : (ours: ours, theirs: theirs)
        let inFirst = theirsLeads ? inTheirs : inOurs
        let inSecond = theirsLeads ? inOurs : inTheirs

        var keys = first
        var position: [String: Int] = [:]
        func reindex() {
            position.removeAll(keepingCapacity: true)
            for (k, key) in keys.enumerated() { position[key] = k }
        }
        reindex()
        var cursor = 0
        // After a key both have: skip the first side's own additions that follow it, so the second side's come after.
        func skipFirstAdditions() {
            while cursor < keys.count, !inSecond.contains(keys[cursor]), !inBase.contains(keys[cursor]) { cursor += 1 }
        }
        skipFirstAdditions()
        for key in second {
            if let k = position[key] {
                cursor = k + 1
                skipFirstAdditions()
            } else if !inFirst.contains(key) {
                keys.insert(key, at: cursor)
                cursor += 1
                reindex()
            }
        }
        return Result(keys: keys, reorderedOnBothSides: bothDiffer)
    }
}
