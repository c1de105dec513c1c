import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// Cells registered by type are dequeued with their class name: IB's reuse identifier must agree.
struct RegisteredCellCheck: CheckRule {
    static let description = RuleDescription(
        id: "registered-cell",
        summary: "A cell registered by type (Nibable/Reusable) whose IB reuse identifier is not the one register(T.self) uses",
        rationale: """
            Seed 000 registers cells with register(T.self) and dequeues them with T.identifier, the class name. \
            A reuse identifier in IB that differs means a storyboard prototype never matches (dequeue crashes) \
            or a xib cell is registered under one name and dequeued under another.
            """,
        origin: .seed000, defaultSeverity: .error,
        options: [RuleOptionDescription("protocols", default: "[Nibable, NibReusable, Reusable]", "Protocols whose cells are registered by type.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    static let cellBases: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"]
    let protocols: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["Nibable", "NibReusable", "Reusable"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for c in context.classes {
            let name = CheckContext.runtimeName(of: c)
            guard context.inherits(name, fromAny: Self.cellBases),
                  let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            let identifier = c.overriddenNames["reuseIdentifier"] ?? c.overriddenNames["identifier"] ?? name
            for use in context.classUses[name] ?? [] {
                guard let reuse = use.element.reuseIdentifier, reuse != identifier else { continue }
                violations.append(CheckViolation(
                    "\(name) \(context.place(use.element, in: use.file)) has reuse identifier '\(reuse)', but it conforms to \(proto) (\(context.place(c.position))) and is registered and dequeued as '\(identifier)'",
                    at: use.element, in: use.file))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", marked: true, attributes: #" reuseIdentifier="Cell""#))
                """)], sources: [.swift(class: "ProfileCell", "UITableViewCell", conforms: ["Nibable"])]),
        ],
        nonTriggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))
                \(Snippet.view(id: "pc-00-002", customClass: "PlainCell", element: "tableViewCell", attributes: #" reuseIdentifier="Plain""#))
                """)], sources: [.swift(class: "ProfileCell", "UITableViewCell", conforms: ["Nibable"]),
                                 .swift(class: "PlainCell", "UITableViewCell")]),
        ])
}
