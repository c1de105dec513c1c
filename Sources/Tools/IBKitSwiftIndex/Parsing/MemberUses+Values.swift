import SwiftParser
import SwiftSyntax
import IBKitPlumbing

extension MemberUses {
    /// The uses of `name` through a value the code shows to be of one of `types`, anywhere in a file:
    /// `cell.nameLabel` where `cell` is declared with the type (`let cell = … as! PhotoCell`, `: PhotoCell`,
    /// `dequeueReusableCell(PhotoCell.self, …)`, `PhotoCell(…)`), a parameter of that type, or `guard let cell = … as?
    /// PhotoCell`. A value whose declaration does not name the type is not counted: it may be another type's member.
    public static func usesThroughValues(of name: String, ofTypes types: Set<String>, source: [UInt8], path: String) -> [Use] {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = ValueFinder(name: name, types: types, path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        finder.walk(tree)
        return finder.found
    }

    private final class ValueFinder: SyntaxVisitor {
        let name: String
        let types: Set<String>
        let path: String
        let converter: SourceLocationConverter
        var found: [Use] = []

        init(name: String, types: Set<String>, path: String, converter: SourceLocationConverter) {
            self.name = name
            self.types = types
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.declName.baseName.text == name, node.declName.argumentNames == nil,
                  let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
                  declaresType(of: base.baseName.text, from: Syntax(node)) else { return .visitChildren }
            let l = converter.location(for: node.declName.positionAfterSkippingLeadingTrivia)
            found.append(Use(kind: MemberUses.kind(of: ExprSyntax(node)), position: SourcePosition(path: path, line: l.line, column: l.column)))
            return .visitChildren
        }

        /// The nearest declaration of `variable` before the use names one of the types.
        private func declaresType(of variable: String, from start: Syntax) -> Bool {
            var current: Syntax? = start
            while let syntax = current {
                if let items = syntax.as(CodeBlockItemListSyntax.self) {
                    for item in items.reversed() where item.endPosition <= start.position {
                        if let text = declarationText(of: variable, in: Syntax(item.item)) { return mentionsType(text) }
                    }
                }
                if let function = syntax.as(FunctionDeclSyntax.self),
                   let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == variable }) {
                    return mentionsType(parameter.type.trimmedDescription)
                }
                if let conditions = syntax.as(IfExprSyntax.self)?.conditions ?? syntax.as(GuardStmtSyntax.self)?.conditions ?? syntax.as(WhileStmtSyntax.self)?.conditions,
                   let text = bindingText(of: variable, in: conditions) {
                    return mentionsType(text)
                }
                if syntax.is(MemberBlockSyntax.self) { return false }
                current = syntax.parent
            }
            return false
        }

        private func declarationText(of variable: String, in item: Syntax) -> String? {
            if let declaration = item.as(VariableDeclSyntax.self),
               let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable }) {
                return (binding.typeAnnotation?.type.trimmedDescription ?? "") + " " + (binding.initializer?.value.trimmedDescription ?? "")
            }
            if let guardStatement = item.as(GuardStmtSyntax.self) { return bindingText(of: variable, in: guardStatement.conditions) }
            return nil
        }

        private func bindingText(of variable: String, in conditions: ConditionElementListSyntax) -> String? {
            for condition in conditions {
                guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable else { continue }
                return (binding.typeAnnotation?.type.trimmedDescription ?? "") + " " + (binding.initializer?.value.trimmedDescription ?? "")
            }
            return nil
        }

        /// The text names a type as a whole word (`PhotoCell`, `PhotoCell.self`, `as! PhotoCell`, `[PhotoCell]` aside).
        private func mentionsType(_ text: String) -> Bool {
            let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            return words.contains { types.contains(String($0)) } && !text.contains("[")
        }
    }
}
