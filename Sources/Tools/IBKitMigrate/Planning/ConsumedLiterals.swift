import SwiftParser
import SwiftSyntax

/// Swift literals that provably load nothing: the direct argument of a call into code the app does not declare
/// (a system API such as `UIBarButtonItem(title: "Settings", …)` or `NSLocalizedString("Settings", comment: "")`),
/// where neither the callee nor the argument label speaks of loading. The census leaves them out, so that a button
/// title that happens to equal a Storyboard ID does not keep the ID; every other literal still counts.
enum ConsumedLiterals {
    /// Words of the loading APIs (UIKit's and AppKit's storyboards, nibs, identifiers, segues) and of the usual
    /// helpers around them: a callee or label with one of them is never taken for one that loads nothing.
    static let loadingWords = ["storyboard", "nib", "identifier", "dequeue", "register", "instantiate", "segue", "load",
                               "make", "scene", "cell", "name", "reuse", "xib", "class"]

    static func speaksOfLoading(_ name: String) -> Bool {
        let lower = name.lowercased()
        return loadingWords.contains { lower.contains($0) }
    }

    /// A Swift literal passed straight to a call whose callee and label say nothing of loading, with the callee's
    /// name: it loads nothing unless the app declares that callee (`declaredNames`).
    struct Candidate: Sendable {
        let value: String
        let line: Int
        let column: Int
        let callee: String
    }

    /// Every literal of `source` passed straight to a call whose name and label say nothing of loading (the census
    /// then leaves out those whose callee the app does not declare).
    static func candidates(in source: [UInt8]) -> [Candidate] {
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        return visitor.found
    }

    /// Positions (line, column of the opening quote) of the literals of `source` with a value in `names` that are
    /// consumed by an outside call; `declared` are the type and function names the app's Swift declares.
    static func positions(in source: [UInt8], names: Set<String>, declared: Set<String>) -> Set<[Int]> {
        Set(candidates(in: source).filter { names.contains($0.value) && !declared.contains($0.callee) }.map { [$0.line, $0.column] })
    }

    /// The names a Swift file declares as types or functions (`class X`, `struct X`, `extension X`, `func x`): what
    /// an app-declared callee could be. A plain byte scan (comments included, which only makes it more careful).
    static func declaredNames(in source: [UInt8]) -> Set<String> {
        var out = Set<String>()
        let introducers = ["class", "struct", "enum", "extension", "protocol", "actor", "typealias", "func"].map { Array($0.utf8) }
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
        }
        var i = 0
        let n = source.count
        while i < n {
            guard isIdentifier(source[i]), i == 0 || !isIdentifier(source[i - 1]) else { i += 1; continue }
            var end = i
            while end < n, isIdentifier(source[end]) { end += 1 }
            let word = source[i..<end]
            if introducers.contains(where: { $0.elementsEqual(word) }) {
                var j = end
                while j < n, source[j] == 0x20 || source[j] == 0x09 { j += 1 }
                var k = j
                while k < n, isIdentifier(source[k]) { k += 1 }
                if k > j { out.insert(String(decoding: source[j..<k], as: UTF8.self)) }
            }
            i = end
        }
        return out
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [Candidate] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            guard let value = SwiftNameScan.plainValue(node),
                  let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let callee = Self.baseName(call.calledExpression) else { return .skipChildren }
            let label = argument.label?.text ?? ""
            guard !speaksOfLoading(callee), !speaksOfLoading(label) else { return .skipChildren }
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            found.append(Candidate(value: value, line: location.line, column: location.column, callee: callee))
            return .skipChildren
        }

        /// `UIBarButtonItem` of `UIBarButtonItem(…)`, `title` of `x.title(…)`; nil for closures and other callees.
        static func baseName(_ expression: ExprSyntax) -> String? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return nil
        }
    }
}
