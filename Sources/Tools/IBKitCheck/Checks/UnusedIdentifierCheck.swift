import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// IB identifiers no code uses: leftovers, or names used through constants IBKit cannot see.
struct UnusedIdentifierCheck: CheckRule {
    static let description = RuleDescription(
        id: "unused-identifier",
        summary: "A Storyboard ID, segue identifier or reuse identifier that no string literal in code uses",
        rationale: """
            An identifier nothing asks for is dead configuration, or a sign the code builds the name some other \
            way. Identifiers equal to the element's class name are used by IBKit's naming convention (Storyboardable, \
            register(T.self)) and are not reported. Informational and opt-in: code may use constants.
            """,
        origin: .core, defaultSeverity: .info, isOptIn: true, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        var used: [StringReference.Kind: Set<String>] = [:]
        for r in context.index.references + context.index.objectiveCReferences { used[r.kind, default: []].insert(r.value) }
        func report(_ kind: String, _ value: String, _ e: IBElement, _ file: LintFile, _ k: StringReference.Kind) {
            guard !(used[k]?.contains(value) ?? false), e.customClass.map(CheckContext.runtimeName) != value else { return }
            violations.append(CheckViolation(
                "\(kind) '\(value)' \(context.place(e, in: file)) is used by no string literal in the checked sources", at: e, in: file))
        }
        for file in context.files {
            for e in file.document.elements {
                if let s = e.storyboardIdentifier { report("Storyboard ID", s, e, file, .viewControllerIdentifier) }
                if let r = e.reuseIdentifier { report("reuse identifier", r, e, file, .reuseIdentifier) }
            }
            for s in file.document.segues { if let id = s.identifier { report("segue identifier", id, s.element, file, .segueIdentifier) } }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "Home", marked: true))],
                         sources: ["HomeViewController.swift": "final class HomeViewController: UIViewController {}"]),
        ],
        nonTriggering: [
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController")),
                .storyboard("Other.storyboard", initial: "o-00-001", RuleExample.scene(id: "o-00-001", storyboardIdentifier: "Other")),
            ], sources: ["Router.swift": """
                enum Router {
                    static func other() -> UIViewController {
                        UIStoryboard(name: "Other", bundle: nil).instantiateViewController(withIdentifier: "Other")
                    }
                }
                """]),
        ])
}
