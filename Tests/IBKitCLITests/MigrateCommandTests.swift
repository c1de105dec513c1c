import Foundation
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
        let again = try MigrateCommand.parse([folder, "--only", "identifiers"]).execute(workingDirectory: folder, environment: TestCaches.environment)
        #expect(again.standardOutput.hasPrefix("Migration plan: 0 files to write"))
    }

    @Test func unknownStepsAreUsageErrors() {
        #expect(throws: (any Error).self) { try MigrateCommand.parse(["--only", "identifiers,splitt"]) }
    }
}
