import SwiftSyntax

/// Names as Swift looks them up from where they are written: a type name the enclosing types declare nested
/// (`Constants.cellID` inside a class with its own `enum Constants`, while other types declare theirs), and a bare
/// static member read in a `static` or `class` function.
extension SwiftIndexVisitor {
    /// The qualified name Swift finds for a type named `name` written at `node` when the innermost enclosing type
    /// declares a nested type of that name in its body (or is itself that type); nil otherwise: then the name stays as
    /// written, and names several types declare stay ambiguous (an extension elsewhere may declare the nested type,
    /// which Swift would find first).
    func lexicalTypeName(_ name: String, at node: some SyntaxProtocol) -> String? {
        var groups: [DeclGroupSyntax] = []
        var current = node.parent
        while let syntax = current {
            if let group = syntax.asProtocol(DeclGroupSyntax.self) { groups.append(group) }
            current = syntax.parent
        }
        // The type contexts are those groups, outermost first; when they differ, the position is not understood.
        guard !groups.isEmpty, groups.count == contexts.count else { return nil }
        let group = groups[0], context = contexts[contexts.count - 1]
        if Self.declaredName(of: group) == name { return context.qualifiedName }
        if group.memberBlock.members.contains(where: { Self.declaredName(of: $0.decl) == name }) {
            return context.qualifiedName + "." + name
        }
        return nil
    }

    /// The name a type declaration introduces (not an extension's: it introduces none).
    private static func declaredName(of syntax: some SyntaxProtocol) -> String? {
        let token: TokenSyntax? = if let c = syntax.as(ClassDeclSyntax.self) { c.name }
            else if let s = syntax.as(StructDeclSyntax.self) { s.name }
            else if let e = syntax.as(EnumDeclSyntax.self) { e.name }
            else if let a = syntax.as(ActorDeclSyntax.self) { a.name }
            else if let t = syntax.as(TypeAliasDeclSyntax.self) { t.name }
            else if let p = syntax.as(ProtocolDeclSyntax.self) { p.name }
            else { nil }
        return token?.text.strippingBackticks
    }

    /// `identifier` read in a `static func` of a struct, an enum or a `final` class, where no parameter, local or
    /// closure parameter of that function has the name: a static member of the type (instance members are out of
    /// reach there), resolved as `Type.identifier` is. In a class a subclass could be `self` and override it.
    func staticMemberReference(_ expression: ExprSyntax) -> StringExpression? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .identifier = reference.baseName.tokenKind, let context = contexts.last else { return nil }
        var current = expression.parent
        var function: FunctionDeclSyntax?
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            if let found = syntax.as(FunctionDeclSyntax.self) { function = found; break }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        let type = function?.parent?.parent?.parent?.parent
        let isFinal = type?.is(StructDeclSyntax.self) == true || type?.is(EnumDeclSyntax.self) == true
            || type?.as(ClassDeclSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) == true
        guard isFinal, let function, function.parent?.is(MemberBlockItemSyntax.self) == true,
              function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        else { return nil }
        let name = reference.baseName.text.strippingBackticks
        guard !LocalNames(name).declared(in: function) else { return nil }
        return .member(base: context.qualifiedName, name: name)
    }

    /// The enclosing type's name when the expression is `type(of: self)` in one of its instance members (not a
    /// static one, where `self` is the type and `type(of: self)` its metatype).
    func instanceTypeOfSelf(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
              let only = call.arguments.first, only.label?.text == "of",
              only.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              let context = contexts.last, context.kind == .classOrExtension || context.kind == .valueType else { return nil }
        var current = expression.parent
        while let syntax = current {
            if syntax.is(MemberBlockSyntax.self) { return nil }
            let modifiers: DeclModifierListSyntax? = syntax.as(FunctionDeclSyntax.self)?.modifiers ?? syntax.as(VariableDeclSyntax.self)?.modifiers
                ?? syntax.as(InitializerDeclSyntax.self)?.modifiers ?? syntax.as(SubscriptDeclSyntax.self)?.modifiers
            // A member of the type (a local `let` or function inside one is passed on the way up).
            if let modifiers, syntax.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true {
                guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { return nil }
                return context.qualifiedName
            }
            if syntax.is(DeinitializerDeclSyntax.self) { return context.qualifiedName }
            current = syntax.parent
        }
        return nil
    }
}

/// Whether a function declares a name of its own anywhere: a parameter, a `let`/`var`/`if let`/`for`/`case let`
/// binding, a closure's parameter, a local function or type.
private final class LocalNames: SyntaxVisitor {
    let name: String
    var found = false

    init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    func declared(in function: FunctionDeclSyntax) -> Bool {
        walk(function.signature)
        if let body = function.body { walk(body) }
        return found
    }

    private func see(_ token: TokenSyntax?) { if token?.text.strippingBackticks == name { found = true } }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { see(node.secondName ?? node.firstName); return .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { see(node.identifier); return .skipChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { see(node.name); return .skipChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind { see(node.secondName ?? node.firstName); return .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { see(node.name); return .visitChildren }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let name {` binds the name without an initializer.
        if let pattern = node.pattern.as(IdentifierPatternSyntax.self) { see(pattern.identifier) }
        return .visitChildren
    }
}
