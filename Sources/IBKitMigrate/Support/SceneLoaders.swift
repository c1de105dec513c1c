import IBKitEdit
import IBKitSwiftIndex
import SwiftParser
import SwiftSyntax

/// Code that makes a scene by its Storyboard ID from a storyboard named in the same place:
/// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")`, or the same
/// through a local `let storyboard = UIStoryboard(name: "Main", …)` used by that one call. When the scene moves to
/// another storyboard, that name must follow it, or the app crashes where it used to work.
enum SceneLoaders {
    /// What moving the scene identified as `identifier` out of the storyboard named `from` into the one named `to`
    /// takes in code: the literal edits that make every loader follow, or why it cannot move (a loader the plan
    /// cannot follow: the view controller's own `storyboard`, a constant, a storyboard made elsewhere).
    static func follow(identifier: String, from: String, to: String, _ plan: inout MigrationPlan,
                       _ context: MigrationContext) -> Result<[String: [TextEdit]], Blocked> {
        let uses = context.index.references.filter {
            $0.kind == .viewControllerIdentifier && $0.value == identifier && $0.framework != .appKit && !$0.isRegistration
        }
        var edits: [String: [TextEdit]] = [:]
        for use in uses {
            let place = plan.place(use.position.path, use.position.line, use.position.column)
            if let via = use.via { return .failure(Blocked("the code makes it through \(via) at \(place)")) }
            guard let bytes = try? plan.changes.read(use.position.path) else { return .failure(Blocked("\(place) cannot be read")) }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let converter = SourceLocationConverter(fileName: use.position.path, tree: tree)
            let finder = CallFinder(line: use.position.line, converter: converter)
            finder.walk(tree)
            guard let call = finder.found, let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
                return .failure(Blocked("the call at \(place) is not one the plan can follow"))
            }
            switch storyboardLiteral(base, around: call) {
            case .literal(let literal) where literal.representedLiteralValue == from:
                do {
                    edits[use.position.path, default: []].append(try SwiftEdits.replaceContent(of: literal, with: to))
                } catch {
                    return .failure(Blocked("\(place): \(error)"))
                }
            case .literal:
                continue // Another storyboard of the same identifier: not this scene's loader.
            case .unknown(let why):
                return .failure(Blocked("\(place) makes it from \(why), which the plan cannot point at the new storyboard"))
            }
        }
        return .success(edits)
    }

    struct Blocked: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private enum Source {
        case literal(StringLiteralExprSyntax)
        case unknown(String)
    }

    /// The `name:` literal of the storyboard the call is made on.
    private static func storyboardLiteral(_ base: ExprSyntax, around call: FunctionCallExprSyntax) -> Source {
        if let made = base.as(FunctionCallExprSyntax.self) { return nameLiteral(of: made) }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return .unknown("'\(base.trimmedDescription)'") }
        let name = reference.baseName.text
        // The nearest enclosing code block that declares it, and nothing else in that block using it.
        var node = Syntax(call)
        while let parent = node.parent {
            node = parent
            guard let block = node.as(CodeBlockItemListSyntax.self) else { continue }
            for item in block {
                guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                      let binding = variable.bindings.first, variable.bindings.count == 1,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                      let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { continue }
                let counter = UseCounter(name: name)
                counter.walk(block)
                guard counter.count == 1 else { return .unknown("'\(name)', used more than once") }
                return nameLiteral(of: value)
            }
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) { break }
        }
        return .unknown("'\(name)' (the view controller's own storyboard, or one made elsewhere)")
    }

    private static func nameLiteral(of call: FunctionCallExprSyntax) -> Source {
        let callee = call.calledExpression.trimmedDescription
        guard callee == "UIStoryboard" || callee == "UIStoryboard.init", let argument = call.arguments.first(where: { $0.label?.text == "name" }),
              let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.representedLiteralValue != nil else {
            return .unknown("'\(call.trimmedDescription)'")
        }
        return .literal(literal)
    }
}

/// The `instantiateViewController(withIdentifier:)` call whose identifier literal is on the line.
private final class CallFinder: SyntaxVisitor {
    let line: Int
    let converter: SourceLocationConverter
    var found: FunctionCallExprSyntax?

    init(line: Int, converter: SourceLocationConverter) {
        self.line = line
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "instantiateViewController",
           let argument = node.arguments.first(where: { $0.label?.text == "withIdentifier" }),
           converter.location(for: argument.expression.positionAfterSkippingLeadingTrivia).line == line {
            found = node
        }
        return .visitChildren
    }
}

/// How often a name is read in a block (its declaration aside).
private final class UseCounter: SyntaxVisitor {
    let name: String
    var count = 0

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { count += 1 }
        return .visitChildren
    }
}
