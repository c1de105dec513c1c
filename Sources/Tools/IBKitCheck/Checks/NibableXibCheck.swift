import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// IBKit's `Nibable` (and Reusable's `NibLoadable`/`NibOwnerLoadable`) must find a xib of the right shape.
struct NibableXibCheck: CheckRule {
    static let description = RuleDescription(
        id: "nibable-xib",
        summary: "A Nibable / NibOwnerLoadable class without its xib, or whose xib's root object or File's Owner is another class",
        rationale: """
            IBKit names the xib after the class (nibName, unless overridden with a literal) and loads it by \
            that name: a missing xib is a crash, and a root view (NibLoadable) or File's Owner (NibOwnerLoadable) \
            of another class fails the cast or leaves outlets unset. `Nibable` accepts either shape. A subclass \
            that only inherits the conformance is judged only where code registers it by type (register(Cell.self)): \
            registered by class (registerClass:forCellReuseIdentifier:), it never loads a nib of its own.
            """,
        origin: .core, defaultSeverity: .error,
        options: [
            RuleOptionDescription("root_protocols", default: "[NibLoadable, NibReusable]", "Protocols whose xib's top-level object is the class."),
            RuleOptionDescription("owner_protocols", default: "[NibOwner, NibOwnerLoadable]", "Protocols whose xib's File's Owner is the class."),
            RuleOptionDescription("either_protocols", default: "[Nibable]", "Protocols whose xib has the class as a top-level object or File's Owner."),
        ],
        triggeringExamples: [], nonTriggeringExamples: [])

    let root: [String]
    let owner: [String]
    let either: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        root = try options.strings("root_protocols", default: ["NibLoadable", "NibReusable"])
        owner = try options.strings("owner_protocols", default: ["NibOwner", "NibOwnerLoadable"])
        either = try options.strings("either_protocols", default: ["Nibable"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for c in context.classes where !c.isGeneric {
            let name = CheckContext.runtimeName(of: c)
            let conforming = { (list: [String]) in list.first { context.index.conforms(name, to: $0) } }
            let needsRoot = conforming(root), needsOwner = conforming(owner), needsEither = conforming(either)
            guard let proto = needsRoot ?? needsOwner ?? needsEither else { continue }
            // A conformance inherited from a superclass (`extension BaseCell: NibReusable`) is the superclass's
            // choice: a subclass registered by class and never loaded from a nib by type needs no xib of its own.
            if let superclass = context.index.superclassChain(of: name).names.dropFirst().first, context.index.conforms(superclass, to: proto),
               !context.index.reuseCalls.contains(where: { $0.typeName.map(CheckContext.runtimeName) == name && $0.kind != .dequeueType && $0.kind != .registerClass }) {
                continue
            }
            let nibName = context.index.overriddenName("nibName", of: name) ?? name
            guard let xib = context.files(named: nibName, kind: .xib).first else {
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(proto), but no \(nibName).xib is among the checked IB files; loading its nib crashes",
                    at: c.position))
                continue
            }
            let document = xib.document
            let roots = document.topLevelObjects.filter { !$0.is(.placeholder) }
            let isClass = { (e: IBElement?) in e?.customClass.map(CheckContext.runtimeName) == name }
            let rootOK = roots.contains { isClass($0) }
            let ownerOK = isClass(document.filesOwner)
            if needsRoot != nil, !rootOK {
                let found = roots.first.map { "\(context.place($0, in: xib)) is \($0.customClass ?? $0.name)" } ?? "it has no top-level object"
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(needsRoot!), whose xib's top-level object must be a \(name), but in \(xib.fileName) \(found)",
                    at: roots.first ?? document.root, in: xib))
            }
            if needsOwner != nil, !ownerOK {
                let found = document.filesOwner.map { "File's Owner \(context.place($0, in: xib)) is \($0.customClass ?? "NSObject")" } ?? "there is no File's Owner"
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(needsOwner!), whose xib's File's Owner must be a \(name), but in \(xib.fileName) \(found)",
                    at: document.filesOwner ?? document.root, in: xib))
            }
            if needsRoot == nil, needsOwner == nil, let proto = needsEither, !rootOK, !ownerOK {
                violations.append(CheckViolation(
                    "\(name) \(context.place(c.position)) conforms to \(proto), but neither a top-level object nor File's Owner of \(xib.fileName) is a \(name)",
                    at: roots.first ?? document.root, in: xib))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "UserCell", element: "tableViewCell", marked: true))
                """)], sources: [
                    "ProfileCell.swift": "final class ProfileCell: UITableViewCell, Nibable {}",
                    "EmptyStateView.swift": "final class ↓EmptyStateView: UIView, NibOwnerLoadable {}",
                ]),
            CheckExample([.xib("HeaderView.xib", """
                ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FooterView" customModuleProvider="target"/>
                \(Snippet.view(id: "hv-00-001"))
                """)], sources: ["HeaderView.swift": "final class HeaderView: UIView, NibOwnerLoadable {}"]),
        ],
        nonTriggering: [
            // A subclass that inherits the conformance and is registered by class: it never loads a nib.
            CheckExample([
                .xib("CallBaseCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "cb-00-001", customClass: "CallBaseCell", element: "tableViewCell"))"),
            ], sources: [
                "CallBaseCell.swift": """
                    class CallBaseCell: UITableViewCell {}
                    extension CallBaseCell: NibReusable {}
                    final class CallStatusCell: CallBaseCell {}
                    """,
                "CallsViewController.swift": """
                    final class CallsViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(CallStatusCell.self, forCellReuseIdentifier: "CallStatusCell")
                        }
                    }
                    """,
            ]),
            CheckExample([
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell"))"),
                .xib("Empty.xib", "\(Snippet.filesOwner("EmptyStateView"))\n\(Snippet.view(id: "e-00-001"))"),
            ], sources: [
                "ProfileCell.swift": "final class ProfileCell: UITableViewCell, NibReusable {}",
                "EmptyStateView.swift": """
                    final class EmptyStateView: UIView, NibOwnerLoadable {
                        static var nibName: String { "Empty" }
                    }
                    """,
            ]),
        ])
}
