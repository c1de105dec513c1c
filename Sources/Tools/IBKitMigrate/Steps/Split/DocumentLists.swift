import IBKitDocument
import IBKitEdit

/// The lists after `<scenes>` that Xcode derives from what the scenes use and rewrites on every save:
/// `<resources>` (images, named and system colors), `<customFonts>` (the font files of the fonts used) and
/// `<inferredMetricsTieBreakers>` (segues). A new file lists what its scenes use; the original drops what only
/// the moved scenes used, as Xcode would the next time it saves the file, so that save is no diff. Entries the
/// scenes did not use before (or of a kind this does not know) stay where they are.
struct DocumentLists {
    struct Entry {
        let element: IBElement
        /// What the entry stands for (`image:logo`, `color:BrandBlue`, `font:Avenir-Book`, `segue:GJM-xr-GgH`);
        /// empty for an entry of an unknown kind.
        let keys: Set<String>
        let label: String
    }

    struct List {
        let element: IBElement
        let entries: [Entry]
        /// Children that are not entries (kept whatever the scenes use).
        let others: Int
    }

    let lists: [List]
    /// What each scene uses, by unit.
    let uses: [Set<String>]

    init(_ source: SplitSource) {
        let document = source.document
        var lists: [List] = []
        for list in document.root.children {
            guard let kind = Self.kind(of: list) else { continue }
            var entries: [Entry] = []
            var others = 0
            for child in list.children {
                let (keys, label) = Self.keys(of: child, in: kind)
                if keys.isEmpty { others += 1 } else { entries.append(Entry(element: child, keys: keys, label: label)) }
            }
            lists.append(List(element: list, entries: entries, others: others))
        }
        self.lists = lists
        var uses = Array(repeating: Set<String>(), count: source.units.count)
        guard !lists.isEmpty else {
            self.uses = uses
            return
        }
        func add(_ key: String, _ element: IBElement) {
            if let u = source.unit(of: element) { uses[u].insert(key) }
        }
        for reference in document.imageReferences { add("image:" + reference.name, reference.element) }
        for reference in document.namedColorReferences { add("color:" + reference.name, reference.element) }
        for element in document.elements.having(.systemColor) {
            if let name = element[.systemColor] { add("systemColor:" + name, element) }
        }
        for element in document.fontDescriptions {
            if let name = element[.name] { add("font:" + name, element) }
        }
        for element in document.elements.named(.segue) {
            if let id = element.id { add("segue:" + id, element) }
        }
        self.uses = uses
    }

    private enum Kind { case resources, fonts, tieBreakers }

    private static func kind(of element: IBElement) -> Kind? {
        switch element.name {
        case "resources": .resources
        case "customFonts": .fonts
        case "inferredMetricsTieBreakers": .tieBreakers
        default: nil
        }
    }

    private static func keys(of child: IBElement, in kind: Kind) -> (Set<String>, String) {
        switch kind {
        case .resources:
            guard let name = child[.name] else { return ([], "") }
            switch child.name {
            case "image": return (["image:" + name], "image '\(name)'")
            case "namedColor": return (["color:" + name], "named color '\(name)'")
            case "systemColor": return (["systemColor:" + name], "system color '\(name)'")
            default: return ([], "")
            }
        case .fonts:
            let names = child.descendants.named(.string).compactMap(\.text)
            return (Set(names.map { "font:" + $0 }), "font file '\(child.key ?? "")'")
        case .tieBreakers:
            guard child.is(.segue), let reference = child[.reference] else { return ([], "") }
            return (["segue:" + reference], "tie-breaker segue '\(reference)'")
        }
    }

    /// The edits that leave, in a file holding the scenes `kept`, the entries those scenes use. `before` is what
    /// the file's scenes used before the split: entries nobody used then are left alone (nil for a new file,
    /// whose lists hold only what its scenes use). Also returns the labels of what the original drops.
    func edits(kept: [Int], before: [Int]?) -> (edits: [TextEdit], removed: [String]) {
        let used = kept.reduce(into: Set<String>()) { $0.formUnion(uses[$1]) }
        let usedBefore = before.map { $0.reduce(into: Set<String>()) { $0.formUnion(uses[$1]) } }
        var edits: [TextEdit] = []
        var removed: [String] = []
        for list in lists {
            let dropped = list.entries.filter { entry in
                entry.keys.isDisjoint(with: used) && (usedBefore.map { !entry.keys.isDisjoint(with: $0) } ?? true)
            }
            guard !dropped.isEmpty else { continue }
            removed += dropped.map(\.label)
            if dropped.count == list.entries.count, list.others == 0 {
                edits.append(IBEdits.removeElement(list.element)) // Xcode writes no empty list
            } else {
                edits += dropped.map { IBEdits.removeElement($0.element) }
            }
        }
        return (edits, removed)
    }
}
