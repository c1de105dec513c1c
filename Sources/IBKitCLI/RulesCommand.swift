import ArgumentParser
import Foundation
import IBKitLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its examples.",
        discussion: "IBLinter's snake_case names are accepted: `ibkit rules duplicate_id`."
    )

    @Argument(help: "A rule id to explain.")
    var id: String?

    @Flag(help: "Print docs/rules.md (all rules, with examples) instead.")
    var markdown = false

    func run() throws {
        if markdown {
            print(RuleDocumentation.markdown(), terminator: "")
            return
        }
        guard let id else {
            print(RuleDocumentation.table(), terminator: "")
            return
        }
        guard let rule = RuleRegistry.rule(id: id) else {
            printError("error: unknown rule '\(id)'; `ibkit rules` lists them")
            throw ExitCode.usageOrConfiguration
        }
        print(RuleDocumentation.explanation(rule.description), terminator: "")
    }
}
