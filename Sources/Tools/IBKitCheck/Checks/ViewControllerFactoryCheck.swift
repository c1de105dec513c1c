import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller callers cannot make through a factory.
struct ViewControllerFactoryCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-factory",
        summary: "A view controller without a static makeInstance factory",
        rationale: """
            IBKit's convention: every view controller is made through a static factory that takes its dependencies, so \
            callers never instantiate a storyboard by name or set properties after the fact. Base classes other \
            view controllers inherit from are not reported.
            """,
        origin: .convention(.factoryPerScreen), defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("factory_names", default: "[makeInstance]", "Names of accepted static factories.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let names: [String]
    init(options: RuleOptions) throws(ConfigurationError) { names = try options.strings("factory_names", default: ["makeInstance"]) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let bases = Set(context.classes.compactMap { $0.superclass.map(CheckContext.runtimeName) })
        for (name, c) in ViewControllerHealth.viewControllers(context) where !bases.contains(name) {
            guard !c.staticFactories.contains(where: names.contains) else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) has no static \(names.joined(separator: "/")) factory; add one that takes the view controller's dependencies",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: ["DetailViewController.swift": """
            final class ↓DetailViewController: UIViewController, Storyboardable {
                var item: Item!
            }
            """])],
        // Base classes are not made themselves.
        nonTriggering: [CheckExample([], sources: [
            "DetailViewController.swift": """
                final class DetailViewController: BaseViewController, Storyboardable {
                    private var item: Item!

                    static func makeInstance(item: Item) -> DetailViewController {
                        let viewController = instance()
                        viewController.item = item
                        return viewController
                    }
                }
                """,
            "BaseViewController.swift": "class BaseViewController: UIViewController {}",
        ])])
}
