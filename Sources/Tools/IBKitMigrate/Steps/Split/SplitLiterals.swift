import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitRuleModel
import IBKitSwiftIndex

/// The census (`LiteralCensus`) for the split: a scene that code could instantiate — it has a storyboard identifier —
/// moves out of its storyboard only when every literal of that identifier, and of the storyboard's name, is at a
/// loading call the index sees. An enum of storyboard names (`case settings = "Settings"`), a constant holding the
/// identifier, Objective-C or a test may load the scene from the old file in a form the split does not follow, and
/// moving it would make that load fail.
struct SplitLiterals: Sendable {
    private let census: LiteralCensus?
    private let references: [StringReference]
    private let paths: ChangeSetPaths?

    init() {
        census = nil
        references = []
        paths = nil
    }

    init(_ storyboards: [LintFile], census split: SplitCensus, plan: inout MigrationPlan, _ context: MigrationContext) {
        var names = Set(storyboards.map(\.baseName))
        for file in storyboards {
            for controller in file.document.viewControllers {
                if let identifier = controller.storyboardIdentifier, !identifier.isEmpty { names.insert(identifier) }
            }
        }
        census = LiteralCensus(names: names, plan: &plan, context: context)
        references = context.index.references.filter { $0.framework != .appKit }
        paths = plan.changes.paths
    }

    /// The identifier and place that keep the controller where it is, or nil when nothing the split cannot follow
    /// names it. `before`: the storyboard's elements by id as the migration found them.
    func blocked(_ controller: IBViewController, storyboard: String, before: [String: IBElement]) -> (identifier: String, place: String, why: String)? {
        guard let census, let paths else { return nil }
        let now = controller.storyboardIdentifier ?? ""
        let old = controller.id.flatMap { before[$0]?.storyboardIdentifier } ?? now
        let identifiers = Set([now, old].filter { !$0.isEmpty })
        guard !identifiers.isEmpty else { return nil }
        let absolute = { paths.absolutePath($0) }
        for identifier in identifiers.sorted() {
            let loads = references.filter { $0.kind == .viewControllerIdentifier && $0.value == identifier && $0.via == nil }
            if let first = census.unaccounted(identifier, kind: .viewControllerIdentifier, followed: loads, references: references, absolute: absolute).first {
                return (identifier, place(first, paths), "the sources write \"\(identifier)\" there, a load the split cannot follow")
            }
        }
        let opens = references.filter { $0.kind == .storyboardName && $0.value == storyboard && $0.via == nil }
        if let first = census.unaccounted(storyboard, kind: .storyboardName, followed: opens, references: references, absolute: absolute).first {
            return (identifiers.sorted()[0], place(first, paths),
                    "the sources write the storyboard's name \"\(storyboard)\" there, so code may load the scene from it in a form the split cannot follow")
        }
        return nil
    }

    private func place(_ occurrence: LiteralCensus.Occurrence, _ paths: ChangeSetPaths) -> String {
        "\(paths.displayPath(occurrence.path)):\(occurrence.line):\(occurrence.column)"
    }
}
