import Foundation
import IBKitDiagnostics
import IBKitDocument
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// A temporary folder tree for discovery and engine tests, removed afterwards.
final class TempTree {
    let root: String

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ content: String) -> String {
        let p = path(relative)
        try! FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! content.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }

    func mkdir(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) {
        try! FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }
}

let validXib = RuleExample.xib("Valid.xib", "").content

@Suite struct FileDiscoveryTests {
    @Test func findsIBFilesAndSkipsBuildAndDependencyFolders() {
        let t = TempTree()
        t.write("App/A.storyboard", validXib)
        t.write("App/Views/B.xib", validXib)
        t.write("App/notes.txt", "x")
        for skipped in [".build/x.xib", ".build-release/x.xib", "Pods/P/x.xib", "Carthage/C/x.xib", "DerivedData/x.xib", "App/x.storyboardc/y.xib"] {
            t.write(skipped, validXib)
        }
        let found = FileDiscovery.discover([t.root], configuration: Configuration(rootDirectory: t.root))
        #expect(found.files == [t.path("App/A.storyboard"), t.path("App/Views/B.xib")])
    }

    @Test func symlinkLoopsEnd() {
        let t = TempTree()
        t.write("App/A.xib", validXib)
        t.symlink("App/loop", to: t.path("App"))
        t.symlink("App/Sub", to: t.root)
        let found = FileDiscovery.discover([t.root], configuration: Configuration(rootDirectory: t.root))
        #expect(found.files.filter { $0.hasSuffix("A.xib") }.count == 1)
    }

    @Test func excludedAndIncludedGlobsApplyRelativeToTheConfigurationFolder() {
        let t = TempTree()
        t.write("App/A.xib", validXib)
        t.write("App/Generated/G.xib", validXib)
        t.write("Other/O.xib", validXib)
        var c = Configuration(rootDirectory: t.root)
        c.included = [Glob("App")]
        c.excluded = [Glob("**/Generated")]
        #expect(FileDiscovery.discover([t.root], configuration: c).files == [t.path("App/A.xib")])
    }

    @Test func collectsAssetCatalogsWithoutEnteringThem() {
        let t = TempTree()
        t.write("App/Assets.xcassets/Logo.imageset/Contents.json", "{}")
        t.write("App/Assets.xcassets/Weird.xib", validXib)
        let found = FileDiscovery.discover([t.root], configuration: Configuration(rootDirectory: t.root))
        #expect(found.assetCatalogs == [t.path("App/Assets.xcassets")])
        #expect(found.files.isEmpty)
    }

    @Test func sourcesAreFoundInTheSameWalk() {
        let t = TempTree()
        t.write("App/A.xib", validXib)
        t.write("App/A.swift", "")
        t.write("App/Views/B.swift", "")
        // Compilers match `.swift` case-sensitively.
        t.write("App/Views/C.SWIFT", "")
        t.write("App/Generated/G.swift", "")
        t.write("App/notes.txt", "x")
        for skipped in [".build/x.swift", "Pods/P/x.swift", "App/x.storyboardc/y.swift"] { t.write(skipped, "") }
        var c = Configuration(rootDirectory: t.root)
        c.excluded = [Glob("**/Generated")]
        let explicit = t.write("Other/E.swift", "")
        let found = FileDiscovery.discover([t.root, explicit], configuration: c, sourceExtensions: ["swift"])
        #expect(found.files == [t.path("App/A.xib")])
        #expect(found.sources == [t.path("App/A.swift"), t.path("App/Views/B.swift"), explicit])
        // Without sourceExtensions, nothing else is collected.
        #expect(FileDiscovery.discover([t.root], configuration: c).sources.isEmpty)
    }

    @Test func explicitFilesAreLintedWhateverTheirName() {
        let t = TempTree()
        let file = t.write("x.nib", "bplist00")
        #expect(FileDiscovery.discover([file], configuration: Configuration(rootDirectory: t.root)).files == [file])
    }

    @Test func namedFilesPassTheGlobsOnlyWhenForced() {
        let t = TempTree()
        let kept = t.write("App/A.xib", validXib)
        let excluded = t.write("App/Legacy/B.xib", validXib)
        var c = Configuration(rootDirectory: t.root)
        c.excluded = [Glob("App/Legacy")]
        #expect(FileDiscovery.discover([kept, excluded], configuration: c).files == [kept, excluded])
        c.filtersNamedFiles = true
        #expect(FileDiscovery.discover([kept, excluded], configuration: c).files == [kept])
        #expect(FileDiscovery.discover([t.root], configuration: c).files == [kept], "folders are filtered either way")
    }

    @Test func explicitSourceFilesAreLeftToTheSourceReaders() {
        let t = TempTree()
        let xib = t.write("A.xib", validXib)
        let sources = ["A.swift", "A.h", "A.m", "B.mm"].map { t.write($0, "") }
        #expect(FileDiscovery.discover(sources + [xib], configuration: Configuration(rootDirectory: t.root)).files == [xib])
    }
}

@Suite struct LintEngineTests {
    func engine(_ root: String) -> LintEngine { LintEngine(configuration: Configuration(rootDirectory: root)) }

    @Test func badFilesGetOneParseErrorEachAndTheRestIsStillLinted() throws {
        let t = TempTree()
        t.write("A/Good.xib", validXib)
        t.write("A/Empty.xib", "")
        t.write("A/Blank.storyboard", "  \n\t\n")
        t.write("A/Truncated.xib", String(validXib.prefix(200)))
        t.write("A/Conflict.xib", validXib.replacingOccurrences(of: "    <objects>", with: "<<<<<<< HEAD\n    <objects>\n=======\n    <objects>\n>>>>>>> other"))
        t.mkdir("A/Folder.storyboard")
        t.symlink("A/Dangling.xib", to: t.path("nowhere.xib"))
        let report = try engine(t.root).lint(paths: [t.root])
        #expect(report.files.count == 7)
        let parseErrors = report.diagnostics.filter { $0.ruleID == "parse-error" }
        let byFile = Dictionary(grouping: parseErrors, by: { ($0.path as NSString).lastPathComponent })
        #expect(Set(byFile.keys) == ["Empty.xib", "Blank.storyboard", "Truncated.xib", "Conflict.xib", "Folder.storyboard", "Dangling.xib"])
        #expect(byFile.values.allSatisfy { $0.count == 1 }, "exactly one parse-error per bad file")
        #expect(byFile["Conflict.xib"]?.first?.message.contains("merge conflict") == true)
        #expect(byFile["Conflict.xib"]?.first?.line == 7, "the first marker line")
        #expect(byFile["Folder.storyboard"]?.first?.message.contains("directory") == true)
        #expect(!parseErrors.contains { $0.path.hasSuffix("Good.xib") })
    }

    @Test func outputIsSortedAndDeterministic() throws {
        let t = TempTree()
        for i in 0..<30 { t.write("F\(i % 7)/f\(i).xib", i % 3 == 0 ? "broken" : validXib) }
        let first = try engine(t.root).lint(paths: [t.root]).diagnostics
        let second = try engine(t.root).lint(paths: [t.root]).diagnostics
        #expect(first == second)
        #expect(first == first.sorted(by: Diagnostic.ordered))
        #expect(first.count == 10)
    }

    @Test func severityAndDisablingComeFromTheConfiguration() throws {
        let t = TempTree()
        t.write("A/Bad.xib", "nope")
        t.write("B/Bad.xib", "nope")
        var c = Configuration(rootDirectory: t.root)
        c.rules.settings["parse-error"] = .init(severity: .warning)
        var off = Configuration.RuleSelection()
        off.disabled = ["parse-error"]
        c.overrides = [.init(paths: [Glob("B")], rules: off)]
        let report = try LintEngine(configuration: c).lint(paths: [t.root])
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.path.hasSuffix("A/Bad.xib") == true)
    }

    /// `ibkit render` loads each file once and lints it with the planned rules: the findings must be lint's own,
    /// overrides and parse errors included.
    @Test func filesTheCallerLoadsGetTheFindingsOfALintRun() throws {
        let t = TempTree()
        let legacy = ExampleFilesTests.examples.appendingPathComponent("Legacy").path
        let copied = ExampleFilesTests.files(under: "Legacy", extensions: ["storyboard", "xib"])
        for file in copied {
            t.write(file, try String(contentsOfFile: legacy + "/" + file.dropFirst("Legacy/".count), encoding: .utf8))
        }
        t.write("Legacy/Broken.xib", "nope")
        var c = Configuration(rootDirectory: t.root)
        var off = Configuration.RuleSelection()
        off.disabled = ["storyboard-viewcontroller-id"]
        c.overrides = [.init(paths: [Glob("Legacy/Legacy/Base.lproj")], rules: off)]
        let engine = LintEngine(configuration: c)
        let report = try engine.lint(paths: [t.root])
        let rules = try engine.rules(for: report.files)
        var diagnostics: [Diagnostic] = []
        for (file, fileRules) in zip(report.files, rules) {
            diagnostics += LintEngine.lint(loaded: IBDocumentLoader.load(path: file), path: file, rules: fileRules, assets: .none)
        }
        #expect(report.files.count == copied.count + 1 && copied.count > 2)
        #expect(report.diagnostics.contains { $0.ruleID == "parse-error" })
        // The override holds in Base.lproj only.
        let overridden = report.diagnostics.filter { $0.ruleID == "storyboard-viewcontroller-id" }
        #expect(overridden.count == 2 && !overridden.contains { $0.path.contains("Base.lproj") })
        #expect(diagnostics.sorted(by: Diagnostic.ordered) == report.diagnostics)
    }
}
