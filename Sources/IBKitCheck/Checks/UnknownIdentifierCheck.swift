import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// A string literal in code that names something no IB file has: a typo that crashes at run time.
struct UnknownIdentifierCheck: CheckRule {
    static let description = RuleDescription(
        id: "unknown-identifier",
        summary: "A storyboard name, Storyboard ID, segue id, reuse id or nib name used in code that no IB file has",
        rationale: """
            UIStoryboard(name:), instantiateViewController(withIdentifier:), performSegue(withIdentifier:), \
            dequeueReusableCell(withIdentifier:) and UINib(nibName:) crash on a name IB does not have. IBKit \
            makes every such name the class name, so a stale literal is the typical leftover of a rename. A reuse \
            identifier also used elsewhere in code (register(_:forCellReuseIdentifier:)) is registered in code.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard !context.files.isEmpty else { return }
        let known = IBIdentifiers(context.files)
        let references = context.index.references
        var codeReuseCounts: [String: Int] = [:]
        for r in references where r.kind == .reuseIdentifier { codeReuseCounts[r.value, default: 0] += 1 }
        for r in references {
            let (found, what): (Bool, String) = switch r.kind {
            case .storyboardName: (known.storyboards.contains(r.value), "storyboard named")
            case .viewControllerIdentifier: (known.storyboardIDs.contains(r.value), "view controller with Storyboard ID")
            case .segueIdentifier: (known.segues.contains(r.value), "segue with identifier")
            case .reuseIdentifier: (known.reuseIDs.contains(r.value) || codeReuseCounts[r.value, default: 0] > 1, "cell with reuse identifier")
            case .nibName: (known.nibs.contains(r.value), "xib named")
            }
            guard !found else { continue }
            violations.append(CheckViolation(
                "'\(r.value)' is used at \(context.place(r.position)), but no \(what) '\(r.value)' is in the \(context.files.count) checked IB file\(context.files.count == 1 ? "" : "s"); \(Self.consequence(r.kind))",
                at: r.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController"))],
                sources: [
                    "Router.swift": """
                        enum Router {
                            static func home() -> UIViewController {
                                let storyboard = UIStoryboard(name: "Home", bundle: nil)
                                return storyboard.instantiateViewController(withIdentifier: ↓"HomeViewControler")
                            }

                            static func homeFlow() -> UIViewController? {
                                UIStoryboard(name: ↓"Hmoe", bundle: nil).instantiateInitialViewController()
                            }
                        }
                        """,
                    "HomeViewController.swift": """
                        final class HomeViewController: UITableViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                tableView.tableHeaderView = UINib(nibName: ↓"ProfileHeader", bundle: nil).instantiate(withOwner: nil).first as? UIView
                            }

                            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                tableView.dequeueReusableCell(withIdentifier: ↓"ProfileCell", for: indexPath)
                            }

                            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                                performSegue(withIdentifier: ↓"showDetail", sender: nil)
                            }
                        }
                        """,
                ]),
        ],
        nonTriggering: [
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="showDetail" id="h-00-002"/>
                    </connections>
                    """)),
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "Router.swift": """
                    enum Router {
                        static func home() -> UIViewController {
                            let storyboard = UIStoryboard(name: "Home", bundle: nil)
                            return storyboard.instantiateViewController(withIdentifier: "HomeViewController")
                        }
                    }
                    """,
                // A cell registered in code has no IB file: its identifier is used twice in code.
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "ProfileCell")
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
                            }
                            return tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                        }

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "showDetail" {
                                segue.destination.title = title
                            }
                        }
                    }
                    """,
            ]),
        ])

    /// What goes wrong at run time. A segue identifier is also compared (`segue.identifier == "…"`), which does
    /// not crash: the branch just never runs.
    static func consequence(_ kind: StringReference.Kind) -> String {
        switch kind {
        case .segueIdentifier: return "performSegue with it raises an exception, and a comparison with it is never true"
        case .reuseIdentifier: return "dequeuing it raises an exception"
        case .storyboardName, .viewControllerIdentifier, .nibName: return "this call crashes at run time"
        }
    }
}

/// The names IB files give: storyboard and xib file names, Storyboard IDs, segue and reuse identifiers.
struct IBIdentifiers {
    var storyboards = Set<String>()
    var nibs = Set<String>()
    var storyboardIDs = Set<String>()
    var segues = Set<String>()
    var reuseIDs = Set<String>()

    init(_ files: [LintFile]) {
        for f in files {
            if f.kind == .storyboard { storyboards.insert(f.baseName) } else { nibs.insert(f.baseName) }
            for e in f.document.elements {
                if let s = e.storyboardIdentifier { storyboardIDs.insert(s) }
                if let r = e.reuseIdentifier { reuseIDs.insert(r) }
            }
            for s in f.document.segues { if let id = s.identifier { segues.insert(id) } }
        }
    }
}
