import IBKitDocument

/// `<resources>` lists the images and named colors the file uses (with sizes and values). Each side's list fits
/// its own file; the merged list is the merged file's: an entry the merge needs and its own list lacks is taken
/// from ours, theirs or base.
enum MergeResources {
    struct Use: Hashable {
        let kind: String
        let name: String
    }

    /// Images and named colors the document uses that its `<resources>` does not list, among those some input lists.
    static func missing(in document: IBDocument, inputs: [IBDocument]) -> [Use] {
        let listed = entries(document)
        let listedSomewhere = inputs.reduce(into: Set<Use>()) { $0.formUnion(entries($1).keys) }
        return uses(document).filter { listed[$0] == nil && listedSomewhere.contains($0) }.sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
    }

    /// The images and colors some of `documents` use without a `<resources>` entry for them.
    static func unlistedUses(_ documents: [IBDocument]) -> Set<Use> {
        documents.reduce(into: Set<Use>()) { out, document in
            let listed = entries(document)
            out.formUnion(uses(document).filter { listed[$0] == nil })
        }
    }

    static func uses(_ document: IBDocument) -> [Use] {
        var seen = Set<Use>()
        var out: [Use] = []
        for reference in document.imageReferences + document.namedColorReferences {
            let use = Use(kind: reference.kind == .image ? "image" : "color", name: reference.name)
            if seen.insert(use).inserted { out.append(use) }
        }
        return out
    }

    /// The `<resources>` entries by what they name: `<image name=…>` an image, `<namedColor>`/`<systemColor>` a color.
    static func entries(_ document: IBDocument) -> [Use: IBElement] {
        var out: [Use: IBElement] = [:]
        guard let resources = document.root.firstChild(.resources) else { return out }
        for entry in resources.children {
            guard let name = entry[.name] else { continue }
            let use = Use(kind: entry.is(.image) ? "image" : "color", name: name)
            if out[use] == nil { out[use] = entry }
        }
        return out
    }

    /// Adds to the merged tree's `<resources>` the entries it misses, as the first input that lists them has them.
    /// Returns false when there was nothing to add.
    static func complete(_ root: MergeNode, merged: IBDocument, inputs: [MergeTree]) -> Bool {
        let missing = missing(in: merged, inputs: inputs.map(\.document))
        guard !missing.isEmpty else { return false }
        var added: [MergeNode] = []
        for use in missing {
            for tree in inputs {
                guard let resources = tree.root.children.first(where: { $0.name == "resources" }),
                      let entry = resources.children.first(where: { entryUse($0) == use }) else { continue }
                added.append(entry)
                break
            }
        }
        guard !added.isEmpty else { return false }
        // A `<resources>` with no entry reads as white-space content, which the writer would write instead of the
        // entries: with entries it has none.
        if let index = root.children.firstIndex(where: { $0.name == "resources" }) {
            let merged = MergeTreeEdit.editable(root.children[index])
            for entry in added { insert(entry, into: &merged.children) }
            merged.content = nil
            root.children[index] = merged
        } else if let resources = inputs.lazy.compactMap({ $0.root.children.first { $0.name == "resources" } }).first {
            let merged = MergeTreeEdit.editable(resources)
            merged.children = added
            merged.content = nil
            root.children.append(merged)
        }
        return true
    }

    /// Where Xcode keeps it: among the entries of its kind, by name.
    private static func insert(_ entry: MergeNode, into entries: inout [MergeNode]) {
        let name = entry.attribute("name") ?? ""
        if let next = entries.firstIndex(where: { $0.name == entry.name && ($0.attribute("name") ?? "") > name }) {
            entries.insert(entry, at: next)
        } else if let last = entries.lastIndex(where: { $0.name == entry.name }) {
            entries.insert(entry, at: last + 1)
        } else {
            entries.append(entry)
        }
    }

    private static func entryUse(_ node: MergeNode) -> Use? {
        node.attribute("name").map { Use(kind: node.name == "image" ? "image" : "color", name: $0) }
    }
}
