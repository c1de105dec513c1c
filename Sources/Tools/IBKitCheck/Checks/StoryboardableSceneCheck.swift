import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// `Storyboardable.instance()` must find its storyboard and scene.
struct StoryboardableSceneCheck: CheckRule {
    static let description = RuleDescription(
        id: "storyboardable-scene",
        summary: "A Storyboardable class without the storyboard and scene its instance() loads",
        rationale: """
            Storyboardable's instance() opens the storyboard named storyboardName (the class name unless overridden \
            with a literal) and takes its initial view controller, else the one whose Storyboard ID is the class \
            name, force-cast to the class: a missing file, scene or class is a crash on navigation.
            """,
        origin: .core, defaultSeverity: .error,
        options: [RuleOptionDescription("protocols", default: "[Storyboardable]", "Protocols that load a class from its storyboard.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let protocols: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["Storyboardable"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for c in context.classes where !c.isGeneric {
            let name = CheckContext.runtimeName(of: c)
            guard let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            let storyboardName = context.index.overriddenName("storyboardName", of: name) ?? name
            let sceneIdentifier = context.index.overriddenName("sceneIdentifier", of: name) ?? name
            let storyboards = context.files(named: storyboardName, kind: .storyboard)
            guard let storyboard = storyboards.first else {
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(proto), but no \(storyboardName).storyboard is among the checked IB files; instance() crashes",
                    at: c.position))
                continue
            }
            let document = storyboard.document
            if let initial = document.initialViewController, initial.customClass.map(CheckContext.runtimeName) == name { continue }
            if let scene = document.viewControllers.first(where: { $0.storyboardIdentifier == sceneIdentifier }) {
                guard scene.customClass.map(CheckContext.runtimeName) != name else { continue }
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(proto); the scene with Storyboard ID '\(sceneIdentifier)' in \(context.place(scene.element, in: storyboard)) is a \(scene.customClass ?? scene.kind), so instance()'s cast crashes",
                    at: c.position))
                continue
            }
            let initial = document.initialViewController.map { "its initial view controller \(context.place($0.element, in: storyboard)) is \($0.customClass ?? $0.kind)" } ?? "it has no initial view controller"
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) conforms to \(proto), but \(storyboard.fileName): \(initial), and no scene has Storyboard ID '\(sceneIdentifier)'; instance() crashes",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("HomeViewController.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "OldHomeViewController"))],
                         sources: [
                            "HomeViewController.swift": "final class ↓HomeViewController: UIViewController, Storyboardable {}",
                            "SettingsViewController.swift": "final class ↓SettingsViewController: UIViewController, Storyboardable {}",
                         ]),
        ],
        nonTriggering: [
            // Initial view controller; Storyboard ID; storyboardName override.
            CheckExample([
                .storyboard("HomeViewController.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController")),
                .storyboard("Settings.storyboard", RuleExample.scene(id: "s-00-001", customClass: "SettingsViewController", storyboardIdentifier: "SettingsViewController")),
            ], sources: [
                "HomeViewController.swift": "final class HomeViewController: UIViewController, Storyboardable {}",
                "SettingsViewController.swift": """
                    final class SettingsViewController: UIViewController, Storyboardable {
                        static var storyboardName: String { "Settings" }
                    }
                    """,
            ]),
            // A scene not yet in its own storyboard: overrides in an extension (as `ibkit gen` writes them), another scene ID.
            CheckExample([
                .storyboard("HogeViewController.storyboard", RuleExample.scene(id: "f-00-001", customClass: "FugaViewController", storyboardIdentifier: "Fuga")),
            ], sources: [
                "FugaViewController.swift": "final class FugaViewController: UIViewController, Storyboardable {}",
                "IBKitGenerated.swift": """
                    extension FugaViewController {
                        static var storyboardName: String { "HogeViewController" }
                        static var sceneIdentifier: String { "Fuga" }
                    }
                    """,
            ]),
        ])
}
