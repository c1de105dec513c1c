import SwiftParser
import SwiftSyntax
import IBKitPlumbing

/// How a type's own code uses one of its stored properties (an outlet), read from the syntax of its declaration,
/// extensions and subclasses: what a nil value would do there. Only this type's member counts: `self.name` or a
/// bare `name` inside the type's own bodies, not another value's `other.name` (the same name on another type),
/// nor a local or parameter that shadows it, nor the property's own `didSet`/`willSet`.
public enum MemberUses {
    public struct Use: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// `name?.x`, `if let name`, `guard let x = name`, `name != nil`: nil is handled.
            case safe
            /// `name = …`: code gives it a value.
            case assigned
            /// `name!`: a nil traps here, whatever the property's type.
            case forced
            /// Any other read: an implicitly unwrapped nil traps here (an optional one is just passed on).
            case unsafe
        }

        public let kind: Kind
        public let position: SourcePosition
    }

    /// The uses of `name` in the bodies of the types named in `types` (declarations and extensions) in one file.
    public static func uses(of name: String, inTypes types: Set<String>, source: [UInt8], path: String) -> [Use] {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = Finder(name: name, types: types, path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        finder.walk(tree)
        return finder.found
    }

/// What a nil does where the property is read.
static func kind(of subject: ExprSyntax) -> Use.Kind {
        let parent = subject.parent
        if parent?.is(OptionalChainingExprSyntax.self) == true { return .safe }
        if parent?.is(ForceUnwrapExprSyntax.self) == true { return .forced }
        if let initializer = parent?.as(InitializerClauseSyntax.self), initializer.parent?.is(OptionalBindingConditionSyntax.self) == true {
            return .safe
        }
        // Unfolded binary sequences: `name = …`, `name != nil`, `name ?? fallback`.
        if let list = parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let i = elements.firstIndex(where: { $0.id == subject.id }) {
                let next = i + 1 < elements.count ? elements[i + 1] : nil
                let previous = i > 0 ? elements[i - 1] : nil
                if next?.is(AssignmentExprSyntax.self) == true { return .assigned }
                for (op, other) in [(next, i + 2 < elements.count ? elements[i + 2] : nil), (previous, i > 1 ? elements[i - 2] : nil)] {
                    guard let op = op?.as(BinaryOperatorExprSyntax.self)?.operator.text else { continue }
                    if op == "==" || op == "!=" || op == "===" || op == "!==", other?.is(NilLiteralExprSyntax.self) == true { return .safe }
                }
                // `name ?? fallback`: the left operand of `??` is read as an optional.
                if next?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" { return .safe }
            }
        }
        return .unsafe
    }


    private final class Finder: SyntaxVisitor {
        let name: String
        let types: Set<String>
        let path: String
        let converter: SourceLocationConverter
        var found: [Use] = []
        /// Depth of type bodies entered that are one of `types` (the innermost type decides).
        var owners: [Bool] = []

        init(name: String, types: Set<String>, path: String, converter: SourceLocationConverter) {
            self.name = name
            self.path = path
            self.types = types
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private var inOwner: Bool { owners.last == true }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(types.contains(node.name.text)); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(false); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(false); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            owners.append(types.contains(extended))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

        /// The property's own declaration (and its observers) is not a use.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if inOwner, node.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
               node.parent?.parent?.is(MemberBlockItemSyntax.self) == true || node.parent?.is(MemberBlockItemSyntax.self) == true {
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard inOwner, node.baseName.text == name, node.argumentNames == nil else { return .visitChildren }
            var subject = ExprSyntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                // `self.name` is this type's; `other.name` may be any type's.
                guard let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
                subject = ExprSyntax(member)
            } else if isShadowed(node) {
                return .visitChildren
            }
            found.append(Use(kind: MemberUses.kind(of: subject), position: position(node)))
            return .visitChildren
        }

        /// `if let name` (Swift 5.7's shorthand) binds a local; `if let x = name` reads it safely.
        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if inOwner, node.initializer == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                found.append(Use(kind: .safe, position: position(node.pattern)))
            }
            return .visitChildren
        }

        /// A local, parameter or closure parameter of that name in an enclosing function or closure.
        private func isShadowed(_ node: DeclReferenceExprSyntax) -> Bool {
            var current: Syntax? = Syntax(node)
            while let syntax = current {
                if syntax.is(MemberBlockSyntax.self) { return false }
                if let function = syntax.as(FunctionDeclSyntax.self),
                   function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                if let initializer = syntax.as(InitializerDeclSyntax.self),
                   initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
                if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature,
                   signature.description.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) { return true }
                if let block = syntax.as(CodeBlockItemListSyntax.self), declaresLocal(block, before: node) { return true }
                current = syntax.parent
            }
            return false
        }

        private func declaresLocal(_ block: CodeBlockItemListSyntax, before node: DeclReferenceExprSyntax) -> Bool {
            for item in block where item.position < node.position {
                if let variable = item.item.as(VariableDeclSyntax.self),
                   variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) { return true }
                if let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.contains(where: {
                    $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }) { return true }
            }
            return false
        }

        private func position(_ node: some SyntaxProtocol) -> SourcePosition {
            let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SourcePosition(path: path, line: l.line, column: l.column)
        }
    }
}
