import SwiftParser
import SwiftSyntax

/// What swift-syntax could not parse in a Swift file: tokens it had to invent (missing) and text it had to
/// skip (unexpected), each with where and a short message. An edit must not add any: comparing the problems
/// before and after tells an edit's breakage from a file that never parsed cleanly.
struct SwiftSyntaxProblems {
    struct Problem: Hashable {
        var line: Int
        var column: Int
        var message: String
    }

    let problems: [Problem]

    init(_ bytes: [UInt8]) {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        guard tree.hasError else {
            problems = []
            return
        }
        let collector = Collector(converter: SourceLocationConverter(fileName: "", tree: tree))
        collector.walk(tree)
        problems = collector.problems
    }

    /// The problems of `self` beyond those of `before`, compared by message (lines move with edits).
    func added(since before: SwiftSyntaxProblems) -> [Problem] {
        var remaining: [String: Int] = [:]
        for problem in before.problems { remaining[problem.message, default: 0] += 1 }
        return problems.filter { problem in
            guard let count = remaining[problem.message], count > 0 else { return true }
            remaining[problem.message] = count - 1
            return false
        }
    }

    private final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        var problems: [Problem] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .all)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                // An empty missing token is a name or literal: say which kind, without its (empty) payload.
                let expected = token.text.isEmpty ? String("\(token.tokenKind)".prefix { $0 != "(" }) : "'\(token.text)'"
                record(token.positionAfterSkippingLeadingTrivia, "expected \(expected)")
            }
            return .visitChildren
        }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            let text = node.trimmedDescription
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            record(node.positionAfterSkippingLeadingTrivia, "unexpected code '\(shown)'")
            return .skipChildren
        }

        private func record(_ position: AbsolutePosition, _ message: String) {
            let location = converter.location(for: position)
            problems.append(Problem(line: location.line, column: location.column, message: message))
        }
    }
}
