import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
@testable import IBKitCLI
import IBKitProject
import IBKitSwiftIndex
import Testing
import IBKitPlumbing

/// `ibkit check` end to end, with the Swift side injected through `CheckInputProvider` (the indexer's seam).
@Suite struct CheckCommandTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView" customModuleProvider="target">
                    <connections>
                        <outlet property="titel" destination="v-1" id="o-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v-1"/>
            </objects>
        </document>
        """

    @Test func reportsAndExitsWith1() throws {
        let project = try TemporaryProject(configuration: "check:\n  only_rules: [missing-outlet, unconnected-outlet]\n")
        try project.write("App/CardView.xib", Self.xib)
        let swiftPath = project.path("App/CardView.swift")
        // Indexed by the provider below; read by unconnected-outlet for how the class uses the outlet.
        try project.write("App/CardView.swift", "// indexed by the provider below\nfinal class CardView: UIView {\n    @IBOutlet var title: UILabel!\n    func show() { title.text = \"x\" }\n}\n")
        let provider = CheckInputProvider(
            indexSources: { _, paths, _ in
                #expect(paths == [swiftPath])
                return [FileIndex(path: swiftPath, classes: [ClassDeclaration(
                    name: "CardView", qualifiedName: "CardView", superclass: "UIView",
                    outlets: [OutletDeclaration(name: "title", isCollection: false, typeName: "UILabel", optionality: .implicitlyUnwrapped,
                                                position: SourcePosition(path: swiftPath, line: 3, column: 5))],
                    position: SourcePosition(path: swiftPath, line: 2, column: 7))])]
            },
            resolveModules: { _, _, _ in ModuleMap() })
        let command = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")])
        let outcome = command.execute(workingDirectory: project.root, provider: provider)
        #expect(outcome.exitCode == 1)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(outcome.standardOutput)")
        #expect(lines.contains { $0.hasPrefix(project.path("App/CardView.swift") + ":3:5: error:") && $0.contains("(unconnected-outlet)") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(project.path("App/CardView.xib") + ":6:") && $0.contains("'titel'") && $0.contains("CardView.swift:2:7") }, "\(lines)")
    }

    @Test func badCheckConfigurationExitsWith2() throws {
        let project = try TemporaryProject(configuration: "check:\n  disabled_rules: [no-such-check]\n")
        let outcome = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")]).execute(workingDirectory: project.root, environment: TestCaches.environment)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.first?.contains("unknown rule 'no-such-check'") == true, "\(outcome.standardError)")
    }

    @Test func listNamesEveryCheck() throws {
        let outcome = try CheckCommand.parse(["--list"]).execute()
        #expect(outcome.standardOutput.split(separator: "\n").count == CheckRegistry.all.count)
        #expect(outcome.standardOutput.contains("custom-module\terror"))
    }

    /// `check: modules:` in `.ibkit.yml` tells the module of files no project describes; here it alone makes
    /// the xib's `customModule` wrong.
    @Test func moduleMappingsFromTheConfigurationApply() throws {
        let project = try TemporaryProject(configuration: """
            check:
              only_rules: [custom-module]
              modules:
                Components: DesignSystem
                App: App
            """)
        try project.write("App/Host.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="v-1" customClass="TitleLabel" customModule="App"/>
                </objects>
            </document>
            """)
        let swiftPath = project.path("Components/TitleLabel.swift")
        try project.write("Components/TitleLabel.swift", "// indexed by the provider below\n")
        let provider = CheckInputProvider(
            indexSources: { _, _, _ in
                [FileIndex(path: swiftPath, classes: [ClassDeclaration(
                    name: "TitleLabel", qualifiedName: "TitleLabel", superclass: "UILabel",
                    position: SourcePosition(path: swiftPath, line: 1, column: 14))])]
            },
            resolveModules: { _, _, _ in ModuleMap() })
        let command = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")])
        let outcome = command.execute(workingDirectory: project.root, provider: provider)
        #expect(outcome.standardOutput.contains("has customModule App, but the class is in module DesignSystem"), "\(outcome.standardOutput)")
        #expect(outcome.exitCode == 1)
    }

    @Test func badModuleMappingExitsWith2WithItsLine() throws {
        let project = try TemporaryProject(configuration: "check:\n  modules:\n    Components: 9Lives\n")
        let outcome = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")]).execute(workingDirectory: project.root, environment: TestCaches.environment)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.first?.contains(".ibkit.yml:3:17: error: module of 'Components' must be a module name") == true, "\(outcome.standardError)")
    }

    // MARK: Baseline

    /// A project whose xib has `titel` where the Swift class has `title`: two findings, with the provider above.
    static func baselineProject() throws -> (TemporaryProject, CheckInputProvider) {
        let project = try TemporaryProject(configuration: "check:\n  only_rules: [missing-outlet, unconnected-outlet]\n")
        try project.write("App/CardView.xib", Self.xib)
        let swiftPath = project.path("App/CardView.swift")
        try project.write("App/CardView.swift", "// indexed by the provider below\n")
        let provider = CheckInputProvider(
            indexSources: { _, _, _ in
                [FileIndex(path: swiftPath, classes: [ClassDeclaration(
                    name: "CardView", qualifiedName: "CardView", superclass: "UIView",
                    outlets: [OutletDeclaration(name: "title", isCollection: false, typeName: "UILabel", optionality: .implicitlyUnwrapped,
                                                position: SourcePosition(path: swiftPath, line: 3, column: 5))],
                    position: SourcePosition(path: swiftPath, line: 2, column: 7))])]
            },
            resolveModules: { _, _, _ in ModuleMap() })
        return (project, provider)
    }

    @Test func writeBaselineThenBaselineReportsOnlyNewFindings() throws {
        let (project, provider) = try Self.baselineProject()
        let baselinePath = project.path("ibkit-check-baseline.json")
        let write = try CheckCommand.parse([project.root, "--write-baseline", baselinePath]).execute(workingDirectory: project.root, provider: provider)
        #expect(write.exitCode == 0)
        #expect(write.standardOutput == "")
        #expect(write.standardError == ["Recorded 2 findings in 2 files to \(baselinePath)"])
        // The lint baseline's format: version, entries with paths relative to the root.
        let recorded = try Baseline.load(path: baselinePath)
        #expect(recorded.entries.map { "\($0.path) \($0.ruleID)" } == ["App/CardView.swift unconnected-outlet", "App/CardView.xib missing-outlet"])
        #expect(project.read("ibkit-check-baseline.json")?.hasPrefix("{\n  \"version\": 1,\n  \"entries\": [") == true)

        let known = try CheckCommand.parse([project.root, "--baseline", baselinePath]).execute(workingDirectory: project.root, provider: provider)
        #expect(known.exitCode == 0)
        #expect(known.standardOutput == "")
        #expect(known.standardError.last?.hasSuffix("(2 more in the baseline)") == true, "\(known.standardError)")

        // A second wrong outlet is new: reported, and the run fails again.
        try project.write("App/CardView.xib", Self.xib.replacingOccurrences(
            of: "<outlet property=\"titel\" destination=\"v-1\" id=\"o-1\"/>",
            with: "<outlet property=\"titel\" destination=\"v-1\" id=\"o-1\"/>\n<outlet property=\"subtitel\" destination=\"v-1\" id=\"o-2\"/>"))
        let new = try CheckCommand.parse([project.root, "--baseline", baselinePath]).execute(workingDirectory: project.root, provider: provider)
        #expect(new.exitCode == 1)
        let lines = new.standardOutput.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("'subtitel'"), "\(new.standardOutput)")
    }

    @Test func baselineErrorsExitWith2() throws {
        let (project, provider) = try Self.baselineProject()
        let missing = try CheckCommand.parse([project.root, "--baseline", project.path("none.json")]).execute(workingDirectory: project.root, provider: provider)
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.first?.contains("does not exist") == true, "\(missing.standardError)")
        try project.write("bad.json", "{\"version\": 99, \"entries\": []}")
        let bad = try CheckCommand.parse([project.root, "--baseline", project.path("bad.json")]).execute(workingDirectory: project.root, provider: provider)
        #expect(bad.exitCode == 2)
        #expect(bad.standardError.first?.contains("baseline version 99") == true, "\(bad.standardError)")
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--baseline", "a.json", "--write-baseline", "b.json"]) }
    }
}
