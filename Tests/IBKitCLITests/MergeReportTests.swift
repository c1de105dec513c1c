import Foundation
import IBKitDiagnostics
import Testing
import IBKitPlumbing

/// `ibkit merge --report DIR`: a conflicted merge drawn base / ours / theirs on `ibkit diff`'s pages.
@Suite struct MergeReportTests {
    let base = MergeCommandTests.storyboard
    var ours: String { MergeCommandTests.edited([(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)]) }
    var theirs: String { MergeCommandTests.edited([(#"text="Hi""#, #"text="Howdy""#), (#"title="Done""#, #"title="Quit""#)]) }

    @Test func aConflictedMergeDrawsEachConflictOutlinedInThreeColumns() throws {
        try withFolder { folder in
            let run = try merge(in: folder, ours: ours, theirs: theirs)
            #expect(run.status == 1, "\(run.standardError)")
            #expect(run.standardError.hasSuffix("ibkit merge: conflicts drawn in \(folder)/report/Views/Main.storyboard.html\n"))
            let page = try #require(read(folder + "/report/Views/Main.storyboard.html"))
            for line in ["1. label 'Hello' text: base 'Hi', ours 'Hello', theirs 'Howdy'",
                         "2. button 'Close' normal.title: base 'Done', ours 'Close', theirs 'Quit'"] {
                #expect(page.contains("<li>\(XMLEscaping.attribute(line))</li>"), "\(line)")
            }
            #expect(page.contains("<h2>PhotosViewController</h2>"))
            #expect(["base", "ours", "theirs"].allSatisfy { page.contains("<figcaption>\($0)</figcaption>") })
            // Each conflicting element outlined in each version, and nothing else.
            for id in ["lb1-aa-bbb", "bt1-aa-bbb"] {
                #expect(page.components(separatedBy: "<g class=\"highlight conflict\" data-id=\"\(id)\">").count - 1 == 3, "\(id)")
            }
            #expect(page.components(separatedBy: "class=\"highlight ").count - 1 == 6)
            // Only the merge's own files and the page: nothing else written, nowhere else.
            #expect(files(under: folder) == ["Views/Main.storyboard.ibkit-conflicts", "base.storyboard", "ours.storyboard",
                                             "report/Views/Main.storyboard.html", "theirs.storyboard"])
            // The same merge draws the same page.
            #expect(try merge(in: folder, ours: ours, theirs: theirs).status == 1)
            #expect(read(folder + "/report/Views/Main.storyboard.html") == page)
        }
    }

    @Test func aCleanMergeWritesNoPageAndRemovesAnEarlierOne() throws {
        let clean = MergeCommandTests.edited([(#"opaque="NO" text="Hi""#, #"opaque="YES" text="Hi""#)])
        try withFolder { folder in
            let run = try merge(in: folder, ours: ours, theirs: clean)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/report"))
            // The file merged again cleanly after a conflicted merge: its page goes.
            #expect(try merge(in: folder, ours: ours, theirs: theirs).status == 1)
            #expect(FileManager.default.fileExists(atPath: folder + "/report/Views/Main.storyboard.html"))
            #expect(try merge(in: folder, ours: ours, theirs: clean).status == 0)
            #expect(!FileManager.default.fileExists(atPath: folder + "/report/Views/Main.storyboard.html"))
        }
    }

    @Test func aReportFolderThatCannotBeWrittenIsSaidAndTheMergeStands() throws {
        try withFolder { folder in
            try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder + "/report"))
            let run = try merge(in: folder, ours: ours, theirs: theirs)
            #expect(run.status == 1)
            #expect(run.standardError.contains("ibkit merge: cannot write the report to \(folder)/report"))
            #expect(read(folder + "/ours.storyboard") == ours)
            let misuse = try Executable.run(["merge", "--report", "report", "--resolve", "ours", "Main.storyboard"], in: folder)
            #expect(misuse.status == 2)
        }
    }

    // MARK: Helpers

    /// `ibkit merge --report report base ours theirs Views/Main.storyboard` in the folder, from fresh inputs.
    private func merge(in folder: String, ours: String, theirs: String) throws -> Executable.Result {
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).storyboard"))
        }
        return try Executable.run(["merge", "--report", "report", "base.storyboard", "ours.storyboard", "theirs.storyboard", "Views/Main.storyboard"],
                                  in: folder)
    }

    private func withFolder(_ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ibkit-merge-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.resolvingSymlinksInPath().path)
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file below the folder, relative, sorted.
    private func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var out: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { out.append(path) }
        }
        return out.sorted()
    }
}
