import IBKitDiff

/// Ids that one side re-generated for elements the base has (Interface Builder's cut and paste, a paste over the
/// original, an upgrade that rewrites numeric ids), found by `ibkit diff`'s matching (`IBElementMatcher`: same
/// kind, parent and content). The element is the same one, so the other side's edits of it apply.
///
/// The new ids are a change like any other, merged three-way: the side that re-generated them gives them to the
/// base and the other side (ours's when both did), each rename with every reference to the id. A rename that would
/// make an id repeat in its version is not made (the element is then merged as removed and added, as before).
enum RegeneratedIDs {
    static func adopt(base: MergeTree, ours: MergeTree, theirs: MergeTree) {
        let oursMay = mayRegenerate(ours, base), theirsMay = mayRegenerate(theirs, base)
        guard oursMay || theirsMay else { return }
        let matcher = IBElementMatcher(old: base.document)
        let inOurs = oursMay ? matcher.regeneratedIDs(in: ours.document) : [:]
        let inTheirs = theirsMay ? matcher.regeneratedIDs(in: theirs.document) : [:]
        for (old, new) in inOurs.sorted(by: { $0.key < $1.key }) where ours.byID[old] == nil && base.byID[new] == nil {
            // Theirs's id for the element: the base's, or one theirs re-generated too.
            let current = inTheirs[old] ?? old
            guard current == new || theirs.byID[new] == nil else { continue }
            base.renameID(old, to: new)
            if current != new, theirs.byID[current] != nil { theirs.renameID(current, to: new) }
        }
        for (old, new) in inTheirs.sorted(by: { $0.key < $1.key }) where inOurs[old] == nil {
            guard ours.byID[old] != nil, theirs.byID[old] == nil, ours.byID[new] == nil, base.byID[new] == nil else { continue }
            base.renameID(old, to: new)
            ours.renameID(old, to: new)
        }
    }

    /// Whether the side has ids the base lacks and lacks ids the base has: only then can it have re-generated any.
    private static func mayRegenerate(_ side: MergeTree, _ base: MergeTree) -> Bool {
        side.byID.keys.contains { base.byID[$0] == nil } && base.byID.keys.contains { side.byID[$0] == nil }
    }
}
