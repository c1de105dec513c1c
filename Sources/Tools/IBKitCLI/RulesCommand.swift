import ArgumentParser
import Foundation
import IBKitCheck
import IBKitLint
import IBKitRuleModel

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules of lint and the checks of check, or explain one with its examples.",
        discussion: "IBLinter's snake_case names are accepted: `ibkit rules duplicate_id`. Checks are marked `check`; "
            + "`ibkit rules ID` explains a check as `ibkit check --explain ID` does."
    )

    @Argument(help: "A rule or check id to explain.")
    var id: String?

    @Flag(help: "Print docs/rules.md (all rules, with examples) instead.")
    var markdown = false

    func run() throws {
        if markdown {
            print(RuleBook.lint.markdown(), terminator: "")
            return
        }
        guard let id else {
            let rows = RuleBook.lint.entries.map { ($0.description, "") } + RuleBook.checks.entries.map { ($0.description, "check") }
            print(RuleBook.table(rows), terminator: "")
            return
        }
        if let entry = RuleBook.lint.entry(named: id) {
            print(RuleBook.lint.explanation(entry), terminator: "")
        } else if let entry = RuleBook.checks.entry(named: id) {
            print(RuleBook.checks.explanation(entry), terminator: "")
        } else {
            printError("error: unknown rule or check '\(id)'; `ibkit rules` lists them")
            throw ExitCode.usageOrConfiguration
        }
    }
}
