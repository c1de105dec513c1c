import Foundation
import IBKitDocument
import IBKitEdit
import IBKitMerge
import IBKitTestSupport
import Testing

/// Pairs of independent random edits of real files (../shared/corpus, fixed seed): the merge of the two edited
/// versions must be the base with both edits made, and valid. The same cases go through `git merge-file`, for the
/// rates printed beside ours.
@Suite struct CorpusPropertyTests {
    static let minimumCases = 1_000

    @Test func independentEditsMergeAsIfMadeTogether() throws {
        guard let corpus = SharedFixtures.corpus else {
            print("CorpusPropertyTests: ../shared/corpus is absent; skipped")
            return
        }
        let files = SharedFixtures.interfaceBuilderFiles(below: corpus).filter { path in
            ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0).map { $0 > 0 && $0 <= 120_000 } ?? false
        }
        var random = SplitMix(state: 27)
        var cases = 0, gitConflicts = 0, gitInvalid = 0
        var kinds: [String: Int] = [:]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-merge-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        rounds: for round in 0..<4 {
            for path in files {
                guard cases < Self.minimumCases + 200 else { break rounds }
                guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
                      let document = try? IBDocument(bytes: bytes, path: path), document.duplicateIDs().isEmpty,
                      var edits = CorpusEdits(document, random: random) else { continue }
                defer { random = edits.random }
                // Even rounds: any edit, in two groups. Odd rounds: attributes of two elements of one group, often on
                // neighbouring lines.
                let g = edits.groups.count, together = round % 2 == 1
                let first = random.next(g), second = together ? first : (first + 1 + random.next(g - 1)) % g
                guard let a = edits.edit(in: first, attributesOnly: together), let b = edits.edit(in: second, attributesOnly: together),
                      !together || a.element != b.element else { continue }
                guard let ours = try? FileEdits(a.edits).apply(to: bytes), let theirs = try? FileEdits(b.edits).apply(to: bytes),
                      let expected = try? FileEdits(a.edits + b.edits).apply(to: bytes) else { continue }
                cases += 1
                kinds[a.kind, default: 0] += 1
                kinds[b.kind, default: 0] += 1
                let name = "\(path) [\(a.kind) + \(b.kind)]"
                let result = try IBMerge.merge(base: bytes, ours: ours, theirs: theirs, path: path)
                #expect(result.conflicts == [], "\(name)")
                if result.bytes != expected { expectText(String(decoding: result.bytes, as: UTF8.self) + "\n" + name, String(decoding: expected, as: UTF8.self) + "\n" + name) }
                #expect(IBMerge.problems(of: result.bytes, base: bytes, ours: ours, theirs: theirs) == [], "\(name)")
                // git's line merge of the same three files.
                let git = try Self.gitMergeFile(base: bytes, ours: ours, theirs: theirs, in: folder)
                if git.status != 0 {
                    gitConflicts += 1
                } else if !IBMerge.problems(of: git.output, base: bytes, ours: ours, theirs: theirs).isEmpty {
                    gitInvalid += 1
                }
            }
        }
        #expect(cases >= Self.minimumCases)
        print("CorpusPropertyTests: \(cases) cases (\(kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))); "
            + "ibkit merge: 0 conflicts expected; git merge-file: \(gitConflicts) conflicts (\(gitConflicts * 100 / max(cases, 1))%), "
            + "\(gitInvalid) clean results that are invalid")
    }

    static func gitMergeFile(base: [UInt8], ours: [UInt8], theirs: [UInt8], in folder: URL) throws -> (status: Int32, output: [UInt8]) {
        let paths = ["base", "ours", "theirs"].map { folder.appendingPathComponent($0) }
        for (path, bytes) in zip(paths, [base, ours, theirs]) { try Data(bytes).write(to: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p", paths[1].path, paths[0].path, paths[2].path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data))
    }
}
