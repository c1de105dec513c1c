import Foundation
import IBKitCheck
@testable import IBKitLint
import IBKitTestSupport
@testable import IBKitWorkspace
import Testing

/// `ibkit check` finds IB files and sources in one walk (`FileDiscovery` with source extensions); it must find
/// what the two walks it replaced found.
@Suite struct DiscoveryTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let corpus: String? = SharedFixtures.corpus?.path

    /// The source walk `CheckInputs.discoverSources` did before: `FileManager`'s enumerator, skipping lint's
    /// folders and `.build`, filtering files by the configuration.
    static func previousSourceDiscovery(_ paths: [String], configuration: Configuration, extensions: Set<String>) -> [String] {
        var out = Set<String>()
        let skipped = FileDiscovery.skippedFolders.union([".build"])
        for input in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if extensions.contains((input as NSString).pathExtension) { out.insert(input) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: input) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skipped.contains(name) { walker.skipDescendants(); continue }
                guard extensions.contains((name as NSString).pathExtension) else { continue }
                let path = input == "." ? relative : (input as NSString).appendingPathComponent(relative)
                if configuration.includes(relativePath: FileDiscovery.relative(path, to: configuration)) { out.insert(path) }
            }
        }
        return out.sorted()
    }

    func expectSameAsBefore(_ folder: String, configuration: Configuration) {
        let extensions: Set<String> = ["swift", "h"]  // what check looked for before
        let found = FileDiscovery.discover([folder], configuration: configuration, sourceExtensions: extensions)
        #expect(found.files == FileDiscovery.discover([folder], configuration: configuration).files)
        let previous = Self.previousSourceDiscovery([folder], configuration: configuration, extensions: extensions)
        #expect(found.sources == previous, "only now: \(Set(found.sources).subtracting(previous).sorted().prefix(5)); only before: \(Set(previous).subtracting(found.sources).sorted().prefix(5))")
    }

    @Test func examplesAreFoundAsBefore() throws {
        let examples = Self.repositoryRoot + "/Examples"
        let configuration = Configuration(rootDirectory: Self.repositoryRoot)
        expectSameAsBefore(examples, configuration: configuration)
        let found = CheckInputs.discover([examples], configuration: configuration)
        #expect(found.sourcePaths.count > 10)
        #expect(found.ibPaths.count > 10)
    }

    @Test func filtersOfTheConfigurationApplyAsBefore() throws {
        var configuration = Configuration(rootDirectory: Self.repositoryRoot)
        configuration.excluded = [Glob("Examples/Legacy/Legacy/Views")]
        configuration.included = [Glob("Examples/Legacy"), Glob("Examples/Gallery/Components/*.swift")]
        expectSameAsBefore(Self.repositoryRoot + "/Examples", configuration: configuration)
        let found = CheckInputs.discover([Self.repositoryRoot + "/Examples"], configuration: configuration)
        #expect(!found.sourcePaths.contains { $0.contains("/Legacy/Legacy/Views/") })
        #expect(found.sourcePaths.contains { $0.contains("/Gallery/Components/") })
    }

    @Test(.enabled(if: DiscoveryTests.corpus != nil, "../shared/corpus is absent: corpus discovery test skipped"))
    func corpusIsFoundAsBefore() throws {
        let corpus = try #require(Self.corpus)
        expectSameAsBefore(corpus, configuration: Configuration(rootDirectory: corpus))
        #expect(FileDiscovery.discover([corpus], configuration: Configuration(rootDirectory: corpus)).files.count > 1_000)
    }

    /// Objective-C implementation files now count too; a source named on the command line is a source, not an IB file.
    @Test func objectiveCAndExplicitSources() throws {
        let root = NSTemporaryDirectory() + "ibkit-discovery-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["App/A.swift", "App/B.m", "App/C.mm", "App/D.h", "App/E.xib", "App/F.txt", "Pods/G.swift", ".build/H.swift"] {
            try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        let configuration = Configuration(rootDirectory: root)
        let found = CheckInputs.discover([root], configuration: configuration)
        #expect(found.sourcePaths == ["A.swift", "B.m", "C.mm", "D.h"].map { root + "/App/" + $0 })
        #expect(found.ibPaths == [root + "/App/E.xib"])
        let explicit = CheckInputs.discover([root + "/App/A.swift", root + "/App/E.xib"], configuration: configuration)
        #expect(explicit.sourcePaths == [root + "/App/A.swift"])
        #expect(explicit.ibPaths == [root + "/App/E.xib"])
    }

    /// The walk's results are sorted and deduplicated as `Array(Set(paths)).sorted()` did: same paths, same order,
    /// and of two canonically equal spellings (é composed or not) the first found.
    @Test func sortedUniqueIsSetThenSorted() {
        var generator = SystemRandomNumberGenerator()
        let names = ["a", "b", "B", "a/b", "a-b", "a.swift", "Caf\u{E9}", "Cafe\u{301}", "\u{1F600}", "z", ""]
        for _ in 0 ..< 500 {
            let paths = (0 ..< Int.random(in: 0 ... 12, using: &generator)).map { _ in names.randomElement(using: &generator)! }
            let expected = Array(Set(paths)).sorted()
            let actual = FileDiscovery.sortedUnique(paths)
            #expect(actual == expected, "\(paths)")
            // `==` is canonical equivalence: the bytes too.
            #expect(actual.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(paths)")
            if let first = paths.first(where: { $0 == "Caf\u{E9}" }), let kept = actual.first(where: { $0 == "Caf\u{E9}" }) {
                #expect(Array(kept.utf8) == Array(first.utf8), "the first spelling found is kept")
            }
        }
    }
}
