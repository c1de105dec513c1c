import IBKitDocument
import IBKitEdit
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// `--fix` the SwiftLint way: a rule is correctable exactly when its description shows corrections, each example's
/// correction is the file its description says, and correcting that file again changes nothing.
@Suite struct RuleCorrectionTests {
    @Test(arguments: RuleExampleTests.rules)
    func correctableRulesShowTheirCorrections(rule: RuleExampleTests.RuleID) {
        let isCorrectable = rule.type is any CorrectableRule.Type
        #expect(rule.type.description.isCorrectable == isCorrectable, "\(rule.id): corrections in the description and CorrectableRule go together")
    }

    @Test(arguments: RuleExampleTests.rules.filter { $0.type.description.isCorrectable })
    func correctionsMakeTheExpectedFile(rule: RuleExampleTests.RuleID) throws {
        for (n, correction) in rule.type.description.corrections.enumerated() {
            let fixed = try Self.correct(correction.before.content, example: correction.before, rule: rule)
            #expect(fixed == correction.after, "\(rule.id) correction \(n + 1)")
            #expect(try Self.correct(fixed, example: correction.before, rule: rule) == fixed, "\(rule.id) correction \(n + 1) is not idempotent")
        }
    }

    static func correct(_ text: String, example: RuleExample, rule: RuleExampleTests.RuleID) throws -> String {
        let (options, _) = try ConfigurationLoader.ruleOptions(yaml: example.options ?? "", ruleID: rule.id)
        let made = try rule.type.init(options: options)
        let correctable = try #require(made as? any CorrectableRule)
        let bytes = Array(text.utf8)
        let file = LintFile(document: try IBDocument(bytes: bytes, path: example.fileName), path: example.fileName)
        return String(decoding: try FileEdits(correctable.corrections(file)).apply(to: bytes), as: UTF8.self)
    }
}
