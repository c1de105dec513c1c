import IBKitDocument
import IBKitRuleModel

/// A screen's `makeInstance` factory loads it with `instantiateInitialViewController()`.
public struct HasInitialViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "has-initial-view-controller",
        summary: "A storyboard marks an initial view controller that exists in the file.",
        rationale: """
            A view controller's factory (`static func makeInstance(…)`) calls \
            `UIStoryboard(name:).instantiateInitialViewController()`, which returns nil when no scene is marked \
            "Is Initial View Controller". `Storyboardable.instance()` also tries the initial view controller first \
            but falls back to the storyboard identifier, so the rule is opt-in: enable it when the team's \
            factories load the initial view controller. An `initialViewController` attribute \
            that points at no view controller of the file (a deleted scene, a bad merge) is reported too. \
            Reported at the `<document>` element.
            """,
        origin: .convention(.initialViewController),
        isOptIn: true,
        triggeringExamples: [
            markingDocument(.storyboard("HasInitialViewControllerBad.storyboard", """
                \(RuleExample.scene(id: "Y6W-OH-hqX"))
                """)),
            // Dangling: the initial scene was deleted.
            markingDocument(.storyboard("DemoViewController.storyboard", initial: "del-vc-001", """
                \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController"))
                """)),
            // A storyboard with only references has nothing to instantiate either.
            markingDocument(.storyboard("Flows.storyboard", """
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="HogeViewController""#))
                """)),
        ],
        nonTriggeringExamples: [
            .storyboard("HasInitialViewControllerGood.storyboard", initial: "Y6W-OH-hqX", """
                \(RuleExample.scene(id: "Y6W-OH-hqX"))
                """),
            .storyboard("DemoViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController"))
                """),
            // The initial scene may be a storyboard reference: UIKit follows it into the other storyboard.
            .storyboard("Entry.storyboard", initial: "ref-000-001", """
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="HogeViewController""#))
                """),
            RuleExample.xib("HogeView.xib", ""),
        ],
        differences: """
            IBLinter only checks that the attribute is present; IBKit also reports one that names no view \
            controller of the file.
            """,
        iblinterName: "has_initial_view_controller"
    )

    static func markingDocument(_ example: RuleExample) -> RuleExample {
        RuleExample(example.fileName, example.content.replacing("<document ", with: "↓<document "), options: example.options)
    }

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .storyboard else { return }
        let document = file.document
        guard let id = document.initialViewControllerID else {
            violations.append(Violation(
                "storyboard '\(file.baseName)' has no initial view controller; check \"Is Initial View Controller\" on its screen so instantiateInitialViewController() finds it",
                at: document.root))
            return
        }
        if document.viewControllers.contains(where: { $0.id == id }) { return }
        violations.append(Violation(
            "initialViewController '\(id)' is not a view controller of this storyboard; mark an existing scene as initial",
            at: document.root))
    }
}
