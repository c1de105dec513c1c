import Foundation
import IBKitDiagnostics
import IBKitDiff
import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitMerge
import IBKitPlumbing
@testable import IBKitRender
import IBKitWorkspace
import Testing

/// The limits of docs/fuzzing.md that a test can afford (the 100 MB file and the 20,000 files are in
/// Scripts/limits.sh): nesting far past the scanner's limit is one error with a line and column in every entry
/// point that walks the tree, nesting at the limit is walked without running out of stack, and a 10 MB attribute
/// value is read, linted, edited and merged.
@Suite struct LimitsTests {
    static let limit = 256

    /// A storyboard whose views nest so that the deepest element is at `depth` (the document is level 1).
    /// `mark` is the deepest view's userLabel: versions differing only there are a small change deep down.
    static func nested(depth: Int, mark: String = "deep") -> [UInt8] {
        var head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
            <scene sceneID="s">
            <objects>
            <viewController id="vc" customClass="DeepViewController" sceneMemberID="viewController">

            """
        var tail = "</viewController>\n</objects>\n</scene>\n</scenes>\n</document>\n"
        // document, scenes, scene, objects, viewController: 5 levels; then view, subviews, view, … one a line.
        var level = 5
        var n = 0
        while level + 2 < depth {
            head += "<view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(n)\"><subviews>\n"
            tail = "</subviews></view>\n" + tail
            level += 2
            n += 1
        }
        // The last view is at `depth`, or one above with its frame at `depth`.
        let frame = level + 2 == depth ? "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/>" : ""
        head += "<view contentMode=\"scaleToFill\" id=\"last\" userLabel=\"\(mark)\">\(frame)</view>\n"
        return Array((head + tail).utf8)
    }

    /// 100,000 levels: a plain run of open tags, as a fuzzer or an attacker would write it.
    static let tooDeep: [UInt8] = {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"
        return Array((head + String(repeating: "<view>\n", count: 100_000)).utf8)
    }()

    /// Line and column of the start tag that goes one level past the limit in `tooDeep`: the document is line 2,
    /// each view one line.
    static let tooDeepLine = 2 + limit

    /// Runs `body` on a thread with a 512 KB stack, the size of a secondary thread and of a dispatch worker on
    /// Apple platforms (Linux gives 8 MB): the diff runs on such workers (`ibkit diff`), and its walk recurses
    /// once per level. Under a sanitizer (AddressSanitizer's red zones, ThreadSanitizer's instrumentation make every
    /// frame several times larger) the stack is four times as large: the limit is a property of the builds users run.
    static func onSmallStack(kilobytes: Int = 512, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = kilobytes * 1024 * (Sanitizer.running == nil ? 1 : 4)
        thread.start()
        done.wait()
    }

    static func expectTooDeep(_ error: IBParseError, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(error.message == "elements nested deeper than \(limit) levels", sourceLocation: sourceLocation)
        #expect(error.location.line == tooDeepLine && error.location.column == 1, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("Deep.storyboard:\(tooDeepLine):1: "), sourceLocation: sourceLocation)
    }

    // MARK: The depth limit in each entry point

    @Test func theParserStopsAtTheLimitWithALocation() throws {
        #expect(throws: Never.self) { try IBDocument(bytes: Self.nested(depth: Self.limit), path: "Deep.storyboard") }
        #expect(throws: IBParseError.self) { try IBDocument(bytes: Self.nested(depth: Self.limit + 1), path: "Deep.storyboard") }
        do {
            _ = try IBDocument(bytes: Self.tooDeep, path: "Deep.storyboard")
            Issue.record("100,000 levels parsed")
        } catch {
            Self.expectTooDeep(error)
        }
        #expect(throws: IBParseError.self) { try IBDocument.scanXML(Self.tooDeep, path: "Deep.storyboard") }
    }

    @Test func theLoaderReportsTheFileAndLocation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Deep.storyboard"
        try Data(Self.tooDeep).write(to: URL(fileURLWithPath: path))
        guard case .failure(let error) = IBDocumentLoader.load(path: path) else { Issue.record("loaded"); return }
        #expect(error.description.hasPrefix(path + ":\(Self.tooDeepLine):1: elements nested deeper than"))
    }

    @Test func theModelWalksTheDeepestDocument() throws {
        let document = try IBDocument(bytes: Self.nested(depth: Self.limit), path: "Deep.storyboard")
        Self.onSmallStack {
            let deepest = document.element(id: "last")
            #expect(deepest?.depth == Self.limit - 1, "the document is at depth 0")
            #expect(document.root.descendants.count { _ in true } == document.elementCount - 1)
            #expect(document.jsonDump().contains("\"last\""))
        }
    }

    @Test func lintReportsOneParseErrorAndRunsEveryRuleAtTheLimit() throws {
        var rules: [ConfiguredRule] = []
        for type in RuleRegistry.all {
            let (options, _) = try ConfigurationLoader.ruleOptions(yaml: "", ruleID: type.description.id)
            rules.append(ConfiguredRule(rule: try type.init(options: options), id: type.description.id, severity: type.description.defaultSeverity))
        }
        let tooDeep = LintEngine.lint(bytes: Self.tooDeep, path: "Deep.storyboard", rules: rules)
        #expect(tooDeep.map(\.ruleID) == ["parse-error"])
        #expect(tooDeep.first?.line == Self.tooDeepLine && tooDeep.first?.column == 1)
        let bytes = Self.nested(depth: Self.limit)
        let all = rules
        Self.onSmallStack {
            let found = LintEngine.lint(bytes: bytes, path: "Deep.storyboard", rules: all)
            #expect(!found.contains { $0.ruleID == "parse-error" })
        }
    }

    @Test func diffComparesTheDeepestDocumentsAndRefusesDeeper() throws {
        #expect(throws: IBParseError.self) { try IBSemanticDiff(oldBytes: Self.tooDeep, newBytes: Self.nested(depth: 10), path: "Deep.storyboard") }
        #expect(IBOutline.text(bytes: Self.tooDeep, path: "Deep.storyboard").contains("\(Self.tooDeepLine):1"))
        let old = Self.nested(depth: Self.limit), new = Self.nested(depth: Self.limit, mark: "deeper")
        Self.onSmallStack {
            guard let diff = try? IBSemanticDiff(oldBytes: old, newBytes: new, path: "Deep.storyboard") else {
                Issue.record("the diff refused documents at the limit")
                return
            }
            #expect(!diff.isEmpty)
            #expect(diff.report(fileName: "Deep.storyboard", geometry: true).joined().contains("deeper"))
            _ = (diff.highlights(.old), diff.highlights(.new), diff.scenes(geometry: true))
            #expect(IBOutline.text(bytes: new, path: "Deep.storyboard").contains("deeper"))
        }
    }

    @Test func renderDrawsTheDeepestDocument() throws {
        let document = try IBDocument(bytes: Self.nested(depth: Self.limit), path: "Deep.storyboard")
        Self.onSmallStack {
            let scenes = SceneRenderer(document: document).renderAll()
            #expect(scenes.count == 1 && !scenes[0].svgBytes.isEmpty)
            #expect(!StoryboardMap.render(document: document).svg.isEmpty)
        }
    }

    @Test func mergeMergesTheDeepestDocumentsAndRefusesDeeperWithALocation() throws {
        let base = Self.nested(depth: Self.limit)
        do {
            _ = try IBMerge.merge(base: base, ours: Self.tooDeep, theirs: base, path: "Deep.storyboard")
            Issue.record("merged 100,000 levels")
        } catch {
            #expect(error.description.hasPrefix("ours:\(Self.tooDeepLine):1: elements nested deeper than"))
        }
        let ours = Self.nested(depth: Self.limit, mark: "ours")
        // Theirs changes another attribute of the root: both changes are kept.
        let theirs = Array(String(decoding: base, as: UTF8.self).replacingOccurrences(of: "version=\"3.0\"", with: "version=\"3.1\"").utf8)
        // The merge runs on the main thread (`ibkit merge`, 8 MB); its walk recurses, about 3 KB a level in a
        // debug build: 1 MB holds the limit with room to spare.
        Self.onSmallStack(kilobytes: 1024) {
            guard let merged = try? IBMerge.merge(base: base, ours: ours, theirs: theirs, path: "Deep.storyboard") else {
                Issue.record("the merge refused documents at the limit")
                return
            }
            let text = String(decoding: merged.bytes, as: UTF8.self)
            #expect(merged.isClean && text.contains("userLabel=\"ours\"") && text.contains("version=\"3.1\""))
            #expect(IBMerge.problems(of: merged.bytes, base: base, ours: ours, theirs: theirs, path: "Deep.storyboard").isEmpty)
        }
    }

    @Test func editAppliesAtTheLimitAndRefusesAResultPastIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-limits-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Deep.storyboard"
        let bytes = Self.nested(depth: Self.limit)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let document = try IBDocument(bytes: bytes, path: path)
        let deepest = try #require(document.element(id: "last"))

        // One more level below the deepest view: the result does not parse, so nothing is written.
        var deeper = ChangeSet(root: folder)
        try deeper.edit(path, [IBEdits.insertElement("<view id=\"deeper\"><subviews><view id=\"deepest\"/></subviews></view>", after: deepest)])
        let problems = deeper.validate()
        #expect(problems.count == 1 && problems.first?.line != nil && problems.first?.column != nil)
        #expect(problems.first?.message.contains("nested deeper than \(Self.limit) levels") == true, "\(problems)")
        #expect(throws: ChangeSetError.self) { try deeper.apply() }
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))

        let edit = try IBEdits.setAttribute("userLabel", to: "edited", of: deepest)
        Self.onSmallStack {
            var plan = ChangeSet(root: folder)
            #expect(throws: Never.self) {
                try plan.edit(path, [edit])
                try plan.apply()
            }
        }
        #expect(String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self).contains("userLabel=\"edited\""))
    }

    // MARK: A 10 MB attribute value

    @Test func aTenMegabyteAttributeIsReadLintedEditedAndMerged() throws {
        let value = String(repeating: "0123456789abcdef", count: 10 << 16) // 10 MB
        let base = Self.nested(depth: 12)
        let big = Array(String(decoding: base, as: UTF8.self).replacingOccurrences(of: "userLabel=\"deep\"", with: "userLabel=\"\(value)\"").utf8)
        #expect(big.count > 10 << 20)
        let document = try IBDocument(bytes: big, path: "Big.storyboard")
        #expect(document.element(id: "last")?.userLabel?.utf8.count == 10 << 20)
        // One value of 10 MB with references to decode.
        let escaped = Array(String(decoding: base, as: UTF8.self).replacingOccurrences(of: "userLabel=\"deep\"", with: "userLabel=\"\(String(repeating: "&amp;&#x41;", count: 1 << 20))\"").utf8)
        #expect(try IBDocument(bytes: escaped, path: "Big.storyboard").element(id: "last")?.userLabel == String(repeating: "&A", count: 1 << 20))

        let rules = try RuleRegistry.all.map { type in
            ConfiguredRule(rule: try type.init(options: ConfigurationLoader.ruleOptions(yaml: "", ruleID: type.description.id).0),
                           id: type.description.id, severity: type.description.defaultSeverity)
        }
        #expect(!LintEngine.lint(bytes: big, path: "Big.storyboard", rules: rules).contains { $0.ruleID == "parse-error" })

        let merged = try IBMerge.merge(base: base, ours: big, theirs: base, path: "Big.storyboard")
        #expect(merged.bytes == big)
        let edit = try IBEdits.setAttribute("userLabel", to: value + "!", of: try #require(document.element(id: "last")))
        let edited = try FileEdits([edit]).apply(to: big)
        #expect(edited.count == big.count + 1)
        #expect(try IBSemanticDiff(oldBytes: big, newBytes: edited, path: "Big.storyboard").isEmpty == false)
    }
}
