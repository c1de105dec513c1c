import IBKitEdit
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct SwiftEditsTests {
    static let source = """
        import UIKit

        final class PhotosViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell" /* reuse */, for: indexPath) as! PhotoCell // cast
                let detail = storyboard?.instantiateViewController(withIdentifier: #"Detail"#)
                let text = \"""
                    Cell
                    \"""
                return cell
            }
        }

        """

    static func literals(in bytes: [UInt8]) -> [StringLiteralExprSyntax] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        final class Finder: SyntaxVisitor {
            var found: [StringLiteralExprSyntax] = []
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The literal's value as the compiler reads it, for simple (non-interpolated) literals.
    static func value(of literal: StringLiteralExprSyntax) -> String? {
        literal.representedLiteralValue
    }

    @Test func replacingALiteralsContentKeepsEverythingAroundIt() throws {
        let original = bytes(Self.source)
        let literals = Self.literals(in: original)
        let cell = try #require(literals.first { Self.value(of: $0) == "Cell" && $0.openingQuote.tokenKind == .stringQuote })
        let detail = try #require(literals.first { $0.openingPounds != nil })
        let result = text(try FileEdits([
            try SwiftEdits.replaceContent(of: cell, with: "PhotoCell"),
            try SwiftEdits.replaceContent(of: detail, with: "DetailViewController"),
        ]).apply(to: original))
        #expect(result == Self.source
            .replacingOccurrences(of: #""Cell" /* reuse */"#, with: #""PhotoCell" /* reuse */"#)
            .replacingOccurrences(of: ##"#"Detail"#"##, with: ##"#"DetailViewController"#"##))
    }

    @Test(arguments: ["quote \" and backslash \\", "\\(not interpolated)", "line\nbreak\ttab\r\0", "\u{1}\u{7F}", "\"#", "\\#(x)", "ünïcödé 𝄞", ""])
    func valuesRoundTripThroughTheParserInPlainAndRawLiterals(value: String) throws {
        for literalSource in [#"let x = "old""#, ##"let x = #"old"#"##, ###"let x = ##"old"##"###] {
            let original = bytes(literalSource + "\n")
            let literal = try #require(Self.literals(in: original).first)
            let result = try FileEdits([try SwiftEdits.replaceContent(of: literal, with: value)]).apply(to: original)
            let reparsed = try #require(Self.literals(in: result).first)
            #expect(Self.value(of: reparsed) == value, "\(literalSource) → \(text(result))")
            #expect(!result.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError, "\(text(result))")
        }
    }

    @Test func multiLineLiteralsAreRefused() throws {
        let literal = try #require(Self.literals(in: bytes(Self.source)).first { $0.openingQuote.tokenKind == .multilineStringQuote })
        #expect(throws: EditError.self) { try SwiftEdits.replaceContent(of: literal, with: "x") }
    }

    @Test func replacingANodeKeepsItsTrivia() throws {
        let original = bytes(Self.source)
        let tree = original.withUnsafeBufferPointer { Parser.parse(source: $0) }
        // The `as! PhotoCell` cast and the call before it, with the comment after: becomes IBKit's typed dequeue.
        // Unfolded, as the parser leaves it: `call as! PhotoCell` is one sequence expression.
        var node = try #require(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "PhotoCell" }).parent
        while let current = node, !current.is(SequenceExprSyntax.self) { node = current.parent }
        let cast = try #require(node?.as(SequenceExprSyntax.self))
        let edit = SwiftEdits.replace(cast, with: "tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)")
        let result = text(try FileEdits([edit]).apply(to: original))
        #expect(result.contains("let cell = tableView.dequeueReusableCell(PhotoCell.self, for: indexPath) // cast\n"))
        #expect(result.replacingOccurrences(of: "tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)", with: "")
            == Self.source.replacingOccurrences(of: #"tableView.dequeueReusableCell(withIdentifier: "Cell" /* reuse */, for: indexPath) as! PhotoCell"#, with: ""))

        let importDecl = try #require(tree.statements.first)
        let inserted = text(try FileEdits([SwiftEdits.insert("import IBKit\n", before: importDecl)]).apply(to: original))
        #expect(inserted == "import IBKit\n" + Self.source)
        #expect(SwiftEdits.sourceRange(of: importDecl) == 0..<12)
    }
}
