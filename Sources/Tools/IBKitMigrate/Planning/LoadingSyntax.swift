import SwiftSyntax

/// The shapes of UIKit loading code that steps recognise in Swift source: one home for what counts as a
/// storyboard made from a literal name, a plain string, the main bundle.
enum LoadingSyntax {
    /// A string literal without interpolation or escapes, as its text.
    static func plainText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self),
              !segment.content.text.contains("\\") else { return nil }
        return segment.content.text
    }

    /// `UIStoryboard(name: "…", bundle: …)`'s name literal; nil when `expression` is not such a call with a literal.
    static func storyboardName(in expression: ExprSyntax) -> StringLiteralExprSyntax? {
        storyboardCall(expression)?.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    }

    /// `UIStoryboard(name: …, bundle: …)` or `UIStoryboard.init(…)`.
    static func storyboardCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "UIStoryboard" || callee == "UIStoryboard.init", call.arguments.first?.label?.text == "name" else { return nil }
        return call
    }

    /// `nil`, `.main` or `Bundle.main`: where UIKit looks when no bundle is given, the app's own.
    static func isMainBundle(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        return ["nil", ".main", "Bundle.main"].contains(expression.trimmedDescription)
    }

    /// `let name = value` in `block` before `use`: the binding's initializer; `.some(nil)` when `name` is
    /// declared there some other way (`var`, no initializer, a tuple); nil when the block does not declare it.
    static func localLet(_ name: String, in block: CodeBlockItemListSyntax, before use: some SyntaxProtocol)
        -> (item: CodeBlockItemSyntax, value: ExprSyntax)?? {
        for item in block where item.position < use.position {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard declaration.bindingSpecifier.tokenKind == .keyword(.let), declaration.bindings.count == 1,
                      let value = binding.initializer?.value else { return .some(nil) }
                return .some((item, value))
            }
        }
        return nil
    }

    /// The innermost code block around `use` that declares `name` before it, with the declaration.
    static func declaringBlock(of name: String, around use: some SyntaxProtocol)
        -> (block: CodeBlockItemListSyntax, declaration: (item: CodeBlockItemSyntax, value: ExprSyntax)?)? {
        var node: Syntax? = Syntax(use)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self), let found = localLet(name, in: block, before: use) {
                return (block, found)
            }
            node = current.parent
        }
        return nil
    }

    /// Every reference to `name` in a subtree.
    static func references(to name: String, in node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        let finder = ReferenceFinder(name: name)
        finder.walk(node)
        return finder.found
    }
}

private final class ReferenceFinder: SyntaxVisitor {
    let name: String
    var found: [DeclReferenceExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { found.append(node) }
        return .visitChildren
    }
}
