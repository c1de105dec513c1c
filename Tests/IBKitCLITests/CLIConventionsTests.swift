import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import Testing

/// What lint and check share with the tools they sit beside (SwiftLint, IBLinter): strict output, usage errors,
/// Xcode's script input files, the configuration's baseline and convention switches.
@Suite struct CLIConventionsTests {
    static let segue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="hog-vc-001">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="hog-vc-001" customClass="HogeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
                                <segue destination="hog-vc-001" kind="show" identifier="again" id="seg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func strictReportsWarningsAsErrors() throws {
        let project = try TemporaryProject(configuration: "only_rules: [no-segue]\n")
        try project.write("HogeViewController.storyboard", Self.segue)
        let plain = try project.lint([project.root])
        #expect(plain.exitCode == 0)
        #expect(plain.standardOutput.contains(": warning: show segue 'again'"))
        let strict = try project.lint([project.root, "--strict"])
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput.contains(": error: show segue 'again'"), "SwiftLint's --strict: warnings are errors in the output")
        #expect(!strict.standardOutput.contains(": warning: "))
    }

    @Test func aPathThatDoesNotExistIsAUsageError() throws {
        let project = try TemporaryProject()
        for outcome in [try project.lint([project.path("Typo")]),
                        try CheckCommand.parse([project.path("Typo"), "--no-cache"]).execute(workingDirectory: project.root)] {
            #expect(outcome.exitCode == 2)
            #expect(outcome.standardError == ["error: no such file or folder: '\(project.path("Typo"))'"])
            #expect(outcome.standardOutput == "")
        }
    }

    @Test func noIBFilesIsSaidAndFailsOnlyWhenStrict() throws {
        let project = try TemporaryProject()
        try project.write("Sources/App.swift", "final class App {}\n")
        let outcome = try project.lint([project.path("Sources")])
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardError.contains("warning: no .storyboard or .xib files found in '\(project.path("Sources"))'"))
        #expect(try project.lint([project.path("Sources"), "--strict"]).exitCode == 1)
        #expect(try project.lint([project.path("Sources"), "--quiet"]).standardError.isEmpty)
    }

    @Test func scriptInputFilesComeFromXcodesEnvironment() throws {
        let project = try TemporaryProject()
        try project.write("A.storyboard", IB.truncated())
        try project.write("B.storyboard", IB.truncated())
        try project.write("inputs.xcfilelist", "# Xcode file list\n$(SRCROOT)/B.storyboard\n\n")
        let command = try LintCommand.parse(["--use-script-input-files"])
        let environment = ["SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": project.path("A.storyboard"),
                           "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": project.path("inputs.xcfilelist"),
                           "SRCROOT": project.root]
        let outcome = command.execute(workingDirectory: project.root, environment: environment)
        #expect(outcome.exitCode == 1)
        #expect(outcome.standardOutput.contains(project.path("A.storyboard") + ":"))
        #expect(outcome.standardOutput.contains(project.path("B.storyboard") + ":"))
        let missing = command.execute(workingDirectory: project.root, environment: [:])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.first?.contains("SCRIPT_INPUT_FILE_COUNT is not set") == true)
        #expect(throws: (any Error).self) { try LintCommand.parse(["--use-script-input-files", project.root]) }
    }

    @Test func theConfigurationsBaselineIsReadUnlessOneIsGiven() throws {
        let project = try TemporaryProject(configuration: "only_rules: [no-segue]\nbaseline: ibkit-baseline.json\n")
        try project.write("HogeViewController.storyboard", Self.segue)
        let recorded = try project.lint([project.root, "--write-baseline", project.path("ibkit-baseline.json")])
        #expect(recorded.exitCode == 0 && project.read("ibkit-baseline.json") != nil)
        let filtered = try project.lint([project.root])
        #expect(filtered.standardOutput == "", "the configured baseline holds the one finding")
        #expect(filtered.standardError.last?.contains("1 more in the baseline") == true)
    }

    @Test func conventionsCanBeSwitchedOffOrChosen() throws {
        let off = try TemporaryProject(configuration: "conventions: false\n")
        try off.write("HogeViewController.storyboard", Self.segue)
        let quiet = try off.lint([off.root])
        #expect(!quiet.standardOutput.contains("no-segue"), "\(quiet.standardOutput)")
        let chosen = try TemporaryProject(configuration: "conventions: [no-segues]\n")
        try chosen.write("HogeViewController.storyboard", Self.segue)
        #expect(try chosen.lint([chosen.root]).standardOutput.contains("(no-segue; convention: no-segues)"))
        let typo = try TemporaryProject(configuration: "conventions: [no-segue]\n")
        let error = try typo.lint([typo.root])
        #expect(error.exitCode == 2)
        #expect(error.standardError.first?.contains("unknown convention 'no-segue'; did you mean 'no-segues'?") == true)
        // A rule named explicitly runs whatever the convention switch says.
        let named = try TemporaryProject(configuration: "conventions: false\nopt_in_rules: [has-initial-view-controller]\n")
        try named.write("Empty.storyboard", IB.valid)
        #expect(try named.lint([named.root]).standardOutput.contains("(has-initial-view-controller; convention: initial-view-controller)"))
    }

    @Test func iblintersEnabledRulesIsOptInRules() throws {
        let project = try TemporaryProject(configuration: "enabled_rules: [has_initial_view_controller]\n")
        try project.write("Empty.storyboard", IB.valid)
        #expect(try project.lint([project.root]).standardOutput.contains("(has-initial-view-controller;"))
    }

    @Test func checkOverridesApplyByPath() throws {
        let configuration = """
            check:
              only_rules: [unknown-class]
              overrides:
                - paths: [Legacy/**]
                  disabled_rules: [unknown-class]
                - paths: [Soft/**]
                  rules:
                    unknown-class: warning

            """
        let project = try TemporaryProject(configuration: configuration)
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc-1" customClass="GoneViewController" customModuleProvider="target" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        for folder in ["App", "Legacy", "Soft"] { try project.write("\(folder)/Gone.storyboard", storyboard) }
        try project.write("App/App.swift", "import UIKit\nfinal class AppViewController: UIViewController {}\n")
        let outcome = try CheckCommand.parse([project.root, "--no-cache"]).execute(workingDirectory: project.root)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(project.path("App/Gone.storyboard")) && $0.contains(": error: ") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix(project.path("Legacy/")) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(project.path("Soft/Gone.storyboard")) && $0.contains(": warning: ") }, "\(lines)")

        let withOptions = try TemporaryProject(configuration: """
            check:
              overrides:
                - paths: [Legacy/**]
                  rules:
                    view-controller-length: {max_lines: 10}

            """)
        let refused = try CheckCommand.parse([withOptions.root, "--no-cache"]).execute(workingDirectory: withOptions.root)
        #expect(refused.exitCode == 2)
        #expect(refused.standardError.first?.contains("options cannot vary by path") == true)
    }

    /// The paragraph on adopting the conventions is for a first run: once the project has .ibkit.yml (or a
    /// baseline), every run would repeat it.
    @Test func theAdoptionParagraphIsSaidOnlyBeforeTheProjectIsConfigured() throws {
        let project = try TemporaryProject(configuration: "")
        try project.write("App/HogeViewController.storyboard", Self.segue)
        try FileManager.default.removeItem(atPath: project.path(".ibkit.yml"))
        let first = try project.lint([project.path("App")])
        #expect(first.standardError.contains { $0.contains("To adopt them gradually") }, "\(first.standardError)")
        try project.write(".ibkit.yml", "")
        let configured = try project.lint([project.path("App")])
        #expect(configured.standardOutput == first.standardOutput, "the same findings")
        #expect(!configured.standardError.contains { $0.contains("To adopt them gradually") }, "\(configured.standardError)")
    }

    /// A finding the team keeps is named in .ibkit.yml by rule, file and object id (IB files hold no comments).
    @Test func suppressionsNameSingleFindings() throws {
        let configuration = """
            only_rules: [no-segue, parse-error]
            suppressions:
              - rule: no-segue
                paths: [Kept/*.storyboard]
                objects: [seg-001]
                reason: the onboarding flow keeps its segue until the redesign

            """
        let project = try TemporaryProject(configuration: configuration)
        try project.write("Kept/HogeViewController.storyboard", Self.segue)
        try project.write("Other/HogeViewController.storyboard", Self.segue)
        let outcome = try project.lint([project.root])
        #expect(outcome.standardOutput.contains(project.path("Other/HogeViewController.storyboard") + ":"))
        #expect(!outcome.standardOutput.contains(project.path("Kept/")), "\(outcome.standardOutput)")
        #expect(outcome.standardError.contains { $0.contains("(1 suppressed in .ibkit.yml)") }, "\(outcome.standardError)")
        // An object id that is not the finding's does not suppress it.
        let other = try TemporaryProject(configuration: configuration.replacingOccurrences(of: "seg-001]", with: "zzz]"))
        try other.write("Kept/HogeViewController.storyboard", Self.segue)
        #expect(try other.lint([other.root]).standardOutput.contains("(no-segue;"))
        // Check's rules are known too; a typo is a configuration error with a hint.
        let typo = try TemporaryProject(configuration: "suppressions:\n  - rule: unconnected-outlets\n    paths: [\"**\"]\n")
        let error = try typo.lint([typo.root])
        #expect(error.exitCode == 2)
        #expect(error.standardError.first?.contains("did you mean 'unconnected-outlet'?") == true, "\(error.standardError)")
        let incomplete = try TemporaryProject(configuration: "suppressions:\n  - rule: no-segue\n")
        #expect(try incomplete.lint([incomplete.root]).standardError.first?.contains("needs 'rule' and 'paths'") == true)
    }

    @Test func checkCachesGoWhereTheyAreTold() throws {
        let project = try TemporaryProject(configuration: "check:\n  only_rules: [unknown-class]\n")
        try project.write("App/Main.storyboard", IB.valid)
        try project.write("App/App.swift", "final class App {}\n")
        let outcome = try CheckCommand.parse([project.root, "--cache-path", project.path("work/cache")]).execute(workingDirectory: project.root)
        #expect(outcome.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: project.path("work/cache/check-result.bin")))
        #expect(!FileManager.default.fileExists(atPath: project.path(".build")))
        #expect(throws: (any Error).self) { try CheckCommand.parse([project.root, "--cache-path", "x", "--no-cache"]) }
    }
}
