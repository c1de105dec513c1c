import SwiftSyntax

/// Literal collections: `for cell in [PhotoCell.self, VideoCell.self] { tableView.register(cell, …) }`,
/// `for (nib, id) in [("PhotoCell", "photo")] { … }`, `for (nib, id) in ["PhotoCell": "photo"] { … }` and the same
/// with `forEach { … }` register each element, as if each call were written out. The collection is an array or
/// dictionary literal, written there or held in a `let` (`SwiftIndexVisitor+Lets`), whose elements are all
/// metatypes or string literals (or tuples of them, as many as the pattern names); a `for` has no `where` clause;
/// the call must read one of the loop's names.
extension SwiftIndexVisitor {
    /// The loop's name → element bindings, one per element, of the innermost `for` or `forEach` around the call
    /// within its function; nil when that loop is not over such a literal, or the call does not read its names.
    func literalLoopElements(around node: FunctionCallExprSyntax) -> [[String: ExprSyntax]]? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) { return forEachElements(of: closure, readBy: node) }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            if let loop = syntax.as(ForStmtSyntax.self) {
                guard loop.whereClause == nil, loop.caseKeyword == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
                      let names = Self.names(of: loop.pattern) else { return nil }
                return elements(of: loop.sequence, names: names, readBy: node)
            }
            current = syntax.parent
        }
        return nil
    }

    /// `collection.forEach { cell in … }`, `{ (nib, id) in … }`, `{ $0 … }` or `{ … $0 … $1 … }` (a pair).
    private func forEachElements(of closure: ClosureExprSyntax, readBy node: FunctionCallExprSyntax) -> [[String: ExprSyntax]]? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.trailingClosure?.id == closure.id || (call.arguments.count == 1 && call.arguments.first?.expression.id == ExprSyntax(closure).id),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let base = member.base else { return nil }
        let names: [String?]
        if let signature = closure.signature {
            if let shorthand = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                names = shorthand.map { $0.name.text == "_" ? nil : $0.name.text }
            } else if let clause = signature.parameterClause?.as(ClosureParameterClauseSyntax.self), clause.parameters.count == 1,
                      let only = clause.parameters.first, only.type == nil {
                names = [only.firstName.text]
            } else {
                return nil
            }
        } else {
            // Swift gives a closure as many anonymous parameters as the highest one its body uses.
            names = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == "$1" } ? ["$0", "$1"] : ["$0"]
        }
        return elements(of: base, names: names, readBy: node)
    }

    /// The names a `for` pattern binds by position (nil for `_`).
    private static func names(of pattern: PatternSyntax) -> [String?]? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        guard let tuple = pattern.as(TuplePatternSyntax.self),
              tuple.elements.allSatisfy({ $0.label == nil && ($0.pattern.is(IdentifierPatternSyntax.self) || $0.pattern.is(WildcardPatternSyntax.self)) })
        else { return nil }
        return tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    private func elements(of sequence: ExprSyntax, names: [String?], readBy node: FunctionCallExprSyntax) -> [[String: ExprSyntax]]? {
        let read = Set(node.arguments.flatMap { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).map(\.text)
        })
        guard names.contains(where: { $0.map(read.contains) == true }), let collection = heldCollection(sequence) else { return nil }
        // Each element's values by position: an array's elements (tuples split), a dictionary's key and value.
        var rows: [[ExprSyntax]] = []
        if let array = collection.as(ArrayExprSyntax.self) {
            guard (1 ... 32).contains(array.elements.count) else { return nil }
            for element in array.elements {
                if names.count == 1 {
                    rows.append([element.expression])
                } else {
                    guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == names.count,
                          tuple.elements.allSatisfy({ $0.label == nil }) else { return nil }
                    rows.append(tuple.elements.map(\.expression))
                }
            }
        } else if let dictionary = collection.as(DictionaryExprSyntax.self), names.count == 2,
                  case .elements(let elements) = dictionary.content, (1 ... 32).contains(elements.count) {
            rows = elements.map { [$0.key, $0.value] }
        } else {
            return nil
        }
        var result: [[String: ExprSyntax]] = []
        for values in rows {
            guard values.allSatisfy(Self.isLiteralValue) else { return nil }
            var binding: [String: ExprSyntax] = [:]
            for (name, value) in zip(names, values) { if let name { binding[name] = value } }
            result.append(binding)
        }
        return result
    }

    /// `"Cell"` or `Cell.self`.
    private static func isLiteralValue(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.plainValue != nil }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self) else { return false }
        return member.base?.is(DeclReferenceExprSyntax.self) == true || member.base?.is(MemberAccessExprSyntax.self) == true
    }

    /// The element a loop's name stands for while a call is recorded per element, else the expression itself.
    func bound(_ expression: ExprSyntax) -> ExprSyntax {
        guard !loopBindings.isEmpty, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let value = loopBindings[reference.baseName.text] else { return expression }
        return value
    }
}
