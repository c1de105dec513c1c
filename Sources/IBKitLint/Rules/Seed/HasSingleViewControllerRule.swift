import IBKitDocument

/// Seed 000: one view controller per storyboard, so that a class alone says which storyboard to load.
public struct HasSingleViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "has-single-view-controller",
        summary: "A storyboard holds exactly one view controller; storyboard references do not count.",
        rationale: """
            Seed 000 gives every view controller its own storyboard, named after the class: `HogeViewController` \
            lives in `HogeViewController.storyboard`, so `HogeViewController.instance()` needs nothing but the type. \
            A second scene in the file breaks that mapping (the seed's legacy escape hatch is a hand-written \
            `storyboardName` override) and makes the storyboard a merge-conflict hot spot. Other screens are linked \
            with storyboard references, which are allowed. The scene that stays is the one whose class is the file \
            name, else the initial one, else the first; every other view controller is reported where it is \
            declared. Launch screens are exempt, and so are AppKit and WatchKit storyboards, whose structure \
            (window controller plus content, interface controllers) is not the seed's.
            """,
        origin: .seed000,
        options: [
            RuleOptionDescription("ignore_containers", default: "false",
                                  "Do not count navigation, tab bar, split and page view controllers, so that a container wrapping the one screen is accepted (a common legacy shape)."),
        ],
        triggeringExamples: [
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController", storyboardIdentifier: "FugaViewController", marked: true))
                """),
            // The scene named after the file stays even when another scene is initial.
            .storyboard("HogeViewController.storyboard", initial: "fug-vc-001", """
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController", marked: true))
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "plain-vc-01", marked: true))
                """),
            // A container counts by default: the root screen is the second view controller.
            .storyboard("Settings.storyboard", initial: "nav-000-001", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController", marked: true))
                """),
            // With containers ignored, two real screens still trigger.
            .storyboard("Settings.storyboard", initial: "nav-000-001", options: "{ignore_containers: true}", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController"))
                \(RuleExample.scene(id: "abt-vc-001", customClass: "AboutViewController", marked: true))
                """),
        ],
        nonTriggeringExamples: [
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            // Storyboard references link to other storyboards and are not screens of this one.
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="FugaViewController""#))
                """),
            .storyboard("Settings.storyboard", initial: "nav-000-001", options: "{ignore_containers: true}", """
                \(RuleExample.scene(id: "nav-000-001", kind: "navigationController"))
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController"))
                """),
            // Launch screens are exempt, by name or by the launchScreen attribute.
            .storyboard("LaunchScreen.storyboard", initial: "lau-vc-001", """
                \(RuleExample.scene(id: "lau-vc-001"))
                \(RuleExample.scene(id: "lau-vc-002"))
                """),
            .storyboard("Splash.storyboard", initial: "lau-vc-001", attributes: RuleExample.storyboardAttributes + #" launchScreen="YES""#, """
                \(RuleExample.scene(id: "lau-vc-001"))
                \(RuleExample.scene(id: "lau-vc-002"))
                """),
            // An empty storyboard has no extra view controller.
            .storyboard("Empty.storyboard", ""),
        ],
        differences: """
            IBLinter reports the file once; IBKit reports each view controller that has to move, at its scene, \
            keeping the one named after the file. IBKit skips launch screens and AppKit/WatchKit storyboards, and \
            can ignore containers (`ignore_containers`).
            """,
        iblinterName: "has_single_view_controller"
    )

    let ignoreContainers: Bool

    public init(options: RuleOptions) throws(ConfigurationError) {
        ignoreContainers = try options.bool("ignore_containers", default: false)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .storyboard, file.isUIKit, !file.isLaunchScreen else { return }
        let controllers = Seed.viewControllers(file.document).filter { !(ignoreContainers && $0.isContainer) }
        guard controllers.count > 1 else { return }
        let name = file.conventionalName
        let initialID = file.document.initialViewControllerID
        let kept = controllers.first { $0.customClass.map { Seed.convention($0).storyboardName == name } ?? false }
            ?? controllers.first { initialID != nil && $0.id == initialID }
            ?? controllers[0]
        for controller in controllers where controller != kept {
            let fix: String
            if let customClass = controller.customClass {
                fix = "move '\(customClass)' into \(Seed.convention(customClass).storyboardFileName)"
            } else {
                fix = "move this \(controller.defaultClassName) into its own storyboard"
            }
            violations.append(Violation(
                "storyboard '\(file.baseName)' holds \(controllers.count) view controllers; \(fix) and link it with a storyboard reference (seed 000: one view controller per storyboard)",
                at: controller.element))
        }
    }
}
