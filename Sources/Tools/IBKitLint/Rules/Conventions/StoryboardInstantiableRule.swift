import IBKitDocument
import IBKitRuleModel

/// `HogeViewController.instance()` finds a `HogeViewController` in `HogeViewController.storyboard`.
public struct StoryboardInstantiableRule: Rule {
    public static let description = RuleDescription(
        id: "storyboard-instantiable",
        summary: "A storyboard named after a class can instantiate that class: as its initial view controller or by a storyboard identifier equal to the name.",
        rationale: """
            `Storyboardable.instance()` runs `UIStoryboard(name: className).instantiateInitialViewController() as? Self` \
            and falls back to `instantiateViewController(withIdentifier: className) as! Self`. In \
            `HogeViewController.storyboard`, a `HogeViewController` scene that is not the initial view controller \
            and has no storyboard identifier is reached only through a segue (a navigation controller's root, \
            say), so `HogeViewController.instance()` cannot find it. The fix follows the class, as every convention \
            rule's advice does: set the identifier to the class name (or make the scene initial). A scene with a \
            wrong identifier, or one no segue reaches either, is `storyboard-viewcontroller-id`'s finding, and a \
            file not named after its class is `custom-class-name`'s and `has-single-view-controller`'s, so one \
            element gets one piece of advice. Skipped: classes from another module, main storyboards (`Main`, \
            `Main_iPad`, `MainInterface`: loaded through Info.plist) and launch screens.
            """,
        origin: .convention(.identifierIsClassName),
        options: [
            IgnoredStoryboardNames.option,
        ],
        triggeringExamples: [
            // The initial view controller is a navigation controller: its root is reached only through the relationship.
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: Self.root("hog-vc-001")))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", marked: true))
                """),
            // Reached by a show segue from another screen of the file.
            .storyboard("DetailViewController.storyboard", initial: "lis-vc-001", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", content: Self.show("det-vc-001")))
                \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", marked: true))
                """),
        ],
        nonTriggeringExamples: [
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: Self.root("hog-vc-001")))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", storyboardIdentifier: "HogeViewController"))
                """),
            // No segue reaches it and it has no identifier: storyboard-viewcontroller-id says so, with the same fix.
            .storyboard("HogeViewController.storyboard", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            // A wrong identifier is storyboard-viewcontroller-id's finding.
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: Self.root("hog-vc-001")))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", storyboardIdentifier: "Hoge"))
                """),
            // The identifier is the file's name but the class is another: the class is the truth, so the file
            // and identifier are what change (custom-class-name, storyboard-viewcontroller-id), never the class.
            .storyboard("Jitsi.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: Self.root("jit-vc-001")))
                \(RuleExample.scene(id: "jit-vc-001", customClass: "JitsiViewController", storyboardIdentifier: "Jitsi"))
                """),
            // No scene of a class named after the file: nothing for this rule to find.
            .storyboard("Onboarding.storyboard", initial: "wel-vc-001", """
                \(RuleExample.scene(id: "ste-vc-001", customClass: "StepViewController", storyboardIdentifier: "StepViewController"))
                \(RuleExample.scene(id: "wel-vc-001", customClass: "WelcomeViewController"))
                """),
            .storyboard("Main_iPad.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: Self.root("Main_iPad-vc")))
                \(RuleExample.scene(id: "Main_iPad-vc", customClass: "Main_iPad"))
                """),
            // A library's class of the same name is not the app's to load by type.
            .storyboard("SideMenuNavigationController.storyboard", initial: "lis-vc-001", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", content: Self.show("sid-000-001")))
                \(RuleExample.scene(id: "sid-000-001", customClass: "SideMenuNavigationController", kind: "navigationController", libraryModule: "SideMenu"))
                """),
        ]
    )

    static func root(_ destination: String) -> String {
        """
                            <connections>
                                <segue destination="\(destination)" kind="relationship" relationship="rootViewController" id="\(destination)-root"/>
                            </connections>
        """
    }

    static func show(_ destination: String) -> String {
        """
                            <connections>
                                <segue destination="\(destination)" kind="show" id="\(destination)-show"/>
                            </connections>
        """
    }

    let ignoredNames: IgnoredStoryboardNames

    public init(options: RuleOptions) throws(ConfigurationError) {
        ignoredNames = try IgnoredStoryboardNames(options)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard let name = ignoredNames.loadedName(of: file) else { return }
        let controllers = Conventional.viewControllers(file.document)
        guard let named = controllers.first(where: { c in
            c.customClass.map { Conventional.convention($0).storyboardName == name } ?? false
        }), let customClass = named.customClass, let id = named.id, !file.isFromAnotherModule(named.element) else { return }
        guard id != file.document.initialViewControllerID, named.element.isBlank(.storyboardIdentifier) else { return }
        guard file.document.elements.named(.segue).contains(where: { $0.attribute(.destination, equalsString: id) }) else { return }
        let identifier = Conventional.convention(customClass).sceneIdentifier
        violations.append(Violation(
            "'\(customClass)' is reached only through a segue, so \(Conventional.call(customClass, "instance()")) cannot find it; set its storyboard identifier to '\(identifier)' or make it the initial view controller",
            at: named.element, advice: Conventional.advice([.storyboardIdentifier], for: named.element, className: customClass)))
    }
}
