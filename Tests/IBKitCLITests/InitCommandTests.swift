import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitLint
import IBKitWorkspace
import Testing

/// `ibkit init` on an existing app: modules detected, conventions on or off, a baseline when asked.
@Suite struct InitCommandTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App"), .target(name: "Widget")])

        """

    /// Two modules with IB files; one multi-scene storyboard (a convention finding) and one duplicate id (a problem).
    static func app() throws -> TemporaryProject {
        let project = try TemporaryProject(configuration: "")
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        try project.write("Package.swift", manifest)
        try project.write("Sources/App/Screens/Main.storyboard", CLIConventionsTests.segue)
        try project.write("Sources/App/App.swift", "final class HogeViewController {}\n")
        try project.write("Sources/Widget/Widget.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="dup" sceneMemberID="viewController"/><view id="dup"/></objects></scene>
                </scenes>
            </document>

            """)
        return project
    }

    func run(_ arguments: [String], in project: TemporaryProject) throws -> CommandOutcome {
        try InitCommand.parse(arguments).execute(workingDirectory: project.root)
    }

    @Test func writesModulesAndConventionsThatLoadBack() throws {
        let project = try Self.app()
        let outcome = try run([project.root], in: project)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let text = try #require(project.read(".ibkit.yml"))
        #expect(text.contains("conventions: true\n"))
        #expect(text.contains("# Today: no-segues 1."), "\(text)")
        #expect(text.contains("    - module: App\n      paths: [Sources/App/Screens]\n      output: Generated/App/IBKitGenerated.swift\n"), "\(text)")
        #expect(text.contains("    - module: Widget\n      paths: [Sources/Widget]\n"), "\(text)")
        #expect(!text.contains("baseline:"))
        let configuration = try ConfigurationLoader.load(path: project.path(".ibkit.yml"), rules: .lint)
        #expect(try ConfigurationLoader.genOutputs(configuration).map(\.module) == ["App", "Widget"])
        let problems = try LintCommand.parse([project.root]).execute(workingDirectory: project.root)
            .standardOutput.split(separator: "\n").filter { !$0.contains("; convention: ") }.count
        #expect(problems > 0)
        #expect(outcome.standardError.contains("2 IB files: \(problems) problem\(problems == 1 ? "" : "s"), 1 convention finding."), "\(outcome.standardError)")
        #expect(outcome.standardError.contains { $0.contains("--baseline") }, "the baseline is offered")

        // A second run does not overwrite what the team may have edited.
        let again = try run([project.root], in: project)
        #expect(again.exitCode == 2)
        #expect(again.standardError.first?.contains("exists; --force replaces it") == true)
    }

    @Test func baselineRecordsConventionFindingsOnlySoProblemsStayVisible() throws {
        let project = try Self.app()
        let outcome = try run([project.root, "--baseline"], in: project)
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        #expect(project.read(".ibkit.yml")?.contains("baseline: ibkit-baseline.json\n") == true)
        let recorded = try Baseline.load(path: project.path("ibkit-baseline.json"))
        #expect(recorded.entries.map(\.ruleID) == ["no-segue"])
        let lint = try LintCommand.parse([project.root]).execute(workingDirectory: project.root)
        #expect(lint.standardOutput.contains("(duplicate-id)"), "the problem is still reported")
        #expect(!lint.standardOutput.contains("no-segue"), "the recorded convention finding is not")
    }

    @Test func aBaselineIsWrittenOnlyWhenThereIsSomethingToRecord() throws {
        let project = try TemporaryProject(configuration: "")
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        try project.write("Package.swift", Self.manifest)
        try project.write("Sources/App/App.swift", "final class App {}\n")
        try project.write("Sources/Mac/Main.storyboard", #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes/>
            </document>

            """#)
        let outcome = try run([project.root, "--baseline"], in: project)
        #expect(outcome.exitCode == 0)
        #expect(project.read("ibkit-baseline.json") == nil)
        let text = try #require(project.read(".ibkit.yml"))
        #expect(!text.contains("baseline:"))
        #expect(!text.contains("gen:"), "an AppKit storyboard gives ibkit gen nothing to write")
        #expect(text.contains("conventions: false\n"), "UIKit's conventions are off for an app of AppKit files")
    }

    @Test func conventionsOffAndDryRun() throws {
        let project = try Self.app()
        let printed = try run([project.root, "--conventions", "off", "--dry-run"], in: project)
        #expect(printed.exitCode == 0)
        #expect(printed.standardOutput.contains("conventions: false\n"))
        #expect(project.read(".ibkit.yml") == nil, "--dry-run writes nothing")
        #expect(throws: (any Error).self) { try InitCommand.parse([project.root, "--conventions", "off", "--baseline"]) }
        #expect(try run([project.path("Nope")], in: project).exitCode == 2)
    }
}
