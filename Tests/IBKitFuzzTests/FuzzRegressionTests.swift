import Foundation
import Testing

/// Every input the fuzzers found wrong (a crash, a hang, a broken promise), minimized and kept under
/// `Tests/Fixtures/Fuzz/<target>/`, replayed through the entry that found it (docs/fuzzing.md).
struct FuzzRegressionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzEntry.all.map(\.name))
    func replaysFoundInputs(target: String) throws {
        let entry = try #require(FuzzEntry.named(target))
        for file in Self.files(in: Self.fixtures.appendingPathComponent("Fuzz/" + target)) {
            let bytes = try [UInt8](Data(contentsOf: file))
            let clock = ContinuousClock()
            let start = clock.now
            #expect(throws: Never.self, "\(target)/\(file.lastPathComponent)") { try entry.run(bytes) }
            // libFuzzer's -timeout=1 is what made a slow input a finding; debug builds get ten times that.
            #expect(clock.now - start < .seconds(10), "\(target)/\(file.lastPathComponent) is slow again")
        }
    }

    @Test func everyFolderOfFoundInputsNamesATarget() {
        for folder in Self.files(in: Self.fixtures.appendingPathComponent("Fuzz")) {
            #expect(FuzzEntry.named(folder.lastPathComponent) != nil, "Tests/Fixtures/Fuzz/\(folder.lastPathComponent)")
        }
    }

    /// The entries' promises hold on the repository's own IB files, each alone, as a pair and as a triple: the
    /// fuzzers start from such seeds, and an entry that failed on them would find nothing else.
    @Test func entriesAcceptTheFixtures() throws {
        let ibFiles = try ["Diff/Photos.storyboard", "Diff/Preferences.xib", "Render/Controls.storyboard", "Render/Map.storyboard", "Render/Cell.xib"]
            .map { try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent($0))) }
        for name in ["xml", "diff", "render", "edit", "merge"] {
            let entry = try #require(FuzzEntry.named(name))
            for (i, file) in ibFiles.enumerated() {
                let other = ibFiles[(i + 1) % ibFiles.count]
                let inputs = [file, file + FuzzParts.separator + other, other + FuzzParts.separator + file + FuzzParts.separator + file]
                for input in inputs { #expect(throws: Never.self, "\(name) on fixture \(i)") { try entry.run(input) } }
            }
        }
    }

    @Test func partsAreSplitAtTheSeparator() {
        let sep = FuzzParts.separator
        #expect(FuzzParts.split(Array("ab".utf8) + sep + Array("c".utf8), count: 3) == [Array("ab".utf8), Array("c".utf8), []])
        #expect(FuzzParts.split(Array("a".utf8) + sep + sep + sep, count: 2) == [Array("a".utf8), sep + sep])
        #expect(FuzzParts.split([], count: 2) == [[], []])
    }
}
