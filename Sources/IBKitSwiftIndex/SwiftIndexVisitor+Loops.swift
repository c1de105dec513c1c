import SwiftSyntax

/// Literal collections: `for cell in [PhotoCell.self, VideoCell.self] { tableView.register(cell, …) }` and
/// `for (nib, id) in [("PhotoCell", "photo")] { … }` register each element, as if each call were written out.
/// Only a `for` over an array literal whose elements are all metatypes or string literals (or tuples of them, as
/// many as the pattern names), with no `where` clause; the call must read one of the loop's names.
extension SwiftIndexVisitor {
    /// The loop's name → element bindings, one per element, of the innermost `for` around the call within its
    /// function or closure; nil when that loop is not over such a literal, or the call does not read its names.
    func literalLoopElements(around node: FunctionCallExprSyntax) -> [[String: ExprSyntax]]? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            if let loop = syntax.as(ForStmtSyntax.self) { return Self.elements(of: loop, readBy: node) }
            current = syntax.parent
        }
        return nil
    }

    private static func elements(of loop: ForStmtSyntax, readBy node: FunctionCallExprSyntax) -> [[String: ExprSyntax]]? {
        guard loop.whereClause == nil, loop.caseKeyword == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
              let array = loop.sequence.as(ArrayExprSyntax.self), (1 ... 32).contains(array.elements.count) else { return nil }
        // The pattern's names by position; nil for `_`.
        let names: [String?]
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            names = [identifier.identifier.text]
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            guard tuple.elements.allSatisfy({ $0.label == nil && ($0.pattern.is(IdentifierPatternSyntax.self) || $0.pattern.is(WildcardPatternSyntax.self)) })
            else { return nil }
        } else {
            return nil
        }
        let read = Set(node.arguments.flatMap { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).map(\.text)
        })
        guard names.contains(where: { $0.map(read.contains) == true }) else { return nil }
        var result: [[String: ExprSyntax]] = []
        for element in array.elements {
            let values: [ExprSyntax]
            if names.count == 1 {
                values = [element.expression]
            } else {
                guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == names.count,
                      tuple.elements.allSatisfy({ $0.label == nil }) else { return nil }
                values = tuple.elements.map(\.expression)
            }
            guard values.allSatisfy(isLiteralValue) else { return nil }
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
