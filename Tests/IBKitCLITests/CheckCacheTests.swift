import Foundation
@testable import IBKitCheck
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex
import Testing
import IBKitWorkspace

/// The result cache of `ibkit check` (`CheckRunner` + `CheckResultCache`), with the real indexer and resolver on a
/// small Swift package: a hit gives exactly what a run without cache gives, and any change of an input misses.
@Suite struct CheckCacheTests {
    static let configuration = "check:\n  only_rules: [missing-outlet, unconnected-outlet, unknown-class]\n"
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
    static let swift = """
        import UIKit

        final class CardView: UIView {
            @IBOutlet var title: UILabel!
        }

        """
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="titel" destination="v-1" id="o-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v-1"/>
            </objects>
        </document>
        """

    static func makeProject() throws -> TemporaryProject {
        let project = try TemporaryProject(configuration: configuration)
        try project.write("Package.swift", manifest)
        try project.write("Sources/App/CardView.swift", swift)
        try project.write("Sources/App/CardView.xib", xib)
        try project.write("Legacy.xcodeproj/project.pbxproj", "{ archiveVersion = 1; }\n")
        return project
    }

    /// Where these runs keep their caches: a folder the tests name, as `--cache-path` names one.
    static func cacheFolder(_ project: TemporaryProject) -> String { project.path(".build/ibkit-cache") }

    /// A run as `ibkit check <root> --cache-path <cacheFolder>` makes it, configuration read from the file each time.
    /// - Parameter racyInterval: nil for `InputFingerprints.racyInterval` (2 s: every file of these tests is too
    ///   recent for its stat to vouch for it, so every run reads every file); 0 to trust the stat of files written
    ///   before the run started.
    static func run(_ project: TemporaryProject, cache: Bool = true, racyInterval: Int64? = nil, read: InputsRead? = nil) throws -> CheckRun {
        let configuration = try ConfigurationLoader.load(path: project.path(".ibkit.yml"), rules: .lint)
        var runner = CheckRunner(configuration: configuration, checks: try CheckEngine.makeChecks(configuration),
                                 moduleOverrides: try ConfigurationLoader.checkModules(configuration),
                                 provider: .standard(cacheDirectory: cache ? cacheFolder(project) : nil),
                                 cache: cache ? CheckResultCache(directory: cacheFolder(project)) : nil)
        if let racyInterval { runner.racyInterval = racyInterval }
        guard let read else { return runner.run(paths: [project.root]) }
        return runner.run(Workspace.walk([project.root], configuration: configuration, sourceExtensions: CheckInputs.sourceExtensions), read: read)
    }

    /// Waits until the file system stamps writes later than the project's files, so that a write made afterwards
    /// cannot share a timestamp (the clock ticks every few milliseconds) with the writes the cache recorded.
    static func waitForClock(_ project: TemporaryProject) throws {
        let probe = project.path(".probe")
        func changed(_ path: String) -> Int64 {
            var info = stat()
            return stat(path, &info) == 0 ? InputFingerprints.FileStat(info).changed : .max
        }
        let latest = try FileManager.default.subpathsOfDirectory(atPath: project.root).map { changed(project.path($0)) }.max() ?? 0
        for _ in 0 ..< 1000 {
            try project.write(".probe", "")
            if changed(probe) > latest { return }
            usleep(1000)
        }
        Issue.record("the file system clock did not move")
    }

    @Test func aHitGivesWhatAnUncachedRunGives() throws {
        let project = try Self.makeProject()
        let first = try Self.run(project)
        #expect(first.cacheStatus == .miss)
        let second = try Self.run(project)
        #expect(second.cacheStatus == .hit)
        let uncached = try Self.run(project, cache: false)
        #expect(uncached.cacheStatus == .disabled)
        #expect(uncached.diagnostics.map(\.ruleID).sorted() == ["missing-outlet", "unconnected-outlet"], "\(uncached.diagnostics)")
        #expect(first.diagnostics == uncached.diagnostics)
        #expect(second.diagnostics == uncached.diagnostics)
        #expect((second.ibPaths, second.sourcePaths, second.hasSources) == (uncached.ibPaths, uncached.sourcePaths, uncached.hasSources))
        // Written atomically: no temporary file left beside it.
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: project.path(".build/ibkit-cache")).sorted()
        #expect(cacheFiles == ["check-result.bin", "swift-index.bin"])
    }

    /// `ibkit check` prints the same with and without the cache, on the first and on the second run.
    @Test func theCommandPrintsTheSameFromTheCache() throws {
        let project = try Self.makeProject()
        func check(_ extra: [String]) throws -> CommandOutcome {
            try CheckCommand.parse([project.root] + extra).execute(workingDirectory: project.root, environment: TestCaches.environment)
        }
        let standard = try #require(CacheLocation.standard(projectRoot: project.root, environment: TestCaches.environment))
        let uncached = try check(["--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: standard.directory), "--no-cache writes no cache")
        #expect(uncached.exitCode == 1)
        #expect(uncached.standardOutput.contains("(missing-outlet)"))
        for _ in 0 ..< 2 {
            let cached = try check([])
            #expect(cached.standardOutput == uncached.standardOutput)
            #expect(cached.standardError == uncached.standardError)
            #expect(cached.exitCode == uncached.exitCode)
        }
        #expect(FileManager.default.fileExists(atPath: CheckResultCache(directory: standard.directory).path))
        #expect(project.files() == [".ibkit.yml", "Legacy.xcodeproj", "Package.swift", "Sources"], "nothing written in the project")
    }

    @Test(arguments: [
        "edit a Swift file", "edit an IB file", "edit the configuration", "edit the Xcode project", "edit the manifest",
        "add a Swift file", "remove a Swift file", "add an IB file", "remove an IB file", "add a target folder",
    ])
    func anyInputChangeMisses(change: String) throws {
        let project = try Self.makeProject()
        _ = try Self.run(project)
        #expect(try Self.run(project).cacheStatus == .hit)
        switch change {
        case "edit a Swift file": try project.write("Sources/App/CardView.swift", Self.swift.replacingOccurrences(of: "var title", with: "var titel"))
        case "edit an IB file": try project.write("Sources/App/CardView.xib", Self.xib.replacingOccurrences(of: "property=\"titel\"", with: "property=\"title\""))
        case "edit the configuration": try project.write(".ibkit.yml", "check:\n  only_rules: [missing-outlet]\n")
        case "edit the Xcode project": try project.write("Legacy.xcodeproj/project.pbxproj", "{ archiveVersion = 2; }\n")
        case "edit the manifest": try project.write("Package.swift", Self.manifest.replacingOccurrences(of: "\"App\")]", with: "\"App\", path: \"Sources\")]"))
        case "add a Swift file": try project.write("Sources/App/Other.swift", "final class OtherView: UIView {}\n")
        case "remove a Swift file": try FileManager.default.removeItem(atPath: project.path("Sources/App/CardView.swift"))
        case "add an IB file": try project.write("Sources/App/Other.xib", Self.xib.replacingOccurrences(of: "CardView", with: "OtherView"))
        case "remove an IB file": try FileManager.default.removeItem(atPath: project.path("Sources/App/CardView.xib"))
        case "add a target folder": try FileManager.default.createDirectory(atPath: project.path("Sources/Kit"), withIntermediateDirectories: true)
        default: Issue.record("unknown change \(change)")
        }
        let changed = try Self.run(project)
        #expect(changed.cacheStatus == .miss, "\(change)")
        #expect(changed.diagnostics == (try Self.run(project, cache: false)).diagnostics, "\(change)")
        #expect(try Self.run(project).cacheStatus == .hit, "\(change): the new results are cached")
    }

    /// The key is the content: a file rewritten with the same bytes (a checkout, a save without edit) still hits.
    @Test func rewritingTheSameBytesStillHits() throws {
        let project = try Self.makeProject()
        _ = try Self.run(project)
        try project.write("Sources/App/CardView.swift", Self.swift)
        try project.write(".ibkit.yml", Self.configuration)
        #expect(try Self.run(project).cacheStatus == .hit)
    }

    /// A warm run reads no input whose stat is the recorded one; files too recent to be vouched for are read.
    @Test func aWarmRunOnlyStatsSettledFiles() throws {
        let project = try Self.makeProject()
        let inputs = 3 // CardView.xib, CardView.swift, Package.swift
        try Self.waitForClock(project)
        let first = try Self.run(project, racyInterval: 0)
        #expect(first.cacheStatus == .miss)
        #expect(first.filesRead == inputs, "after the analysis, the inputs were vouched for by their stat")
        let warm = try Self.run(project, racyInterval: 0)
        #expect(warm.cacheStatus == .hit)
        #expect(warm.filesRead == 0)
        #expect(warm.diagnostics == first.diagnostics)
        // A record stays good whatever the interval of later runs: its stat was old enough when it was made.
        #expect(try Self.run(project).filesRead == 0)
        // With the real interval, every file of a new project is racy: read on every run, still a hit.
        let fresh = try Self.makeProject()
        _ = try Self.run(fresh)
        let racy = try Self.run(fresh)
        #expect(racy.cacheStatus == .hit)
        #expect(racy.filesRead == inputs)
        #expect(racy.diagnostics == first.diagnostics.map { Diagnostic(ruleID: $0.ruleID, severity: $0.severity, message: $0.message,
            path: $0.path.replacingOccurrences(of: project.root, with: fresh.root), line: $0.line, column: $0.column, objectID: $0.objectID) })
    }

    /// Inputs the caller read (as `ibkit render` reads every IB file while it walks) are not read again, and
    /// give the key reading them would: a later run that reads them from disk hits.
    @Test func filesTheCallerReadAreNotReadAgain() throws {
        let project = try Self.makeProject()
        try Self.waitForClock(project)
        let read = InputsRead(racyInterval: 0)
        let xib = project.path("Sources/App/CardView.xib")
        let loaded = IBDocumentLoader.loadWithStatus(path: xib)
        let file = try #require(loaded.read)
        #expect(file.bytes == Array(Self.xib.utf8))
        read.add(path: xib, bytes: file.bytes, status: file.status)
        let first = try Self.run(project, racyInterval: 0, read: read)
        #expect(first.cacheStatus == .miss)
        #expect(first.ibPaths == [xib])
        #expect(first.filesRead == 2, "the Swift file and the manifest were read; the xib was not")
        let fromDisk = try Self.run(project, racyInterval: 0)
        #expect(fromDisk.cacheStatus == .hit)
        #expect(fromDisk.filesRead == 0, "the xib's record, made from what the caller read, vouches for it")
        #expect(fromDisk.diagnostics == first.diagnostics)
    }

    /// The racy case of git's index: a write that keeps the size and restores the mtime (`touch -d`). Detected by
    /// the ctime when the stat was recorded long enough before, and by reading the file when it was not.
    @Test(arguments: [false, true])
    func aSameSizeEditWithTheMtimeRestoredMisses(racy: Bool) throws {
        let project = try Self.makeProject()
        let path = project.path("Sources/App/CardView.swift")
        if !racy { try Self.waitForClock(project) }
        let interval: Int64? = racy ? nil : 0
        _ = try Self.run(project, racyInterval: interval)
        let hit = try Self.run(project, racyInterval: interval)
        #expect(hit.cacheStatus == .hit)
        #expect(hit.filesRead == (racy ? 3 : 0))
        func fileStat() throws -> InputFingerprints.FileStat {
            var info = stat()
            try #require(stat(path, &info) == 0)
            return InputFingerprints.FileStat(info)
        }
        let before = try fileStat()
        if !racy { try Self.waitForClock(project) }
        let edited = Self.swift.replacingOccurrences(of: "var title", with: "var titel")
        #expect(edited.utf8.count == Self.swift.utf8.count)
        try project.write("Sources/App/CardView.swift", edited)
        // `touch -d`: the mtime set back to the recorded one (the ctime cannot be set back).
        let mtime = timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
        try #require(utimensat(AT_FDCWD, path, [mtime, mtime], 0) == 0)
        let after = try fileStat()
        #expect((after.size, after.modified, after.inode) == (before.size, before.modified, before.inode))
        let changed = try Self.run(project, racyInterval: interval)
        #expect(changed.cacheStatus == .miss)
        #expect(changed.diagnostics == (try Self.run(project, cache: false)).diagnostics)
        #expect(hit.diagnostics.count == 2)
        #expect(changed.diagnostics.isEmpty, "the outlet is now spelt as in the xib: \(changed.diagnostics)")
    }

    /// A file saved without a change gets a new stat: still a hit, and the cache takes the new stat so that the next
    /// run need not read the file.
    @Test func aHitKeepsTheNewStatOfAFileSavedUnchanged() throws {
        let project = try Self.makeProject()
        try Self.waitForClock(project)
        _ = try Self.run(project, racyInterval: 0)
        try project.write("Sources/App/CardView.swift", Self.swift)
        try Self.waitForClock(project)
        let saved = try Self.run(project, racyInterval: 0)
        #expect(saved.cacheStatus == .hit)
        #expect(saved.filesRead == 1)
        let next = try Self.run(project, racyInterval: 0)
        #expect(next.cacheStatus == .hit)
        #expect(next.filesRead == 0)
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let project = try Self.makeProject()
        let expected = try Self.run(project).diagnostics
        let cache = CheckResultCache(directory: Self.cacheFolder(project))
        let valid = try #require(FileManager.default.contents(atPath: cache.path))
        var damaged: [Data] = [Data(), Data("garbage".utf8), valid.prefix(valid.count / 2), valid.dropLast()]
        var flipped = valid
        flipped[valid.count / 2] ^= 0x40
        damaged.append(flipped)
        for bytes in damaged {
            try bytes.write(to: URL(fileURLWithPath: cache.path))
            let run = try Self.run(project)
            #expect(run.cacheStatus == .miss)
            #expect(run.diagnostics == expected)
        }
        #expect(try Self.run(project).cacheStatus == .hit)
    }

    /// Every truncation and every single-bit error of a valid file is refused, never misread.
    @Test func everyTruncationAndBitFlipIsRefused() throws {
        let record = InputFingerprints.Record(
            stat: .init(device: 2049, inode: 1_234_567, mode: 0o100644, size: 812, modified: 1_700_000_000_123_456_789, changed: -5),
            hash: 0xDEAD_BEEF_0BAD_F00D)
        let entry = CheckResultCache.Entry(
            key: 42, inputsHash: 9, records: [record, nil, record], dependencies: .init(folders: ["/a", "/a/b"], files: ["/a/Package.swift"], paths: ["/a/c"]), dependenciesHash: 7,
            hasSources: true, diagnostics: [
                Diagnostic(ruleID: "missing-outlet", severity: .error, message: "m", path: "p.xib", line: 3, column: 5, objectID: "a-b-c"),
                Diagnostic(ruleID: "unconnected-outlet", severity: .warning, message: "n", path: "p.swift", line: 1, column: 2),
            ])
        let bytes = CheckResultCache.encode(entry)
        #expect(CheckResultCache.decode(bytes) == entry)
        for length in 0 ..< bytes.count {
            #expect(CheckResultCache.decode(Array(bytes[..<length])) == nil, "truncated to \(length)")
        }
        for offset in 0 ..< bytes.count {
            for bit in 0 ..< 8 {
                var copy = bytes
                copy[offset] ^= UInt8(1 << bit)
                #expect(CheckResultCache.decode(copy) == nil, "bit \(bit) of byte \(offset) flipped")
            }
        }
    }

    /// Runs with an injected provider never read nor write the result cache: their results are not the real ones.
    @Test func injectedProvidersBypassTheCache() throws {
        let project = try Self.makeProject()
        let provider = CheckInputProvider(indexSources: { _, _, _ in [] }, resolveModules: { _, _, _ in .init() })
        let configuration = try ConfigurationLoader.load(path: project.path(".ibkit.yml"), rules: .lint)
        let runner = CheckRunner(configuration: configuration, checks: try CheckEngine.makeChecks(configuration), provider: provider,
                                 cache: CheckResultCache(directory: Self.cacheFolder(project)))
        #expect(runner.run(paths: [project.root]).cacheStatus == .disabled)
        #expect(!FileManager.default.fileExists(atPath: Self.cacheFolder(project)))
    }
}
