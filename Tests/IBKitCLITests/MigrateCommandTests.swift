import Foundation
import IBKitDiagnostics
@testable import IBKitCLI
import Testing

/// `ibkit migrate` as the README shows it: the dry run on Legacy, and --apply's refusals.
@Suite struct MigrateCommandTests {
    static let root = ExampleProjectTests.repositoryRoot

    /// `swift run ibkit migrate Examples/Legacy [--adopt]` prints exactly the committed expected file, and writes nothing.
    @Test(arguments: [([String](), "expected-migrate.txt"), (["--adopt"], "expected-migrate-adopt.txt")])
    func legacyDryRunIsTheCommittedOne(options: [String], expectedFile: String) throws {
        let before = try String(contentsOfFile: Self.root + "/Examples/Legacy/Legacy/Base.lproj/Main.storyboard", encoding: .utf8)
        let outcome = try MigrateCommand.parse([Self.root + "/Examples/Legacy"] + options).execute(workingDirectory: Self.root, environment: TestCaches.environment)
        let expected = try String(contentsOfFile: Self.root + "/Examples/Legacy/" + expectedFile, encoding: .utf8)
        #expect(outcome.standardOutput == expected, "regenerate with `swift run ibkit migrate Examples/Legacy \(options.joined(separator: " ")) > Examples/Legacy/\(expectedFile)` and review the diff")
        #expect(outcome.exitCode == 0)
        #expect(try String(contentsOfFile: Self.root + "/Examples/Legacy/Legacy/Base.lproj/Main.storyboard", encoding: .utf8) == before)
    }

    @Test func applyRefusesOutsideGitAndWritesWithAllowDirty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-migrate-cli-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.root + "/Examples/Legacy", toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let refused = try MigrateCommand.parse([folder, "--apply", "--only", "identifiers"]).execute(workingDirectory: folder, environment: TestCaches.environment)
        #expect(refused.exitCode == 2 && refused.standardError.contains { $0.contains("not in a git work tree") })
        let written = try MigrateCommand.parse([folder, "--apply", "--allow-dirty", "--only", "identifiers"]).execute(workingDirectory: folder, environment: TestCaches.environment)
        #expect(written.exitCode == 0 && written.standardOutput.hasPrefix("Migrated: 5 files written."))
        // ibkit gen ran again: the generated code no longer loads the old identifier.
        let generated = try String(contentsOfFile: folder + "/Generated/Legacy/IBKitGenerated.swift", encoding: .utf8)
        #expect(generated.contains("DetailViewController") && !generated.contains(#"{ "Detail" }"#))
        #expect(written.standardError.contains { $0.hasSuffix("Generated/Legacy/IBKitGenerated.swift: updated") })
        // The check ran on the migrated app, after gen, and says so in one line.
        #expect(written.standardError.last?.hasPrefix("ibkit check after the migration: nothing new") == true, "\(written.standardError)")
        let again = try MigrateCommand.parse([folder, "--only", "identifiers"]).execute(workingDirectory: folder, environment: TestCaches.environment)
        #expect(again.standardOutput.hasPrefix("Migration plan: 0 files to write"))
    }

    /// Run from outside the app, the plan names files from the app's root (never `../…`), and its diff is one
    /// `git apply` takes there.
    @Test func thePlanIsRelativeToTheAppAndItsDiffApplies() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-migrate-cli-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        let app = base + "/apps/Legacy", elsewhere = base + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/apps", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root + "/Examples/Legacy", toPath: app)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let outcome = try MigrateCommand.parse([app]).execute(workingDirectory: elsewhere, environment: TestCaches.environment)
        #expect(outcome.exitCode == 0)
        let insideOutcome = try MigrateCommand.parse([app]).execute(workingDirectory: app, environment: TestCaches.environment)
        #expect(outcome.standardOutput == insideOutcome.standardOutput, "the same plan from anywhere")
        #expect(!outcome.standardOutput.contains("../") && !outcome.standardOutput.contains(base))
        #expect(outcome.standardOutput.contains("\ndiff --git a/Legacy/Base.lproj/Main.storyboard b/Legacy/Base.lproj/Main.storyboard\n"))
        guard let start = outcome.standardOutput.range(of: "\ndiff --git ") else { Issue.record("no diff"); return }
        let patch = base + "/plan.diff"
        try Data(("diff --git " + outcome.standardOutput[start.upperBound...]).utf8).write(to: URL(fileURLWithPath: patch))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--check", patch]
        git.currentDirectoryURL = URL(fileURLWithPath: app)
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git apply --check takes the printed diff in the app's folder")
    }

    @Test func theCheckAfterTheMigrationNamesWhatIsNew() {
        func finding(_ rule: String, _ message: String, _ path: String) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: .error, message: message, path: path, line: 3, column: 5)
        }
        let before = [finding("unknown-class", "A is not declared", "Old.storyboard")]
        // A renamed file moves its finding: not new.
        #expect(MigrationCheck.summary(before: before, after: [finding("unknown-class", "A is not declared", "New.storyboard")])
            == ["ibkit check after the migration: nothing new (1 problem, as before)"])
        let after = before + [finding("unknown-identifier", "no scene 'X' in Main.storyboard", "App/List.swift")]
        #expect(MigrationCheck.summary(before: before, after: after) == [
            "warning: ibkit check after the migration finds more than before; review these before committing:",
            "  unknown-identifier: 0 → 1",
            "    App/List.swift:3:5: no scene 'X' in Main.storyboard",
        ])
    }

    @Test func unknownStepsAreUsageErrors() {
        #expect(throws: (any Error).self) { try MigrateCommand.parse(["--only", "identifiers,splitt"]) }
    }
}
