import IBKitDocument
import IBKitRuleModel

/// One view controller per storyboard, so that a class alone says which storyboard to load.
public struct HasSingleViewControllerRule: Rule {
    public static let description = RuleDescription(
        id: "has-single-view-controller",
        summary: "A storyboard holds exactly one view controller; storyboard references do not count.",
        rationale: """
            IBKit's convention gives every view controller its own storyboard, named after the class: \
            `HogeViewController` lives in `HogeViewController.storyboard`, so `HogeViewController.instance()` needs \
            nothing but the type. A second scene in the file breaks that mapping (the escape hatch for a file not yet \
            split is a hand-written `storyboardName` override) and makes the storyboard a merge-conflict hot spot. \
            Other screens are linked with storyboard references, which are allowed. One finding per storyboard, at \
            the first view controller that has to move, lists where each one goes: a view controller with a class \
            into the storyboard named after its class. The one that stays is the one whose class is the file name, \
            else the initial one whatever its kind (an initial navigation controller stays and its root moves, as \
            `ibkit migrate` does), else the first. A storyboard another file already has, or that several scenes \
            are told to move to, is not advised: the finding says why. View controllers of classes from another module (a library's \
            navigation controller) are not the app's to move and are not counted. Launch screens are exempt, and \
            so are AppKit and WatchKit storyboards, whose structure (window controller plus content, interface \
            controllers) is not the convention's.
            """,
        origin: .convention(.oneViewControllerPerStoryboard),
        options: [
            RuleOptionDescription("ignore_containers", default: "false",
                                  "Do not count navigation, tab bar, split and page view controllers, so that a container wrapping the one screen is accepted (a common legacy shape)."),
            IgnoredStoryboardNames.option,
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
                \(RuleExample.scene(id: "plain-vc-01"))
                """),
            // A container counts by default. The initial one stays (the storyboard opens with it, and `ibkit migrate`
            // keeps it); its root moves to a storyboard of its own.
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
            // A library's container (another module, not the app's target) is not the app's to move.
            .storyboard("SettingsViewController.storyboard", initial: "set-vc-001", """
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController"))
                \(RuleExample.scene(id: "sid-000-001", customClass: "SideMenuNavigationController", kind: "navigationController", libraryModule: "SideMenu"))
                """),
        ],
        differences: """
            Like IBLinter, one finding per file; IBKit's is placed at the first view controller that has to move \
            and says where each goes. IBKit skips launch screens, AppKit/WatchKit storyboards and classes from other \
            modules, and can ignore containers (`ignore_containers`).
            """,
        iblinterName: "has_single_view_controller"
    )

    let ignoreContainers: Bool
    /// Storyboards loaded by name from Info.plist: still one screen each, but their file is not renamed.
    let ignoredNames: IgnoredStoryboardNames

    public init(options: RuleOptions) throws(ConfigurationError) {
        ignoreContainers = try options.bool("ignore_containers", default: false)
        ignoredNames = try IgnoredStoryboardNames(options)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .storyboard, file.isUIKit, !file.isLaunchScreen else { return }
        let controllers = Conventional.viewControllers(file.document).filter {
            !(ignoreContainers && $0.isContainer) && !file.isFromAnotherModule($0.element)
        }
        guard controllers.count > 1 else { return }
        let kept = Self.kept(controllers, in: file)
        let moving = controllers.filter { $0 != kept }
        var moves: [String] = []
        var containers: [String: Int] = [:]
        var unnamed = 0
        var advice: [Advice] = []
        for controller in moving {
            if controller.isContainer {
                // A container wraps screens; made in code around them, it needs no storyboard (and a class used
                // by several containers could not name one storyboard each).
                containers[Conventional.displayName(controller), default: 0] += 1
            } else if let customClass = controller.customClass {
                moves.append("'\(customClass)' → \(Conventional.convention(customClass).storyboardFileName)")
                advice += Conventional.advice([.storyboardFile], for: controller.element, className: customClass)
            } else {
                unnamed += 1
            }
        }
        var parts: [String] = []
        // The one that stays follows its class too: the file is renamed after it when it is not already. An
        // initial container stays as it is (it opens the storyboard).
        if let keptClass = kept.customClass, !kept.isContainer {
            let expected = Conventional.convention(keptClass).storyboardName
            if expected == file.conventionalName || ignoredNames.contains(file.conventionalName) {
                parts.append("keep '\(keptClass)'")
            } else {
                parts.append("keep '\(keptClass)' and \(Conventional.renameClause(expected + ".storyboard"))")
                advice += Conventional.advice([.storyboardFile], for: kept.element, className: keptClass)
            }
        } else {
            let isInitial = kept.id != nil && kept.id == file.document.initialViewControllerID
            parts.append("keep \(isInitial ? "the initial " : "")'\(Conventional.displayName(kept))'")
        }
        if !moves.isEmpty { parts.append("move " + Self.list(moves) + ", linked by storyboard references") }
        if !containers.isEmpty {
            let total = containers.values.reduce(0, +)
            let names = containers.keys.sorted().map { containers[$0]! == 1 ? "'\($0)'" : "'\($0)' ×\(containers[$0]!)" }
            parts.append("create \(total == 1 ? "the container" : "the containers") " + Self.list(names) + " in code around \(total == 1 ? "its screen" : "their screens")")
        }
        if unnamed > 0 {
            parts.append("give \(unnamed == 1 ? "the view controller" : "the \(unnamed) view controllers") without a class \(unnamed == 1 ? "a class and a storyboard" : "classes and storyboards") of \(unnamed == 1 ? "its" : "their") own")
        }
        violations.append(Violation(
            "storyboard '\(file.baseName)' holds \(controllers.count) view controllers; \(parts.joined(separator: "; "))",
            at: moving[0].element, advice: advice))
    }

    /// The view controller that stays: the one whose class is the file name; else the initial view controller,
    /// whatever its kind (what `instantiateInitialViewController()` and Info.plist's main storyboard open: `ibkit
    /// migrate` keeps it, and a container's root moves out like any screen); else the first screen with a class.
    static func kept(_ controllers: [IBViewController], in file: LintFile) -> IBViewController {
        let name = file.conventionalName
        if let named = controllers.first(where: { $0.customClass.map { Conventional.convention($0).storyboardName == name } ?? false }) {
            return named
        }
        let initialID = file.document.initialViewControllerID
        if let initial = controllers.first(where: { initialID != nil && $0.id == initialID }) { return initial }
        return controllers.first { !$0.isContainer && $0.customClass != nil } ?? controllers[0]
    }

    /// `'A', 'B', 'C', 'D' (and 9 more)`
    static func list(_ items: [String], shown: Int = 4) -> String {
        var out = items.prefix(shown).joined(separator: ", ")
        if items.count > shown { out += " (and \(items.count - shown) more)" }
        return out
    }
}
