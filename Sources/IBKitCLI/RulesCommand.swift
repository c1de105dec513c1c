import ArgumentParser
import Foundation
import IBKitCheck
import IBKitLint

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
            print(RuleDocumentation.markdown(), terminator: "")
            return
        }
        guard let id else {
            print(RuleDocumentation.table(adding: CheckRegistry.all.map { ($0.description, "check") }), terminator: "")
            return
        }
        if let rule = RuleRegistry.rule(id: id) {
            print(RuleDocumentation.explanation(rule.description), terminator: "")
        } else if let check = CheckRegistry.check(id: id) {
            print(CheckDocumentation.explanation(check), terminator: "")
        } else {
            printError("error: unknown rule or check '\(id)'; `ibkit rules` lists them")
            throw ExitCode.usageOrConfiguration
        }
    }
}
