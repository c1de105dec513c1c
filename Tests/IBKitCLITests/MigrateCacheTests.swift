import Foundation
@testable import IBKitCheck
@testable import IBKitCLI
import Testing

/// A dry run of an unchanged app is served from the result cache (`RunResultCache`, `migrate-result.bin`); any
/// change to what the plan read, a damaged file, or another option plans again.
@Suite struct MigrateCacheTests {
    /// A copy of Examples/Legacy and a cache folder of its own.
    final class App {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-migrate-cache-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        var root: String { base + "/Legacy" }
        var cache: String { base + "/cache" }
        var stored: CheckResultCache { CheckResultCache(directory: cache, fileName: "migrate-result.bin") }

        init() throws {
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: MigrateCommandTests.root + "/Examples/Legacy", toPath: root)
        }

        deinit { try? FileManager.default.removeItem(atPath: base) }

        func run(_ options: [String] = ["--no-diff"]) throws -> CommandOutcome {
            try MigrateCommand.parse([root] + options + ["--cache-path", cache]).execute(workingDirectory: root, environment: TestCaches.environment)
        }

        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        /// Marks the stored output, so that a run that prints the mark was served from the cache.
        func markStoredOutput() throws {
            var entry = try #require(stored.read())
            entry.output[1] = "served from the cache\n"
            #expect(stored.store(entry))
        }
    }

    @Test func aSecondDryRunIsServedFromTheCache() throws {
        let app = try App()
        let first = try app.run()
        #expect(first.exitCode == 0 && first.standardOutput.hasPrefix("Migration plan: "))
        let entry = try #require(app.stored.read())
        #expect(entry.output == ["0", first.standardOutput] + first.standardError)
        // The files the plan read besides the IB files and sources, and the folders it listed, are in the key.
        #expect(entry.extraPaths.contains(app.root + "/Legacy.xcodeproj/project.pbxproj"))
        #expect(entry.listedFolders.contains(app.root + "/Legacy/Base.lproj"))
        #expect(try app.run().standardOutput == first.standardOutput)
        try app.markStoredOutput()
        #expect(try app.run().standardOutput == "served from the cache\n")
        // Another option is another key: planned, not served.
        #expect(try app.run([]).standardOutput.contains("\ndiff --git "))
        // --no-cache neither reads nor writes it.
        #expect(try MigrateCommand.parse([app.root, "--no-diff", "--no-cache"]).execute(workingDirectory: app.root, environment: TestCaches.environment)
            .standardOutput == first.standardOutput)
    }

    @Test func aChangedSourceOrProjectOrNewFilePlansAgain() throws {
        let app = try App()
        let first = try app.run()
        // A source: an input.
        try app.markStoredOutput()
        let swift = app.root + "/Legacy/Controllers/AboutViewController.swift"
        try Data((try String(contentsOfFile: swift, encoding: .utf8) + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: swift))
        #expect(try app.run().standardOutput == first.standardOutput)
        // The project: read by the plan, not an input of the check.
        try app.markStoredOutput()
        let project = app.root + "/Legacy.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "LastUpgradeCheck = 1500;", with: "LastUpgradeCheck = 1510;").utf8).write(to: URL(fileURLWithPath: project))
        #expect(try app.run().standardOutput == first.standardOutput)
        // A localized table where the split looks for one: a new folder and a new file the plan reads, which
        // changes the plan.
        try app.markStoredOutput()
        try app.write("Legacy/fr.lproj/Main.strings", "/* Class = \"UIViewController\"; title = \"Photos\"; ObjectID = \"rBC-Ks-FRF\"; */\n\"rBC-Ks-FRF.title\" = \"Photos\";\n")
        let localized = try app.run()
        #expect(localized.standardOutput != "served from the cache\n" && localized.standardOutput.contains("fr.lproj/Main.strings"))
        // The table changed: a file the plan read besides the inputs.
        try app.markStoredOutput()
        try app.write("Legacy/fr.lproj/Main.strings", "\"rBC-Ks-FRF.title\" = \"Des photos\";\n")
        #expect(try app.run().standardOutput != "served from the cache\n")
    }

    /// A damaged or truncated file is never trusted: the run plans, and stores a whole file again.
    @Test func aDamagedCacheIsRebuilt() throws {
        let app = try App()
        let first = try app.run()
        let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: app.stored.path)))
        var damaged: [[UInt8]] = [Array(valid.prefix(valid.count / 2)), Array(valid.prefix(valid.count - 1)), []]
        var flipped = valid
        flipped[valid.count / 3] ^= 0x20
        damaged.append(flipped)
        for bytes in damaged {
            try Data(bytes).write(to: URL(fileURLWithPath: app.stored.path))
            #expect(try app.run().standardOutput == first.standardOutput)
            #expect(app.stored.read() != nil)
        }
        // What the damaged files held was never served: a damaged copy of a marked entry plans too.
        try app.markStoredOutput()
        var marked = try [UInt8](Data(contentsOf: URL(fileURLWithPath: app.stored.path)))
        marked[marked.count - 3] ^= 0x01
        try Data(marked).write(to: URL(fileURLWithPath: app.stored.path))
        #expect(try app.run().standardOutput == first.standardOutput)
    }

    @Test func entriesWithOutputsSurviveEncodingAndRefuseEveryTruncation() throws {
        var entry = CheckResultCache.Entry(key: 1, inputsHash: 2, records: [nil], dependencies: .init(folders: ["/a"]), dependenciesHash: 3,
                                           hasSources: false, diagnostics: [])
        entry.extraPaths = ["/a/b.plist", "/a/c.strings"]
        entry.extraRecords = [nil, InputFingerprints.Record(stat: .init(device: 1, inode: 2, mode: 0o100644, size: 3, modified: 4, changed: 5), hash: 6)]
        entry.listedFolders = ["/a", "/a/fr.lproj"]
        entry.output = ["0", "Migration plan: 0 files to write\n", "warning"]
        let bytes = CheckResultCache.encode(entry)
        #expect(CheckResultCache.decode(bytes) == entry)
        for length in 0 ..< bytes.count {
            #expect(CheckResultCache.decode(Array(bytes[..<length])) == nil, "truncated to \(length)")
        }
    }
}
