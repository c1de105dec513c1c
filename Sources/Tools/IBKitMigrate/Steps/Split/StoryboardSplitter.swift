import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitRuleModel
import IBKitSwiftIndex

/// What the splits of one migration share: the names new files took (with the folder family that took them:
/// localized copies of a storyboard take the same names; and the bundles that build it: a name is taken only in
/// those), and the references in the storyboards they created.
struct SplitRun: Sendable {
    struct Claim: Sendable, Equatable {
        /// `SplitCensus.folderFamily` of the storyboard split.
        let family: String
        /// The bundles that build it (`SplitCensus.bundles(ofStoryboard:)`), empty when unknown.
        let bundles: Set<String>
    }

    var claims: [String: [Claim]] = [:]
    /// The storyboards a file this run created has references to (copies of the original's), by name: a later
    /// split of that storyboard looks only at these, not at every file created so far.
    var createdReferencing: [String: Set<String>] = [:]
    /// What the splits looked up in `claims` and in `createdReferencing`: a split made beside the others, from
    /// an empty run, holds when these are still unset (`SplitStep`).
    var consultedClaims: Set<String> = []
    /// The storyboards whose references elsewhere were looked for, with the identifiers that moved out of each.
    var consultedReferencing: [String: [String: String]] = [:]
    /// The files the splits created, each with the one it is made like (a storyboard, a `.strings` table), in order:
    /// they go into the Xcode projects together at the end (`SplitStep`), each project parsed once.
    var additions: [(new: String, like: String)] = []

    /// Whether a split that made `other`'s lookups, from an empty run, decides here as it did there: the names it
    /// took are free, and no file created since refers to a scene it moved (`document` reads the plan).
    func agrees(with other: SplitRun, family: String, bundles: Set<String>, document: (String) -> IBDocument?) -> Bool {
        guard other.consultedClaims.allSatisfy({ !isClaimed($0, apartFrom: family, bundles: bundles) }) else { return false }
        for (base, moved) in other.consultedReferencing {
            for path in createdReferencing[base] ?? [] {
                guard let created = document(path) else { return false }
                if created.viewControllers.contains(where: { StoryboardSplitter.newName(of: $0, base: base, moved: moved) != nil }) { return false }
            }
        }
        return true
    }

    /// Whether a new file took `name` in another folder family that shares a bundle with `bundles`.
    func isClaimed(_ name: String, apartFrom family: String, bundles: Set<String>) -> Bool {
        (claims[name] ?? []).contains { $0.family != family && SplitBundles.overlap($0.bundles, bundles) }
    }

    mutating func claim(_ name: String, _ claim: Claim) {
        if claims[name]?.contains(claim) != true { claims[name, default: []].append(claim) }
    }

    /// What `other`'s split added, added here as it would have been.
    mutating func merge(_ other: SplitRun) {
        for (name, taken) in other.claims.sorted(by: { $0.key < $1.key }) {
            for claim in taken { self.claim(name, claim) }
        }
        additions += other.additions
        for (name, paths) in other.createdReferencing { createdReferencing[name, default: []].formUnion(paths) }
    }
}

/// The split of one storyboard: decides, writes the original and the new files (and `.strings` tables), notes.
struct StoryboardSplitter: Sendable {
    let file: LintFile
    let census: SplitCensus
    let policy: MigratePolicy
    /// The app's literals of the storyboards' names and their scenes' identifiers (`SplitLiterals`).
    var literals = SplitLiterals()

    func run(_ plan: inout MigrationPlan, _ run: inout SplitRun) throws(MigrationError) {
        let path = plan.changes.absolutePath(file.path)
        guard let document = plan.document(path) else { return }
        let screens = document.viewControllers.filter {
            !$0.isStoryboardReference && !SplitDecision.isFromAnotherModule($0.element, in: document)
        }
        guard screens.count > 1 else { return }
        let shown = plan.changes.displayPath(path)
        if file.baseName.contains("~") {
            // `Main~ipad` is UIKit's iPad variant of `Main`: its screens would need variants of their own.
            plan.note(.human, .split, at: shown, "\(file.fileName) is a device variant (~); split it by hand with its other variants")
            return
        }
        guard let source = SplitSource(document: document, path: path) else {
            plan.note(.human, .split, at: shown, "its scenes do not sit on lines of their own, as Xcode writes them; open and save it in Xcode, then split again")
            return
        }
        // The file as the migration found it: an earlier step may have changed the identifiers code still uses.
        let before = file.document.makeIDIndex()
        let code = SplitCodeLoads(census: census, storyboard: path, identifiers: identifiers(of: screens, before: before), plan: &plan)
        let tables: [String]
        var groups: [SplitGroup]
        do {
            // A snapshot of the plan for the decision, gone before the plan is edited (an edit while it lives
            // would copy the whole plan).
            let snapshot = plan.changes
            let namesOnDisk = plan.namesOnDisk
            let exists: (String) -> Bool = { snapshot.content(of: $0) != nil }
            tables = StringsSplit.tables(of: path, namesOnDisk: namesOnDisk, exists: exists)
            let decision = SplitDecision(source: source, census: census, policy: policy, exists: exists,
                                         loadedByCode: { controller in
                                             (code.isEmpty ? nil : code.blocked(controller, before: before))
                                                 ?? literals.blocked(controller, storyboard: file.baseName, before: before)
                                                 ?? unresolvedLoad(controller, before: before, display: { snapshot.displayPath($0) })
                                         },
                                         stringsFolders: tables.map(SplitCensus.folder(of:)), display: { snapshot.displayPath($0) })
            groups = decision.groups(run: &run)
        }
        let links = SplitLinks(source: source, groups: &groups, census: census, seed: shown)
        let claim = SplitRun.Claim(family: SplitCensus.folderFamily(of: path), bundles: census.bundles(ofStoryboard: path))
        for group in groups { if let name = group.targetName { run.claim(name, claim) } }
        noteStaying(groups, source, &plan)
        guard groups.contains(where: \.isMoving) else { return }

        let moved = movedIdentifiers(groups, source)
        let renamed = renamedReferences(in: source, moved: moved)
        let writer = SplitWriter(source: source, groups: groups, links: links, lists: DocumentLists(source), renamedReferences: renamed)
        do {
            let original = try writer.output(for: .original)
            try plan.changes.edit(path, FileEdits(original.edits))
            var created: [String: [UInt8]] = [:]
            for name in Set(groups.compactMap(\.targetName)).sorted() {
                let output = try writer.output(for: .new(name))
                created[name] = try FileEdits(output.edits).apply(to: document.bytes)
                let newPath = SplitCensus.sibling(path, named: name)
                try plan.changes.write(created[name] ?? [], to: newPath)
                run.additions.append((newPath, path))
            }
            noteChanges(groups, links, original, renamed, source, created: created, &plan)
            let base = SplitCensus.baseName(of: path)
            run.consultedReferencing[base] = moved
            try repointReferences(elsewhere: moved, from: path, created: run.createdReferencing[base] ?? [], &run, &plan)
            plan.parse(created.keys.map { SplitCensus.sibling(path, named: $0) })
            for name in created.keys.sorted() {
                let newPath = SplitCensus.sibling(path, named: name)
                for reference in plan.document(newPath)?.viewControllers ?? [] {
                    if let named = reference.referencedStoryboardName { run.createdReferencing[named, default: []].insert(newPath) }
                }
            }
            if !code.isEmpty { try rewriteLoads(code, groups, source, before: before, &plan) }
            try splitStrings(tables, source, links, &run, &plan)
        } catch {
            throw MigrationError("split \(shown): \(error)")
        }
    }

    // MARK: - Code and other storyboards

    /// A scene with a storyboard identifier, when some `instantiateViewController(withIdentifier:)` passes a value
    /// the index cannot read: that call could load it from this storyboard, and would crash once it moved.
    private func unresolvedLoad(_ controller: IBViewController, before: [String: IBElement],
                                display: (String) -> String) -> (identifier: String, place: String, why: String)? {
        guard let load = census.unresolvedIdentifierLoad else { return nil }
        let old = controller.id.flatMap { before[$0]?.storyboardIdentifier }
        guard let identifier = [controller.storyboardIdentifier, old].compactMap({ $0 }).first(where: { !$0.isEmpty }) else { return nil }
        return (identifier, "\(display(load.position.path)):\(load.position.line):\(load.position.column)", "it passes `\(load.expression.written)`, which the plan cannot read")
    }

    /// The storyboard identifiers of the screens, as the plan leaves them and as they were.
    private func identifiers(of screens: [IBViewController], before: [String: IBElement]) -> Set<String> {
        guard !census.codeLoads.isEmpty else { return [] }
        var out = Set<String>()
        for screen in screens {
            if let now = screen.storyboardIdentifier, !now.isEmpty { out.insert(now) }
            if let id = screen.id, let old = before[id]?.storyboardIdentifier, !old.isEmpty { out.insert(old) }
        }
        return out
    }

    /// `UIStoryboard(name: "Main", …)` in code loading a moved scene names its new storyboard.
    private func rewriteLoads(_ code: SplitCodeLoads, _ groups: [SplitGroup], _ source: SplitSource, before: [String: IBElement],
                              _ plan: inout MigrationPlan) throws {
        var edits: [String: [TextEdit]] = [:]
        for group in groups {
            guard let name = group.targetName else { continue }
            for u in group.units {
                guard let controller = source.units[u].controller else { continue }
                for rewrite in code.rewrites(controller, before: before, to: name) {
                    edits[rewrite.path, default: []] += rewrite.edits
                    for place in rewrite.places {
                        plan.note(.change, .split, at: place,
                                  "loads '\(controller.storyboardIdentifier ?? "")' from \(name).storyboard, where its scene moves (was \(file.baseName))")
                    }
                }
            }
        }
        for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) { try plan.changes.edit(path, fileEdits) }
    }

    /// Storyboard identifiers of moving scenes, with the storyboard each moves to.
    private func movedIdentifiers(_ groups: [SplitGroup], _ source: SplitSource) -> [String: String] {
        var out: [String: String] = [:]
        for group in groups {
            guard let name = group.targetName else { continue }
            for u in group.units {
                if let identifier = source.units[u].controller?.storyboardIdentifier, !identifier.isEmpty { out[identifier] = name }
            }
        }
        return out
    }

    /// This file's own storyboard references that name it and a moving scene's identifier.
    private func renamedReferences(in source: SplitSource, moved: [String: String]) -> [Int: String] {
        var out: [Int: String] = [:]
        let base = SplitCensus.baseName(of: source.path)
        for (u, unit) in source.units.enumerated() {
            guard let reference = unit.controller, let name = Self.newName(of: reference, base: base, moved: moved) else { continue }
            out[u] = name
        }
        return out
    }

    /// The storyboard a reference must name now, nil when it is not one to a moving scene of `base`.
    static func newName(of reference: IBViewController, base: String, moved: [String: String]) -> String? {
        guard reference.isStoryboardReference, reference.referencedStoryboardName == base,
              reference.element.attribute("bundleIdentifier") == nil,
              let identifier = reference.referencedIdentifier else { return nil }
        return moved[identifier]
    }

    /// Storyboard references in other storyboards to a scene that moved: they name its new storyboard. The others
    /// are those the app had, and those an earlier split of this migration created (which may hold a copy of one).
    private func repointReferences(elsewhere moved: [String: String], from path: String, created: Set<String>,
                                   _ run: inout SplitRun, _ plan: inout MigrationPlan) throws {
        guard !moved.isEmpty else { return }
        let base = SplitCensus.baseName(of: path)
        for other in (census.referencingFiles[base] ?? []).union(created).sorted() {
            let otherPath = plan.changes.absolutePath(other)
            guard otherPath != path, let document = plan.document(otherPath) else { continue }
            var edits = FileEdits()
            for reference in document.viewControllers {
                guard let name = Self.newName(of: reference, base: base, moved: moved) else { continue }
                edits.append(try IBEdits.setAttribute(.storyboardName, to: name, of: reference.element))
                run.createdReferencing[name, default: []].insert(otherPath)
                let location = reference.element.location
                plan.note(.change, .split, at: "\(plan.changes.displayPath(otherPath)):\(location.line):\(location.column)",
                          "storyboard reference \(reference.id ?? "") to '\(reference.referencedIdentifier ?? "")' now names \(name).storyboard")
            }
            if !edits.isEmpty { try plan.changes.edit(otherPath, edits) }
        }
    }

    // MARK: - Strings

    private func splitStrings(_ tables: [String], _ source: SplitSource, _ links: SplitLinks, _ run: inout SplitRun, _ plan: inout MigrationPlan) throws {
        for table in tables {
            let shown = plan.changes.displayPath(table)
            guard let bytes = try plan.changes.read(table), let strings = StringsTable(bytes: bytes) else {
                plan.note(.human, .split, at: shown, "not a strings table this can read; move the entries of the moved scenes' objects by hand")
                continue
            }
            let result = try StringsSplit.split(strings) { id in source.unitOfID[id].map { links.fileOfUnit[$0] } }
            guard let original = result.original else { continue }
            try plan.changes.write(original, to: table)
            let folder = SplitCensus.folder(of: table)
            for name in result.created.keys.sorted() {
                guard let created = result.created[name] else { continue }
                let target = folder + "/" + name + ".strings"
                try plan.changes.write(created.content, to: target)
                run.additions.append((target, table))
                plan.note(.change, .split, at: shown, "\(created.count) localized string\(created.count == 1 ? "" : "s") of \(name) move\(created.count == 1 ? "s" : "") to \(plan.changes.displayPath(target))")
            }
        }
    }
}
