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

    /// The name literal of `let x = UIStoryboard(name: "…", bundle: …)` in a code block around `use`, when every use
    /// of `x` in that block loads the same identifier.
    static func localStoryboard(_ variable: DeclReferenceExprSyntax, use: FunctionCallExprSyntax) -> Result<StringLiteralExprSyntax, Reason> {
        let name = variable.baseName.text
        guard let (block, declaration) = LoadingSyntax.declaringBlock(of: name, around: use) else {
            return .failure(Reason(message: "`\(name)` is not declared in the function"))
        }
        guard let value = declaration?.value, let literal = storyboardName(in: value) else {
            return .failure(Reason(message: "`\(name)` is not a `let` of `UIStoryboard(name:bundle:)` with a literal name"))
        }
        let identifiers = LoadingSyntax.references(to: name, in: block).map { reference -> String? in
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

    static func storyboardName(in expression: ExprSyntax) -> StringLiteralExprSyntax? { LoadingSyntax.storyboardName(in: expression) }

    static func plainText(_ expression: ExprSyntax) -> String? { LoadingSyntax.plainText(expression) }
}
