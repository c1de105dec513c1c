import IBKitDocument
import IBKitEdit
import IBKitSwiftIndex

/// The Swift that loads the scenes of one storyboard by identifier (the index's `instantiateViewController`
/// literals), read as the plan leaves it: an earlier step may have changed the literal, or (`--adopt`) replaced the
/// call by `T.instance()`, which needs no storyboard name.
final class SplitCodeLoads {
    private let loads: [StringReference]
    /// The storyboard's name, and its path.
    private let storyboard: String
    private let path: String
    private let census: SplitCensus
    private let absolute: (String) -> String
    private let texts: [String: String]
    private let display: (String) -> String
    private var parsed: [String: StoryboardLoads] = [:]

    /// `storyboard`: the path of the storyboard split. `identifiers`: the storyboard identifiers of its scenes, now
    /// and before the plan.
    init(census: SplitCensus, storyboard: String, identifiers: Set<String>, plan: inout MigrationPlan) {
        loads = census.codeLoads.filter { identifiers.contains($0.value) }
        self.storyboard = SplitCensus.baseName(of: storyboard)
        path = storyboard
        self.census = census
        var texts: [String: String] = [:]
        for path in Set(loads.map(\.position.path)) { texts[path] = plan.text(path) ?? "" }
        self.texts = texts
        let paths = plan.changes.paths
        display = { paths.displayPath($0) }
        absolute = { paths.absolutePath($0) }
    }

    var isEmpty: Bool { loads.isEmpty }

    /// Why the controller must stay, when code loads it in a way the split cannot follow.
    func blocked(_ controller: IBViewController, before: [String: IBElement]) -> (identifier: String, place: String, why: String)? {
        let (now, relevant) = self.relevant(controller, before: before)
        for load in relevant where load.via != nil {
            return (load.value, place(load.position.path, load.position.line, load.position.column), "the identifier comes from \(load.via ?? "elsewhere")")
        }
        guard !now.isEmpty else { return nil }
        for path in Set(relevant.map(\.position.path)).sorted() {
            guard let load = loads(in: path).loads[now]?.first(where: { $0.nameLiteral == nil }) else { continue }
            return (now, place(path, load.line, load.column), load.blocked ?? "the storyboard cannot be told")
        }
        // A storyboard of the same name in another folder, built with the code that loads it (another target's
        // Main): the call loads from either, as the target it is built in has it, and one rewrite cannot suit both.
        for path in Set(relevant.map(\.position.path)).sorted() {
            guard let load = loads(in: path).loads[now]?.first,
                  let other = census.namesake(of: self.path, builtWith: absolute(path)) else { continue }
            return (now, place(path, load.line, load.column),
                    "more than one storyboard named '\(storyboard)' is built with that code (\(display(self.path)), \(display(other))), and the split cannot tell which one it loads")
        }
        return nil
    }

    /// The edits that make the code load the controller from `newName`, by file, with the places changed.
    func rewrites(_ controller: IBViewController, before: [String: IBElement], to newName: String) -> [(path: String, edits: [TextEdit], places: [String])] {
        let (now, relevant) = self.relevant(controller, before: before)
        guard !now.isEmpty else { return [] }
        var out: [(String, [TextEdit], [String])] = []
        for path in Set(relevant.map(\.position.path)).sorted() {
            let found = loads(in: path)
            guard case let .success(edits) = found.rewrite(now, to: newName), !edits.isEmpty else { continue }
            let places = (found.loads[now] ?? []).map { place(path, $0.line, $0.column) }
            out.append((path, edits, places))
        }
        return out
    }

    /// `before`: the storyboard's elements by id as the migration found them.
    private func relevant(_ controller: IBViewController, before: [String: IBElement]) -> (String, [StringReference]) {
        let now = controller.storyboardIdentifier ?? ""
        let old = controller.id.flatMap { before[$0]?.storyboardIdentifier } ?? now
        return (now, loads.filter { !$0.value.isEmpty && ($0.value == now || $0.value == old) })
    }

    private func loads(in path: String) -> StoryboardLoads {
        if let cached = parsed[path] { return cached }
        let found = StoryboardLoads(source: texts[path] ?? "", storyboard: storyboard)
        parsed[path] = found
        return found
    }

    private func place(_ path: String, _ line: Int, _ column: Int) -> String { "\(display(path)):\(line):\(column)" }
}
