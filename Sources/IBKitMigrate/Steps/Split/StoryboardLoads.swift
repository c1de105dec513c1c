import IBKitEdit
import SwiftParser
import SwiftSyntax

/// Swift that loads a scene by storyboard identifier from the storyboard being split:
///
///     UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
///
///     let storyboard = UIStoryboard(name: "Main", bundle: nil)
///     return storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
///
/// When the scene moves, the storyboard's name in such a call must move with it, or the call crashes. Those two
/// forms are rewritten (the name literal only; a local `let` only when it loads nothing else). Any other way of
/// reaching the storyboard (`self.storyboard`, a property, a name that is not a literal) cannot be followed
/// safely, so the scene stays and the plan says where.
struct StoryboardLoads {
    /// A call loading `identifier`, and either the literal holding the storyboard's name or why there is none.
    struct Load {
        let identifier: String
        let line: Int
        let column: Int
        /// The `name:` literal to rewrite; nil when the call cannot be followed.
        let nameLiteral: StringLiteralExprSyntax?
        let blocked: String?
    }

    /// The loads from storyboard `storyboard` in the source, by identifier (calls that name another storyboard are
    /// left out: they load another storyboard's scene).
    let loads: [String: [Load]]
    let bytes: [UInt8]

    init(source: String, storyboard: String) {
        bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let finder = LoadFinder(storyboard: storyboard, converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        loads = Dictionary(grouping: finder.found, by: \.identifier)
    }

    /// The edits that make every load of `identifier` name `newName`, or the place and reason of one that cannot.
    func rewrite(_ identifier: String, to newName: String) -> Result<[TextEdit], Blocked> {
        var edits: [TextEdit] = []
        for load in loads[identifier] ?? [] {
            guard let literal = load.nameLiteral else {
                return .failure(Blocked(line: load.line, column: load.column, reason: load.blocked ?? "cannot be followed"))
            }
            do {
                edits.append(try SwiftEdits.replaceContent(of: literal, with: newName))
            } catch {
                return .failure(Blocked(line: load.line, column: load.column, reason: error.description))
            }
        }
        return .success(edits)
    }

    struct Blocked: Error {
        let line: Int
        let column: Int
        let reason: String
    }
}

private final class LoadFinder: SyntaxVisitor {
    let storyboard: String
    let converter: SourceLocationConverter
    var found: [StoryboardLoads.Load] = []

    init(storyboard: String, converter: SourceLocationConverter) {
        self.storyboard = storyboard
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "instantiateViewController",
              let argument = node.arguments.first, ["withIdentifier", "identifier"].contains(argument.label?.text ?? ""),
              let identifier = Self.plainText(argument.expression) else { return .visitChildren }
        let location = node.startLocation(converter: converter)
        func add(_ literal: StringLiteralExprSyntax?, _ blocked: String?) {
            found.append(.init(identifier: identifier, line: location.line, column: location.column, nameLiteral: literal, blocked: blocked))
        }
        guard let base = member.base else {
            add(nil, "the storyboard it loads from is not named in the call")
            return .visitChildren
        }
        if let name = Self.storyboardName(in: base) {
            // `UIStoryboard(name: "Other", …)`: another storyboard's scene, nothing to do.
            switch Self.plainText(ExprSyntax(name)) {
            case storyboard?: add(name, nil)
            case nil: add(nil, "the storyboard's name is not a plain literal")
            default: break
            }
            return .visitChildren
        }
        guard let variable = base.as(DeclReferenceExprSyntax.self) else {
            add(nil, "it loads from `\(base.trimmedDescription)`, which may be any storyboard")
            return .visitChildren
        }
        switch Self.localStoryboard(variable, use: node) {
        case let .success(name):
            switch Self.plainText(ExprSyntax(name)) {
            case storyboard?: add(name, nil)
            case nil: add(nil, "the storyboard's name is not a plain literal")
            default: break
            }
        case let .failure(reason):
            add(nil, reason.message)
        }
        return .visitChildren
    }

    struct Reason: Error { let message: String }

    /// `UIStoryboard(name: "…", bundle: …)`'s name literal; nil when `expression` is not such a call with a literal.
    static func storyboardName(in expression: ExprSyntax) -> StringLiteralExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "UIStoryboard" || callee == "UIStoryboard.init", let first = call.arguments.first,
              first.label?.text == "name" else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)
    }

    /// The name literal of `let x = UIStoryboard(name: "…", bundle: …)` in a code block around `use`, when every use
    /// of `x` in that block loads the same identifier.
    static func localStoryboard(_ variable: DeclReferenceExprSyntax, use: FunctionCallExprSyntax) -> Result<StringLiteralExprSyntax, Reason> {
        let name = variable.baseName.text
        var node: Syntax? = Syntax(use)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self), let literal = declaration(of: name, in: block, before: use) {
                guard let literal else { return .failure(Reason(message: "`\(name)` is not a `let` of `UIStoryboard(name:bundle:)` with a literal name")) }
                let uses = References(name: name)
                uses.walk(block)
                let identifiers = uses.found.map { reference -> String? in
                    guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                          member.declName.baseName.text == "instantiateViewController",
                          let call = member.parent?.as(FunctionCallExprSyntax.self),
                          let argument = call.arguments.first else { return nil }
                    return plainText(argument.expression)
                }
                guard Set(identifiers).count == 1, identifiers.first ?? nil != nil else {
                    return .failure(Reason(message: "`\(name)` loads more than this scene"))
                }
                return .success(literal)
            }
            node = current.parent
        }
        return .failure(Reason(message: "`\(name)` is not declared in the function"))
    }

    /// nil when `block` does not declare `name` before `use`; `.some(nil)` when it does, but not as a `let` of a
    /// `UIStoryboard(name:bundle:)` with a literal name.
    private static func declaration(of name: String, in block: CodeBlockItemListSyntax, before use: FunctionCallExprSyntax) -> StringLiteralExprSyntax?? {
        for item in block where item.position < use.position {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard declaration.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value,
                      let literal = storyboardName(in: value) else { return .some(nil) }
                return .some(literal)
            }
        }
        return nil
    }

    /// A string literal without interpolation or escapes, as its text.
    static func plainText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self),
              !segment.content.text.contains("\\") else { return nil }
        return segment.content.text
    }
}

/// Every reference to a name in a subtree.
private final class References: SyntaxVisitor {
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
