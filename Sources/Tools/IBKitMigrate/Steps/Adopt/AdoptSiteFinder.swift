import IBKitEdit
import SwiftSyntax

/// Finds `AdoptSite`s in one parsed file. Only the forms whose meaning is plain from the call are taken: a
/// literal name and identifier, the main bundle, a forced cast to a named class right at the call.
final class AdoptSiteFinder: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let bytes: [UInt8]
    private(set) var sites: [AdoptSite] = []

    init(tree: SourceFileSyntax, bytes: [UInt8]) {
        converter = SourceLocationConverter(fileName: "", tree: tree)
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        switch (member.declName.baseName.text, labels) {
        case ("instantiateViewController", ["withIdentifier"]), ("instantiateViewController", ["identifier"]),
             ("instantiateInitialViewController", []):
            instance(node, member)
        case ("dequeueReusableCell", ["withIdentifier", "for"]):
            dequeue(node, .table)
        case ("dequeueReusableCell", ["withReuseIdentifier", "for"]):
            dequeue(node, .collection)
        case ("register", ["_", "forCellReuseIdentifier"]):
            registerNib(node, member, .table)
        case ("register", ["_", "forHeaderFooterViewReuseIdentifier"]):
            registerNib(node, member, .tableHeaderFooter)
        case ("register", ["_", "forCellWithReuseIdentifier"]):
            registerNib(node, member, .collection)
        default:
            break
        }
        return .visitChildren
    }

    private func instance(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) {
        guard let cast = Self.forcedCast(of: call), let base = member.base else { return }
        var identifier: String?
        if let argument = call.arguments.first {
            guard let text = LoadingSyntax.plainText(argument.expression) else { return }
            identifier = text
        }
        var storyboard = LoadingSyntax.storyboardCall(base)
        var variable: AdoptSite.Variable?
        if storyboard == nil, let reference = base.as(DeclReferenceExprSyntax.self),
           let (block, found) = LoadingSyntax.declaringBlock(of: reference.baseName.text, around: call), let found {
            storyboard = LoadingSyntax.storyboardCall(found.value)
            variable = AdoptSite.Variable(declaration: Self.lineRange(of: found.item, in: bytes),
                                          uses: LoadingSyntax.references(to: reference.baseName.text, in: block).count)
        }
        guard let storyboard, let name = storyboard.arguments.first.flatMap({ LoadingSyntax.plainText($0.expression) }),
              storyboard.arguments.count == 2, storyboard.arguments.last?.label?.text == "bundle",
              LoadingSyntax.isMainBundle(storyboard.arguments.last?.expression) else { return }
        let replacement = "\(cast.type).instance()"
        let edits = [TextEdit(range: call.positionAfterSkippingLeadingTrivia.utf8Offset..<cast.end, replacement: replacement)]
            + ForceCastSuppression.edits(removingFor: call, in: bytes)
        add(.instance(storyboard: name, identifier: identifier), cast.type, call, replacement: replacement, upTo: cast.end, edits, variable)
    }

    private func dequeue(_ call: FunctionCallExprSyntax, _ role: AdoptSite.Role) {
        guard let cast = Self.forcedCast(of: call), let first = call.arguments.first,
              let identifier = LoadingSyntax.plainText(first.expression) else { return }
        let argument = first.positionAfterSkippingLeadingTrivia.utf8Offset..<first.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let edits = [TextEdit(range: argument, replacement: "\(cast.type).self"),
                     .delete(call.endPositionBeforeTrailingTrivia.utf8Offset..<cast.end)]
            + ForceCastSuppression.edits(removingFor: call, in: bytes)
        let after = Self.text(bytes, call.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.lowerBound) + "\(cast.type).self"
            + Self.text(bytes, argument.upperBound..<call.endPositionBeforeTrailingTrivia.utf8Offset)
        add(.dequeue(role, identifier: identifier), cast.type, call, replacement: after, upTo: cast.end, edits)
    }

    private func registerNib(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ role: AdoptSite.Role) {
        guard let nib = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              ["UINib", "UINib.init"].contains(nib.calledExpression.trimmedDescription),
              nib.arguments.map({ $0.label?.text ?? "_" }) == ["nibName", "bundle"],
              let name = nib.arguments.first.flatMap({ LoadingSyntax.plainText($0.expression) }),
              LoadingSyntax.isMainBundle(nib.arguments.last?.expression),
              let identifier = call.arguments.last.flatMap({ LoadingSyntax.plainText($0.expression) }),
              Self.isTypeName(name) else { return }
        let arguments = SwiftEdits.sourceRange(of: call.arguments)
        var edits = [TextEdit(range: arguments, replacement: "\(name).self")]
        var callee = "register"
        if role == .tableHeaderFooter {
            callee = "registerHeaderFooterView"
            edits.append(SwiftEdits.replace(member.declName, with: callee))
        }
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let after = Self.text(bytes, start..<member.declName.positionAfterSkippingLeadingTrivia.utf8Offset) + callee + "(\(name).self)"
        add(.registerNib(role, identifier: identifier), name, call, replacement: after, upTo: call.endPositionBeforeTrailingTrivia.utf8Offset, edits)
    }

    private func add(_ kind: AdoptSite.Kind, _ type: String, _ call: FunctionCallExprSyntax, replacement: String, upTo end: Int,
                     _ edits: [TextEdit], _ variable: AdoptSite.Variable? = nil) {
        let location = call.startLocation(converter: converter)
        let before = Self.text(bytes, call.positionAfterSkippingLeadingTrivia.utf8Offset..<end)
        sites.append(AdoptSite(kind: kind, typeName: type, line: location.line, column: location.column,
                               before: before, after: replacement, edits: edits, variable: variable))
    }

    /// `call(…) as! T`, alone or on the right of `=`: T (a plain class name) and where the cast ends.
    static func forcedCast(of call: FunctionCallExprSyntax) -> (type: String, end: Int)? {
        guard let list = call.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let i = elements.firstIndex(where: { $0.id == call.id }), i + 2 < elements.count,
              elements[i + 1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.text == "!",
              let type = elements[i + 2].as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
              i + 3 == elements.count, i == 0 || elements[i - 1].is(AssignmentExprSyntax.self) else { return nil }
        return (type.name.text, type.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The node's whole line with its line break when nothing else is on it, else the node alone.
    static func lineRange(of node: some SyntaxProtocol, in bytes: [UInt8]) -> Range<Int> {
        lineRange(of: SwiftEdits.sourceRange(of: node), in: bytes)
    }

    /// The range's whole line with its line break when nothing else is on it, else the range alone.
    static func lineRange(of range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard start == 0 || bytes[start - 1] == 0x0A, end == bytes.count || bytes[end] == 0x0A else { return range }
        return start..<min(end + 1, bytes.count)
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
