import Foundation
@testable import IBKitCLI
import Testing

/// `ibkit diff` on a throwaway git repository: changes in words, churn left out, ranges, added and deleted files,
/// the site, and the textconv outline git shows.
@Suite struct DiffCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController id="vc1" customClass="PhotosViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Hi" id="l1">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="10" y="20"/>
                </scene>
            </scenes>
        </document>

        """

    @Test func changesInWordsWithoutChurnAgainstTheWorkTreeAndBetweenRevisions() throws {
        try withRepository { repo in
            let file = repo + "/App/Main.storyboard"
            try write(Self.storyboard, to: file)
            try git(["add", "."], repo); try git(["commit", "-qm", "first"], repo)
            // Churn only: versions and canvas position.
            try write(Self.storyboard.replacingOccurrences(of: "21701", with: "22155").replacingOccurrences(of: "x=\"10\" y=\"20\"", with: "x=\"400\" y=\"20\""), to: file)
            let churn = try DiffCommand.parse(["HEAD", repo]).execute(workingDirectory: repo)
            #expect(churn.exitCode == 0)
            #expect(churn.standardOutput.hasPrefix("0 of 1 changed IB file"), "\(churn.standardOutput)")

            try write(Self.storyboard.replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hello\""), to: file)
            let edited = try DiffCommand.parse(["HEAD"]).execute(workingDirectory: repo)
            #expect(edited.standardOutput.contains("App/Main.storyboard — PhotosViewController: label 'Hello' text 'Hi' → 'Hello'")
                    || edited.standardOutput.contains("text 'Hi' → 'Hello'"), "\(edited.standardOutput)")
            try git(["commit", "-qam", "second"], repo)
            try write(Self.storyboard, to: repo + "/App/Other.storyboard")
            try git(["add", "."], repo); try git(["commit", "-qm", "third"], repo)
            let range = try DiffCommand.parse(["HEAD~2..HEAD"]).execute(workingDirectory: repo)
            #expect(range.standardOutput.contains("text 'Hi' → 'Hello'"))
            #expect(range.standardOutput.contains("App/Other.storyboard — "), "\(range.standardOutput)")

            try withFolder { site in
                let written = try DiffCommand.parse(["HEAD~2..HEAD", "-o", site]).execute(workingDirectory: repo)
                #expect(written.exitCode == 0)
                let page = try String(contentsOfFile: site + "/App/Main.storyboard.html", encoding: .utf8)
                #expect(page.contains("<figure class=\"before\">") && page.contains("<figure class=\"after\">"))
                #expect(page.contains("text &apos;Hi&apos; → &apos;Hello&apos;"))
                #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains("App/Other.storyboard"))
            }
        }
    }

    @Test func aVersionThatDoesNotParseIsSaidNotComparedAsEmpty() throws {
        try withRepository { repo in
            let file = repo + "/Main.storyboard"
            try write(Self.storyboard, to: file)
            try git(["add", "."], repo); try git(["commit", "-qm", "first"], repo)
            try write(String(Self.storyboard.dropLast(40)), to: file)
            let outcome = try DiffCommand.parse(["HEAD"]).execute(workingDirectory: repo)
            #expect(outcome.exitCode == 0)
            #expect(!outcome.standardOutput.contains("removed"), "\(outcome.standardOutput)")
            #expect(outcome.standardOutput.contains("Main.storyboard — not compared: a version does not parse"))
            #expect(outcome.standardError.contains { $0.hasPrefix("Main.storyboard:") && $0.contains("the new version does not parse") })
        }
    }

    /// Tests/Fixtures/Diff/AddedSwitch: a commit that switched the canvas device and added a view holding a label
    /// and a switch to a table cell.
    @Test func aCommitsAdditionComesFirstAndItsRecomputedFramesAreOneLine() throws {
        let fixture = ExampleProjectTests.repositoryRoot + "/Tests/Fixtures/Diff/AddedSwitch/"
        try withRepository { repo in
            let file = repo + "/App/Settings.storyboard"
            try write(String(contentsOfFile: fixture + "before.storyboard", encoding: .utf8), to: file)
            try git(["add", "."], repo); try git(["commit", "-qm", "before"], repo)
            try write(String(contentsOfFile: fixture + "after.storyboard", encoding: .utf8), to: file)
            try git(["commit", "-qam", "after"], repo)

            let lines = try DiffCommand.parse(["HEAD~1..HEAD"]).execute(workingDirectory: repo).standardOutput.split(separator: "\n").map(String.init)
            let prefix = "App/Settings.storyboard — SettingsViewController: "
            #expect(lines.first?.hasPrefix(prefix + "view added to content view of SettingsCell: label 'Notifications', switch") == true, "\(lines)")
            #expect(lines.dropLast().last == prefix + "and 10 elements moved or resized")
            #expect(!lines.contains { $0.contains(" moved (") || $0.contains(" resized ") })
            #expect(lines.last?.contains("(2 changes, 10 elements moved or resized; HEAD~1..HEAD)") == true, "\(lines)")

            let all = try DiffCommand.parse(["HEAD~1..HEAD", "--geometry"]).execute(workingDirectory: repo).standardOutput.split(separator: "\n")
            #expect(all.contains { $0 == prefix + "tableViewCell 'AboutCell' moved (0, 146) → (0, 194)" })
            let moves = all.filter { $0.contains(" moved (") || $0.contains(" resized ") }
            #expect(all.count == lines.count - 1 + moves.count && moves.count >= 10)  // every move and resize instead of the summary
            #expect(!all.contains { $0.contains("elements moved or resized") && $0.contains(prefix) })

            // The site: the summary opens to every move; files are named from the repository's top, from anywhere.
            try FileManager.default.createDirectory(atPath: repo + "/Other", withIntermediateDirectories: true)
            try withFolder { site in
                #expect(try DiffCommand.parse(["HEAD~1..HEAD", "..", "-o", site]).execute(workingDirectory: repo + "/Other").exitCode == 0)
                let page = try String(contentsOfFile: site + "/App/Settings.storyboard.html", encoding: .utf8)
                #expect(page.contains("<details><summary>and 10 elements moved or resized</summary>"))
                #expect(page.contains("<li>tableViewCell &apos;AboutCell&apos; moved (0, 146) → (0, 194)</li>"))
                #expect(page.contains("<title>App/Settings.storyboard</title>") && page.contains("<h1>App/Settings.storyboard</h1>"))
                #expect(try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains(">App/Settings.storyboard</a>"))
            }
            // git's textconv still reads the file.
            #expect(try DiffCommand.parse(["--textconv", file]).execute().standardOutput.contains("content view of SettingsCell"))
        }
    }

    /// A xib's File's Owner draws nothing: its page section says what changed, with no "not there" pictures.
    @Test func aPlaceholdersChangesAreNotSaidToBeNotThere() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BannerView">
                        <connections>
                            <outlet property="titleLabel" destination="lb1-aa-bbb" id="ot1-aa-bbb"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Hi" id="lb1-aa-bbb"><rect key="frame" x="8" y="8" width="100" height="21"/></label>
                        </subviews>
                    </view>
                </objects>
            </document>

            """
        try withRepository { repo in
            try write(xib, to: repo + "/Banner.xib")
            try git(["add", "."], repo); try git(["commit", "-qm", "first"], repo)
            try write(xib.replacingOccurrences(of: "<outlet property=\"titleLabel\" destination=\"lb1-aa-bbb\" id=\"ot1-aa-bbb\"/>", with: "")
                .replacingOccurrences(of: "text=\"Hi\"", with: "text=\"Hello\""), to: repo + "/Banner.xib")
            try withFolder { site in
                let outcome = try DiffCommand.parse(["HEAD", "-o", site]).execute(workingDirectory: repo)
                #expect(outcome.standardOutput.contains("Banner.xib — BannerView: outlet titleLabel → label 'Hi' removed"), "\(outcome.standardOutput)")
                let page = try String(contentsOfFile: site + "/Banner.xib.html", encoding: .utf8)
                #expect(page.contains("outlet titleLabel → label &apos;Hi&apos; removed"))
                #expect(!page.contains("not there"))
                #expect(page.components(separatedBy: "<figure").count - 1 == 2)  // the view, before and after
            }
        }
    }

    @Test func textconvIsStableAndHasNoIDsOrChurn() throws {
        try withFolder { folder in
            let a = folder + "/a.storyboard", b = folder + "/b.storyboard"
            try write(Self.storyboard, to: a)
            try write(Self.storyboard.replacingOccurrences(of: "21701", with: "22155").replacingOccurrences(of: "\"l1\"", with: "\"zzz-99-abc\""), to: b)
            let first = try DiffCommand.parse(["--textconv", a]).execute().standardOutput
            let second = try DiffCommand.parse(["--textconv", b]).execute().standardOutput
            #expect(first == second)
            #expect(first.contains("label 'Hi'") && !first.contains("l1") && !first.contains("21701"))
        }
    }

    @Test func outsideGitOrWithAnUnknownRevisionIsAnError() throws {
        try withFolder { folder in
            let outside = try DiffCommand.parse(["HEAD"]).execute(workingDirectory: folder)
            #expect(outside.exitCode == 2 && outside.standardError.contains { $0.contains("not in a git work tree") })
        }
        try withRepository { repo in
            try write(Self.storyboard, to: repo + "/Main.storyboard")
            try git(["add", "."], repo); try git(["commit", "-qm", "first"], repo)
            let unknown = try DiffCommand.parse(["no-such-branch"]).execute(workingDirectory: repo)
            #expect(unknown.exitCode == 2 && unknown.standardError.contains { $0.contains("unknown revision 'no-such-branch'") })
        }
    }

    private func withRepository(_ body: (String) throws -> Void) throws {
        try withFolder { folder in
            try git(["init", "-q"], folder)
            try git(["config", "user.email", "test@example.com"], folder)
            try git(["config", "user.name", "Test"], folder)
            try body(folder)
        }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func git(_ arguments: [String], _ directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }
}
