import Foundation
@testable import IBKitDiagnostics
import Testing

@Suite struct BaselineTests {
    static let root = "/project"

    static func d(_ rule: String, _ path: String, line: Int, id: String?, message: String = "m", severity: Severity = .warning) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: severity, message: message, path: path, line: line, column: 3, objectID: id)
    }

    static let recorded = [
        d("no-segues", "App/Main.storyboard", line: 10, id: "abc-12-xyz", message: "Segue \"show\"\nto <Detail>"),
        d("no-segues", "App/Main.storyboard", line: 20, id: "def-34-uvw"),
        d("parse-error", "App/Broken.xib", line: 7, id: nil, message: "unexpected end of file"),
        d("inline-font", "App/Cell.xib", line: 5, id: "cell", message: "font 1"),
        d("inline-font", "App/Cell.xib", line: 9, id: "cell", message: "font 2"),
    ]

    func filter(_ baseline: Baseline, _ diagnostics: [Diagnostic]) -> (new: [Diagnostic], suppressed: Int) {
        baseline.filter(diagnostics, rootDirectory: Self.root, workingDirectory: Self.root)
    }

    @Test func sameFindingsAreAllKnown() {
        let baseline = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        let result = filter(baseline, Self.recorded)
        #expect(result.new.isEmpty)
        #expect(result.suppressed == Self.recorded.count)
    }

    @Test func onlyANewFindingIsReported() {
        let baseline = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        let added = Self.d("no-segues", "App/Main.storyboard", line: 30, id: "new-00-one")
        let result = filter(baseline, Self.recorded + [added])
        #expect(result.new == [added])
        // Same object in another file, or another rule on a known object: new as well.
        let elsewhere = Self.d("no-segues", "App/Other.storyboard", line: 10, id: "abc-12-xyz", message: Self.recorded[0].message)
        let otherRule = Self.d("inline-color", "App/Main.storyboard", line: 10, id: "abc-12-xyz")
        #expect(filter(baseline, [elsewhere, otherRule]).new == [elsewhere, otherRule])
    }

    @Test func movedLinesAndRewordedMessagesStayKnownWhenThereIsAnObjectID() {
        let baseline = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        var moved = Self.recorded.map { var d = $0; d.line += 42; d.column += 1; return d }
        moved[0].message = "Reworded in a newer ibkit"
        #expect(filter(baseline, moved).new.isEmpty)
        // Without an object id the message is the key: a different message is a different finding.
        var broken = Self.recorded[2]
        broken.message = "another parse error"
        #expect(filter(baseline, [broken]).new == [broken])
    }

    @Test func duplicatesAreCounted() {
        let baseline = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        // Two inline-font findings on object "cell" are recorded; a third one is new (the last in the file).
        let third = Self.d("inline-font", "App/Cell.xib", line: 12, id: "cell", message: "font 3")
        let result = filter(baseline, Self.recorded + [third])
        #expect(result.new == [third])
        #expect(result.suppressed == Self.recorded.count)
        // And one fixed of the two: nothing new, one fewer suppressed.
        let fewer = Array(Self.recorded.dropLast())
        #expect(filter(baseline, fewer) == ([], fewer.count))
    }

    @Test func pathsAreRelativeToTheRootWhateverTheirSpelling() {
        let baseline = Baseline(diagnostics: [Self.d("r", "/project/App/./Main.storyboard", line: 1, id: "a")],
                                rootDirectory: Self.root, workingDirectory: "/elsewhere")
        #expect(baseline.entries.map(\.path) == ["App/Main.storyboard"])
        // Linting from inside App with a relative path matches it…
        let fromApp = baseline.filter([Self.d("r", "Main.storyboard", line: 9, id: "a")], rootDirectory: "/project", workingDirectory: "/project/App")
        #expect(fromApp.new.isEmpty)
        // …and with a `./` prefix from the root too.
        #expect(filter(baseline, [Self.d("r", "./App/Main.storyboard", line: 9, id: "a")]).new.isEmpty)
        // A file outside the root climbs with `..`.
        let outside = Baseline(diagnostics: [Self.d("r", "/shared/Cell.xib", line: 1, id: "a")], rootDirectory: Self.root, workingDirectory: Self.root)
        #expect(outside.entries.map(\.path) == ["../shared/Cell.xib"])
    }

    @Test func fileFormatIsVersionedSortedOneEntryPerLineAndRoundTrips() throws {
        let baseline = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        let text = baseline.serialized()
        #expect(text == Baseline(diagnostics: Self.recorded.reversed(), rootDirectory: Self.root, workingDirectory: Self.root).serialized())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.recorded.count + 6) // {, version, entries: [, entries…, ], }, ""
        #expect(lines[1] == "  \"version\": 1,")
        #expect(lines.filter { $0.hasPrefix("    {") }.count == Self.recorded.count)

        let object = try #require(try jsonObject(text) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: Any]])
        let paths = entries.compactMap { $0["path"] as? String }
        #expect(paths == paths.sorted())
        #expect(entries.contains { $0["message"] as? String == "Segue \"show\"\nto <Detail>" && $0["objectID"] as? String == "abc-12-xyz" })
        #expect(entries.contains { $0["rule"] as? String == "parse-error" && $0["objectID"] == nil })
        #expect(entries.allSatisfy { $0["line"] == nil }, "lines are not stored")

        let parsed = try Baseline(parsing: Data(text.utf8), path: "b.json")
        #expect(parsed == baseline)
        #expect(parsed.serialized() == text)
        #expect(Baseline(entries: []).serialized() == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("{\"version\": 1, \"entries\": [", "not JSON"),
        ("[]", "expected a JSON object"),
        ("{\"entries\": []}", "'version' is missing"),
        ("{\"version\": 2, \"entries\": []}", "version 2"),
        ("{\"version\": 1}", "'entries' must be a list"),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\"}]}", "entry 1"),
        ("{\"version\": 1, \"entries\": [{\"rule\": \"r\", \"path\": \"p\", \"message\": \"m\", \"objectID\": 3}]}", "entry 1"),
    ])
    func corruptFilesAreRejectedWithAReason(text: String, reason: String) {
        #expect {
            _ = try Baseline(parsing: Data(text.utf8), path: "b.json")
        } throws: { error in
            (error as? BaselineError)?.message.contains(reason) == true
        }
    }

    @Test func missingFileSaysHowToCreateIt() {
        #expect {
            _ = try Baseline.load(path: "/nonexistent/ibkit-baseline.json")
        } throws: { error in
            "\(error)" == "error: baseline file /nonexistent/ibkit-baseline.json does not exist; create it with --write-baseline /nonexistent/ibkit-baseline.json"
        }
    }

    @Test func writingIsAtomicAndLeavesNoTemporaryFiles() throws {
        let folder = NSTemporaryDirectory() + "ibkit-baseline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/baseline.json"

        let first = Baseline(diagnostics: Self.recorded, rootDirectory: Self.root, workingDirectory: Self.root)
        try first.write(to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["baseline.json"])
        #expect(try Baseline.load(path: path) == first)

        // Replaced whole, not appended to or truncated.
        let second = Baseline(entries: [])
        try second.write(to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == second.serialized())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["baseline.json"])

        // A failed rename (the target is a folder) keeps nothing behind and leaves the target alone.
        let blocked = folder + "/blocked.json"
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: BaselineError.self) { try first.write(to: blocked) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["baseline.json", "blocked.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked) == ["inside"])
    }
}
