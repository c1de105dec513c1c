import Foundation
@testable import IBKitCLI
import Testing

/// The README's main commands on the bundled examples.
@Suite struct ExampleProjectTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func lint(_ example: String) throws -> CommandOutcome {
        let command = try LintCommand.parse([Self.repositoryRoot + "/" + example, "--quiet"])
        return command.execute(workingDirectory: Self.repositoryRoot)
    }

    /// `swift run ibkit lint Examples/Legacy` prints exactly Examples/Legacy/expected-lint.txt.
    @Test func legacyOutputIsTheCommittedOne() throws {
        let outcome = try lint("Examples/Legacy")
        let output = outcome.standardOutput.replacingOccurrences(of: Self.repositoryRoot + "/", with: "")
        let expected = try String(contentsOfFile: Self.repositoryRoot + "/Examples/Legacy/expected-lint.txt", encoding: .utf8)
        #expect(output == expected, "regenerate with `swift run ibkit lint Examples/Legacy > Examples/Legacy/expected-lint.txt` and review the diff")
        #expect(outcome.exitCode == 1, "Legacy has error-severity findings")
    }

    /// Every convention rule fires on Legacy: the example shows each convention being broken.
    @Test func everyConventionRuleFiresOnLegacy() throws {
        let output = try lint("Examples/Legacy").standardOutput
        // storyboard-instantiable is left out: Legacy's unreachable About scene is storyboard-viewcontroller-id's
        // finding, with the same advice, and the rule reports only what no other rule does (its examples show it).
        let conventionRules = ["has-single-view-controller", "custom-class-name", "storyboard-viewcontroller-id",
                               "has-initial-view-controller", "reuse-identifier", "xib-class-name", "no-segue", "component-inline-style"]
        for rule in conventionRules {
            #expect(output.contains("(\(rule); convention: "), "\(rule) does not fire on Examples/Legacy")
        }
    }

    @Test func galleryLintsClean() throws {
        let outcome = try lint("Examples/Gallery")
        #expect(outcome.standardOutput == "")
        #expect(outcome.exitCode == 0)
    }

    /// Without the result cache, so that these tests always exercise parsing, indexing and the checks.
    func check(_ example: String, cache: Bool = false) throws -> CommandOutcome {
        let command = try CheckCommand.parse([Self.repositoryRoot + "/" + example, "--quiet"] + (cache ? [] : ["--no-cache"]))
        return command.execute(workingDirectory: Self.repositoryRoot, environment: TestCaches.environment)
    }

    /// `swift run ibkit check Examples/Legacy` prints exactly Examples/Legacy/expected-check.txt.
    @Test func legacyCheckOutputIsTheCommittedOne() throws {
        let outcome = try check("Examples/Legacy")
        let output = outcome.standardOutput.replacingOccurrences(of: Self.repositoryRoot + "/", with: "")
        let expected = try String(contentsOfFile: Self.repositoryRoot + "/Examples/Legacy/expected-check.txt", encoding: .utf8)
        #expect(output == expected, "regenerate with `swift run ibkit check Examples/Legacy > Examples/Legacy/expected-check.txt` and review the diff")
        #expect(outcome.exitCode == 1, "Legacy has error-severity findings")
    }

    /// Each code/IB mismatch Examples/Legacy/README.md describes is found.
    @Test func eachMismatchCheckFiresOnLegacy() throws {
        let output = try check("Examples/Legacy").standardOutput
        let checks = ["missing-outlet", "missing-action", "unconnected-outlet", "runtime-attribute-key-path", "unknown-class",
                      "custom-module", "unknown-identifier", "nibable-xib", "registered-cell", "view-controller-io"]
        for id in checks {
            #expect(output.contains("(\(id))\n"), "\(id) does not fire on Examples/Legacy")
        }
    }

    @Test func galleryChecksClean() throws {
        let outcome = try check("Examples/Gallery")
        #expect(outcome.standardOutput == "")
        #expect(outcome.exitCode == 0)
    }

    /// The Gallery keeps I/O in a store (seed 004), so view-controller-io finds nothing there either; and its
    /// registrations are read, not skipped: a view left next to MenuFooterView.xib's root is reported at the
    /// xib, naming the registerHeaderFooterView(MenuFooterView.self) call.
    @Test func galleryRegistrationsAndIOAreReallyChecked() throws {
        let project = try TemporaryProject(configuration: "check:\n  opt_in_rules: [view-controller-io]\n")
        for folder in ["Gallery", "Components"] {
            try FileManager.default.copyItem(atPath: Self.repositoryRoot + "/Examples/Gallery/" + folder, toPath: project.path(folder))
        }
        let run = { () throws -> CommandOutcome in
            try CheckCommand.parse([project.root, "--quiet"]).execute(workingDirectory: project.root, environment: TestCaches.environment)
        }
        #expect(try run().standardOutput == "")
        let xib = "Gallery/Menu/MenuFooterView.xib"
        let original = try #require(project.read(xib))
        let stray = #"<view contentMode="scaleToFill" id="Zz9-Zz-9Zz"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#
        try project.write(xib, original.replacingOccurrences(of: "    </objects>", with: "        \(stray)\n    </objects>"))
        let lines = try run().standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("(registered-cell)") == true && lines.first?.contains("Menu/MenuViewController.swift:16:19") == true, "\(lines)")
    }

    /// The cached path prints what the uncached one does, run after run.
    @Test func legacyCheckFromTheCacheIsTheSame() throws {
        let uncached = try check("Examples/Legacy")
        for _ in 0 ..< 2 {
            let cached = try check("Examples/Legacy", cache: true)
            #expect(cached.standardOutput == uncached.standardOutput)
            #expect(cached.exitCode == uncached.exitCode)
        }
    }
}

/// Issue 15's negative example: Tests/Fixtures/BindingMistakes gives exactly its committed findings.
@Suite struct BindingMistakesTests {
    static let fixture = "Tests/Fixtures/BindingMistakes"

    @Test func checkFindsEachMistakeAndNothingElse() throws {
        let command = try CheckCommand.parse([ExampleProjectTests.repositoryRoot + "/" + Self.fixture, "--quiet", "--no-cache"])
        let outcome = command.execute(workingDirectory: ExampleProjectTests.repositoryRoot)
        let output = outcome.standardOutput.replacingOccurrences(of: ExampleProjectTests.repositoryRoot + "/", with: "")
        let expected = try String(contentsOfFile: ExampleProjectTests.repositoryRoot + "/" + Self.fixture + "/expected-check.txt", encoding: .utf8)
        #expect(output == expected, "regenerate with `swift run ibkit check \(Self.fixture) --no-cache > \(Self.fixture)/expected-check.txt`")
        #expect(outcome.exitCode == 1)
    }

    @Test func lintFindsTheKeyThatIsNotAPath() throws {
        let command = try LintCommand.parse([ExampleProjectTests.repositoryRoot + "/" + Self.fixture, "--quiet"])
        let outcome = command.execute(workingDirectory: ExampleProjectTests.repositoryRoot)
        let output = outcome.standardOutput.replacingOccurrences(of: ExampleProjectTests.repositoryRoot + "/", with: "")
        let expected = try String(contentsOfFile: ExampleProjectTests.repositoryRoot + "/" + Self.fixture + "/expected-lint.txt", encoding: .utf8)
        #expect(output == expected, "regenerate with `swift run ibkit lint \(Self.fixture) > \(Self.fixture)/expected-lint.txt`")
    }
}
