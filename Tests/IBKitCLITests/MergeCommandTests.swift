import Foundation
import IBKitMerge
import Testing

/// `ibkit merge` as git runs it: installed in throw-away repositories, driven by real `git merge`, `git rebase` and
/// `git cherry-pick`.
@Suite struct MergeCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1-aa-bbb">
            <scenes>
                <!--Photos-->
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="PhotosViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" id="lb1-aa-bbb">
                                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                                    </label>
                                    <button opaque="NO" buttonType="system" id="bt1-aa-bbb">
                                        <rect key="frame" x="20" y="200" width="80" height="30"/>
                                        <state key="normal" title="Done"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="100" y="100"/>
                </scene>
            </scenes>
        </document>

        """

    static func edited(_ replacements: [(String, String)], of text: String = storyboard) -> String {
        replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test func installIsIdempotentAndUninstallRemovesIt() throws {
        try withRepository { repo in
            try write("*.png binary\n", to: repo + "/.gitattributes")
            for _ in 0..<2 { #expect(try Executable.run(["merge", "--install"], in: repo).status == 0) }
            #expect(read(repo + "/.gitattributes") == "*.png binary\n*.storyboard merge=ibkit\n*.xib merge=ibkit\n")
            let driver = try git(["config", "merge.ibkit.driver"], repo).output
            #expect(driver.hasSuffix(" merge --marker-size %L %O %A %B %P\n"))
            #expect(try Executable.run(["merge", "--uninstall"], in: repo).status == 0)
            #expect(read(repo + "/.gitattributes") == "*.png binary\n")
            #expect(try git(["config", "merge.ibkit.driver"], repo).status != 0)
        }
    }

    @Test func gitMergeRebaseAndCherryPickMergeByElement() throws {
        // Each side edits a different element on neighbouring lines: git's line merge conflicts, the driver does not.
        let ours = Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"toolsVersion="21701""#, #"toolsVersion="22155""#)])
        let theirs = Self.edited([(#"width="100" height="21""#, #"width="120" height="21""#), (#"title="Done""#, #"title="Close""#),
                                  (#"toolsVersion="21701""#, #"toolsVersion="21754""#)])
        let expected = Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"toolsVersion="21701""#, #"toolsVersion="22155""#),
                                    (#"width="100" height="21""#, #"width="120" height="21""#), (#"title="Done""#, #"title="Close""#)])
        for operation in [["merge", "-q", "--no-edit", "theirs"], ["rebase", "-q", "theirs"], ["cherry-pick", "theirs"]] {
            try withRepository { repo in
                try setUp(repo, ours: ours, theirs: theirs)
                let run = try git(operation, repo)
                #expect(run.status == 0, "git \(operation): \(run.output)")
                #expect(read(repo + "/Main.storyboard") == expected, "git \(operation)")
            }
        }
    }

    /// A criss-cross history: git first merges the two merge bases into a virtual one — an inner merge through the
    /// same driver — then merges the two sides on it. Both steps merge by element.
    @Test func gitMergesCrissCrossHistoriesByElement() throws {
        try withRepository { repo in
            #expect(try Executable.run(["merge", "--install"], in: repo).status == 0)
            try write(Self.storyboard, to: repo + "/Main.storyboard")
            try commitAll(repo, "base")
            try git(["branch", "b"], repo)
            try write(Self.edited([(#"text="Hi""#, #"text="Hello""#)]), to: repo + "/Main.storyboard")
            try commitAll(repo, "a1")
            let a1 = try git(["rev-parse", "HEAD"], repo).output.trimmingCharacters(in: .whitespacesAndNewlines)
            try git(["checkout", "-q", "b"], repo)
            try write(Self.edited([(#"title="Done""#, #"title="Close""#)]), to: repo + "/Main.storyboard")
            try commitAll(repo, "b1")
            let b1 = try git(["rev-parse", "HEAD"], repo).output.trimmingCharacters(in: .whitespacesAndNewlines)
            // Each side merges the other's first commit: two merge bases from now on.
            #expect(try git(["merge", "-q", "--no-edit", a1], repo).status == 0)
            try git(["checkout", "-q", "-"], repo)
            #expect(try git(["merge", "-q", "--no-edit", b1], repo).status == 0)
            let merged = Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)])
            try write(Self.edited([(#"width="100" height="21""#, #"width="120" height="21""#)], of: merged), to: repo + "/Main.storyboard")
            try commitAll(repo, "a3")
            try git(["checkout", "-q", "b"], repo)
            try write(Self.edited([(#"y="200" width="80""#, #"y="210" width="80""#)], of: merged), to: repo + "/Main.storyboard")
            try commitAll(repo, "b3")
            #expect(try git(["merge-base", "--all", "HEAD", "@{-1}"], repo).output.split(separator: "\n").count == 2)
            let run = try git(["merge", "-q", "--no-edit", "-"], repo)
            #expect(run.status == 0, "\(run.output)")
            #expect(read(repo + "/Main.storyboard") == Self.edited([(#"width="100" height="21""#, #"width="120" height="21""#),
                                                                   (#"y="200" width="80""#, #"y="210" width="80""#)], of: merged))
        }
    }

    /// `git am -3`: a mailed patch that no longer applies falls back to a three-way merge, which uses the driver.
    @Test func gitAmThreeWayMergesByElement() throws {
        let ours = Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"toolsVersion="21701""#, #"toolsVersion="22155""#)])
        let theirs = Self.edited([(#"title="Done""#, #"title="Close""#), (#"toolsVersion="21701""#, #"toolsVersion="21754""#)])
        let expected = Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"toolsVersion="21701""#, #"toolsVersion="22155""#),
                                    (#"title="Done""#, #"title="Close""#)])
        try withRepository { repo in
            try setUp(repo, ours: ours, theirs: theirs)
            let patch = try git(["format-patch", "-1", "theirs", "--stdout"], repo)
            #expect(patch.status == 0)
            let patchFile = NSTemporaryDirectory() + "ibkit-am-\(UUID().uuidString).patch"
            defer { try? FileManager.default.removeItem(atPath: patchFile) }
            try write(patch.output, to: patchFile)
            let run = try git(["am", "-3", patchFile], repo)
            #expect(run.status == 0, "\(run.output)")
            #expect(read(repo + "/Main.storyboard") == expected)
        }
    }

    @Test func gitStashPopMergesByElement() throws {
        try withRepository { repo in
            #expect(try Executable.run(["merge", "--install"], in: repo).status == 0)
            try write(Self.storyboard, to: repo + "/Main.storyboard")
            try commitAll(repo, "base")
            try write(Self.edited([(#"title="Done""#, #"title="Close""#)]), to: repo + "/Main.storyboard")
            try git(["stash", "-q"], repo)
            try write(Self.edited([(#"text="Hi""#, #"text="Hello""#)]), to: repo + "/Main.storyboard")
            try commitAll(repo, "ours")
            let run = try git(["stash", "pop", "-q"], repo)
            #expect(run.status == 0, "\(run.output)")
            #expect(read(repo + "/Main.storyboard") == Self.edited([(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)]))
        }
    }

    @Test func aRealConflictLeavesAValidFileThatGitReportsAsConflicted() throws {
        let ours = Self.edited([(#"text="Hi""#, #"text="Hello""#)])
        let theirs = Self.edited([(#"text="Hi""#, #"text="Howdy""#), (#"title="Done""#, #"title="Close""#)])
        try withRepository { repo in
            try setUp(repo, ours: ours, theirs: theirs)
            let run = try git(["merge", "-q", "--no-edit", "theirs"], repo)
            #expect(run.status != 0)
            #expect(try git(["diff", "--name-only", "--diff-filter=U"], repo).output == "Main.storyboard\n")
            let merged = try #require(read(repo + "/Main.storyboard"))
            #expect(merged == Self.edited([(#"title="Done""#, #"title="Close""#)], of: ours))
            #expect(IBMerge.problems(of: Array(merged.utf8), base: Array(Self.storyboard.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8)) == [])
            // The report beside the file lists the conflict; --resolve theirs finishes the merge from it.
            let report = try #require(read(repo + "/Main.storyboard.ibkit-conflicts"))
            #expect(report.contains("1. PhotosViewController: label 'Hello' text: base 'Hi', ours 'Hello', theirs 'Howdy'\n"))
            let resolved = try Executable.run(["merge", "--resolve", "theirs", "Main.storyboard"], in: repo)
            #expect(resolved.status == 0, "\(resolved.standardError)")
            #expect(read(repo + "/Main.storyboard") == theirs)
            #expect(!FileManager.default.fileExists(atPath: repo + "/Main.storyboard.ibkit-conflicts"))
            try commitAll(repo, "merged")
            #expect(try git(["status", "--porcelain"], repo).output == "")
        }
    }

    @Test func aFileThatIsNotXMLIsMergedAsText() throws {
        try withRepository { repo in
            #expect(try Executable.run(["merge", "--install"], in: repo).status == 0)
            let base = "one\ntwo\nthree\nfour\nfive\n"
            try write(base, to: repo + "/Old.xib")
            try commitAll(repo, "base")
            try git(["checkout", "-q", "-b", "theirs"], repo)
            try write(base.replacingOccurrences(of: "five", with: "FIVE"), to: repo + "/Old.xib")
            try commitAll(repo, "theirs")
            try git(["checkout", "-q", "-"], repo)
            try write(base.replacingOccurrences(of: "one", with: "ONE"), to: repo + "/Old.xib")
            try commitAll(repo, "ours")
            let run = try git(["merge", "--no-edit", "theirs"], repo)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("is not an Interface Builder document IBKit reads"))
            #expect(read(repo + "/Old.xib") == "ONE\ntwo\nthree\nfour\nFIVE\n")
        }
    }

    // MARK: Helpers

    /// Base on the first branch, `theirs` branched from it with its edit, then ours's edit on the first branch.
    private func setUp(_ repo: String, ours: String, theirs: String) throws {
        #expect(try Executable.run(["merge", "--install"], in: repo).status == 0)
        try write(Self.storyboard, to: repo + "/Main.storyboard")
        try commitAll(repo, "base")
        try git(["checkout", "-q", "-b", "theirs"], repo)
        try write(theirs, to: repo + "/Main.storyboard")
        try commitAll(repo, "theirs")
        try git(["checkout", "-q", "-"], repo)
        try write(ours, to: repo + "/Main.storyboard")
        try commitAll(repo, "ours")
    }

    private func commitAll(_ repo: String, _ message: String) throws {
        try git(["add", "-A"], repo)
        try git(["commit", "-qm", message], repo)
    }

    private func withRepository(_ body: (String) throws -> Void) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ibkit-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let repo = base.resolvingSymlinksInPath().path
        try git(["init", "-q"], repo)
        try git(["config", "user.email", "test@example.com"], repo)
        try git(["config", "user.name", "Test"], repo)
        try git(["config", "commit.gpgsign", "false"], repo)
        try body(repo)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// git's exit status and its output and errors together.
    @discardableResult
    private func git(_ arguments: [String], _ directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_EDITOR"] = "true"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
