import IBKitDiff
import IBKitDocument

/// The checks a merged file passes before it is written, beyond parsing and unique ids (which `ChangeSet`'s own
/// checks repeat when the CLI writes it): every reference resolves, every used image and named color is in
/// `<resources>`, and no element both sides kept is missing. Problems that the inputs already had are not the
/// merge's and are not reported.
enum MergeValidation {
    struct Problem {
        let message: String
        /// A connection or constraint (by id) whose reference the merge removed: leaving it out is a conflict
        /// that keeps the rest of the merge.
        var relation: String?
        /// The relation as a person names it, when there is one.
        var relationName: String?
        /// Its scene or xib top-level object.
        var scene: String?
    }

    /// The storyboard scene's or xib top-level object's name, as conflicts are grouped.
    static func scene(of element: IBElement) -> String {
        var current: IBElement? = element
        while let e = current {
            if e.is(.scene), let objects = e.firstChild(.objects),
               let controller = objects.children.first(where: { $0.attribute("sceneMemberID") == "viewController" }) ?? objects.children.first(where: { _ in true }) {
                return IBChurnRules.sceneName(controller)
            }
            if e.parent?.is(.objects) == true, e.parent?.parent?.parent == nil { return IBChurnRules.sceneName(e) }
            current = e.parent
        }
        return "document"
    }

    /// The elements that only link others: one that points at nothing can be left out.
    static let relations: Set<String> = ["outlet", "outletCollection", "action", "segue", "constraint", "binding"]

    /// `name=value` of each reference attribute of `document` that names no element of it.
    static func unresolvedReferences(_ document: IBDocument, ids: [String: IBElement]) -> Set<String> {
        var out = Set<String>()
        for name in IBChurnRules.referenceAttributes {
            guard let symbol = document.name(name) else { continue }
            for element in document.elements.having(symbol) {
                if let value = element[symbol], ids[value] == nil { out.insert(name + "=" + value) }
            }
        }
        return out
    }

    static func problems(_ merged: IBDocument, inputs: [IBDocument]) -> [Problem] {
        var problems: [Problem] = []
        for duplicate in merged.duplicateIDs() {
            problems.append(Problem(message: "duplicate id '\(duplicate.element.id ?? "")' (line \(duplicate.element.location.line))"))
        }
        let ids = merged.makeIDIndex()
        let inputIDs = inputs.map { $0.makeIDIndex() }
        // A reference an input already left unresolved (a broken file) is not the merge's doing either.
        var unresolvedBefore = Set<String>()
        for (input, inputIndex) in zip(inputs, inputIDs) {
            unresolvedBefore.formUnion(unresolvedReferences(input, ids: inputIndex))
        }
        // Only the attributes that hold ids are read, each from the elements that have it.
        for name in IBChurnRules.referenceAttributes.sorted() {
            guard let symbol = merged.name(name) else { continue }
            for element in merged.elements.having(symbol) {
                guard let value = element[symbol], ids[value] == nil else { continue }
                // A reference no input resolves either (a placeholder, a broken file) is not the merge's doing.
                guard inputIDs.contains(where: { $0[value] != nil }), !unresolvedBefore.contains(name + "=" + value) else { continue }
                let namer = IBElementNamer(merged)
                let relation = relations.contains(element.name) ? element.id : nil
                problems.append(Problem(message: "\(namer.name(element)) \(name) refers to an element the merge removed (line \(element.location.line))",
                                        relation: relation, relationName: namer.name(element), scene: scene(of: element)))
            }
        }
        // A use an input already had without an entry (an older xib's `<color name="labelColor" catalog="System">`)
        // is not the merge's doing.
        let unlisted = MergeResources.unlistedUses(inputs)
        for missing in MergeResources.missing(in: merged, inputs: inputs) where !unlisted.contains(missing) {
            problems.append(Problem(message: "\(missing.kind) '\(missing.name)' is used but not in <resources>"))
        }
        // Kept by both sides, so it must be in the result.
        if inputs.count == 3 {
            let ours = inputIDs[1], theirs = inputIDs[2]
            for id in ours.keys.sorted() where theirs[id] != nil && ids[id] == nil {
                problems.append(Problem(message: "\(IBElementNamer(inputs[1]).name(ours[id]!)) is missing from the merge"))
            }
        }
        return problems
    }
}
