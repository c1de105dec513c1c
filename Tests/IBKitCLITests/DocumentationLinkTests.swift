import Foundation
import Testing

/// Every relative link in the READMEs and docs/ leads somewhere: the file exists and, when the link names a heading,
/// the heading exists under GitHub's anchor rules. A renamed heading otherwise breaks links nobody clicks in review.
@Suite struct DocumentationLinkTests {
    static let root = ExampleProjectTests.repositoryRoot

    static var pages: [String] {
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return (["README.md", "README.ja.md", "CHANGELOG.md", "Benchmarks/README.md"] + docs).sorted()
            .filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    @Test func everyRelativeLinkAndAnchorExists() throws {
        #expect(Self.pages.count > 5, "the pages are found")
        var broken: [String] = []
        for page in Self.pages {
            let text = try String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for link in MarkdownLinks.targets(in: text) {
                if link.hasPrefix("http:") || link.hasPrefix("https:") || link.hasPrefix("mailto:") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                let target = Self.root + "/" + file
                guard FileManager.default.fileExists(atPath: target) else { broken.append("\(page): \(link): no such file"); continue }
                guard parts.count == 2, file.hasSuffix(".md") else { continue }
                let anchors = MarkdownLinks.anchors(in: try String(contentsOfFile: target, encoding: .utf8))
                if !anchors.contains(parts[1]) { broken.append("\(page): \(link): no such heading in \(file)") }
            }
        }
        #expect(broken == [])
    }

    @Test func anchorsFollowGitHubsRules() {
        #expect(MarkdownLinks.anchors(in: "## The runtime library: each convention, before and after\n")
            == ["the-runtime-library-each-convention-before-and-after"])
        #expect(MarkdownLinks.anchors(in: "# `ibkit gen`\n## Plugins\n## Plugins\n") == ["ibkit-gen", "plugins", "plugins-1"])
        #expect(MarkdownLinks.anchors(in: "```sh\n# not a heading\n```\n") == [])
        #expect(MarkdownLinks.targets(in: "see [a](docs/a.md#x) and ![i](images/i.png) `[not](code)`") == ["docs/a.md#x", "images/i.png"])
    }
}

/// The links and headings of a Markdown page, as GitHub renders them.
enum MarkdownLinks {
    /// `](target)` of inline links and images outside code spans and fences.
    static func targets(in text: String) -> [String] {
        var out: [String] = []
        for line in proseLines(text) {
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { out.append(target) }
                rest = after[close...]
            }
        }
        return out
    }

    /// GitHub's heading anchors: lower-cased, punctuation but `-` and `_` dropped, spaces made `-`, repeats numbered.
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var out: [String] = []
        for line in proseLines(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let slug = String(title.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" { return Character(scalar) }
                if CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
            let n = seen[slug, default: 0]
            seen[slug] = n + 1
            out.append(n == 0 ? slug : "\(slug)-\(n)")
        }
        return out
    }

    /// The lines outside fenced code blocks.
    static func proseLines(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); return false }
            return !inFence
        }
    }
}
