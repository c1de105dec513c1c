import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// Cells registered or dequeued by type use their class name as reuse identifier, and a nib registered for cells
/// must hold exactly one cell: IB must agree with both.
struct RegisteredCellCheck: CheckRule {
    static let description = RuleDescription(
        id: "registered-cell",
        summary: "A cell registered or dequeued by type whose IB reuse identifier is not its type's, or a registered cell nib of the wrong shape",
        rationale: """
            IBKit registers cells with register(T.self) and dequeues them with dequeueReusableCell(T.self, for:), \
            under the class name (or an overridden reuseIdentifier). A class counts as registered by type when it \
            conforms to one of `protocols` or when such a call names it. A reuse identifier in IB that differs \
            means a storyboard prototype never matches (dequeue crashes) or a xib cell is registered under one \
            name and enqueued under another. A nib registered for cells (register(T.self) of a `nib_protocols` \
            type, register(UINib(nibName:…), forCellReuseIdentifier:…)) must hold exactly one top-level object, \
            a cell (UIKit raises "invalid nib registered for identifier" otherwise), of the registered class, with \
            the registered reuse identifier (or none): a table or collection view raises "cell reuse identifier in \
            nib … does not match the identifier used to register the nib" at the first dequeue. A missing xib is unknown-identifier's finding for a literal name and \
            nibable-xib's for a Nibable type; this check reports it for names made from a type.
            """,
        origin: .core, defaultSeverity: .error,
        options: [
            RuleOptionDescription("protocols", default: "[Nibable, NibReusable, Reusable]", "Protocols whose cells are registered by type."),
            RuleOptionDescription("nib_protocols", default: "[Nibable, NibReusable]",
                                  "Protocols whose types register(T.self) registers as a nib (named after the type, or its literal nibName)."),
        ],
        triggeringExamples: [], nonTriggeringExamples: [])

    static let cellBases: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView"]
    let protocols: [String]
    let nibProtocols: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["Nibable", "NibReusable", "Reusable"])
        nibProtocols = try options.strings("nib_protocols", default: ["Nibable", "NibReusable"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let byType = classesUsedByType(context)
        checkIdentifiers(byType, context, &violations)
        // A nib registered alike in several places is reported once, with the first registration.
        var reported = Set<[String?]>()
        for call in context.index.reuseCalls {
            var found: [CheckViolation] = []
            guard let nib = checkNib(call, byType, context, &found), !found.isEmpty,
                  reported.insert([nib, call.typeName, call.identifier]).inserted else { continue }
            violations += found
        }
    }

    // MARK: Reuse identifiers of classes used by type

    private enum ByType {
        case conformance(String, ClassDeclaration)
        case call(ReuseCall)
    }

    /// Cell classes registered or dequeued under their type's reuse identifier, with the first reason, in order.
    private func classesUsedByType(_ context: CheckContext) -> [(name: String, reason: ByType)] {
        var found: [(name: String, reason: ByType)] = []
        var seen = Set<String>()
        for c in context.classes {
            let name = CheckContext.runtimeName(of: c)
            guard !seen.contains(name), let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            seen.insert(name)
            found.append((name, .conformance(proto, c)))
        }
        for call in context.index.reuseCalls where call.kind == .registerType || call.kind == .dequeueType {
            guard let name = call.typeName, seen.insert(name).inserted else { continue }
            found.append((name, .call(call)))
        }
        return found.filter { context.inherits($0.name, fromAny: Self.cellBases) && context.index.declaration(of: $0.name)?.isGeneric != true }
    }

    /// Every IB object of a class used by type carries the type's reuse identifier.
    private func checkIdentifiers(_ byType: [(name: String, reason: ByType)], _ context: CheckContext, _ violations: inout [CheckViolation]) {
        for (name, reason) in byType {
            let identifier = Self.identifier(of: name, context.index)
            for use in context.classUses[name] ?? [] {
                // An empty identifier is no identifier: registering the nib under one works (UIKit rejects only a
                // nib whose identifier differs), and a storyboard prototype without one is lint's finding.
                guard let reuse = use.element.reuseIdentifier, !reuse.isEmpty, reuse != identifier else { continue }
                let why = switch reason {
                case .conformance(let proto, let c):
                    "it conforms to \(proto) (\(context.place(c.position))) and is registered and dequeued as '\(identifier)'"
                case .call(let call):
                    "it is \(call.kind == .dequeueType ? "dequeued" : "registered") by type at \(context.place(call.position)), under '\(identifier)'"
                }
                violations.append(CheckViolation(
                    "\(name) \(context.place(use.element, in: use.file)) has reuse identifier '\(reuse)', but \(why)",
                    at: use.element, in: use.file))
            }
        }
    }

    /// The class name, or a literal `static var reuseIdentifier` (IBKit's CustomReuseIdentifier, Reusable).
    static func identifier(of name: String, _ index: SwiftIndex) -> String {
        index.overriddenName("reuseIdentifier", of: name) ?? index.overriddenName("identifier", of: name) ?? name
    }

    // MARK: Registered nibs

    /// The nib a registration loads, as far as the index tells.
    private struct NibRegistration {
        var name: String
        /// The class it is registered for (by type, or a name made from a type).
        var typeName: String?
        /// Whether `nibable-xib` already checks the type's xib (a `nib_protocols` type, which is Nibable).
        var typeIsNibable: Bool
        /// The identifier the call passes explicitly.
        var identifier: String?
        var role: ReuseCall.Role
    }

    private func nibRegistration(_ call: ReuseCall, _ context: CheckContext) -> NibRegistration? {
        let nibable = { (type: String) in nibProtocols.contains { context.index.conforms(type, to: $0) } }
        let nibName = { (type: String) in context.index.overriddenName("nibName", of: type) ?? type }
        switch call.kind {
        case .registerType:
            guard let type = call.typeName, nibable(type) else { return nil }
            return NibRegistration(name: nibName(type), typeName: type, typeIsNibable: true, role: role(of: call, context))
        case .registerNib:
            if let name = call.nibName {
                return NibRegistration(name: name, typeName: call.typeName, typeIsNibable: call.typeName.map(nibable) ?? false,
                                       identifier: call.identifier, role: role(of: call, context))
            }
            // `Cell.nib`: the protocol's nib, named after the type.
            guard let type = call.typeName, nibable(type) else { return nil }
            return NibRegistration(name: nibName(type), typeName: type, typeIsNibable: true, identifier: call.identifier,
                                   role: role(of: call, context))
        case .registerClass, .dequeueType:
            return nil
        }
    }

    /// The call's role, or the registered class's when the call does not say.
    private func role(of call: ReuseCall, _ context: CheckContext) -> ReuseCall.Role {
        guard call.role == .unknown, let type = call.typeName else { return call.role }
        let chain = Set(context.index.superclassChain(of: type).names)
        if chain.contains("UITableViewCell") { return .tableCell }
        if chain.contains("UITableViewHeaderFooterView") { return .tableHeaderFooter }
        if chain.contains("UICollectionViewCell") { return .collectionCell }
        if chain.contains("UICollectionReusableView") { return .collectionSupplementary }
        return .unknown
    }

    private static func baseClass(of role: ReuseCall.Role) -> String? {
        switch role {
        case .tableCell: "UITableViewCell"
        case .tableHeaderFooter: "UITableViewHeaderFooterView"
        case .collectionCell, .collectionSupplementary: "UICollectionReusableView"
        case .unknown: nil
        }
    }

    private static func describe(_ role: ReuseCall.Role) -> String {
        switch role {
        case .tableCell: "table view cell"
        case .tableHeaderFooter: "table view header or footer"
        case .collectionCell: "collection view cell"
        case .collectionSupplementary: "collection view supplementary view"
        case .unknown: "cell"
        }
    }

    /// Checks the nib a call registers; returns its name when the call registers one.
    private func checkNib(_ call: ReuseCall, _ byType: [(name: String, reason: ByType)], _ context: CheckContext,
                          _ violations: inout [CheckViolation]) -> String? {
        guard let nib = nibRegistration(call, context) else { return nil }
        let registered = "registered as a \(Self.describe(nib.role)) nib at \(context.place(call.position))"
        guard let xib = context.files(named: nib.name, kind: .xib).first else {
            // A literal name is unknown-identifier's finding, a Nibable type's xib nibable-xib's. Only a class the
            // sources declare is claimed to need one.
            if let type = nib.typeName, !nib.typeIsNibable, context.index.declaration(of: type) != nil {
                violations.append(CheckViolation(
                    "\(nib.name).xib is \(registered) for \(type), but no \(nib.name).xib is among the checked IB files; the first dequeue crashes",
                    at: call.position))
            }
            return nib.name
        }
        let document = xib.document
        let roots = document.topLevelObjects.filter { !$0.is(.placeholder) }
        guard roots.count == 1, let root = roots.first else {
            violations.append(CheckViolation(
                "\(xib.fileName) is \(registered), so it must hold exactly one top-level object, the \(Self.describe(nib.role)); it has \(roots.count); the first dequeue raises \"invalid nib registered for identifier\"",
                at: roots.count > 1 ? roots[1] : document.root, in: xib))
            return nib.name
        }
        let rootClass = CheckContext.runtimeName(root.effectiveClassName)
        if let base = Self.baseClass(of: nib.role), isKind(root, of: base, context) == false {
            violations.append(CheckViolation(
                "\(xib.fileName)'s top-level object \(context.place(root, in: xib)) is a \(rootClass), but the nib is \(registered); it must be a \(base), or the first dequeue raises \"invalid nib registered for identifier\"",
                at: root, in: xib))
            return nib.name
        }
        if let type = nib.typeName, rootClass != type, context.index.origin(of: type) != nil {
            // nibable-xib reports a Nibable xib with neither a top-level object nor File's Owner of the class.
            let ownerIsType = document.filesOwner?.customClass.map(CheckContext.runtimeName) == type
            if !nib.typeIsNibable || ownerIsType {
                let owner = ownerIsType ? " (\(type) is its File's Owner instead)" : ""
                violations.append(CheckViolation(
                    "\(xib.fileName)'s \(Self.describe(nib.role)) \(context.place(root, in: xib)) is a \(rootClass)\(owner), but the nib is \(registered) for \(type); dequeuing it as \(type) fails the cast",
                    at: root, in: xib))
                return nib.name
            }
        }
        // A class used by type is checked with all its IB objects above; here, identifiers passed explicitly.
        if let identifier = nib.identifier, let reuse = root.reuseIdentifier, !reuse.isEmpty, reuse != identifier,
           !byType.contains(where: { $0.name == rootClass }) {
            // UITableView and UICollectionView check a registered nib's identifier when they load it, and raise.
            let consequence = switch nib.role {
            case .collectionCell, .collectionSupplementary:
                "the first dequeue raises \"view reuse identifier in nib (\(reuse)) does not match the identifier used to register the nib (\(identifier))\""
            case .tableCell:
                "the first dequeue raises \"cell reuse identifier in nib (\(reuse)) does not match the identifier used to register the nib (\(identifier))\""
            case .tableHeaderFooter, .unknown:
                "its views are enqueued under '\(reuse)' and never reused"
            }
            violations.append(CheckViolation(
                "\(xib.fileName)'s \(Self.describe(nib.role)) \(context.place(root, in: xib)) has reuse identifier '\(reuse)', but the nib is registered under '\(identifier)' at \(context.place(call.position)); \(consequence)",
                at: root, in: xib, severity: nib.role == .tableHeaderFooter ? .warning : nil))
        }
        return nib.name
    }

    /// Whether the element's class is (a subclass of) `base`; nil when its chain leaves what is known, or when
    /// IB's element has no system class in the table.
    private func isKind(_ element: IBElement, of base: String, _ context: CheckContext) -> Bool? {
        if element.customClass == nil, element.effectiveClassName == "NSObject" { return nil }
        let chain = context.index.superclassChain(of: CheckContext.runtimeName(element.effectiveClassName))
        if chain.names.contains(base) { return true }
        return chain.complete ? false : nil
    }
}
