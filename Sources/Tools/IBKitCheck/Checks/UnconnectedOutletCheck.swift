import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// An `@IBOutlet` no IB file connects: nil at run time (a crash when implicitly unwrapped).
struct UnconnectedOutletCheck: CheckRule {
    static let description = RuleDescription(
        id: "unconnected-outlet",
        summary: "An @IBOutlet that no IB file using the class (or a subclass) connects",
        rationale: """
            An outlet whose connection was deleted is nil. What that does is read from the class's own code (its \
            declaration, extensions and subclasses, and values declared with one of those types, as in `let cell = \
            tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)` then `cell.nameLabel`; a local or \
            parameter of the same name, a value whose type the code does not show and the outlet's own observers are \
            not uses): a read without a nil check of an implicitly \
            unwrapped one, or a force unwrap, crashes (error); uses that all handle nil (?., if let, guard let, \
            != nil, ??) or no read at all leave it nil (warning); code that assigns it gives it a value (no \
            finding). Objects of another target, without this class's module, are another class of that name. \
            An outlet that is connected nowhere and that no \
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
            guard let all = usesByAncestor[name], context.index.declaration(of: name) == declaration else { continue }
            // An object of another target names another class of that name, unless it names this module.
            let classModules = Set(context.modules(ofFile: declaration.position.path))
            let uses = all.filter { use in
                let ibModules = context.modules(ofFile: use.file.path)
                guard !classModules.isEmpty, !ibModules.isEmpty, classModules.isDisjoint(with: ibModules) else { return true }
                return use.element.customModule.map(classModules.contains) ?? false
            }
            guard !uses.isEmpty else { continue }
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
            // A connection whose property differs only in case is `missing-outlet`'s finding (one cause, one finding).
            let connectedIgnoringCase = Set(connected.map { $0.lowercased() })
            for outlet in declaration.outlets where !outlet.isConditional && !connectedIgnoringCase.contains(outlet.name.lowercased()) {
                if context.index.isMentioned(outlet.name) == false {
                    violations.append(CheckViolation(
                        "@IBOutlet '\(outlet.name)' of \(name) \(context.place(outlet.position)) is connected nowhere (in none of the IB objects of that class: \(shown)) and used nowhere (no source file mentions it): dead code, delete it",
                        at: outlet.position, severity: .warning))
                    continue
                }
                let subject = "@IBOutlet '\(outlet.name)' of \(name) \(context.place(outlet.position)) is connected in none of the IB objects of that class (\(shown))"
                let uses = ownUses(of: outlet.name, in: name, context)
                // Code that sets it: it is not nil for lack of a connection.
                if uses?.contains(where: { $0.kind == .assigned }) == true { continue }
                let isIUO = outlet.optionality == .implicitlyUnwrapped
                if let crash = uses?.first(where: { $0.kind == .forced || ($0.kind == .unsafe && isIUO) }) {
                    violations.append(CheckViolation(
                        "\(subject); it is read without a nil check at \(context.place(crash.position)), which crashes", at: outlet.position))
                } else if let safe = uses?.first(where: { $0.kind == .safe }) {
                    violations.append(CheckViolation(
                        "\(subject); its uses handle nil (\(context.place(safe.position))), so it just stays nil: connect it or delete it",
                        at: outlet.position, severity: .warning))
                } else if uses != nil {
                    violations.append(CheckViolation(
                        "\(subject), and the code of \(name) never reads it (a '\(outlet.name)' elsewhere may be another type's): it stays nil; connect it or delete it",
                        at: outlet.position, severity: .warning))
                } else {
                    violations.append(CheckViolation("\(subject); it stays nil", at: outlet.position, severity: .warning))
                }
            }
        }
    }

    /// The uses of the outlet in the class's own code — its declaration, extensions and subclasses (with theirs) —
    /// and through values the code declares with one of those types (`let cell = … as! PhotoCell; cell.nameLabel`).
    /// Nil when a file of that code cannot be read: then nothing is claimed about crashes.
    private func ownUses(of outlet: String, in className: String, _ context: CheckContext) -> [MemberUses.Use]? {
        var types: Set<String> = [className]
        for c in context.classes where context.index.superclassChain(of: c.name).names.contains(className) {
            types.insert(CheckContext.runtimeName(c.name))
        }
        var uses: [MemberUses.Use] = []
        for file in context.index.files where file.path.hasSuffix(".swift") {
            let own = file.classes.contains(where: { types.contains(CheckContext.runtimeName($0.name)) })
            // Elsewhere only files that write the class's name can hold a value declared with its type.
            guard own || file.mentions(outlet) != false else { continue }
            guard let source = context.sources.read(file.path) else { return nil }
            if own { uses += MemberUses.uses(of: outlet, inTypes: types, source: source, path: file.path) }
            if types.contains(where: { source.firstRange(of: Array($0.utf8)) != nil }) {
                uses += MemberUses.usesThroughValues(of: outlet, ofTypes: types, source: source, path: file.path)
            }
        }
        return uses.sorted { $0.position < $1.position }
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
            // Each use handles nil, or the class's own code never reads it (`window` below is another type's
            // member): it stays nil, no crash. A force unwrap of an optional one crashes.
            CheckExample([.xib("ShareView.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "sv-00-001", customClass: "ShareView"))
                """)], sources: ["ShareView.swift": """
                    final class ShareView: UIView {
                        @IBOutlet weak var ↓titleLabel: UILabel!
                        @IBOutlet weak var ↓window: UIWindow!
                        @IBOutlet weak var ↓iconView: UIImageView?

                        func show(_ controller: UIWindowController) {
                            titleLabel?.text = controller.title
                            if let titleLabel { titleLabel.isHidden = false }
                            controller.window?.makeKey()
                            iconView!.isHidden = true
                        }
                    }
                    """]),
            // Read through a value the code declares with the class's type: that read crashes.
            CheckExample([.xib("PhotoCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "ph-00-001", customClass: "PhotoCell", element: "tableViewCell"))
                """)], sources: [
                    "PhotoCell.swift": """
                        final class PhotoCell: UITableViewCell {
                            @IBOutlet weak var ↓nameLabel: UILabel!
                        }
                        """,
                    "PhotosViewController.swift": """
                        final class PhotosViewController: UITableViewController {
                            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
                                cell.nameLabel.text = "Photo"
                                return cell
                            }
                        }
                        """,
                ]),
        ],
        nonTriggering: [
            // Set in code, so not nil for lack of a connection.
            CheckExample([.xib("BadgeView.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "bv-00-001", customClass: "BadgeView"))")],
                         sources: ["BadgeView.swift": """
                             final class BadgeView: UIView {
                                 @IBOutlet weak var countLabel: UILabel!

                                 override init(frame: CGRect) {
                                     super.init(frame: frame)
                                     countLabel = UILabel()
                                     addSubview(countLabel)
                                 }
                             }
                             """]),
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

