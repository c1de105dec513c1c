import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller made with `X()` whose xib UIKit's default lookup does not find: its view is empty.
struct DefaultNibCheck: CheckRule {
    static let description = RuleDescription(
        id: "default-nib",
        summary: "A view controller made with X() or init(nibName: nil, bundle: nil) whose xib UIKit's default lookup does not find",
        rationale: """
            With a nil nibName, UIKit looks for a nib named like the class without "Controller" (HomeView.xib for \
            HomeViewController), then like the class (HomeViewController.xib), and without either makes an empty \
            view. When the class's xib (its File's Owner is the class) has another name, after a rename or a copy, \
            the view controller shows nothing and every outlet connected in that xib stays nil, though nothing \
            raises at once. Only a class that does not override nibName or loadView, and an xib no code loads by \
            its name, is judged.
            """,
        origin: .core, defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let xibs = context.files.filter { $0.kind == .xib && $0.document.platform != .macOS }
        // Classes whose own xib the default lookup misses: class → that xib.
        var missed: [String: LintFile] = [:]
        let loadedByName = Set(context.index.references.filter { $0.kind == .nibName }.map(\.value))
        let someLoadUnknown = context.index.unresolvedReferences.contains { $0.kind == .nibName }
        for xib in xibs {
            guard let owner = xib.document.filesOwner?.customClass.map(CheckContext.runtimeName),
                  context.index.superclassChain(of: owner).names.contains("UIViewController"),
                  !Self.overridesLoading(owner, context.index) else { continue }
            let names = DefaultNibConstructions.defaultNames(of: owner)
            guard !names.contains(where: { !context.files(named: $0, kind: .xib).isEmpty }) else { continue }
            // Code that loads the xib by its name (or by a name the index cannot read) may be how the class gets it.
            guard !someLoadUnknown, !loadedByName.contains(xib.baseName) else { continue }
            if missed[owner] == nil { missed[owner] = xib }
        }
        guard !missed.isEmpty else { return }
        let types = Set(missed.keys.map { Self.lastComponent($0) })
        for file in context.index.files where file.path.hasSuffix(".swift") {
            guard let source = context.sources.read(file.path),
                  types.contains(where: { source.firstRange(of: Array($0.utf8)) != nil }) else { continue }
            for (type, place) in DefaultNibConstructions.find(ofTypes: types, source: source, path: file.path) {
                guard let (owner, xib) = missed.first(where: { Self.lastComponent($0.key) == type }) else { continue }
                let names = DefaultNibConstructions.defaultNames(of: owner).map { "\($0).xib" }.joined(separator: " or ")
                violations.append(CheckViolation(
                    "\(Self.lastComponent(owner)) is made with a nil nibName, so UIKit looks for \(names), and neither is among the checked IB files; \(xib.fileName), whose File's Owner is \(Self.lastComponent(owner)), is never loaded: the view is empty and its outlets stay nil (pass nibName: \"\(xib.baseName)\", or rename the file)",
                    at: place))
            }
        }
    }

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether the app's code of the class or a superclass gives the view another way: `nibName` or `loadView`.
    private static func overridesLoading(_ className: String, _ index: SwiftIndex) -> Bool {
        let chain = Set(index.superclassChain(of: className).names.map(Self.lastComponent))
        return index.files.contains { file in
            file.classes.contains { c in
                chain.contains(Self.lastComponent(c.name)) && c.members.contains { $0.name == "nibName" || $0.name == "loadView" }
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([
                .xib("HomeScreen.xib", "\(Snippet.filesOwner("HomeViewController"))\n\(Snippet.view(id: "hs-00-001"))"),
            ], sources: [
                "HomeViewController.swift": """
                    final class HomeViewController: UIViewController {
                        @IBOutlet private var titleLabel: UILabel!
                    }

                    func showHome(from navigation: UINavigationController) {
                        navigation.pushViewController(↓HomeViewController(), animated: true)
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // UIKit finds HomeView.xib for HomeViewController; SettingsViewController names its xib; AboutViewController
            // has no xib at all.
            CheckExample([
                .xib("HomeView.xib", "\(Snippet.filesOwner("HomeViewController"))\n\(Snippet.view(id: "hv-00-001"))"),
                .xib("SettingsScreen.xib", "\(Snippet.filesOwner("SettingsViewController"))\n\(Snippet.view(id: "ss-00-001"))"),
            ], sources: [
                "Screens.swift": """
                    final class HomeViewController: UIViewController {}
                    final class SettingsViewController: UIViewController {
                        override var nibName: String? { "SettingsScreen" }
                    }
                    final class AboutViewController: UIViewController {}

                    func show(from navigation: UINavigationController) {
                        navigation.pushViewController(HomeViewController(), animated: true)
                        navigation.pushViewController(SettingsViewController(nibName: nil, bundle: nil), animated: true)
                        navigation.pushViewController(AboutViewController(), animated: true)
                    }
                    """,
            ]),
        ])
}
