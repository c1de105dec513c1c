import Foundation
@testable import IBKitCLI
import Testing

/// `ibkit render` on the bundled examples: a page per IB file and an index, the map's arrows, findings on the
/// page, a located error for a file that does not parse, and a second run that writes nothing.
@Suite struct RenderCommandTests {
    static let root = ExampleProjectTests.repositoryRoot

    @Test func legacySiteHasAPagePerFileAndWritesNothingTheSecondTime() throws {
        try withFolder { site in
            let outcome = try RenderCommand.parse([Self.root + "/Examples/Legacy", "-o", site]).execute(workingDirectory: Self.root, environment: TestCaches.environment)
            #expect(outcome.exitCode == 0, "\(outcome.standardError)")
            let ibFiles = try files(in: Self.root + "/Examples/Legacy", endingWith: [".storyboard", ".xib"])
            let pages = try files(in: site, endingWith: [".html"]).filter { !$0.hasSuffix("/index.html") }
            #expect(pages.count == ibFiles.count && !ibFiles.isEmpty)
            let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
            for file in ibFiles { #expect(index.contains(">" + URL(fileURLWithPath: file).lastPathComponent + "</a>")) }

            let main = try String(contentsOfFile: site + "/Legacy/Base.lproj/Main.storyboard.html", encoding: .utf8)
            let storyboard = try String(contentsOfFile: Self.root + "/Examples/Legacy/Legacy/Base.lproj/Main.storyboard", encoding: .utf8)
            let segues = storyboard.components(separatedBy: "<segue ").count - 1 - (storyboard.components(separatedBy: "relationship=").count - 1)
            #expect(main.components(separatedBy: "class=\"segue\"").count - 1 == segues && segues > 0)
            // Legacy breaks the conventions on purpose: its findings are on the page.
            #expect(main.contains("Findings ("))
            #expect(main.contains("lang=\"ja\""))

            let before = try modificationDates(site)
            let again = try RenderCommand.parse([Self.root + "/Examples/Legacy", "-o", site]).execute(workingDirectory: Self.root, environment: TestCaches.environment)
            #expect(again.exitCode == 0)
            #expect(try modificationDates(site) == before)
        }
    }

    @Test func aFileThatDoesNotParseGetsAPageWithItsLocatedErrorOnce() throws {
        try withFolder { folder in
            let input = folder + "/in"
            try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
            try Data("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n".utf8)
                .write(to: URL(fileURLWithPath: input + "/Broken.xib"))
            // With findings (lint and the check both report a file that does not parse) and without.
            for findings in ["--findings", "--no-findings"] {
                let outcome = try RenderCommand.parse([input, "-o", folder + "/site", findings]).execute(workingDirectory: folder, environment: TestCaches.environment)
                #expect(outcome.exitCode == 0)
                let page = try String(contentsOfFile: folder + "/site/Broken.xib.html", encoding: .utf8)
                #expect(page.contains("class=\"parse-error\" data-line=\"4\""))
                #expect(page.components(separatedBy: "mismatched tag").count - 1 == 1, "\(findings): \(page)")
                let index = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
                #expect(index.contains("Broken.xib") && index.components(separatedBy: "mismatched tag").count - 1 == 1)
                #expect(outcome.standardError.last?.contains("1 that do not parse, 0 findings") == true, "\(outcome.standardError)")
            }
        }
    }

    /// Titles, headings and the index name files from the folder the inputs share, or from the git work tree's
    /// top: never from the current or the output folder, so never with `..`.
    @Test func pagesNameFilesFromTheInputsOrTheRepositoryNeverWithDotDot() throws {
        try withFolder { folder in
            let app = folder + "/work/App"
            for file in ["Views/Cell.xib", "Base.lproj/Main.storyboard"] {
                try FileManager.default.createDirectory(atPath: app + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(IB.valid.utf8).write(to: URL(fileURLWithPath: app + "/" + file))
            }
            let site = folder + "/elsewhere/site"
            try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
            func names() throws -> [String] {
                let outcome = try RenderCommand.parse([app, "-o", site, "--no-findings"]).execute(workingDirectory: site, environment: TestCaches.environment)
                #expect(outcome.exitCode == 0)
                var names: [String] = []
                for page in try files(in: site, endingWith: [".html"]) {
                    let html = try String(contentsOfFile: page, encoding: .utf8)
                    names += html.matches(of: /<(?:title|h1|h2|a)(?: [^>]*)?>([^<]*)</).map { String($0.output.1) }
                }
                #expect(!names.contains { $0.contains("..") }, "\(names)")
                return names
            }
            let plain = try names()
            #expect(plain.contains("Views/Cell.xib") && plain.contains("Base.lproj/Main.storyboard"), "\(plain)")
            // In a git work tree, from its top, as the repository shows them.
            try FileManager.default.createDirectory(atPath: folder + "/work/.git", withIntermediateDirectories: true)
            let inRepository = try names()
            #expect(inRepository.contains("App/Views/Cell.xib") && inRepository.contains("App/Base.lproj/Main.storyboard"), "\(inRepository)")
        }
    }

    /// Links are percent-encoded byte by byte: as Foundation encodes them with the URL path characters less `#?%;`.
    @Test(arguments: ["App/Main.storyboard.html", "../a b/#1?.xib.html", "100%;x/日本語.xib.html", "ü/e\u{301}/👍🏽.html", "a//b/./c~!$&'()*+,=:@.html"])
    func linksAreEncodedAsFoundationEncodesThem(_ path: String) {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        #expect(StaticSite.encodedHref(path) == path.addingPercentEncoding(withAllowedCharacters: allowed))
    }

    /// A re-render compares each page with its file, a page in a folder the run made excepted: a changed page is
    /// written, an unchanged one left alone, and a page whose folder is new is written without a comparison.
    @Test func pagesAreWrittenWhenChangedOrNew() throws {
        try withFolder { (folder: String) throws(any Error) -> Void in
            var site = StaticSite()
            site.add("a/one.html", "1")
            site.add("a/two.html", "2")
            #expect(try site.write(to: folder) == 2)
            site.add("a/two.html", "two")
            site.add("b/c/three.html", "3")
            #expect(try site.write(to: folder) == 2)
            #expect(try String(contentsOfFile: folder + "/a/two.html", encoding: .utf8) == "two")
            #expect(try site.write(to: folder) == 0)
        }
    }

    @Test func missingInputIsAUsageError() throws {
        let outcome = try RenderCommand.parse(["/no/such/folder", "-o", "/tmp/unused"]).execute(workingDirectory: Self.root, environment: TestCaches.environment)
        #expect(outcome.exitCode == 2)
    }
}

func withFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-cli-\(UUID().uuidString)").resolvingSymlinksInPath().path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

func files(in folder: String, endingWith suffixes: [String]) throws -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
        .filter { path in suffixes.contains { path.hasSuffix($0) } && !path.contains(".build/") }
        .map { folder + "/" + $0 }.sorted()
}

func modificationDates(_ folder: String) throws -> [String: Date] {
    var out: [String: Date] = [:]
    for file in try files(in: folder, endingWith: [".html"]) {
        out[file] = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    }
    return out
}
