import IBKitDocument

/// Seed 000: `HogeViewController.instance()` finds a `HogeViewController` in `HogeViewController.storyboard`.
public struct StoryboardInstantiableRule: Rule {
    public static let description = RuleDescription(
        id: "storyboard-instantiable",
        summary: "A storyboard can instantiate the class it is named after: as its initial view controller or by a storyboard identifier equal to the name.",
        rationale: """
            Seed 000's `instance()` runs `UIStoryboard(name: className).instantiateInitialViewController() as? Self` \
            and falls back to `instantiateViewController(withIdentifier: className) as! Self`. For \
            `Hoge.storyboard` that works when the initial view controller is a `Hoge`, or when a scene has the \
            identifier `Hoge` and the class `Hoge`; otherwise `Hoge.instance()` crashes at run time. The rule \
            reports at the scene that has the class but cannot be reached, at a scene whose identifier is the \
            name but whose class is not, or else at the initial (or first) view controller. Skipped: storyboards \
            without a view controller of their own (only references) or without any custom class (not loaded by \
            class), a single screen of another class (`custom-class-name` reports that), main storyboards (`Main`, \
            `Main_iPad`, `MainInterface`: loaded through Info.plist) and launch screens.
            """,
        origin: .seed000,
        options: [
            IgnoredStoryboardNames.option,
        ],
        triggeringExamples: [
            // The class is there but neither initial nor identified.
            .storyboard("HogeViewController.storyboard", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", marked: true))
                """),
            // The initial view controller is a navigation controller, so the fallback needs the identifier.
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", marked: true))
                """),
            // The identifier matches but the class does not: `as! Self` would crash.
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController", storyboardIdentifier: "HogeViewController", marked: true))
                """),
            // No scene of the storyboard's class at all: reported at the initial view controller.
            .storyboard("Onboarding.storyboard", initial: "wel-vc-001", """
                \(RuleExample.scene(id: "ste-vc-001", customClass: "StepViewController", storyboardIdentifier: "StepViewController"))
                \(RuleExample.scene(id: "wel-vc-001", customClass: "WelcomeViewController", marked: true))
                """),
        ],
        nonTriggeringExamples: [
            // A single screen of another class is custom-class-name's finding (rename the file), not this rule's.
            .storyboard("Settings.storyboard", """
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController", storyboardIdentifier: "Settings"))
                """),
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            .storyboard("HogeViewController.storyboard", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", storyboardIdentifier: "HogeViewController"))
                """),
            // Legacy shared storyboard: Hoge is initial, Fuga is found through its identifier and `storyboardName`.
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController", storyboardIdentifier: "FugaViewController"))
                """),
            .storyboard("HogeViewController.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", storyboardIdentifier: "HogeViewController"))
                """),
            .storyboard("Main_iPad.storyboard", initial: "roo-vc-001", """
                \(RuleExample.scene(id: "roo-vc-001", customClass: "RootViewController"))
                \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", storyboardIdentifier: "DetailViewController"))
                """),
            .storyboard("LaunchScreen.storyboard", initial: "lau-vc-001", """
                \(RuleExample.scene(id: "lau-vc-001"))
                """),
            // One screen of another class: custom-class-name reports the file name.
            .storyboard("Demo.storyboard", initial: "dem-vc-001", """
                \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController"))
                """),
            // No screen has a class: the storyboard is not loaded by class.
            .storyboard("Legal.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "leg-vc-001"))
                """),
            // Only storyboard references: nothing to instantiate here.
            .storyboard("Flows.storyboard", """
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="HogeViewController""#))
                """),
        ]
    )

    let ignoredNames: IgnoredStoryboardNames

    public init(options: RuleOptions) throws(ConfigurationError) {
        ignoredNames = try IgnoredStoryboardNames(options)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .storyboard, file.isUIKit, !file.isLaunchScreen else { return }
        let name = file.conventionalName
        guard !ignoredNames.contains(name) else { return }
        let controllers = Seed.viewControllers(file.document)
        guard !controllers.isEmpty else { return }
        func isNamed(_ c: IBViewController) -> Bool { c.customClass.map { Seed.convention($0).className == name } ?? false }

        // One screen of another class is custom-class-name's finding, whatever its identifier: the fix is the
        // file name, not the class.
        if controllers.count == 1, controllers[0].customClass != nil, !isNamed(controllers[0]) { return }

        let initialID = file.document.initialViewControllerID
        let initial = controllers.first { initialID != nil && $0.id == initialID }
        if let initial, isNamed(initial) { return }
        let identified = controllers.first { $0.element.attribute(.storyboardIdentifier, equalsString: name) }
        if let identified {
            if isNamed(identified) { return }
            violations.append(Violation(
                "the scene with identifier '\(name)' is a \(Seed.displayName(identified)), so \(name).instance() would crash on the cast; give it the class '\(name)' (seed 000: identifier = class name)",
                at: identified.element))
            return
        }
        if let named = controllers.first(where: { isNamed($0) }) {
            violations.append(Violation(
                "'\(name)' is neither the initial view controller nor identified as '\(name)', so \(name).instance() cannot find it; mark it initial or set its storyboard identifier to '\(name)' (seed 000)",
                at: named.element))
            return
        }
        // A storyboard none of whose screens has a class is not loaded by class.
        guard controllers.count > 1, controllers.contains(where: { $0.customClass != nil }) else { return }
        let anchor = initial ?? controllers[0]
        violations.append(Violation(
            "storyboard '\(name)' has no view controller of class '\(name)', so \(name).instance() cannot load it; name the file after its view controller's class (seed 000: storyboard name = class name)",
            at: anchor.element))
    }
}
