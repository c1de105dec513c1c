import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller too long to hold only presentation code.
struct ViewControllerLengthCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-length",
        summary: "A view controller class longer than max_lines",
        rationale: "Scene objects and separate data sources move presentation logic out of view controllers: a long view controller is the sign it did not happen.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("max_lines", default: "500", "Longest accepted class body, in lines.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let maxLines: Int
    init(options: RuleOptions) throws(ConfigurationError) { maxLines = try options.int("max_lines", default: 500) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in ViewControllerHealth.viewControllers(context) where c.lineCount > maxLines {
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) is \(c.lineCount) lines long (more than \(maxLines)); move presentation logic into scene objects and data sources",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: ["HomeViewController.swift": """
            final class ↓HomeViewController: UIViewController {
                @IBOutlet private weak var nameLabel: UILabel!
                private var user: User?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    API.fetchUser { [weak self] user in
                        self?.user = user
                        self?.nameLabel.text = user.name
                    }
                }
            }
            """], options: "{max_lines: 10}")],
        // Views are not judged.
        nonTriggering: [CheckExample([], sources: [
            "HomeViewController.swift": """
                final class HomeViewController: UIViewController {
                    @IBOutlet private weak var nameLabel: UILabel!
                    private let presenter = HomePresenter()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        presenter.load { [weak self] in self?.nameLabel.text = $0.name }
                    }
                }
                """,
            "AvatarView.swift": """
                final class AvatarView: UIView {
                    private let imageView = UIImageView()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(imageView)
                        layer.masksToBounds = true
                    }

                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        addSubview(imageView)
                        layer.masksToBounds = true
                    }
                }
                """,
        ], options: "{max_lines: 10}")])
}
