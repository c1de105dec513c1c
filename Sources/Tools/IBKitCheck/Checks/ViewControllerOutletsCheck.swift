import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller with too many outlets to manage alone.
struct ViewControllerOutletsCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-outlets",
        summary: "A view controller with more than max_outlets outlets",
        rationale: "A scene object (a custom object in the storyboard, `SceneObject`) takes a group of outlets and the logic around them, out of the view controller.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("max_outlets", default: "10", "Most outlets accepted (the class's own and inherited).")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let maxOutlets: Int
    init(options: RuleOptions) throws(ConfigurationError) { maxOutlets = try options.int("max_outlets", default: 10) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in ViewControllerHealth.viewControllers(context) {
            let count = context.index.outlets(of: name).count
            guard count > maxOutlets else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) has \(count) outlets (more than \(maxOutlets)); group them in a scene object (a custom object in the storyboard)",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: ["FormViewController.swift": """
            final class ↓FormViewController: UIViewController {
                @IBOutlet private weak var nameField: UITextField!
                @IBOutlet private weak var emailField: UITextField!
                @IBOutlet private weak var submitButton: UIButton!
            }
            """], options: "{max_outlets: 2}")],
        nonTriggering: [CheckExample([], sources: ["FormViewController.swift": """
            final class FormViewController: UIViewController {
                @IBOutlet private weak var nameField: UITextField!
                @IBOutlet private weak var submitButton: UIButton!
            }
            """], options: "{max_outlets: 2}")])
}
