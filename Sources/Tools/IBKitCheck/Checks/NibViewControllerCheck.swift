import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller loaded from its xib by name must have one whose File's Owner is the class.
struct NibViewControllerCheck: CheckRule {
    static let description = RuleDescription(
        id: "nib-view-controller",
        summary: "A NibInstantiableViewController without its xib, or whose xib's File's Owner is another class",
        rationale: """
            NibInstantiableViewController loads such view controllers with init(nibName:) using the class name (or a literal nibName \
            override): without the xib, UIKit crashes; with another File's Owner class, the outlets are not set.
            """,
        origin: .core, defaultSeverity: .error,
        options: [RuleOptionDescription("protocols", default: "[NibInstantiableViewController]", "Protocols of view controllers loaded from their xib.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let protocols: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["NibInstantiableViewController"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for c in context.classes where !c.isGeneric {
            let name = CheckContext.runtimeName(of: c)
            guard let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            let nibName = context.index.overriddenName("nibName", of: name) ?? name
            guard let xib = context.files(named: nibName, kind: .xib).first else {
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(proto), but no \(nibName).xib is among the checked IB files; init(nibName:) crashes",
                    at: c.position))
                continue
            }
            let owner = xib.document.filesOwner
            guard owner?.customClass.map(CheckContext.runtimeName) != name else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) conforms to \(proto), but the File's Owner of \(xib.fileName) is \(owner?.customClass ?? "not set"); its outlets will not be connected",
                at: owner ?? xib.document.root, in: xib))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("DetailViewController.xib", """
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController"/>
                \(Snippet.view(id: "d-00-001"))
                """)], sources: [
                    "DetailViewController.swift": "final class DetailViewController: UIViewController, NibInstantiableViewController {}",
                    "EditViewController.swift": "final class ↓EditViewController: UIViewController, NibInstantiableViewController {}",
                ]),
        ],
        nonTriggering: [
            CheckExample([.xib("DetailViewController.xib", "\(Snippet.filesOwner("DetailViewController"))\n\(Snippet.view(id: "d-00-001"))")],
                         sources: ["DetailViewController.swift": "final class DetailViewController: UIViewController, NibInstantiableViewController {}"]),
        ])
}
