import Foundation
import IBKitDiff
import IBKitDocument
import IBKitTestSupport
import Testing

/// Tests/Fixtures/Diff, found from this file.
enum DiffFixtureFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/Diff").standardized.path

    static func path(_ name: String) -> String { folder + "/" + name }
}

@Suite struct OutlineTests {
    /// `<fixture>.outline.txt` is the committed outline; regenerate it with `ibkit diff --textconv <fixture>`.
    @Test(arguments: ["Photos.storyboard", "Preferences.xib"])
    func outlineSnapshot(fixture: String) throws {
        let outline = IBOutline.text(contentsOf: DiffFixtureFiles.path(fixture))
        let expected = try String(contentsOfFile: DiffFixtureFiles.path(fixture + ".outline.txt"), encoding: .utf8)
        #expect(outline == expected, "regenerate Tests/Fixtures/Diff/\(fixture).outline.txt when the change is intended")
    }

    @Test func outlineNamesNoIDsAndIsDeterministic() throws {
        for fixture in ["Photos.storyboard", "Preferences.xib"] {
            let outline = IBOutline.text(contentsOf: DiffFixtureFiles.path(fixture))
            #expect(outline == IBOutline.text(contentsOf: DiffFixtureFiles.path(fixture)))
            for id in ["Ttl-00-001", "Nam-00-001", "F0z-JX-Cv5", "Lst-00-001"] { #expect(!outline.contains(id)) }
        }
    }

    @Test func outlineShowsConstraintsConnectionsAndSeguesInWords() {
        let outline = IBOutline.text(contentsOf: DiffFixtureFiles.path("Photos.storyboard"))
        #expect(outline.contains("constraint content view of PhotoCell.trailingMargin = label 'Title'.trailing - 0.5"))
        #expect(outline.contains("outlet titleLabel → label 'Title'"))
        #expect(outline.contains("segue 'showDetail' (show) → DetailViewController"))
        #expect(outline.contains("relationship rootViewController → PhotosViewController"))
        #expect(!outline.contains("canvasLocation") && !outline.contains("toolsVersion") && !outline.contains("capability"))
    }

    @Test func resavedFixtureHasTheSameOutline() throws {
        let text = try String(contentsOfFile: DiffFixtureFiles.path("Photos.storyboard"), encoding: .utf8)
        let resaved = text.replacingOccurrences(of: "-00-", with: "-R9-")
            .replacingOccurrences(of: "toolsVersion=\"32700.99.1234\"", with: "toolsVersion=\"21701\" systemVersion=\"22G91\"")
            .replacingOccurrences(of: "x=\"132\" y=\"4\"", with: "x=\"140.5\" y=\"-3.25\"")
            .replacingOccurrences(of: "height=\"20.333333333333332\"", with: "height=\"20.329999999999998\"")
            .replacingOccurrences(of: "<capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>", with: "")
        #expect(IBOutline.text(bytes: Array(resaved.utf8), path: "Photos.storyboard") == IBOutline.text(contentsOf: DiffFixtureFiles.path("Photos.storyboard")))
        let diff = IBSemanticDiff(old: try IBDocument(string: text), new: try IBDocument(string: resaved))
        #expect(diff.changes.map(\.description) == [])
    }

    /// git hands textconv temporary files (`/tmp/XyZ12_Main.storyboard`): the path must not show.
    @Test func outlineDoesNotDependOnThePath() {
        let bytes = Array(DiffFixtures.photos.utf8)
        #expect(IBOutline.text(bytes: bytes, path: "/tmp/a1b2c3_Main.storyboard") == IBOutline.text(bytes: bytes, path: "Main.storyboard"))
        #expect(IBOutline.text(DiffFixtures.document(DiffFixtures.photos), fileName: "Main.storyboard").hasPrefix("Main.storyboard: iOS storyboard"))
    }

    @Test func fileThatDoesNotParseGivesOneLocatedLine() {
        let outline = IBOutline.text(bytes: Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>".utf8), path: "Broken.xib")
        #expect(outline.hasPrefix("Broken.xib:"))
        #expect(outline.contains("error:"))
        #expect(outline.split(separator: "\n").count == 1)
        let missing = IBOutline.text(contentsOf: "/nonexistent/Nope.storyboard")
        #expect(missing.split(separator: "\n").count == 1)
        let notIB = IBOutline.text(bytes: Array("<plist/>".utf8), path: "x.xib")
        #expect(notIB.hasPrefix("x.xib:1:1: error:"))
    }
}

/// The real data beside the repository: every merge of ../shared/merges and every file of ../shared/corpus.
@Suite struct SharedDataSweepTests {
    static let merges = SharedFixtures.folder("merges")

    static func load(_ path: String) -> IBDocument? { try? IBDocumentLoader.load(path: path).get() }

    @Test(.enabled(if: merges != nil, "../shared/merges is absent: merge sweep skipped"))
    func everyMergeDiffsBaseToResultDeterministically() throws {
        let root = try #require(Self.merges)
        var cases = 0, changes = 0
        for file in SharedFixtures.interfaceBuilderFiles(below: root) where file.contains("/base.") {
            let result = file.replacingOccurrences(of: "/base.", with: "/result.")
            let old = Self.load(file), new = Self.load(result)
            let first = IBSemanticDiff(old: old, new: new)
            let second = IBSemanticDiff(old: Self.load(file), new: Self.load(result))
            #expect(first.changes == second.changes, "\(file)")
            #expect(IBSemanticDiff(old: new, new: new).isEmpty, "\(result) differs from itself")
            #expect(IBOutline.text(contentsOf: result) == IBOutline.text(contentsOf: result))
            // Every change names an element of its side.
            let oldIDs = old.map { Set($0.makeIDIndex().keys) } ?? [], newIDs = new.map { Set($0.makeIDIndex().keys) } ?? []
            for change in first.changes {
                if let id = change.oldID { #expect(oldIDs.contains(id)) }
                if let id = change.newID { #expect(newIDs.contains(id)) }
            }
            cases += 1
            changes += first.changes.count
        }
        #expect(cases >= 100, "found \(cases) merges")
        #expect(changes > 0)
    }

    /// Every corpus and app file "re-saved": each Xcode-style id re-generated (reversed, references following) and the
    /// versions changed. Neither the diff nor the outline may see anything.
    @Test(.enabled(if: SharedFixtures.corpus != nil, "../shared/corpus is absent: re-save sweep skipped"))
    func everyCorpusFileResavedWithNewIDsIsNoChange() throws {
        let files = SharedFixtures.interfaceBuilderFiles(below: try #require(SharedFixtures.corpus))
            + (SharedFixtures.folder("apps").map(SharedFixtures.interfaceBuilderFiles(below:)) ?? [])
        let xcodeID = #/"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})"/#
        var checked = 0
        var failures: [String] = []
        for path in files {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let old = try? IBDocument(string: text, path: path) else { continue }
            let ids = Set(old.makeIDIndex().keys)
            guard Set(ids.map { String($0.reversed()) }).isDisjoint(with: ids) else { continue }
            let resaved = text
                .replacing(xcodeID) { match in
                    let id = String(match.output.1)
                    return ids.contains(id) ? "\"" + String(id.reversed()) + "\"" : String(match.output.0)
                }
                .replacing(#/toolsVersion="[^"]*"/#, with: "toolsVersion=\"32700.99.1234\"")
                .replacing(#/systemVersion="[^"]*"/#, with: "systemVersion=\"99Z99\"")
            let new = try IBDocument(string: resaved, path: path)
            checked += 1
            let diff = IBSemanticDiff(old: old, new: new)
            if !diff.isEmpty { failures.append("\(path): \(diff.changes.prefix(3))") }
            if IBOutline.text(old, fileName: "f") != IBOutline.text(new, fileName: "f") { failures.append("\(path): outline differs") }
        }
        #expect(checked > 1_000)
        #expect(failures.isEmpty, "\(failures.count) files: \(failures.prefix(5))")
    }

    @Test(.enabled(if: SharedFixtures.corpus != nil, "../shared/corpus is absent: corpus outline sweep skipped"))
    func everyCorpusFileHasADeterministicOutline() throws {
        let files = SharedFixtures.interfaceBuilderFiles(below: try #require(SharedFixtures.corpus))
            + (SharedFixtures.folder("apps").map(SharedFixtures.interfaceBuilderFiles(below:)) ?? [])
        #expect(files.count > 1_000)
        for path in files {
            let outline = IBOutline.text(contentsOf: path)
            #expect(!outline.isEmpty)
            #expect(outline == IBOutline.text(contentsOf: path), "\(path)")
            if let document = Self.load(path) {
                #expect(IBSemanticDiff(old: document, new: document).isEmpty, "\(path) differs from itself")
            }
        }
    }
}
