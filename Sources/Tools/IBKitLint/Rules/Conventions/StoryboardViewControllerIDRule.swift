import IBKitDocument
import IBKitRuleModel

/// A scene's Storyboard ID is its class name.
public struct StoryboardViewControllerIDRule: Rule {
    public static let description = RuleDescription(
        id: "storyboard-viewcontroller-id",
        summary: "A view controller's storyboard identifier is its class name, or empty when the storyboard itself instantiates it.",
        rationale: """
            `Storyboardable.instance()` first tries `instantiateInitialViewController()`, then \
            `instantiateViewController(withIdentifier: className)`, and a class whose scene still shares a \
            storyboard (a `storyboardName` override) is found by the identifier alone. So an identifier, when set, must be \
            the class name, and a view controller with a custom class needs one unless the storyboard reaches it \
            by itself: the initial view controller and segue destinations may leave it empty. A view controller \
            that is neither, and has no identifier, cannot be instantiated at all. View controllers without a \
            custom class have no class name to follow and are not checked, nor are classes from another module \
            (a library's), which the app does not load by its own class name, nor a class on several scenes of \
            the file, which cannot give each the same identifier.
            """,
        origin: .convention(.identifierIsClassName),
        options: [
            RuleOptionDescription("require_identifier", default: "false",
                                  "Require the identifier on every view controller with a custom class, the initial one and segue destinations included (IBLinter's behaviour)."),
        ],
        triggeringExamples: [
            .storyboard("DetailViewController.storyboard", initial: "det-vc-001", """
                \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", storyboardIdentifier: "Detail", marked: true))
                """),
            // Not initial, not a segue destination, no identifier: unreachable.
            .storyboard("ListViewController.storyboard", initial: "lis-vc-001", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController"))
                \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", marked: true))
                """),
            // An identifier on a controller is wrong even when the controller is initial.
            .storyboard("ListViewController.storyboard", initial: "lis-vc-001", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", storyboardIdentifier: "list", marked: true))
                """),
            .storyboard("ListViewController.storyboard", initial: "lis-vc-001", options: "{require_identifier: true}", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", marked: true))
                """),
        ],
        nonTriggeringExamples: [
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", storyboardIdentifier: "HogeViewController"))
                """),
            // The initial view controller is found without an identifier.
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            // A storyboard not yet split: FugaViewController is found by its identifier.
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController", storyboardIdentifier: "FugaViewController"))
                """),
            // The root of a navigation controller is instantiated by the storyboard through the relationship.
            .storyboard("Settings.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: """
                                    <connections>
                                        <segue destination="set-vc-001" kind="relationship" relationship="rootViewController" id="seg-000-001"/>
                                    </connections>
                """))
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController"))
                """),
            // No custom class: no class name the identifier could follow.
            .storyboard("Tabs.storyboard", """
                \(RuleExample.scene(id: "tab-000-001", storyboardIdentifier: "MainTabs", kind: "tabBarController"))
                """),
            // Storyboard references are not view controllers of this file.
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="Fuga" referencedIdentifier="FugaViewController""#))
                """),
        ],
        differences: """
            IBLinter requires identifier = custom class on every scene, including controllers without a custom \
            class (which then must have no identifier) and the initial one. IBKit accepts an empty identifier on \
            the initial view controller and on segue destinations (`require_identifier: true` restores IBLinter's \
            strictness), does not check controllers without a custom class, and skips AppKit/WatchKit storyboards.
            """,
        iblinterName: "storyboard_viewcontroller_id"
    )

    let requireIdentifier: Bool

    public init(options: RuleOptions) throws(ConfigurationError) {
        requireIdentifier = try options.bool("require_identifier", default: false)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .storyboard, file.isUIKit else { return }
        let document = file.document
        let initialID = document.initialViewControllerID
        var segueDestinations: Set<String>?
        let controllers = Conventional.viewControllers(document)
        // Identifiers are unique in a storyboard: a class on several scenes (a navigation controller subclass that
        // wraps two flows) cannot take its name on each, so the convention has nothing to say about them.
        var seen: Set<String> = [], shared: Set<String> = []
        for c in controllers { if let name = c.customClass, !seen.insert(name).inserted { shared.insert(name) } }
        for controller in controllers {
            guard let customClass = controller.customClass, !shared.contains(customClass),
                  !file.isFromAnotherModule(controller.element) else { continue }
            let advice = Conventional.advice([.storyboardIdentifier], for: controller.element, className: customClass)
            let expected = Conventional.convention(customClass).sceneIdentifier
            if !controller.element.isBlank(.storyboardIdentifier) {
                guard let identifier = controller.storyboardIdentifier, identifier != expected else { continue }
                violations.append(Violation(
                    "storyboard identifier '\(identifier)' should be the class name '\(expected)'",
                    at: controller.element, advice: advice))
                continue
            }
            if requireIdentifier {
                violations.append(Violation(
                    "'\(customClass)' has no storyboard identifier; set it to '\(expected)'",
                    at: controller.element, advice: advice))
                continue
            }
            guard let id = controller.id, id != initialID else { continue }
            if segueDestinations == nil {
                segueDestinations = Set(document.elements.named(.segue).compactMap { $0[.destination] })
            }
            if segueDestinations!.contains(id) { continue }
            violations.append(Violation(
                "'\(customClass)' is neither the initial view controller nor a segue destination and has no storyboard identifier, so nothing can instantiate it; set the identifier to '\(expected)'",
                at: controller.element, advice: advice))
        }
    }
}
