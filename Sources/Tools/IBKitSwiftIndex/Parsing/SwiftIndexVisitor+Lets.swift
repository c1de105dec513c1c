import SwiftSyntax

/// Names held in `let`s: a loading call's argument `cellID` whose `let` the same file shows — a local of the function
/// (declared before the call, not shadowed by a parameter or a closer declaration), an instance or static `let` of
/// the enclosing type, or a file-scope `let` — with a literal value, or a ternary of two literals. A `let` is never
/// reassigned, so its value is as good as a literal; a `var` could be, and is not followed.
extension SwiftIndexVisitor {
    /// The literals the argument may hold and the name that holds them; nil when it is not such a name.
    func heldLiterals(_ expression: ExprSyntax) -> (name: String, literals: [StringLiteralExprSyntax])? {
        held(expression, Self.literals).map { (name: $0.name, literals: $0.value) }
    }

    /// The array or dictionary literal a `let` named by the expression holds (`for (nib, id) in cellNibs`).
    func heldCollection(_ expression: ExprSyntax) -> ExprSyntax? {
        if expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) { return expression }
        return held(expression) { value in
            value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) ? value : nil
        }?.value
    }

    /// The value of the `let` the expression names, as `read` takes it; nil when it is not such a name or `read`
    /// does not take the value.
    private func held<Value>(_ expression: ExprSyntax, _ read: (ExprSyntax) -> Value?) -> (name: String, value: Value)? {
        let name: String
        var memberOnly = false
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
            memberOnly = true
        } else {
            return nil
        }
        var current: Syntax? = Syntax(expression)
        while let syntax = current {
            if !memberOnly, let items = syntax.as(CodeBlockItemListSyntax.self) {
                switch Self.declaration(of: name, in: items.filter { $0.endPosition <= expression.position }.map(\.item), read) {
                case .found(let value): return (name, value)
                case .notFollowed: return nil
                case .absent: break
                }
            }
            if !memberOnly, Self.hasParameter(named: name, syntax) { return nil }
            if let members = syntax.as(MemberBlockSyntax.self) {
                switch Self.declaration(of: name, in: members.members.map { Syntax($0.decl) }, read) {
                case .found(let value): return (name, value)
                case .notFollowed: return nil
                case .absent: memberOnly = false  // not the type's: a file-scope `let` of this file may be meant
                }
                if expression.is(MemberAccessExprSyntax.self) { return nil }  // `self.x`: an inherited or extension member
            }
            current = syntax.parent
        }
        return nil
    }

    /// In a helper, `let identifier = segue.rawValue` before `performSegue(withIdentifier: identifier, …)`: the
    /// value of a local `let` of the function (declared before the use, not shadowed), whatever it is.
    func localLetValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var current: Syntax? = Syntax(expression)
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self), !syntax.is(ClosureExprSyntax.self) {
            // `if let name`, `while let name`, `for name in`, `case let name`: a closer binding of the name.
            let binders: Syntax? = syntax.as(IfExprSyntax.self).map { Syntax($0.conditions) } ?? syntax.as(WhileStmtSyntax.self).map { Syntax($0.conditions) }
                ?? syntax.as(ForStmtSyntax.self).map { Syntax($0.pattern) } ?? syntax.as(SwitchCaseSyntax.self).map { Syntax($0.label) }
            if let binders, binders.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return nil }
            if let items = syntax.as(CodeBlockItemListSyntax.self) {
                var found: ExprSyntax?
                var declared = false
                for item in items where item.endPosition <= expression.position {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            declared = true
                            found = variable.bindingSpecifier.tokenKind == .keyword(.let) && binding.accessorBlock == nil
                                ? binding.initializer?.value : nil
                        }
                    } else if item.item.as(GuardStmtSyntax.self)?.conditions.contains(where: {
                        $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    }) == true {
                        declared = true
                        found = nil
                    }
                }
                if declared { return found }
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the name is a variable where it is written — a `let`/`var` or `guard let` declared before it, an
    /// `if let`/`guard let`/`while let`/`for`/`case let` binding around it, a parameter, a property of the enclosing
    /// type: one that shadows a function of that name (`guard let controller = …; present(controller, …)`).
    func isLocalVariable(_ node: DeclReferenceExprSyntax) -> Bool {
        let name = node.baseName.text
        func binds(_ pattern: PatternSyntax?) -> Bool { pattern?.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        func declares(_ declaration: some SyntaxProtocol) -> Bool {
            declaration.as(VariableDeclSyntax.self)?.bindings.contains(where: { binds($0.pattern) }) == true
        }
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            // The type's own property of that name (`var controller: UIViewController?`) is what the name means.
            if let members = syntax.as(MemberBlockSyntax.self) { return members.members.contains { declares($0.decl) } }
            if let items = syntax.as(CodeBlockItemListSyntax.self) {
                for item in items where item.endPosition <= node.position {
                    if declares(item.item) { return true }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.contains(where: {
                        binds($0.condition.as(OptionalBindingConditionSyntax.self)?.pattern)
                    }) { return true }
                }
            }
            // `if let name`, `while let name`, `for name in`, `case let name`: bindings of the blocks around it.
            let binders: Syntax? = syntax.as(IfExprSyntax.self).map { Syntax($0.conditions) } ?? syntax.as(WhileStmtSyntax.self).map { Syntax($0.conditions) }
                ?? syntax.as(GuardStmtSyntax.self).map { Syntax($0.conditions) }
                ?? syntax.as(ForStmtSyntax.self).map { Syntax($0.pattern) } ?? syntax.as(SwitchCaseSyntax.self).map { Syntax($0.label) }
            if let binders, binders.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name && $0.position < node.position }) { return true }
            if Self.hasParameter(named: name, syntax) { return true }
            current = syntax.parent
        }
        return false
    }

    private enum Declaration<Value> {
        case found(Value)
        case notFollowed
        case absent
    }

    /// The last declaration of `name` among the items: a `let` with a literal (or ternary of literals) value, or
    /// something else that declares the name.
    private static func declaration<Value>(of name: String, in items: some Sequence<some SyntaxProtocol>,
                                           _ read: (ExprSyntax) -> Value?) -> Declaration<Value> {
        var result = Declaration<Value>.absent
        for item in items {
            if let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard variable.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
                          let initial = binding.initializer?.value, let value = read(initial) else { result = .notFollowed; continue }
                    result = .found(value)
                }
            } else if let guardStatement = item.as(GuardStmtSyntax.self), guardStatement.conditions.contains(where: {
                $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }) {
                result = .notFollowed
            }
        }
        return result
    }

    /// `"Cell"`, `("Cell")`, `flag ? "A" : "B"`: the plain literals; nil for anything else.
    private static func literals(_ value: ExprSyntax) -> [StringLiteralExprSyntax]? {
        if let literal = value.as(StringLiteralExprSyntax.self) { return literal.plainValue == nil ? nil : [literal] }
        if let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return literals(only.expression)
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
                  !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let first = literals(ternary.thenExpression), let second = literals(elements[elements.count - 1]) else { return nil }
            return first + second
        }
        return nil
    }

    /// A function, initializer, subscript or closure that takes a parameter of that name.
    private static func hasParameter(named name: String, _ syntax: Syntax) -> Bool {
        let parameters: FunctionParameterListSyntax?
        if let function = syntax.as(FunctionDeclSyntax.self) {
            parameters = function.signature.parameterClause.parameters
        } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
            parameters = initializer.signature.parameterClause.parameters
        } else if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
            parameters = subscriptDecl.parameterClause.parameters
        } else if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature {
            return signature.description.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == name }
        } else {
            return false
        }
        return parameters?.contains { ($0.secondName ?? $0.firstName).text == name } ?? false
    }
}
