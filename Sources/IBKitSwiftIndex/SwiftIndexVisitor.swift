import SwiftSyntax

/// One pass over a parsed file: type declarations (with the members IB can see) and the string literals passed
/// to UIKit's loading APIs. Every `#if` clause is visited, since IB files may target any configuration.
final class SwiftIndexVisitor: SyntaxVisitor {
    private let path: String
    private let lines: LineTable

    private(set) var classes: [ClassDeclaration] = []
    private(set) var typeAliases: [TypeAlias] = []
    private(set) var protocols: [ProtocolDeclaration] = []
    private(set) var references: [StringReference] = []

    private struct Context {
        enum Kind { case classOrExtension, other }
        var kind: Kind
        var qualifiedName: String
        var declaration: ClassDeclaration?
        /// `#if` depth where the type starts: only a `#if` inside the body makes a member conditional (a type
        /// wholly inside `#if os(iOS)` exists with all its members or not at all).
        var ifDepth: Int
        /// `@objcMembers class` or `@objc extension`: every method is visible to the Objective-C runtime.
        var exposesMembers: Bool
    }

    private var contexts: [Context] = []
    private var ifDepth = 0
    /// The parsed bytes, valid for the duration of `walk`.
    private let source: UnsafeRawBufferPointer
    /// From offsets in `source` to offsets in the file (they differ when bodies were elided), for `lines`.
    private let offsets: OffsetMap

    init(path: String, lines: LineTable, source: UnsafeRawBufferPointer, offsets: OffsetMap = OffsetMap()) {
        self.path = path
        self.lines = lines
        self.source = source
        self.offsets = offsets
        super.init(viewMode: .sourceAccurate)
    }

    /// Line and column in the file of a position in the parsed tree.
    private func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.location(for: offsets.original(position.utf8Offset))
    }

    // MARK: Bodies

    /// Function, closure and accessor bodies are most of a file. Inside one, the index only records string
    /// literals (which start with `"`) and local classes (`class`); a body whose bytes contain neither holds
    /// nothing for it, so it is not walked.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.count)
        guard start < end else { return .visitChildren }
        return Prefilter.mayHoldReferenceOrClass(UnsafeRawBufferPointer(rebasing: source[start ..< end])) ? .visitChildren : .skipChildren
    }

    /// Computed-property bodies (`var x: Int { … }`), by the same rule.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.count)
        guard start < end else { return .visitChildren }
        return Prefilter.mayHoldReferenceOrClass(UnsafeRawBufferPointer(rebasing: source[start ..< end])) ? .visitChildren : .skipChildren
    }

    // Types hold no expressions, so no string literal and no class: nothing below them is recorded.
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The node's source text without surrounding trivia, sliced from the parsed bytes (`trimmedDescription`
    /// rebuilds a tree, which showed up in profiles).
    func text(of node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = min(node.endPositionBeforeTrailingTrivia.utf8Offset, source.count)
        guard start < end else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: source[start ..< end]), as: UTF8.self)
    }

    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = location(node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(path: path, line: location.line, column: location.column)
    }

    // MARK: #if

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        ifDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigDeclSyntax) {
        ifDepth -= 1
    }

    // MARK: Types

    private func qualified(_ name: String) -> String {
        guard let outer = contexts.last?.qualifiedName else { return name }
        return outer + "." + name
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text.strippingBackticks
        let inherited = node.inheritanceClause.map { $0.inheritedTypes.map { text(of: $0.type) } } ?? []
        let start = location(node.positionAfterSkippingLeadingTrivia).line
        let end = location(node.endPositionBeforeTrailingTrivia).line
        let declaration = ClassDeclaration(
            name: name,
            qualifiedName: qualified(name),
            objcName: node.attributes.objcName,
            superclass: inherited.first,
            inherited: Array(inherited.dropFirst()),
            isGeneric: node.genericParameterClause != nil,
            isDesignable: node.attributes.contains("IBDesignable"),
            lineCount: end - start + 1,
            position: position(node.name)
        )
        contexts.append(Context(kind: .classOrExtension, qualifiedName: qualified(name), declaration: declaration, ifDepth: ifDepth,
                                exposesMembers: node.attributes.contains("objcMembers")))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { popType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = text(of: node.extendedType)
        let qualifiedName = SwiftIndex.withoutGenericArguments(extended)
        let start = location(node.positionAfterSkippingLeadingTrivia).line
        let end = location(node.endPositionBeforeTrailingTrivia).line
        let declaration = ClassDeclaration(
            name: SwiftIndex.lastComponent(extended),
            qualifiedName: qualifiedName,
            inherited: node.inheritanceClause.map { $0.inheritedTypes.map { text(of: $0.type) } } ?? [],
            isExtension: true,
            lineCount: end - start + 1,
            position: position(node.extendedType)
        )
        contexts.append(Context(kind: .classOrExtension, qualifiedName: qualifiedName, declaration: declaration, ifDepth: ifDepth,
                                exposesMembers: node.attributes.contains("objc")))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { popType() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { popType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { popType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name) }
    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause.map { $0.inheritedTypes.map { text(of: $0.type) } } ?? []
        protocols.append(ProtocolDeclaration(name: node.name.text.strippingBackticks, inherited: inherited))
        return pushOther(node.name)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    private func pushOther(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        contexts.append(Context(kind: .other, qualifiedName: qualified(name.text.strippingBackticks), declaration: nil, ifDepth: ifDepth,
                                exposesMembers: false))
        return .visitChildren
    }

    private func popType() {
        guard let context = contexts.popLast() else { return }
        if let declaration = context.declaration { classes.append(declaration) }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if contexts.isEmpty {
            typeAliases.append(TypeAlias(name: node.name.text.strippingBackticks, target: text(of: node.initializer.value)))
        }
        return .skipChildren
    }

    // MARK: Members

    /// The class or extension that directly contains a member declaration (not a local in a function body).
    private func memberContext(of node: some SyntaxProtocol) -> Int? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let index = contexts.indices.last,
              contexts[index].kind == .classOrExtension else { return nil }
        return index
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMember(node)
        return descend(node)
    }

    private func recordMember(_ node: VariableDeclSyntax) {
        guard let index = memberContext(of: node) else { return }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isOutlet = node.attributes.contains("IBOutlet") || node.attributes.contains("IBOutletCollection")
        let isInspectable = node.attributes.contains("IBInspectable")
        let isConditional = ifDepth > contexts[index].ifDepth
        // `@IBOutlet var a, b: UILabel!`: a name without an annotation takes the next one written after it.
        let bindings = Array(node.bindings)
        var effectiveTypes = [TypeSyntax?](repeating: nil, count: bindings.count)
        var following: TypeSyntax?
        for offset in bindings.indices.reversed() {
            if let annotated = bindings[offset].typeAnnotation?.type { following = annotated }
            effectiveTypes[offset] = following
        }
        for (offset, binding) in bindings.enumerated() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text.strippingBackticks
            if isStatic {
                if let value = Self.literalValue(of: binding) { contexts[index].declaration?.overriddenNames[name] = value }
                continue
            }
            contexts[index].declaration?.properties.append(name)
            if name == "nibName", let value = Self.literalValue(of: binding) {
                contexts[index].declaration?.overriddenNames[name] = value
            }
            if isInspectable { contexts[index].declaration?.inspectables.append(name) }
            if isOutlet {
                let shape = outletShape(effectiveTypes[offset])
                contexts[index].declaration?.outlets.append(OutletDeclaration(
                    name: name, isCollection: shape.isCollection, typeName: shape.typeName, optionality: shape.optionality,
                    position: position(pattern.identifier), isConditional: isConditional))
            }
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMember(node)
        return descend(node)
    }

    private func recordMember(_ node: FunctionDeclSyntax) {
        guard let index = memberContext(of: node) else { return }
        let name = node.name.text.strippingBackticks
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isStatic {
            if let declaration = contexts[index].declaration, let returned = node.signature.returnClause?.type,
               returnsInstance(returned, of: declaration) {
                contexts[index].declaration?.staticFactories.append(name)
            }
            return
        }
        let attributes = node.attributes
        let kind: ActionDeclaration.Kind
        if attributes.contains("IBAction") {
            kind = .action
        } else if attributes.contains("IBSegueAction") {
            kind = .segueAction
        } else if attributes.contains("objc") || (contexts[index].exposesMembers && !attributes.contains("nonobjc")) {
            kind = .objc
        } else {
            return
        }
        let selector = attributes.objcName ?? ObjCSelector.selector(
            baseName: name,
            labels: node.signature.parameterClause.parameters.map { parameter in
                parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text.strippingBackticks
            },
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            throws: node.signature.effectSpecifiers?.throwsClause != nil
        )
        contexts[index].declaration?.actions.append(ActionDeclaration(kind: kind, selector: selector, position: position(node.name)))
    }

    // Initializers, subscripts and enum cases record nothing themselves; their insides are walked only when they
    // may hold something (`descend`).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { descend(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { descend(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { descend(node) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { descend(node) }

    /// Below a declaration, whatever the index records starts with `"`, `class`, `extension`, `protocol` or
    /// `typealias` (string literals; classes, whose members are the only ones recorded; extensions; protocols; type
    /// aliases): a declaration without them (`Prefilter.mayMatter`) is not walked into. Most member functions of a
    /// file with elided bodies are skipped whole this way.
    private func descend(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.count)
        guard start < end else { return .visitChildren }
        return Prefilter.mayMatter(UnsafeRawBufferPointer(rebasing: source[start ..< end])) ? .visitChildren : .skipChildren
    }

    // MARK: Member helpers

    /// `"X"`, `{ "X" }`, `{ return "X" }`, `{ get { "X" } }`.
    static func literalValue(of binding: PatternBindingSyntax) -> String? {
        if let value = binding.initializer?.value { return value.plainStringLiteral }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        switch accessors {
        case .getter(let items):
            return singleReturnedLiteral(items)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = getter.body else { return nil }
            return singleReturnedLiteral(body.statements)
        }
    }

    private static func singleReturnedLiteral(_ items: CodeBlockItemListSyntax) -> String? {
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expression):
            return expression.plainStringLiteral
        case .stmt(let statement):
            return statement.as(ReturnStmtSyntax.self)?.expression?.plainStringLiteral
                ?? statement.as(ExpressionStmtSyntax.self)?.expression.plainStringLiteral
        default:
            return nil
        }
    }

    struct OutletShape: Equatable {
        var isCollection: Bool
        var typeName: String?
        var optionality: OutletDeclaration.Optionality
    }

    /// Optionality from the outermost type (`!`, `?`), collection from an array inside it.
    func outletShape(_ type: TypeSyntax?) -> OutletShape {
        guard var type else { return OutletShape(isCollection: false, typeName: nil, optionality: .nonOptional) }
        var optionality = OutletDeclaration.Optionality.nonOptional
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            optionality = .implicitlyUnwrapped
            type = iuo.wrappedType
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            optionality = .optional
            type = optional.wrappedType
        } else if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
                  let argument = identifier.genericArgumentClause?.arguments.first {
            optionality = .optional
            type = TypeSyntax(fromProtocol: argument.argument.as(TypeSyntax.self) ?? type)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            type = only.type
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return OutletShape(isCollection: true, typeName: text(of: array.element), optionality: optionality)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array",
           let argument = identifier.genericArgumentClause?.arguments.first {
            return OutletShape(isCollection: true, typeName: text(of: argument.argument), optionality: optionality)
        }
        return OutletShape(isCollection: false, typeName: text(of: type), optionality: optionality)
    }

    /// `-> Self`, `-> ClassName`, `-> Outer.ClassName?`.
    func returnsInstance(_ type: TypeSyntax, of declaration: ClassDeclaration) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = iuo.wrappedType }
        let name = SwiftIndex.withoutGenericArguments(text(of: type))
        return name == "Self" || name == declaration.name || name == declaration.qualifiedName
            || SwiftIndex.lastComponent(name) == declaration.name && name.hasSuffix("." + declaration.qualifiedName)
    }

    // MARK: String references

    /// (callee base name, argument label) → what the literal names. The `nibName:`+`bundle:` pair is matched
    /// separately, since every view controller initializer (`init(nibName:bundle:)`) takes it. `BodyElision` keeps
    /// the bodies that name a callee here (`BodyElision.referenceWords`).
    static let referenceArguments: [String: [String: StringReference.Kind]] = [
        "UIStoryboard": ["name": .storyboardName],
        "NSStoryboard": ["name": .storyboardName],
        "instantiateViewController": ["withIdentifier": .viewControllerIdentifier, "identifier": .viewControllerIdentifier],
        "instantiateController": ["withIdentifier": .viewControllerIdentifier, "identifier": .viewControllerIdentifier],
        "performSegue": ["withIdentifier": .segueIdentifier],
        "dequeueReusableCell": ["withIdentifier": .reuseIdentifier, "withReuseIdentifier": .reuseIdentifier],
        "dequeueReusableHeaderFooterView": ["withIdentifier": .reuseIdentifier],
        "dequeueReusableSupplementaryView": ["withReuseIdentifier": .reuseIdentifier],
        "register": ["forCellReuseIdentifier": .reuseIdentifier, "forHeaderFooterViewReuseIdentifier": .reuseIdentifier,
                     "forCellWithReuseIdentifier": .reuseIdentifier, "withReuseIdentifier": .reuseIdentifier],
        "UINib": ["nibName": .nibName],
        "NSNib": ["nibNamed": .nibName],
        "loadNibNamed": ["_": .nibName],
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            // `UIStoryboard.init(name:bundle:)` names the type, not `init`.
            callee = member.declName.baseName.tokenKind == .keyword(.`init`)
                ? member.base.flatMap(Self.lastTypeName)
                : member.declName.baseName.text
        } else {
            callee = nil
        }
        let arguments = Array(node.arguments)
        let kinds = callee.flatMap { Self.referenceArguments[$0] }
        for (offset, argument) in arguments.enumerated() {
            let label = argument.label?.text ?? "_"
            var kind = kinds?[label]
            if kind == nil, label == "nibName", offset + 1 < arguments.count, arguments[offset + 1].label?.text == "bundle" {
                kind = .nibName
            }
            guard let kind, let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  let value = literal.plainValue else { continue }
            references.append(StringReference(kind: kind, value: value, position: position(literal)))
        }
        return .visitChildren
    }

    /// `UIStoryboard`, `UIKit.UIStoryboard`, `Box<T>` → the last name, from tokens alone (a base that is any other
    /// expression names no type here, and its text may hold a closure, which `BodyElision` may have emptied).
    static func lastTypeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return lastTypeName(generic.expression) }
        return nil
    }

    /// `segue.identifier == "X"` (either side, `!=` too). Binary expressions are unfolded sequences here, and
    /// `==` binds tighter than `&&`/`||`, so its operands are the neighbouring elements.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (offset, element) in elements.enumerated() where offset > 0 && offset + 1 < elements.count {
            guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "==" || op.operator.text == "!=" else { continue }
            for (subject, other) in [(elements[offset - 1], elements[offset + 1]), (elements[offset + 1], elements[offset - 1])] {
                if Self.isSegueIdentifier(subject), let literal = other.as(StringLiteralExprSyntax.self), let value = literal.plainValue {
                    references.append(StringReference(kind: .segueIdentifier, value: value, position: position(literal)))
                }
            }
        }
        return .visitChildren
    }

    /// `switch segue.identifier { case "X": … }` (also `case "X"?`, `segue.identifier ?? ""`, `segue.identifier!`).
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        var subject = node.subject
        if let sequence = subject.as(SequenceExprSyntax.self), let first = sequence.elements.first { subject = first }
        guard Self.isSegueIdentifier(subject) else { return .visitChildren }
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard var expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
                if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.plainValue {
                    references.append(StringReference(kind: .segueIdentifier, value: value, position: position(literal)))
                }
            }
        }
        return .visitChildren
    }

    /// `segue.identifier`, `unwindSegue.identifier`, `segue.identifier!`, `(segue.identifier)`.
    static func isSegueIdentifier(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else {
                break
            }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identifier",
              var base = member.base else { return false }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        let baseName: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            baseName = reference.baseName.text
        } else if let inner = base.as(MemberAccessExprSyntax.self) {
            baseName = inner.declName.baseName.text
        } else {
            return false
        }
        return baseName.lowercased().contains("segue")
    }
}

extension AttributeListSyntax {
    /// Whether an attribute with this name is present (`@IBOutlet`, `@objc`, also inside `#if` in the list).
    func contains(_ name: String) -> Bool {
        contains { element in
            switch element {
            case .attribute(let attribute):
                return attribute.simpleName == name
            case .ifConfigDecl(let config):
                return config.clauses.contains { clause in
                    guard case .attributes(let nested)? = clause.elements else { return false }
                    return nested.contains(name)
                }
            }
        }
    }

    /// `@objc(name:)`: the explicit Objective-C name.
    var objcName: String? {
        for case .attribute(let attribute) in self where attribute.simpleName == "objc" {
            guard case .objCName(let pieces)? = attribute.arguments else { continue }
            let name = pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
            if !name.isEmpty { return name }
        }
        return nil
    }
}

extension AttributeSyntax {
    /// `IBOutlet` for `@IBOutlet`, without building a trimmed copy of the node (this runs for every declaration).
    var simpleName: String? {
        if let identifier = attributeName.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        return attributeName.trimmedDescription
    }
}

extension StringLiteralExprSyntax {
    /// The value of a literal with no interpolation and no escapes (identifiers never need them).
    var plainValue: String? {
        guard segments.count == 1, case .stringSegment(let segment)? = segments.first else {
            return segments.isEmpty ? "" : nil
        }
        let text = segment.content.text
        return text.contains("\\") ? nil : text
    }
}

extension ExprSyntax {
    var plainStringLiteral: String? { self.as(StringLiteralExprSyntax.self)?.plainValue }
}

extension String {
    var strippingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
