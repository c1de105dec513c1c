import IBKitDiagnostics
import IBKitRuleModel
import IBKitSwiftIndex

/// Sources the indexer could not (fully) read: reported so that a quiet check is not mistaken for a clean one.
struct UnreadableSourceCheck: CheckRule {
    static let description = RuleDescription(
        id: "unreadable-source",
        summary: "A Swift file or header that could not be fully indexed (syntax errors, not UTF-8, too large)",
        rationale: "Bad Swift never stops a run, but what it declares may be missing from the index: checks about its classes may stay quiet. "
            + "Function bodies that hold nothing the index records are not parsed (for speed); a grammar error inside one is left to the compiler, "
            + "while conflict markers, pasted quotes and unbalanced brackets are reported wherever they are.",
        origin: .core, defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for problem in context.index.problems {
            // The diagnostic is already at the problem's position: the message need not repeat it.
            violations.append(CheckViolation(problem.message, at: problem.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            // A merge left its conflict markers.
            CheckExample([], sources: ["ProfileCell.swift": """
                final class ProfileCell: UITableViewCell {
                ↓<<<<<<< HEAD
                    @IBOutlet private weak var nameLabel: UILabel!
                =======
                    @IBOutlet private weak var titleLabel: UILabel!
                >>>>>>> rename-title
                }
                """]),
            // Pasted from a document.
            CheckExample([], sources: ["ProfileHeaderView.swift": """
                final class ProfileHeaderView: UIView {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        accessibilityLabel = ↓“Profile”
                    }
                }
                """]),
        ],
        nonTriggering: [CheckExample([], sources: ["BadgeView.swift": "final class BadgeView: UIView {}"])])
}
