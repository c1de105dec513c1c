@testable import IBKitCLI
import IBKitCheck
import IBKitRuleModel
import Testing

@Suite struct CheckDocumentationCommandTests {
    @Test func explainPrintsOneCheckByIDOrIBLinterName() throws {
        let outcome = try CheckCommand.parse(["--explain", "custom_module"]).execute()
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput.hasPrefix("custom-module: "))
        #expect(outcome.standardOutput.contains("Triggering example 1"))
    }

    @Test func explainRejectsAnUnknownID() throws {
        let outcome = try CheckCommand.parse(["--explain", "no-such-check"]).execute()
        #expect(outcome.exitCode == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == ["error: unknown check 'no-such-check'; `ibkit check --list` lists them"])
    }

    @Test func markdownIsTheGeneratedDocument() throws {
        let outcome = try CheckCommand.parse(["--markdown"]).execute()
        #expect(outcome.exitCode == 0)
        #expect(outcome.standardOutput == RuleBook.checks.markdown())
    }
}
