import Foundation
import IBKitDocument
@testable import IBKitEdit
import IBKitTestSupport
import Testing

@Suite struct UnifiedDiffTests {
    /// Old and new contents whose shortest edit script is unique, so `diff -u` must print the same hunks.
    static let cases: [(String, String, String)] = [
        ("identical", "a\nb\nc\n", "a\nb\nc\n"),
        ("both empty", "", ""),
        ("from empty", "", "a\nb\n"),
        ("to empty", "a\nb\n", ""),
        ("one line", "a\n", "b\n"),
        ("old has no final newline", "a\nb", "a\nb\n"),
        ("new has no final newline", "a\nb\n", "a\nb"),
        ("neither has a final newline", "a\nb", "a\nc"),
        ("only the last line differs, no final newline", "1\n2\n3\n4\n5\nx", "1\n2\n3\n4\n5\ny"),
        ("CRLF to LF", "a\r\nb\r\nc\r\n", "a\r\nb\nc\r\n"),
        ("CRLF throughout", "1\r\n2\r\n3\r\n4\r\n", "1\r\n2\r\nthree\r\n4\r\n"),
        ("insert at the start", "1\n2\n3\n4\n5\n6\n7\n8\n", "0\n1\n2\n3\n4\n5\n6\n7\n8\n"),
        ("append at the end", "1\n2\n3\n4\n5\n6\n7\n8\n", "1\n2\n3\n4\n5\n6\n7\n8\n9\n"),
        ("changes six apart share a hunk", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "x\n2\n3\n4\n5\n6\n7\ny\n9\n10\n"),
        ("changes seven apart make two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "x\n2\n3\n4\n5\n6\n7\n8\ny\n10\n11\n12\n"),
        ("deletion in the middle", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\n6\n7\n8\n9\n"),
        ("block replaced", "1\n2\n3\n4\n5\n6\n7\n", "1\n2\nx\ny\nz\nw\n6\n7\n"),
        ("unicode", "ü\n✓\n𝄞\n", "ü\n✗\n𝄞\n"),
    ]

    @Test func equalFilesHaveNoHunks() {
        #expect(UnifiedDiff.hunks(from: bytes("a\nb"), to: bytes("a\nb")).isEmpty)
        #expect(UnifiedDiff.hunks(from: [], to: []).isEmpty)
    }

    @Test func hunksAreWhatDiffPrints() throws {
        try withTemporaryFolder { root throws in
            var compared = 0
            for (name, old, new) in Self.cases {
                for context in [3, 1, 0] {
                    try writeFile(root + "/old", old)
                    try writeFile(root + "/new", new)
                    guard let expected = run("diff", ["-U\(context)", "old", "new"], in: root) else {
                        print("skipped: diff is not installed")
                        return
                    }
                    // Without the two header lines, which carry dates.
                    let hunks = expected.output.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? ""
                    #expect(text(UnifiedDiff.hunks(from: bytes(old), to: bytes(new), context: context)) == hunks, "\(name), context \(context)")
                    compared += 1
                }
            }
            #expect(compared == Self.cases.count * 3)
        }
    }

    /// On small random files with many repeated lines (many shortest scripts), the script is a shortest one and
    /// the hunks turn the old file into the new one.
    @Test func randomFilesGetAShortestScriptThatRebuildsTheNewFile() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<3_000 {
            let old = Self.randomLines(&generator)
            let new = Self.randomLines(&generator)
            for context in [0, 1, 3] {
                let hunks = UnifiedDiff.hunks(from: bytes(old), to: bytes(new), context: context)
                let changed = Self.changedLines(hunks)
                let a = UnifiedDiff.lines(bytes(old))
                let b = UnifiedDiff.lines(bytes(new))
                #expect(changed == a.count + b.count - 2 * Self.lcs(a, b), "\(old.debugDescription) → \(new.debugDescription)")
                #expect(Self.patch(old, with: hunks) == new, "\(old.debugDescription) → \(new.debugDescription), context \(context)")
            }
        }
    }

    /// A large file cut at its unique lines: a 40,000-line block moved out (the shape of a storyboard split)
    /// and scattered one-line edits stay fast and exact.
    @Test func largeMovesAreFastAndExact() {
        let lines = (0..<60_000).map { i in i % 7 == 0 ? "    </view>\n" : "    <view id=\"v\(i)\"/>\n" }
        var newLines = Array(lines[0..<10_000]) + Array(lines[50_000...])
        for k in stride(from: 5, to: newLines.count, by: 997) where !newLines[k].contains("</view>") {
            newLines[k] = newLines[k].replacingOccurrences(of: "id=", with: "key=\"k\" id=")
        }
        let old = lines.joined()
        let new = newLines.joined()
        let clock = ContinuousClock()
        var hunks: [UInt8] = []
        let elapsed = clock.measure { hunks = UnifiedDiff.hunks(from: bytes(old), to: bytes(new)) }
        #expect(elapsed < .seconds(10), "\(elapsed)")
        #expect(Self.patch(old, with: hunks) == new)
        let edited = newLines.count { $0.contains("key=") }
        let changed = Self.changedLines(hunks)
        #expect(changed == 40_000 + 2 * edited)
        print("60,000 lines, 40,000 moved out, \(edited) edited: \(elapsed)")
    }

    @Test func theWholePlanIsAPatchGitApplies() throws {
        try withTemporaryFolder { root throws in
            guard run("git", ["--version"]) != nil else {
                print("skipped: git is not installed")
                return
            }
            for copy in ["planned", "patched"] {
                try writeFile(root + "/\(copy)/Views/Cell.xib", ChangeSetTests.xib)
                try writeFile(root + "/\(copy)/Sources/List.swift", ChangeSetTests.swift)
                try writeFile(root + "/\(copy)/Sources/Untouched.swift", ChangeSetTests.swift)
                try writeFile(root + "/\(copy)/Sources/NoNewline.swift", "let a = 1\nlet b = 2")
            }
            var plan = try ChangeSetTests.plan(root + "/planned")
            try plan.write("let a = 1\nlet b = 3", to: "Sources/NoNewline.swift")
            try plan.write("", to: "Empty.txt")
            let diff = plan.diff()
            #expect(diff.hasPrefix("""
                diff --git a/Empty.txt b/Empty.txt
                new file mode 100644
                diff --git a/Sources/Generated/New.swift b/Sources/Generated/New.swift
                new file mode 100644
                --- /dev/null
                +++ b/Sources/Generated/New.swift
                @@ -0,0 +1 @@
                +// generated
                diff --git a/Sources/List.swift b/Sources/List.swift
                --- a/Sources/List.swift
                +++ b/Sources/List.swift
                @@ -1 +1 @@
                -let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                +let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath)
                diff --git a/Sources/NoNewline.swift b/Sources/NoNewline.swift
                --- a/Sources/NoNewline.swift
                +++ b/Sources/NoNewline.swift
                @@ -1,2 +1,2 @@
                 let a = 1
                -let b = 2
                \\ No newline at end of file
                +let b = 3
                \\ No newline at end of file
                diff --git a/Views/Cell.xib b/Views/PhotoCell.xib
                rename from Views/Cell.xib
                rename to Views/PhotoCell.xib
                --- a/Views/Cell.xib
                +++ b/Views/PhotoCell.xib
                @@ -1,6 +1,6 @@

                """), "\(diff)")
            #expect(plan.diff() == diff)

            try plan.apply()
            try writeFile(root + "/plan.diff", diff)
            let applied = run("git", ["apply", "--verbose", root + "/plan.diff"], in: root + "/patched")
            #expect(applied?.status == 0)
            #expect(tree(root + "/patched") == tree(root + "/planned"))
            for file in tree(root + "/planned") where !file.hasSuffix("Generated") && file.contains(".") {
                #expect(readFile(root + "/patched/" + file) == readFile(root + "/planned/" + file), "\(file)")
            }
        }
    }

    /// Corpus files with every storyboard identifier changed: the hunks are what `git diff --no-index` and
    /// `diff -u` print.
    @Test(.enabled(if: Corpus.root != nil, "../shared/corpus is absent: corpus diff tests skipped"))
    func corpusEditsDiffAsGitAndDiffDo() throws {
        guard run("git", ["--version"]) != nil, run("diff", ["--version"]) != nil else {
            print("skipped: git or diff is not installed")
            return
        }
        let documents = Corpus.files.lazy.compactMap { path -> IBDocument? in
            guard case .success(let doc) = IBDocumentLoader.load(path: path), doc.elements.having(.storyboardIdentifier).count >= 3 else { return nil }
            return doc
        }
        var compared = 0
        try withTemporaryFolder { root throws in
            for doc in documents.prefix(30) {
                let edited = try FileEdits(doc.elements.having(.storyboardIdentifier).map { e in
                    try IBEdits.setAttribute(.storyboardIdentifier, to: (e.storyboardIdentifier ?? "") + "Scene", of: e)
                }).apply(to: doc.bytes)
                try Data(doc.bytes).write(to: URL(fileURLWithPath: root + "/old"))
                try Data(edited).write(to: URL(fileURLWithPath: root + "/new"))
                let ours = text(UnifiedDiff.hunks(from: doc.bytes, to: edited))
                let git = try #require(run("git", ["diff", "--no-index", "--no-color", "--diff-algorithm=myers", "--no-indent-heuristic", "old", "new"], in: root)).output
                let diff = try #require(run("diff", ["-u", "old", "new"], in: root)).output
                // git writes the nearest line starting with a letter after a hunk header ("function context"); diff -u does not.
                let gitHunks = (git.components(separatedBy: "+++ b/new\n").last ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix("@@ ") ? $0.split(separator: " ").prefix(4).joined(separator: " ") : String($0) }
                    .joined(separator: "\n")
                #expect(gitHunks == ours, "\(doc.path)")
                #expect(diff.split(separator: "\n", maxSplits: 2).last.map(String.init) == ours, "\(doc.path)")
                compared += 1
            }
        }
        #expect(compared == 30)
    }

    // MARK: - Helpers

    static func randomLines(_ generator: inout SplitMix) -> String {
        let count = Int(generator.next() % 9)
        var out = (0..<count).map { _ in ["a", "b", "c", "a\r"][Int(generator.next() % 4)] + "\n" }.joined()
        if count > 0, generator.next() % 4 == 0 { out.removeLast() } // no final newline
        return out
    }

    static func lcs(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// Deleted and inserted lines of hunks (split on bytes: "\r\n" is one Character to Swift's String).
    static func changedLines(_ hunks: [UInt8]) -> Int {
        hunks.split(separator: 0x0A).count { $0.first == UInt8(ascii: "-") || $0.first == UInt8(ascii: "+") }
    }

    /// Applies `diff -u` hunks to `old` the way patch(1) reads them, checking every context and deleted line.
    static func patch(_ old: String, with hunks: [UInt8]) -> String? {
        let oldLines = UnifiedDiff.lines(bytes(old)).map { Array($0) }
        var out: [[UInt8]] = []
        var position = 0
        var lines = hunks.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if lines.last == [] { lines.removeLast() }
        let noNewline = bytes("\\ No newline at end of file")
        var k = 0
        while k < lines.count {
            // @@ -start[,count] +start[,count] @@
            let fields = text(lines[k]).split(separator: " ")
            guard fields.count >= 4, fields[0] == "@@", fields[1].hasPrefix("-") else { return nil }
            let old = fields[1].dropFirst().split(separator: ",")
            guard var start = Int(old[0]) else { return nil }
            if old.count == 2, old[1] == "0" { start += 1 } // "-L,0" names the line before
            while position < start - 1 {
                guard position < oldLines.count else { return nil }
                out.append(oldLines[position])
                position += 1
            }
            k += 1
            while k < lines.count, !lines[k].starts(with: bytes("@@")) {
                let line = lines[k]
                var content = Array(line.dropFirst()) + [0x0A]
                if k + 1 < lines.count, lines[k + 1] == noNewline { content.removeLast() }
                switch line.first {
                case UInt8(ascii: " "):
                    guard position < oldLines.count, oldLines[position] == content else { return nil }
                    out.append(content)
                    position += 1
                case UInt8(ascii: "-"):
                    guard position < oldLines.count, oldLines[position] == content else { return nil }
                    position += 1
                case UInt8(ascii: "+"):
                    out.append(content)
                case UInt8(ascii: "\\"):
                    break
                default:
                    return nil
                }
                k += 1
            }
        }
        out.append(contentsOf: oldLines[position...])
        return text(out.flatMap { $0 })
    }
}

/// A small seeded generator, so failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
