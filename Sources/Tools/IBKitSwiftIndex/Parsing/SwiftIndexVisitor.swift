import SwiftSyntax
import IBKitPlumbing

/// One pass over a parsed file: type declarations (with the members IB can see), the string literals passed
/// to UIKit's loading APIs, cell registrations, and the I/O calls of the vocabulary. Every `#if` clause is
/// visited, since IB files may target any configuration.
final class SwiftIndexVisitor: SyntaxVisitor {
    private let path: String
    private let lines: LineTable
    private let vocabulary: IOVocabulary
    /// Where the words are that a body must contain to hold anything recorded (see `bodyWords`).
    let words: WordOccurrences

    private(set) var classes: [ClassDeclaration] = []
    private(set) var valueTypes: [ClassDeclaration] = []
    private(set) var typeAliases: [TypeAlias] = []
    private(set) var protocols: [ProtocolDeclaration] = []
    private(set) var references: [StringReference] = []
    private(set) var reuseCalls: [ReuseCall] = []
    private(set) var imports: Set<String> = []
    private(set) var constants: [StringConstant] = []
    var pendingReferences: [PendingReference] = []
    private(set) var helpers: [LoadingHelper] = []
    var helperCalls: [HelperCall] = []
    /// One per enclosing function, innermost last: its parameters, and what its body passes of them to loading APIs.
    var helperScopes: [HelperScope] = []

    struct Context {
        enum Kind { case classOrExtension, protocolBody, valueType, other }
        var kind: Kind
        var qualifiedName: String
        var declaration: ClassDeclaration?
        /// `#if` depth where the type starts: only a `#if` inside the body makes a member conditional (a type
        /// wholly inside `#if os(iOS)` exists with all its members or not at all).
        var ifDepth: Int
        /// `@objcMembers class` or `@objc extension`: every method is visible to the Objective-C runtime.
        var exposesMembers: Bool
        /// Start offsets of the expressions already recorded as I/O calls: `URLSession.shared.dataTask(…)` matches
        /// `URLSession` and `.dataTask`, and is one call.
        var ioRoots: Set<Int> = []
        /// `T` of `class Adapter<T>`: `register(T.self)` inside names no class.
        var genericParameters: [String] = []
        /// An enum whose raw type is `String`: its cases are constants.
        var isStringEnum = false
        /// For a protocol's body: its entry in `protocols`, which its requirements are added to.
        var protocolIndex: Int?
    }

    /// Generic parameters of the enclosing functions, initializers and subscripts, innermost last.
    private var functionGenerics: [[String]] = []

    private(set) var contexts: [Context] = []
    /// `for` statements the walk is inside, and the element a loop's names stand for while a call is recorded once
    /// per element (`SwiftIndexVisitor+Loops.swift`).
    var forDepth = 0
    var loopBindings: [String: ExprSyntax] = [:]
    private var ifDepth = 0
    /// Helper names whose calls are recorded whatever words they hold (`HelperCallsOfAnyName`), and those of them
    /// the file names other than by calling (`ids.map(cell)`): a function value whose calls no one can follow.
    let callees: Set<String>
    private(set) var escapedCallees: Set<String> = []
    /// The parsed bytes, valid for the duration of `walk`.
    let source: UnsafeRawBufferPointer
    /// From offsets in `source` to offsets in the file (they differ when bodies were elided), for `lines`.
    private let offsets: OffsetMap

    init(path: String, lines: LineTable, source: UnsafeRawBufferPointer, offsets: OffsetMap = OffsetMap(),
         vocabulary: IOVocabulary = .standard, callees: [String] = []) {
        self.callees = Set(callees)
        self.path = path
        self.lines = lines
        self.source = source
        self.offsets = offsets
        self.vocabulary = vocabulary
        self.words = WordOccurrences(Self.bodyWords + vocabulary.keptWords + callees, in: source)
        super.init(viewMode: .sourceAccurate)
    }

    /// Line and column in the file of a position in the parsed tree.
    private func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.location(for: offsets.original(position.utf8Offset))
    }

    // MARK: Bodies

    /// Inside a body, the index records string literals (which start with `"`), local classes (`class`), type
    /// aliases at file level (`typealias`, in a top-level function), extensions and protocols (invalid there, but
    /// swift-syntax parses them without error), cell registrations and by-type dequeues (`register`,
    /// `dequeueReusable…`) and I/O calls (each pattern's `keptWord`): a body whose bytes contain none of these
    /// holds nothing for it. Whether a body is walked must not depend on what else it holds, or eliding a nested
    /// body (`BodyElision`) would change what is recorded.
    static let bodyWords = ["\"", "class", "extension", "protocol", "typealias", "register", "dequeueReusable"] + BodyElision.loadingWords
        + BodyElision.nibWords

    /// Function, closure and accessor bodies are most of a file: those that hold nothing the index records (see
    /// `bodyWords`) are not walked.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        mayHoldRecorded(node) ? .visitChildren : .skipChildren
    }

    /// Computed-property bodies (`var x: Int { … }`), by the same rule.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        mayHoldRecorded(node) ? .visitChildren : .skipChildren
    }

    private func mayHoldRecorded(_ node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.count)
        guard start < end else { return true }
        return words.any(in: start ..< end)
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

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
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
                                exposesMembers: node.attributes.contains("objcMembers"),
                                genericParameters: Self.names(node.genericParameterClause)))
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

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { pushValueType(node.name, node.genericParameterClause) }
    override func visitPost(_ node: StructDeclSyntax) { popType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = pushValueType(node.name, node.genericParameterClause)
        if let first = node.inheritanceClause?.inheritedTypes.first, ["String", "Swift.String"].contains(text(of: first.type)) {
            contexts[contexts.count - 1].isStringEnum = true
        }
        return result
    }
    override func visitPost(_ node: EnumDeclSyntax) { popType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { pushOther(node.name, node.genericParameterClause) }
    override func visitPost(_ node: ActorDeclSyntax) { popType() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionGenerics.append(Self.names(node.genericParameterClause))
        return descend(node)
    }

    override func visitPost(_ node: InitializerDeclSyntax) { functionGenerics.removeLast() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        functionGenerics.append(Self.names(node.genericParameterClause))
        return descend(node)
    }

    override func visitPost(_ node: SubscriptDeclSyntax) { functionGenerics.removeLast() }

    private static func names(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map { $0.name.text } ?? []
    }

    /// A generic parameter in scope, or `Self`: a placeholder, not a class.
    func isGenericParameter(_ name: String) -> Bool {
        name == "Self" || functionGenerics.contains { $0.contains(name) } || contexts.contains { $0.genericParameters.contains(name) }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause.map { $0.inheritedTypes.map { text(of: $0.type) } } ?? []
        protocols.append(ProtocolDeclaration(name: node.name.text.strippingBackticks, inherited: inherited))
        contexts.append(Context(kind: .protocolBody, qualifiedName: qualified(node.name.text.strippingBackticks), declaration: nil,
                                ifDepth: ifDepth, exposesMembers: false, protocolIndex: protocols.count - 1))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { popType() }

    private func pushOther(_ name: TokenSyntax, _ generics: GenericParameterClauseSyntax? = nil) -> SyntaxVisitorContinueKind {
        contexts.append(Context(kind: .other, qualifiedName: qualified(name.text.strippingBackticks), declaration: nil, ifDepth: ifDepth,
                                exposesMembers: false, genericParameters: Self.names(generics)))
        return .visitChildren
    }

    /// A struct or enum: its properties are recorded (a binding's model), not as a class.
    private func pushValueType(_ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        let declaration = ClassDeclaration(name: name.text.strippingBackticks, qualifiedName: qualified(name.text.strippingBackticks),
                                           isGeneric: generics != nil, position: position(name))
        contexts.append(Context(kind: .valueType, qualifiedName: declaration.qualifiedName, declaration: declaration, ifDepth: ifDepth,
                                exposesMembers: false, genericParameters: Self.names(generics)))
        return .visitChildren
    }

    private func popType() {
        guard let context = contexts.popLast(), let declaration = context.declaration else { return }
        if context.kind == .valueType { valueTypes.append(declaration) } else { classes.append(declaration) }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import IBKit`, `@testable import IBKit`, `import struct IBKit.X`: the module is the first component.
        if let module = node.path.first?.name.text { imports.insert(module.strippingBackticks) }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let alias = TypeAlias(name: node.name.text.strippingBackticks, target: text(of: node.initializer.value))
        if contexts.isEmpty {
            typeAliases.append(alias)
        } else if let index = memberContext(of: node) {
            contexts[index].declaration?.typeAliases[alias.name] = alias.target
        }
        return .skipChildren
    }

    // MARK: Members

    /// The class or extension that directly contains a member declaration (not a local in a function body).
    private func memberContext(of node: some SyntaxProtocol) -> Int? {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let index = contexts.indices.last,
              contexts[index].kind == .classOrExtension || contexts[index].kind == .valueType else { return nil }
        return index
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        recordMember(node)
        recordSignature(node)
        recordConstants(node)
        return descend(node)
    }

    /// Whether the declaration is a type's static or class member or a global (not a local, not an instance
    /// property). A subclass's override of a `class var` is a constant of its own, found first from the subclass.
    private func isConstantPlace(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true {
            return Self.isStatic(node.modifiers) && contexts.last.map { $0.kind != .protocolBody } ?? false
        }
        return contexts.isEmpty && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// `static let profile = "ProfileCell"`, a global `let`, `class var reuseIdentifier: String { String(describing: self) }`,
    /// a stored `static var cellID = "Cell"` (followed while no file assigns to it: `StringConstant.isStored`).
    private func recordConstants(_ node: VariableDeclSyntax) {
        guard isConstantPlace(node) else { return }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let owner = contexts.last?.qualifiedName ?? ""
        let isStatic = !contexts.isEmpty
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let value: ExprSyntax?
            var isStored = false
            if isLet {
                value = binding.initializer?.value
            } else if binding.accessorBlock == nil, let initializer = binding.initializer {
                value = initializer.value
                isStored = true
            } else if binding.initializer == nil, let accessors = binding.accessorBlock?.accessors,
                      let expression = Self.singleExpression(accessors),
                      let first = source[safe: expression.positionAfterSkippingLeadingTrivia.utf8Offset],
                      BodyElision.mayStartValue(first) || Self.isBareName(expression) {
                // A get-only computed property with one expression (a stored `var` may change), starting as those
                // `BodyElision` keeps do.
                value = expression
            } else {
                value = nil
            }
            guard let value else { continue }
            let name = pattern.identifier.text.strippingBackticks
            if isLet, isStatic, let scene = sceneConstants(owner: owner, name: name, value: value) {
                constants += scene
                continue
            }
            if let nibName = nibInitializerName(value) {
                // `static var nib: UINib { UINib(nibName: "\(self)", bundle: nil) }`: what `Cell.nib` loads.
                if let expression = stringExpression(nibName, implicitBase: nil, inStaticContext: isStatic) {
                    constants.append(StringConstant(owner: owner, name: name, value: expression, isNib: true, isStored: isStored))
                }
                continue
            }
            guard let expression = stringExpression(value, implicitBase: nil, inStaticContext: isStatic) else { continue }
            constants.append(StringConstant(owner: owner, name: name, value: expression, isStored: isStored))
        }
    }

    /// `name` or `name + …`: what `BodyElision` keeps of a getter starting with a lowercase name.
    private static func isBareName(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return false }
        let elements = Array(sequence.elements)
        return elements[0].is(DeclReferenceExprSyntax.self) && elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
    }

    private static func singleExpression(_ accessors: AccessorBlockSyntax.Accessors) -> ExprSyntax? {
        let items: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let list):
            items = list
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            return statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    // MARK: String expressions

    /// Owners that are `String` under another name: their static members are `String`'s.
    static let stringAliases: Set<String> = [
        "String", "Swift.String", "NSNib.Name", "NSStoryboard.Name", "NSStoryboard.SceneIdentifier", "NSStoryboardSegue.Identifier",
    ]

    /// What the index can evaluate of a string expression (see `StringExpression`), or nil.
    /// - Parameters:
    ///   - implicitBase: the parameter's type, for `.main` (`String`, `NSUserInterfaceItemIdentifier`).
    ///   - inStaticContext: in a static property, where `self` is the type.
    func stringExpression(_ expression: ExprSyntax, implicitBase: String?, inStaticContext: Bool, depth: Int = 0) -> StringExpression? {
        guard depth < 8 else { return nil }
        let expression = bound(expression)
        if !helperScopes.isEmpty, let argument = helperArgument(expression) ?? localLetValue(expression).flatMap(helperArgument) {
            return argument
        }
        // `let name = String(describing: self)` (or any value) before the use, in the same function.
        if !helperScopes.isEmpty, let value = localLetValue(expression) {
            return stringExpression(value, implicitBase: implicitBase, inStaticContext: inStaticContext, depth: depth + 1)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let value = literal.plainValue { return .literal(value) }
            guard literal.openingPounds == nil else { return nil }
            var parts: [StringExpression] = []
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text):
                    let value = text.content.text
                    guard !value.contains("\\") else { return nil }
                    if !value.isEmpty { parts.append(.literal(value)) }
                case .expressionSegment(let interpolation):
                    guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else { return nil }
                    // `"\(Cell.self)"` and `"\(self)"` in a static property: a type's name.
                    if let type = metatypeName(only.expression) {
                        parts.append(.typeName(type))
                    } else if let index = metatypeArgument(only.expression) {
                        parts.append(.argument(index: index, use: .typeName))
                    } else if inStaticContext, Self.isSelf(only.expression) {
                        parts.append(.selfTypeName)
                    } else if let type = instanceTypeOfSelf(only.expression) {
                        parts.append(.instanceType(type: type, read: .selfTypeName))
                    } else if let part = stringExpression(only.expression, implicitBase: nil, inStaticContext: inStaticContext, depth: depth + 1) {
                        parts.append(part)
                    } else {
                        return nil
                    }
                }
            }
            return parts.count == 1 ? parts[0] : .concatenation(parts)
        }
        if let className = moduleStrippedClassName(expression, inStaticContext: inStaticContext) { return className }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1, let only = call.arguments.first {
            let called = text(of: call.calledExpression)
            if called == "String", only.label?.text == "describing" {
                if let type = metatypeName(only.expression) { return .typeName(type) }
                if let type = instanceTypeOfSelf(only.expression) { return .instanceType(type: type, read: .selfTypeName) }
                if let index = metatypeArgument(only.expression) { return .argument(index: index, use: .typeName) }
                if inStaticContext, Self.isSelf(only.expression) { return .selfTypeName }
                return nil
            }
            if called == "NSStringFromClass", only.label == nil {
                if inStaticContext, Self.isSelf(only.expression) { return nil }  // `Module.Type` of a type not known here
                return metatypeName(only.expression).map { .runtimeName($0) }
            }
            // `NSStoryboard.Name("Main")`, `NSUserInterfaceItemIdentifier(rawValue: Ids.cell)`, `.init("Main")`.
            if only.label == nil || only.label?.text == "rawValue",
               Self.stringAliases.contains(called) || called == "NSUserInterfaceItemIdentifier" || called == ".init"
                || called.hasSuffix(".init") && (Self.stringAliases.contains(String(called.dropLast(5))) || called == "NSUserInterfaceItemIdentifier.init") {
                return stringExpression(only.expression, implicitBase: nil, inStaticContext: inStaticContext, depth: depth + 1)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text.strippingBackticks
            guard let base = member.base else {
                // `.main` where the parameter's type says whose member it is.
                return implicitBase.map { .member(base: $0, name: name) }
            }
            if name == "rawValue" {
                // `Storyboard.main.rawValue` (not `.main.rawValue`: no type to read it on).
                guard let inner = base.as(MemberAccessExprSyntax.self), let enumType = inner.base, let typeName = typeReference(enumType) else { return nil }
                return .rawValue(base: typeName, name: inner.declName.baseName.text.strippingBackticks)
            }
            if let type = instanceTypeOfSelf(base) {
                return .instanceType(type: type, read: .member(base: StringExpression.dynamicSelf, name: name))
            }
            // `self.storyboardName` in a static member: a static member of the type it is read on.
            if inStaticContext, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return .member(base: StringExpression.dynamicSelf, name: name)
            }
            guard let typeName = typeReference(base) else { return nil }
            return .member(base: Self.stringAliases.contains(typeName) ? "String" : typeName, name: name)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `Prefix.cells + "Profile"`: only `+` between strings.
            var parts: [StringExpression] = []
            for (offset, element) in sequence.elements.enumerated() {
                if offset % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "+" else { return nil }
                } else {
                    guard let part = stringExpression(element, implicitBase: nil, inStaticContext: inStaticContext, depth: depth + 1) else { return nil }
                    parts.append(part)
                }
            }
            return parts.count > 1 ? .concatenation(parts) : nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil, inStaticContext,
           case .identifier = reference.baseName.tokenKind, let context = contexts.last, context.kind != .protocolBody {
            // `prefix` in `static let header = "\(prefix)Header"`: a static member of the type it is read on (Swift
            // looks there first; in an extension of a class, a subclass's `X.header` reads `X.prefix`). Not outside
            // static declarations, where a bare name may be a local or an instance property.
            _ = context
            return .member(base: StringExpression.dynamicSelf, name: reference.baseName.text.strippingBackticks)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return stringExpression(only.expression, implicitBase: implicitBase, inStaticContext: inStaticContext, depth: depth + 1)
        }
        return nil
    }

    /// `NSStringFromClass(self).components(separatedBy: ".").last!` (or `?? ""`): the class's name without its
    /// module, as `String(describing:)` gives it.
    private func moduleStrippedClassName(_ expression: ExprSyntax, inStaticContext: Bool) -> StringExpression? {
        var value = expression
        if let forced = value.as(ForceUnwrapExprSyntax.self) {
            value = forced.expression
        } else if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            value = sequence.elements.first!
        } else {
            return nil
        }
        guard let last = value.as(MemberAccessExprSyntax.self), last.declName.baseName.text == "last",
              let split = last.base?.as(FunctionCallExprSyntax.self), split.arguments.count == 1,
              split.arguments.first?.label?.text == "separatedBy",
              split.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.plainValue == ".",
              let components = split.calledExpression.as(MemberAccessExprSyntax.self), components.declName.baseName.text == "components",
              let call = components.base?.as(FunctionCallExprSyntax.self), text(of: call.calledExpression) == "NSStringFromClass",
              call.arguments.count == 1, let only = call.arguments.first?.expression else { return nil }
        if inStaticContext, Self.isSelf(only) { return .selfTypeName }
        if let type = instanceTypeOfSelf(only) { return .instanceType(type: type, read: .selfTypeName) }
        return metatypeName(only).map { .typeName(SwiftIndex.lastComponent($0)) }
    }

    /// `self` or `Self.self`.
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.tokenKind == .keyword(.Self)
        }
        return false
    }

    /// `Constants.Storyboard` as written, when it is a chain of capitalized names (types, not values); `Self` is the
    /// enclosing type.
    func typeReference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.Self) {
                guard let context = contexts.last, context.kind != .protocolBody else { return nil }
                return context.qualifiedName
            }
            let name = reference.baseName.text.strippingBackticks
            guard let first = name.unicodeScalars.first, first.properties.isUppercase, !isGenericParameter(name) else { return nil }
            return lexicalTypeName(name, at: reference) ?? name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeReference(base) {
            let name = member.declName.baseName.text.strippingBackticks
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
            return outer + "." + name
        }
        return nil
    }

    /// A requirement of the protocol whose body directly contains the node, or a member of the class or extension.
    private func addSignature(_ member: MemberDeclaration, of node: some SyntaxProtocol) {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true, let index = contexts.indices.last else { return }
        switch contexts[index].kind {
        case .classOrExtension: contexts[index].declaration?.members.append(member)
        case .protocolBody: if let p = contexts[index].protocolIndex { protocols[p].members.append(member) }
        case .valueType, .other: break
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// Static properties, for the collision checks of `ibkit gen` (instance properties are `properties`).
    private func recordSignature(_ node: VariableDeclSyntax) {
        guard Self.isStatic(node.modifiers) else { return }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            addSignature(MemberDeclaration(name: pattern.identifier.text.strippingBackticks, kind: .property, isStatic: true,
                                           typeName: binding.typeAnnotation.map { text(of: $0.type) },
                                           position: position(pattern.identifier)), of: node)
        }
    }

    /// Every function, static or not, with its labels and the constraints on its generic parameters.
    private func recordSignature(_ node: FunctionDeclSyntax) {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
        let labels = node.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text.strippingBackticks
        }
        let defaults = node.signature.parameterClause.parameters.map { $0.defaultValue != nil }
        var constraints: [String] = []
        for parameter in node.genericParameterClause?.parameters ?? [] {
            if let inherited = parameter.inheritedType { constraints += Self.compositionParts(text(of: inherited)) }
        }
        let parameters = Set(node.genericParameterClause?.parameters.map { $0.name.text } ?? [])
        for requirement in node.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  parameters.contains(text(of: conformance.leftType)) else { continue }
            constraints += Self.compositionParts(text(of: conformance.rightType))
        }
        addSignature(MemberDeclaration(name: node.name.text.strippingBackticks, labels: labels, defaults: defaults, kind: .function,
                                       isStatic: Self.isStatic(node.modifiers), constraints: constraints,
                                       isGeneric: node.genericParameterClause != nil, position: position(node.name)), of: node)
    }

    /// `A & B` → `A`, `B` (last name components, no generic arguments).
    private static func compositionParts(_ text: String) -> [String] {
        text.split(separator: "&").map { SwiftIndex.lastComponent(String($0)) }.filter { !$0.isEmpty && $0 != "AnyObject" }
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
            if let type = effectiveTypes[offset].map({ text(of: $0) }) ?? binding.initializer.flatMap({ Self.literalType($0.value) }) {
                contexts[index].declaration?.propertyTypes[name] = type
            }
            if name == "nibName", let value = Self.literalValue(of: binding) {
                contexts[index].declaration?.overriddenNames[name] = value
            }
            // `override var nibName: NSNib.Name? { "Preferences" }`, `override var windowNibName: …`: the nib the
            // view or window controller loads.
            if name == "nibName" || name == "windowNibName", node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
               let literal = Self.literal(of: binding), let value = literal.plainValue {
                references.append(StringReference(kind: .nibName, value: value, position: position(literal),
                                                  framework: name == "windowNibName" ? .appKit : nil))
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
        functionGenerics.append(Self.names(node.genericParameterClause))
        recordMember(node)
        recordSignature(node)
        helperScopes.append(HelperScope(node))
        return descend(node)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        functionGenerics.removeLast()
        if let scope = helperScopes.popLast(), let helper = scope.helper(self) { helpers.append(helper) }
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

    // Initializers, deinitializers, subscripts and enum cases record nothing themselves; their insides are walked only when they
    // may hold something (`descend`).
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { descend(node) }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) == true, let context = contexts.last, context.isStringEnum {
            for element in node.elements where element.parameterClause == nil {
                let name = element.name.text.strippingBackticks
                let value: String?
                if let raw = element.rawValue { value = raw.value.plainStringLiteral } else { value = name }
                // A raw value the index cannot read (an escape) is no constant; a later case does not depend on it.
                if let value {
                    constants.append(StringConstant(owner: context.qualifiedName, name: name, value: .literal(value), isEnumCase: true))
                }
            }
        }
        return descend(node)
    }

    /// Below a declaration, whatever the index records holds one of `bodyWords` or of the vocabulary's `keptWords`:
    /// a declaration without any is not walked into. Most member functions of a file with elided bodies are
    /// skipped whole this way.
    private func descend(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.count)
        guard start < end else { return .visitChildren }
        return words.any(in: start ..< end) ? .visitChildren : .skipChildren
    }

    // MARK: Member helpers

    /// `"X"`, `{ "X" }`, `{ return "X" }`, `{ get { "X" } }`.
    /// The type a literal initializer gives a property without annotation (`var count = 0` is an `Int`).
    static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        return nil
    }

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

    /// The literal node `literalValue` reads.
    static func literal(of binding: PatternBindingSyntax) -> StringLiteralExprSyntax? {
        if let value = binding.initializer?.value { return value.as(StringLiteralExprSyntax.self) }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        let items: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let list):
            items = list
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expression):
            return expression.as(StringLiteralExprSyntax.self)
        case .stmt(let statement):
            return (statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression)?
                .as(StringLiteralExprSyntax.self)
        default:
            return nil
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
    /// separately, since every view controller initializer (`init(nibName:bundle:)`) takes it, and so is
    /// `windowNibName:` (`NSWindowController(windowNibName:)`, `super.init(windowNibName:)`). `BodyElision` keeps
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
                     "forCellWithReuseIdentifier": .reuseIdentifier, "withReuseIdentifier": .reuseIdentifier,
                     "forIdentifier": .reuseIdentifier, "forItemWithIdentifier": .reuseIdentifier],
        "makeView": ["withIdentifier": .reuseIdentifier],
        "makeItem": ["withIdentifier": .reuseIdentifier],
        "UINib": ["nibName": .nibName],
        "NSNib": ["nibNamed": .nibName],
        "loadNibNamed": ["_": .nibName],
    ]

    /// Which framework a callee (with the argument's label) belongs to; nil when both have it.
    static func framework(callee: String, label: String) -> StringReference.Framework? {
        switch callee {
        case "UIStoryboard", "UINib", "instantiateViewController", "dequeueReusableCell", "dequeueReusableHeaderFooterView",
             "dequeueReusableSupplementaryView":
            return .uiKit
        case "NSStoryboard", "NSNib", "instantiateController", "makeView", "makeItem":
            return .appKit
        case "register":
            return label == "forIdentifier" || label == "forItemWithIdentifier" ? .appKit : .uiKit
        default:
            return label == "windowNibName" ? .appKit : nil
        }
    }

    /// AppKit's string wrappers, which name what they hold wherever they are written: `NSNib.Name("Preferences")`.
    /// (`NSUserInterfaceItemIdentifier` is also a column's or a menu item's id: only read as an argument below.)
    static let wrapperKinds: [String: StringReference.Kind] = [
        "NSNib.Name": .nibName, "NSStoryboard.Name": .storyboardName, "NSStoryboard.SceneIdentifier": .viewControllerIdentifier,
    ]

    /// Inside the value of a constant (`static let main = NSStoryboard.Name("Main")`, a static getter): its uses are
    /// the references.
    private func isConstantInitializer(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(VariableDeclSyntax.self) { return isConstantPlace(declaration) }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(MemberBlockSyntax.self) || syntax.is(CodeBlockSyntax.self) && syntax.parent?.is(AccessorDeclSyntax.self) != true {
                return false
            }
            current = syntax.parent
        }
        return false
    }

    /// `"X"`, or the literal inside `NSUserInterfaceItemIdentifier("X")`, `NSUserInterfaceItemIdentifier(rawValue: "X")`
    /// or `.init("X")` (what AppKit's identifier parameters take).
    private func argumentLiteral(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
        let expression = bound(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first,
              only.label == nil || only.label?.text == "rawValue", let literal = only.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        let called = text(of: call.calledExpression)
        guard called == "NSUserInterfaceItemIdentifier" || called == ".init" || called == "NSUserInterfaceItemIdentifier.init" else { return nil }
        return literal
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        forDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) { forDepth -= 1 }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" { forDepth -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" { forDepth += 1 }
        // In a `for` or `forEach` over a literal collection, a call reading the loop's name is recorded once per element.
        if forDepth > 0, loopBindings.isEmpty, let elements = literalLoopElements(around: node) {
            for element in elements {
                loopBindings = element
                recordCall(node)
            }
            loopBindings = [:]
        } else {
            recordCall(node)
        }
        return .visitChildren
    }

    private func recordCall(_ node: FunctionCallExprSyntax) {
        recordSceneInstantiation(node)
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            // `UIStoryboard.init(name:bundle:)` names the type, not `init`.
            callee = member.declName.baseName.tokenKind == .keyword(.`init`)
                ? member.base.flatMap(Self.lastTypeName)
                : member.declName.baseName.text
            // Cheapest tests first: this runs for every method call the walk meets.
            if node.arguments.count == 1, let only = node.arguments.first,
               let literal = only.expression.as(StringLiteralExprSyntax.self), only.label == nil || only.label?.text == "rawValue",
               ["Name", "SceneIdentifier"].contains(member.declName.baseName.text), let base = member.base,
               let kind = Self.wrapperKinds[text(of: base) + "." + member.declName.baseName.text],
               let value = literal.plainValue, !isConstantInitializer(node) {
                references.append(StringReference(kind: kind, value: value, position: position(literal), framework: .appKit))
            }
        } else {
            callee = nil
        }
        let arguments = Array(node.arguments)
        if let callee, let call = reuseCall(callee: callee, node, arguments) {
            if call.readsArgument || call.readsDynamicSelf, !helperScopes.isEmpty {
                helperScopes[helperScopes.count - 1].reuseCalls.append(call)
            } else if !call.readsArgument, !call.readsDynamicSelf {
                reuseCalls.append(call)
            }
        }
        let kinds = callee.flatMap { Self.referenceArguments[$0] }
        if let callee { recordHelperCall(callee: callee, node, arguments, apiLabels: kinds) }
        for (offset, argument) in arguments.enumerated() {
            let label = argument.label?.text ?? "_"
            var kind = kinds?[label]
            if kind == nil, label == "nibName", offset + 1 < arguments.count, arguments[offset + 1].label?.text == "bundle" {
                kind = .nibName
            }
            if kind == nil, label == "windowNibName" { kind = .nibName }
            guard let kind else { continue }
            let framework = Self.framework(callee: callee ?? "", label: label)
            // `makeView(withIdentifier:owner:)` returns nil for a name it cannot find, and code often makes the view
            // then: only a forced result (`!`, `as!`) depends on the name.
            if callee == "makeView", !Self.isForced(node) { continue }
            let isRegistration = callee == "register"
            // `dequeueReusableCell(withIdentifier:)` and the header's dequeue, without `for:`, return nil.
            var form = StringReference.Form.load
            if callee == "dequeueReusableCell" || callee == "dequeueReusableHeaderFooterView", !arguments.contains(where: { $0.label?.text == "for" }) {
                form = Self.isForced(node) ? .forcedOptionalResult : .optionalResult
            }
            if let literal = argumentLiteral(argument.expression), let value = literal.plainValue {
                references.append(StringReference(kind: kind, value: value, position: position(literal), framework: framework,
                                                  isRegistration: isRegistration, form: form))
                continue
            }
            // A name held in a `let` the file shows: each literal it may hold, where it is written.
            if let held = heldLiterals(argument.expression) {
                for literal in held.literals {
                    let name = held.name
                    guard let value = literal.plainValue else { continue }
                    references.append(StringReference(kind: kind, value: value, position: position(literal), framework: framework,
                                                      via: "let \(name)", isRegistration: isRegistration, form: form))
                }
                continue
            }
            // Not a literal: an expression resolved when every file's constants are known. Only at callees whose
            // bodies `BodyElision` always keeps (`loadingWords`), so what is recorded never depends on elision.
            let word = label == "windowNibName" || label == "nibName" && kinds?[label] == nil ? label : callee
            guard let word, callee == "register" || BodyElision.loadingWords.contains(word) else { continue }
            let implicitBase = callee == "makeView" || callee == "makeItem" || label == "forIdentifier" || label == "forItemWithIdentifier"
                ? "NSUserInterfaceItemIdentifier" : "String"
            // A literal inside a wrapper (`NSStoryboard.Name("Main")`) is recorded where it is written.
            if argument.expression.is(NilLiteralExprSyntax.self) { continue }
            // What cannot be followed is still recorded, as written: a load whose name is unknown. But the name of
            // the type it is read on (`static var nib: UINib { UINib(nibName: "\(self)", …) }`) is a template, and
            // each read of it (`ProfileCell.nib`) is a load of its own.
            // In a type method, a name read on the type it is called on (`String(describing: self)`): a template
            // each call `X.method()` makes concrete (`HelperExpansion`).
            if let scope = helperScopes.last, scope.isTypeMethod, staticMemberReference(argument.expression) == nil,
               let template = stringExpression(argument.expression, implicitBase: implicitBase, inStaticContext: true), template.readsDynamicSelf {
                helperScopes[helperScopes.count - 1].references.append(PendingReference(
                    kind: kind, expression: template, position: position(argument.expression), framework: framework,
                    isRegistration: isRegistration, form: form))
                continue
            }
            guard let expression = stringExpression(argument.expression, implicitBase: implicitBase, inStaticContext: false)
                ?? staticMemberReference(argument.expression)
                ?? (stringExpression(argument.expression, implicitBase: implicitBase, inStaticContext: true)?.readsSelfTypeName == true
                    ? nil : .opaque(Self.written(argument.expression))) else { continue }
            if case .literal = expression { continue }
            // A nib named after a type at a registration is `registered-cell`'s to judge (the reuse call has it).
            if kind == .nibName, Self.isRegistrationArgument(node) {
                switch expression {
                case .typeName, .argument, .nibName: continue
                default: break
                }
            }
            let reference = PendingReference(kind: kind, expression: expression, position: position(argument.expression),
                                             framework: framework, isRegistration: isRegistration, form: form)
            if expression.readsArgument {
                if !helperScopes.isEmpty { helperScopes[helperScopes.count - 1].references.append(reference) }
            } else {
                pendingReferences.append(reference)
            }
        }
        return
    }

    /// An expression as written, on one line and at most 60 characters, for messages.
    static func written(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { String($0.drop(while: \.isWhitespace)) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    /// `call(…)!` or `call(…) as! T`: a nil result crashes.
    private static func isForced(_ node: FunctionCallExprSyntax) -> Bool {
        if node.parent?.is(ForceUnwrapExprSyntax.self) == true { return true }
        guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
        var found = false
        for element in list {
            if found { return element.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.text == "!" }
            found = element.id == node.id
        }
        return false
    }

    /// `UINib(nibName: …)` as the first argument of `register(…)`.
    private static func isRegistrationArgument(_ node: FunctionCallExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return callee?.hasPrefix("register") == true
    }

    /// `UIStoryboard`, `UIKit.UIStoryboard`, `Box<T>` → the last name, from tokens alone (a base that is any other
    /// expression names no type here, and its text may hold a closure, which `BodyElision` may have emptied).
    static func lastTypeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return lastTypeName(generic.expression) }
        return nil
    }

    // MARK: Cell registrations

    /// Argument label of the reuse identifier → what is registered.
    private static let identifierLabels: [String: ReuseCall.Role] = [
        "forCellReuseIdentifier": .tableCell, "forCellWithReuseIdentifier": .collectionCell,
        "forHeaderFooterViewReuseIdentifier": .tableHeaderFooter, "withReuseIdentifier": .collectionSupplementary,
    ]

    /// By-type dequeues (IBKit's and Reusable's) → what they dequeue.
    private static let dequeueRoles: [String: ReuseCall.Role] = [
        "dequeueReusableCell": .unknown, "dequeueReusableHeaderFooterView": .tableHeaderFooter,
        "dequeueReusableSupplementaryView": .collectionSupplementary,
    ]

    /// `register(Cell.self)`, `register(cellType: Cell.self)`, `registerHeaderFooterView(View.self)`,
    /// `register(View.self, ofKind:)`, `register(Cell.self, forCellReuseIdentifier: …)`,
    /// `register(UINib(nibName: …, bundle: …), forCellReuseIdentifier: …)`, `register(Cell.nib, …)` (also the
    /// Swift 2 names `registerNib`/`registerClass`), and `dequeueReusableCell(Cell.self, for:)`,
    /// `dequeueReusableCell(for:cellType:)` and their header, footer and supplementary forms. Anything else
    /// with these names (a dependency container's `register(Service.self) { … }`) is not recorded.
    private func reuseCall(callee: String, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]) -> ReuseCall? {
        let isRegister = callee == "register" || callee == "registerNib" || callee == "registerClass" || callee == "registerHeaderFooterView"
        let dequeueRole = Self.dequeueRoles[callee]
        guard isRegister || dequeueRole != nil, let first = arguments.first else { return nil }
        let place = calleePosition(node)
        if let role = dequeueRole {
            for argument in arguments {
                let label = argument.label?.text
                guard label == nil || label == "cellType" || label == "viewType" else { continue }
                if let type = metatypeName(argument.expression) { return ReuseCall(kind: .dequeueType, role: role, typeName: type, position: place) }
                if let index = metatypeArgument(argument.expression) {
                    return ReuseCall(kind: .dequeueType, role: role, typeArgument: index, position: place)
                }
            }
            return nil
        }
        guard node.trailingClosure == nil else { return nil }
        let labels = arguments.map { $0.label?.text }
        if let offset = labels.firstIndex(where: { $0.map { Self.identifierLabels[$0] != nil } ?? false }),
           callee != "registerHeaderFooterView", first.label == nil {
            var role = Self.identifierLabels[labels[offset]!]!
            if role == .collectionSupplementary, !labels.contains("forSupplementaryViewOfKind") { role = .unknown }
            let identifier = stringValue(arguments[offset].expression)
            // `forCellReuseIdentifier: Cells.profile`: resolved when the index is merged; in a type method,
            // `self.identifier` is a template each call `X.method()` makes concrete.
            let expression = identifier == nil
                ? selfTemplate(arguments[offset].expression) ?? stringExpression(arguments[offset].expression, implicitBase: "String", inStaticContext: false)
                : nil
            if isSelfType(first.expression) {
                return ReuseCall(kind: .registerClass, role: role, typeName: StringExpression.dynamicSelf, identifier: identifier,
                                 identifierExpression: expression, position: place)
            }
            if let type = metatypeName(first.expression) {
                return ReuseCall(kind: .registerClass, role: role, typeName: type, identifier: identifier, identifierExpression: expression,
                                 position: place)
            }
            if let index = metatypeArgument(first.expression) {
                return ReuseCall(kind: .registerClass, role: role, identifier: identifier, identifierExpression: expression,
                                 typeArgument: index, position: place)
            }
            guard let nib = nibArgument(first.expression) else { return nil }
            return ReuseCall(kind: .registerNib, role: role, typeName: nib.typeName, nibName: nib.name, identifier: identifier,
                             identifierExpression: expression, nibExpression: nib.expression, typeArgument: nib.typeArgument,
                             position: place)
        }
        guard callee == "register" || callee == "registerHeaderFooterView",
              [nil, "cellType", "headerFooterViewType", "supplementaryViewType"].contains(first.label?.text),
              labels.dropFirst().allSatisfy({ $0 == "ofKind" }) else { return nil }
        let type = metatypeName(first.expression)
        let typeArgument = type == nil ? metatypeArgument(first.expression) : nil
        guard type != nil || typeArgument != nil else { return nil }
        let role: ReuseCall.Role = if callee == "registerHeaderFooterView" || first.label?.text == "headerFooterViewType" {
            .tableHeaderFooter
        } else if labels.contains("ofKind") {
            .collectionSupplementary
        } else {
            .unknown
        }
        return ReuseCall(kind: .registerType, role: role, typeName: type, typeArgument: typeArgument, position: place)
    }

    /// In a type method, a name read on the type it is called on (`String(describing: self)`, `self.identifier`).
    private func selfTemplate(_ expression: ExprSyntax) -> StringExpression? {
        guard helperScopes.last?.isTypeMethod == true, staticMemberReference(expression) == nil,
              let template = stringExpression(expression, implicitBase: "String", inStaticContext: true), template.readsDynamicSelf else { return nil }
        return template
    }

    /// In a type method, `self`, `Self` or `Self.self`/`self.self`: the type each call names.
    private func isSelfType(_ expression: ExprSyntax) -> Bool {
        guard helperScopes.last?.isTypeMethod == true else { return false }
        var expression = expression
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self), let base = member.base {
            expression = base
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
    }

    func calleePosition(_ node: FunctionCallExprSyntax) -> SourcePosition {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { return position(member.declName) }
        return position(node.calledExpression)
    }

    /// `Cell` for `Cell.self`, `Module.Cell.self` or `Cell<T>.self`; nil for anything that is not a capitalized
    /// type name (`type(of: x).self`, a variable).
    func metatypeName(_ expression: ExprSyntax) -> String? {
        let expression = bound(expression)
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base,
              base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) || base.is(GenericSpecializationExprSyntax.self)
        else { return nil }
        let name = SwiftIndex.lastComponent(text(of: base))
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, !isGenericParameter(name) else { return nil }
        return name
    }

    /// A literal, or a type's name: `String(describing: Cell.self)`, `"\(Cell.self)"`.
    private func stringValue(_ expression: ExprSyntax) -> String? {
        let expression = bound(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            if let value = literal.plainValue { return value }
            // `"\(Cell.self)"`: one interpolated metatype and nothing else.
            var name: String?
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text):
                    guard text.content.text.isEmpty else { return nil }
                case .expressionSegment(let interpolation):
                    guard name == nil, interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                          only.label == nil, let type = metatypeName(only.expression) else { return nil }
                    name = type
                }
            }
            return name
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing" else { return nil }
        return metatypeName(argument.expression)
    }

    /// `UINib(nibName: "Cell", bundle: nil)` → (nil, "Cell"); `UINib(nibName: String(describing: Cell.self), …)`
    /// → ("Cell", "Cell"); `Cell.nib` → ("Cell", nil, the nib its `nib` property loads); `UINib(nibName:
    /// Cells.profile, …)` → the constant; in a helper, `cellType.nib` and `UINib(nibName: cellType.nibName, …)` →
    /// the argument.
    private func nibArgument(_ expression: ExprSyntax)
        -> (typeName: String?, name: String?, expression: StringExpression?, typeArgument: Int?)? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base {
            let property = member.declName.baseName.text
            // In a type method, `Self.nib` / `self.nib`: the nib of the type each call names.
            if isSelfType(base) { return (StringExpression.dynamicSelf, nil, .nibName(base: StringExpression.dynamicSelf, name: property), nil) }
            if let index = metatypeArgument(base) ?? genericArgument(base) {
                return (nil, nil, .argument(index: index, use: .nibName(property)), index)
            }
            guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
            let name = SwiftIndex.lastComponent(text(of: base))
            guard let first = name.unicodeScalars.first, first.properties.isUppercase, !isGenericParameter(name) else { return nil }
            // IBKit's `uiNib` / Reusable's `nib` come from a protocol the sources may not show: `registered-cell` knows them.
            guard ["nib", "uiNib"].contains(property) || typeReference(base) != nil else { return nil }
            return (["nib", "uiNib"].contains(property) ? name : nil, nil, .nibName(base: name, name: property), nil)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee: String? = if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            member.base.map { SwiftIndex.lastComponent(text(of: $0)) }
        } else {
            nil
        }
        guard callee == "UINib", let argument = call.arguments.first(where: { $0.label?.text == "nibName" }) else { return nil }
        if let template = selfTemplate(argument.expression) {
            return (template == .selfTypeName ? StringExpression.dynamicSelf : nil, nil, template, nil)
        }
        if let name = stringValue(argument.expression) {
            // A name computed from a type (`String(describing: Cell.self)`) also says which class the nib is for.
            return (argument.expression.plainStringLiteral == nil ? name : nil, name, nil, nil)
        }
        guard let value = stringExpression(argument.expression, implicitBase: "String", inStaticContext: false) else { return nil }
        return (nil, nil, value, value.argumentIndex)
    }

    // MARK: I/O calls

    /// The class or extension whose body the walk is in, when it is the innermost type (a struct nested in a
    /// view controller is not the view controller).
    private var ioContext: Int? {
        guard !vocabulary.isEmpty, let index = contexts.indices.last, contexts[index].kind == .classOrExtension else { return nil }
        return index
    }

    /// A helper's name that is neither called here nor the name of a declaration (`FunctionDeclSyntax` names are
    /// tokens, not references): its calls are not all seen.
    private func recordEscape(_ node: DeclReferenceExprSyntax) {
        let name = node.baseName.text
        guard callees.contains(name) else { return }
        var callee = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { callee = Syntax(member) }
        // `view.addSubview(…)`, `self.view.frame`, `controller?.dismiss(…)`: a function value has no members, so a
        // base is something else.
        var based = callee
        if let wrapper = based.parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) { based = wrapper }
        if let outer = based.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == based.id { return }
        if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id { return }
        if callee.id == Syntax(node).id, isLocalVariable(node) { return }
        escapedCallees.insert(name)
    }

    /// `URLSession.shared`, `try Realm()`, `sqlite3_open(…)`, `Data(contentsOf: url)`: a name a pattern names.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if !callees.isEmpty { recordEscape(node) }
        guard let index = ioContext else { return .skipChildren }
        let offset = node.baseName.positionAfterSkippingLeadingTrivia.utf8Offset
        guard offset < source.count, vocabulary.mayName(startingWith: source[offset]) else { return .skipChildren }
        // A member's name (`.shared`) is the member access's business.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .skipChildren }
        let candidates = vocabulary.patterns(named: node.baseName.text)
        guard !candidates.isEmpty else { return .skipChildren }
        let called = calledBy(ExprSyntax(node))
        for pattern in candidates {
            if let label = pattern.label, called?.arguments.first?.label?.text != label { continue }
            recordIO(pattern, shown: extendToCall(ExprSyntax(node)), root: ExprSyntax(node), in: index)
            break
        }
        return .skipChildren
    }

    /// `session.dataTask(with:)`, `data.write(to: url)`, `realm.write { … }`: a called method a pattern names.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        recordNibAccess(node)
        guard let index = ioContext else { return .visitChildren }
        let offset = node.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset
        guard offset < source.count, vocabulary.mayNameMethod(startingWith: source[offset]) else { return .visitChildren }
        let candidates = vocabulary.patterns(method: node.declName.baseName.text)
        guard !candidates.isEmpty, let call = calledBy(ExprSyntax(node)) else { return .visitChildren }
        for pattern in candidates {
            if let label = pattern.label, call.arguments.first?.label?.text != label { continue }
            if case .method(_, let base?) = pattern.shape, lastName(node.base) != base { continue }
            recordIO(pattern, shown: ExprSyntax(node), root: chainRoot(ExprSyntax(node)), in: index)
            break
        }
        return .visitChildren
    }

    private func recordIO(_ pattern: IOPattern, shown: ExprSyntax, root: ExprSyntax, in index: Int) {
        let offset = root.positionAfterSkippingLeadingTrivia.utf8Offset
        guard contexts[index].ioRoots.insert(offset).inserted else { return }
        let call = describe(shown) + (pattern.label.map { "(\($0):)" } ?? "")
        contexts[index].declaration?.ioCalls.append(IOCall(api: pattern.spec, call: call, position: position(root)))
    }

    /// The call whose callee the expression is (through `<T>` specializations).
    private func calledBy(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(expression)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == current.id ? call : nil }
            guard parent.is(GenericSpecializationExprSyntax.self) else { return nil }
            current = parent
        }
        return nil
    }

    /// `UserDefaults` → `UserDefaults.standard.set`: up the member chain to the first called member.
    private func extendToCall(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while calledBy(current) == nil, let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = ExprSyntax(member)
            } else if let specialization = parent.as(GenericSpecializationExprSyntax.self) {
                current = ExprSyntax(specialization)
            } else if let unwrap = parent.as(ForceUnwrapExprSyntax.self) {
                current = ExprSyntax(unwrap)
            } else if let chained = parent.as(OptionalChainingExprSyntax.self) {
                current = ExprSyntax(chained)
            } else {
                break
            }
        }
        return current
    }

    /// The innermost start of a postfix chain: `URLSession` of `URLSession.shared.dataTask(with: url).resume()`.
    private func chainRoot(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let specialization = current.as(GenericSpecializationExprSyntax.self) {
                current = specialization.expression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                return current
            }
        }
    }

    /// `realm` for `realm`, `self.realm` or `store.realm!`.
    private func lastName(_ expression: ExprSyntax?) -> String? {
        var current = expression
        while let e = current {
            if let reference = e.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = e.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let unwrap = e.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            if let chained = e.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            return nil
        }
        return nil
    }

    /// A chain as the message shows it, without arguments: `URLSession.shared.dataTask`, `Realm().objects`.
    private func describe(_ expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(describe) ?? "") + "." + member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return describe(call.calledExpression) + "()" }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return describe(unwrap.expression) + "!" }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return describe(chained.expression) + "?" }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) { return describe(specialization.expression) }
        return "…"
    }

    /// `segue.identifier == "X"` (either side, `!=` too). Binary expressions are unfolded sequences here, and
    /// `==` binds tighter than `&&`/`||`, so its operands are the neighbouring elements.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (offset, element) in elements.enumerated() where offset > 0 && offset + 1 < elements.count {
            guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "==" || op.operator.text == "!=" else { continue }
            for (subject, other) in [(elements[offset - 1], elements[offset + 1]), (elements[offset + 1], elements[offset - 1])] {
                guard Self.isSegueIdentifier(subject) else { continue }
                if let literal = other.as(StringLiteralExprSyntax.self), let value = literal.plainValue {
                    references.append(StringReference(kind: .segueIdentifier, value: value, position: position(literal), form: .comparison))
                } else if let held = heldLiterals(other) {
                    // `segue.identifier == joinSegue` with `let joinSegue = "Join"`: each literal, where it is written.
                    for literal in held.literals {
                        guard let value = literal.plainValue else { continue }
                        references.append(StringReference(kind: .segueIdentifier, value: value, position: position(literal),
                                                          via: "let \(held.name)", form: .comparison))
                    }
                } else if other.is(MemberAccessExprSyntax.self) || other.is(DeclReferenceExprSyntax.self),
                          let expression = stringExpression(other, implicitBase: nil, inStaticContext: false), !expression.readsArgument {
                    // `segue.identifier == Segues.showDetail.rawValue`: resolved with every file's constants, or dropped
                    // (a comparison loads nothing).
                    pendingReferences.append(PendingReference(kind: .segueIdentifier, expression: expression, position: position(other),
                                                              framework: nil, form: .comparison))
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
                    references.append(StringReference(kind: .segueIdentifier, value: value, position: position(literal), form: .comparison))
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

extension UnsafeRawBufferPointer {
    subscript(safe offset: Int) -> UInt8? { offset >= 0 && offset < count ? self[offset] : nil }
}

extension String {
    var strippingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
