import IBKitEdit
import SwiftSyntax

/// `// swiftlint:disable:next force_cast` above a call that `--adopt` rewrites without its `as!`: once the cast is
/// gone the comment suppresses nothing, and SwiftLint's `superfluous_disable_command` would report it. It goes (or
/// loses `force_cast` when it names other rules too), unless the statement still has another forced cast.
enum ForceCastSuppression {
    static let prefix = "// swiftlint:disable:next"

    static func edits(removingFor call: FunctionCallExprSyntax, in bytes: [UInt8]) -> [TextEdit] {
        guard let item = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }), Self.castCount(item) == 1 else { return [] }
        // The comment is trivia of the statement's first token: its last line comment before the statement.
        var offset = item.position.utf8Offset
        var found: (range: Range<Int>, text: String)?
        for piece in item.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            if case .lineComment(let text) = piece { found = (offset..<(offset + length), text) }
            if case .docLineComment = piece { found = nil }
            offset += length
        }
        guard let (range, text) = found, text.hasPrefix(prefix) else { return [] }
        let rules = text.dropFirst(prefix.count).split(separator: " ").map(String.init)
        guard rules.contains("force_cast") else { return [] }
        let rest = rules.filter { $0 != "force_cast" }
        if !rest.isEmpty { return [TextEdit(range: range, replacement: prefix + " " + rest.joined(separator: " "))] }
        return [.delete(AdoptSiteFinder.lineRange(of: range, in: bytes))]
    }

    /// Forced casts (`as!`) in the statement.
    static func castCount(_ item: CodeBlockItemSyntax) -> Int {
        final class Counter: SyntaxVisitor {
            var count = 0
            override func visit(_ node: UnresolvedAsExprSyntax) -> SyntaxVisitorContinueKind {
                if node.questionOrExclamationMark?.text == "!" { count += 1 }
                return .visitChildren
            }
            override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
                if node.questionOrExclamationMark?.text == "!" { count += 1 }
                return .visitChildren
            }
        }
        let counter = Counter(viewMode: .sourceAccurate)
        counter.walk(item)
        return counter.count
    }
}
