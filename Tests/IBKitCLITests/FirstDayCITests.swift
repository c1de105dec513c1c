import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitLint
import Testing

/// A legacy app gates CI from its first day: `init --baseline --all` records what is there, a pull request's run
/// reports only the files it changed (`--changed-since`), and a Mac app is not held to UIKit's conventions.
@Suite struct FirstDayCITests {
    /// A storyboard with one problem: two objects share an id.
    static func brokenStoryboard(_ id: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="\(id)-scene"><objects><viewController id="\(id)" sceneMemberID="viewController"/><view id="\(id)"/></objects></scene>
            </scenes>
        </document>

        """
    }

    func lint(_ arguments: [String], in project: TemporaryProject) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute(workingDirectory: project.root)
    }

    @Test func aLegacyAppGatesCIGreenFromItsFirstBaseline() throws {
        let project = try InitCommandTests.app()
        // `--strict`, as CI runs it: every finding fails the build.
        #expect(try lint([project.root, "--strict"], in: project).exitCode == 1, "the fixture has findings today")
        let made = try InitCommand.parse([project.root, "--baseline", "--all"]).execute(workingDirectory: project.root)
        #expect(made.exitCode == 0, "\(made.standardError)")
        let recorded = try Baseline.load(path: project.path("ibkit-baseline.json"))
        let problems = recorded.entries.filter { $0.ruleID != "no-segue" }.count
        #expect(problems > 0)
        #expect(recorded.entries.contains { $0.ruleID == "duplicate-id" } && recorded.entries.contains { $0.ruleID == "no-segue" },
                "problems and convention findings")
        #expect(project.read(".ibkit.yml")?.contains("# Today's \(problems) problems and 1 convention finding are recorded here: lint reports only new findings.") == true,
                "\(project.read(".ibkit.yml") ?? "")")
        #expect(made.standardError.contains { $0.hasPrefix("Recorded \(problems + 1) findings (\(problems) problems) in ibkit-baseline.json") }, "\(made.standardError)")

        let green = try lint([project.root, "--strict"], in: project)
        #expect(green.exitCode == 0, "\(green.standardOutput)")
        #expect(green.standardOutput.isEmpty)

        // A new problem still fails the build.
        try project.write("Sources/App/Screens/New.storyboard", Self.brokenStoryboard("new-vc-001"))
        let red = try lint([project.root, "--strict"], in: project)
        #expect(red.exitCode == 1)
        #expect(red.standardOutput.contains("New.storyboard") && !red.standardOutput.contains("Widget.storyboard"), "\(red.standardOutput)")
    }

    @Test func withoutAllTheBaselineKeepsProblemsVisibleAndInitOffersAll() throws {
        let project = try InitCommandTests.app()
        let made = try InitCommand.parse([project.root, "--baseline"]).execute(workingDirectory: project.root)
        #expect(made.standardError.contains { $0.contains("`ibkit init --force --baseline --all` records the problems too") }, "\(made.standardError)")
        #expect(throws: (any Error).self) { try InitCommand.parse([project.root, "--all"]) }
        #expect(try lint([project.root, "--strict"], in: project).exitCode == 1)
    }

    @Test func aPullRequestRunReportsOnlyTheFilesChangedSinceARevision() throws {
        let project = try TemporaryProject(configuration: "only_rules: [duplicate-id]\n")
        try project.write("App/Old.storyboard", Self.brokenStoryboard("old-vc-001"))
        try project.write("App/Edited.storyboard", Self.brokenStoryboard("edi-vc-001"))
        for arguments in [["init", "-q"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"],
                          ["add", "."], ["commit", "-qm", "first"]] {
            try git(arguments, project.root)
        }
        try project.write("App/Edited.storyboard", Self.brokenStoryboard("edi-vc-001") + "\n")
        try project.write("App/Untracked.storyboard", Self.brokenStoryboard("unt-vc-001"))

        let all = try lint([project.root], in: project)
        #expect(all.standardOutput.split(separator: "\n").count == 3)
        let changed = try lint([project.root, "--changed-since", "HEAD", "--strict"], in: project)
        let lines = changed.standardOutput.split(separator: "\n")
        #expect(lines.count == 2, "\(changed.standardOutput)")
        #expect(lines.contains { $0.contains("Edited.storyboard") } && lines.contains { $0.contains("Untracked.storyboard") })
        #expect(!changed.standardOutput.contains("Old.storyboard"))
        #expect(changed.exitCode == 1)
        #expect(changed.standardError.contains("note: only findings in the 2 files changed since HEAD"), "\(changed.standardError)")
        // git is only read.
        let status = try gitOutput(["status", "--porcelain"], project.root)
        #expect(status.split(separator: "\n").sorted() == [" M App/Edited.storyboard", "?? App/Untracked.storyboard"])

        let unknown = try lint([project.root, "--changed-since", "no-such-branch"], in: project)
        #expect(unknown.exitCode == 2 && unknown.standardError.contains { $0.contains("unknown revision 'no-such-branch'") })
    }

    @Test func checkReportsOnlyTheChangedFilesToo() throws {
        let project = try TemporaryProject(configuration: "check:\n  only_rules: [unknown-class]\n")
        func screen(_ className: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="vc-000-001" customClass="\(className)" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>

            """
        }
        try project.write("App/Old.storyboard", screen("GoneViewController"))
        try project.write("App/Edited.storyboard", screen("OtherGoneViewController"))
        try project.write("App/App.swift", "import UIKit\nfinal class AppViewController: UIViewController {}\n")
        for arguments in [["init", "-q"], ["config", "user.email", "test@example.com"], ["config", "user.name", "Test"],
                          ["add", "."], ["commit", "-qm", "first"]] {
            try git(arguments, project.root)
        }
        try project.write("App/Edited.storyboard", screen("StillGoneViewController"))
        let all = try CheckCommand.parse([project.root, "--no-cache"]).execute(workingDirectory: project.root)
        #expect(all.standardOutput.split(separator: "\n").count == 2, "\(all.standardOutput)")
        let changed = try CheckCommand.parse([project.root, "--no-cache", "--changed-since", "HEAD"]).execute(workingDirectory: project.root)
        #expect(changed.standardOutput.split(separator: "\n").count == 1, "\(changed.standardOutput)")
        #expect(changed.standardOutput.contains("Edited.storyboard") && changed.standardOutput.contains("StillGoneViewController"))
        #expect(changed.exitCode == 1)
    }

    @Test func changedSinceOutsideAGitRepositoryIsAUsageError() throws {
        let project = try TemporaryProject(configuration: "only_rules: [duplicate-id]\n")
        try project.write("App/Old.storyboard", Self.brokenStoryboard("old-vc-001"))
        let outside = try lint([project.root, "--changed-since", "HEAD"], in: project)
        #expect(outside.exitCode == 2)
        #expect(outside.standardError.contains { $0.hasPrefix("error: --changed-since HEAD:") && $0.contains("not in a git work tree") }, "\(outside.standardError)")
        #expect(outside.standardOutput.isEmpty)
        #expect(throws: (any Error).self) { try LintCommand.parse([project.root, "--changed-since", "HEAD", "--write-baseline", "b.json"]) }
    }

    @Test func initOnAMacAppLeavesUIKitsConventionsOff() throws {
        let project = try TemporaryProject(configuration: "")
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        try project.write("Mac/Preferences.storyboard", IBKitLintAppKit.storyboard)
        let outcome = try InitCommand.parse([project.root]).execute(workingDirectory: project.root)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let text = try #require(project.read(".ibkit.yml"))
        #expect(text.contains("conventions: false\n"), "\(text)")
        #expect(text.contains("# The IB files are all AppKit or WatchKit documents"), "\(text)")
        #expect(outcome.standardError.contains { $0.hasPrefix("Conventions are off: they are UIKit's") }, "\(outcome.standardError)")
        // The segues to storyboard references get no UIKit advice.
        let lint = try lint([project.root], in: project)
        #expect(lint.standardOutput.isEmpty, "\(lint.standardOutput)")
        #expect(lint.exitCode == 0)

        // Asked for, they are on.
        let asked = try InitCommand.parse([project.root, "--conventions", "on", "--dry-run"]).execute(workingDirectory: project.root)
        #expect(asked.standardOutput.contains("conventions: true\n"))
        #expect(asked.standardOutput.contains("so they are on only because you asked"))

        // An app with no IB file yet is not a Mac app: the conventions stay on.
        let empty = try TemporaryProject(configuration: "")
        let fresh = try InitCommand.parse([empty.root, "--dry-run"]).execute(workingDirectory: empty.root)
        #expect(fresh.standardOutput.contains("conventions: true\n"), "\(fresh.standardOutput)")
    }

    private func git(_ arguments: [String], _ directory: String) throws {
        _ = try gitOutput(arguments, directory)
    }

    private func gitOutput(_ arguments: [String], _ directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }
}

/// An AppKit storyboard as Xcode writes it: a window controller, its content, and segues to storyboard references.
enum IBKitLintAppKit {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="win-000-001">
            <scenes>
                <scene sceneID="win-scene">
                    <objects>
                        <windowController id="win-000-001" sceneMemberID="viewController">
                            <window key="window" title="Preferences" id="wnd-000-001"/>
                            <connections>
                                <segue destination="prf-vc-001" kind="relationship" relationship="window.shadowedContentViewController" id="seg-000-001"/>
                            </connections>
                        </windowController>
                        <customObject id="win-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="prf-scene">
                    <objects>
                        <viewController id="prf-vc-001" customClass="PreferencesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="prf-view-01">
                                <subviews>
                                    <button id="btn-000-001">
                                        <buttonCell key="cell" type="push" title="Accounts…" bezelStyle="rounded" alignment="center" id="btc-000-001"/>
                                        <connections>
                                            <segue destination="ref-000-001" kind="sheet" identifier="accounts" id="seg-000-002"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <customObject id="prf-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="ref-scene">
                    <objects>
                        <controllerPlaceholder storyboardName="Accounts" referencedIdentifier="AccountsViewController" id="ref-000-001" sceneMemberID="viewController"/>
                        <customObject id="ref-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
}
