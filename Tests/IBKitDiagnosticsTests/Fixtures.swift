import Foundation
import IBKitDiagnostics
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Diagnostics chosen to break naive reporters: markup characters, quotes, line breaks, `%`, `:` and `,`,
/// non-ASCII paths, a path outside the working folder, control characters, every severity, several files.
enum Fixtures {
    static let workingDirectory = "/work/project"

    static let tricky: [Diagnostic] = [
        Diagnostic(ruleID: "no-segues", severity: .error, message: "]]> <![CDATA[ x --> <!-- y", path: "App/Main.storyboard",
                   line: 40, column: 2, objectID: "x"),
        Diagnostic(ruleID: "no-segues", severity: .warning, message: "Segue \"show\" to <Detail> & 'back'", path: "App/Main.storyboard",
                   line: 12, column: 5, objectID: "BYZ-38-t0r"),
        Diagnostic(ruleID: "parse-error", severity: .error, message: "line1\nline2\r\n100% broken, a:b \\ end", path: "App/Ünïcode ファイル#1?.xib",
                   line: 1, column: 1),
        Diagnostic(ruleID: "inline-font", severity: .info, message: "tab\there \u{1B}[31mred\u{1B}[0m bell\u{7} 日本語 👍🏽", path: "/abs/outside/Cell, 1:2.xib",
                   line: 3, column: 7, objectID: "a-b-c"),
    ]

    /// `tricky` in the one order every reporter prints: by path, then position.
    static var ordered: [Diagnostic] { tricky.sorted(by: Diagnostic.ordered) }

    static let ruleSummaries = [
        "no-segues": "Screens are connected in code, not with segues.",
        "parse-error": "The file is not a readable Interface Builder document.",
        "inline-font": "Components get their font in code.",
        "unused-rule": "A rule with no findings & <markup>.",
    ]

    static let files = ["/abs/outside/Cell, 1:2.xib", "App/Clean.xib", "App/Main.storyboard", "App/Ünïcode ファイル#1?.xib", "Other/Clean.storyboard"]

    static func context(useColor: Bool = false) -> ReportContext {
        ReportContext(fileCount: files.count, useColor: useColor, toolName: "ibkit", toolVersion: "9.8.7",
                      ruleSummaries: ruleSummaries, files: files, workingDirectory: workingDirectory)
    }

    static func run(_ reporter: any Reporter.Type, _ diagnostics: [Diagnostic] = tricky, useColor: Bool = false) -> String {
        reporter.init().report(diagnostics, context: context(useColor: useColor))
    }

    /// What XML 1.0 can carry of a string: characters it forbids even as references come back as U+FFFD.
    static func xmlRepresentable(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            let v = scalar.value
            let allowed = v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
            out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
        }
        return out
    }
}

/// A parsed XML element, built with Foundation's XMLParser: parsing at all proves the output well-formed.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func all(_ name: String) -> [XMLNode] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ xml: String) throws -> XMLNode {
        let builder = Builder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseError(description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root") at line \(parser.lineNumber)")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let node = XMLNode(name: elementName, attributes: attributes)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}

func jsonObject(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}
