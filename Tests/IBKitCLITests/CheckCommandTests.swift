import ArgumentParser
import Foundation
import IBKitCheck
@testable import IBKitCLI
import IBKitProject
import IBKitSwiftIndex
import Testing

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
        try project.write("App/CardView.swift", "// indexed by the provider below\n")
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
        let outcome = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")]).execute(workingDirectory: project.root)
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
        let outcome = try CheckCommand.parse([project.root, "--config", project.path(".ibkit.yml")]).execute(workingDirectory: project.root)
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardError.first?.contains(".ibkit.yml:3:17: error: module of 'Components' must be a module name") == true, "\(outcome.standardError)")
    }
}
