import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// An `@IBOutlet` no IB file connects: nil at run time (a crash when implicitly unwrapped).
struct UnconnectedOutletCheck: CheckRule {
    static let description = RuleDescription(
        id: "unconnected-outlet",
        summary: "An @IBOutlet that no IB file using the class (or a subclass) connects",
        rationale: """
            An outlet whose connection was deleted is nil: an implicitly unwrapped one (error) crashes on first \
            use, an optional one (warning) silently does nothing. An outlet that is connected nowhere and that no \
            source file mentions (outside its own declaration; comments, strings and key paths count as mentions) \
            is dead code, whatever its type (warning: delete it). Only classes that some IB file uses are judged \
            (a class made in code only has its outlets set otherwise), and outlets inside #if are skipped (the \
            IB file may serve another configuration).
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        // Every IB use of a class counts for its superclasses too: a base cell's outlets are connected on subclasses.
        var usesByAncestor: [String: [CheckContext.ClassUse]] = [:]
        for (name, uses) in context.classUses {
            for ancestor in Set(context.index.superclassChain(of: name).names) {
                usesByAncestor[ancestor, default: []].append(contentsOf: uses)
            }
        }
        for declaration in context.classes where !declaration.outlets.isEmpty {
            let name = CheckContext.runtimeName(of: declaration)
            guard let uses = usesByAncestor[name], !uses.isEmpty,
                  context.index.declaration(of: name) == declaration else { continue }
            var connected = Set<String>()
            for use in uses {
                for child in use.element.children where child.is(.connections) {
                    for c in child.children where c.is(.outlet) || c.is(.outletCollection) {
                        if let p = c[.property] { connected.insert(p) }
                    }
                }
            }
            let sortedUses = uses.sorted { ($0.file.path, $0.element.index) < ($1.file.path, $1.element.index) }
            let shown = sortedUses.prefix(3).map { context.place($0.element, in: $0.file) }.joined(separator: ", ")
                + (uses.count > 3 ? " and \(uses.count - 3) more" : "")
            for outlet in declaration.outlets where !outlet.isConditional && !connected.contains(outlet.name) {
                if context.index.isMentioned(outlet.name) == false {
                    violations.append(CheckViolation(
                        "@IBOutlet '\(outlet.name)' of \(name) \(context.place(outlet.position)) is connected nowhere (in none of the IB objects of that class: \(shown)) and used nowhere (no source file mentions it): dead code, delete it",
                        at: outlet.position, severity: .warning))
                    continue
                }
                let crash = outlet.optionality == .implicitlyUnwrapped
                violations.append(CheckViolation(
                    "@IBOutlet '\(outlet.name)' of \(name) \(context.place(outlet.position)) is connected in none of the IB objects of that class (\(shown))\(crash ? "; it is implicitly unwrapped, so the first use crashes" : "; it stays nil")",
                    at: outlet.position, severity: crash ? nil : .warning))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell",
                               connections: Snippet.outlet("nameLabel", "pc-00-001", id: "pc-00-002")))
                """)], sources: ["ProfileCell.swift": """
                    final class ProfileCell: UITableViewCell {
                        @IBOutlet private weak var nameLabel: UILabel!
                        @IBOutlet private weak var ↓avatarView: UIImageView!
                        @IBOutlet private weak var ↓badgeLabel: UILabel?
                        // Connected nowhere and used nowhere: dead code (a warning, not a crash).
                        @IBOutlet private weak var ↓backgroundBlurView: UIVisualEffectView!

                        func show(_ user: User) {
                            nameLabel.text = user.name
                            avatarView.image = user.avatar
                            badgeLabel?.text = user.badge
                        }
                    }
                    """]),
        ],
        nonTriggering: [
            // Connected on a subclass in one of two nibs; #if outlet; class made in code only.
            CheckExample([
                .xib("A.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "a-00-001", customClass: "ProfileCell", element: "tableViewCell"))"),
                .xib("B.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "b-00-001", customClass: "LargeProfileCell", element: "tableViewCell", connections: Snippet.outlet("nameLabel", "b-00-001", id: "b-00-002")))"),
            ], sources: [
                "ProfileCell.swift": """
                    class ProfileCell: UITableViewCell {
                        @IBOutlet weak var nameLabel: UILabel!
                        #if DEBUG
                        @IBOutlet weak var debugLabel: UILabel!
                        #endif
                    }
                    """,
                "LargeProfileCell.swift": "final class LargeProfileCell: ProfileCell {}",
                "CodeOnlyView.swift": """
                    final class CodeOnlyView: UIView {
                        @IBOutlet weak var titleLabel: UILabel!
                    }
                    """,
            ]),
        ])
}
