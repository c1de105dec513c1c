import Foundation
import IBKitCheck
import IBKitLint
import Testing

/// `ibkit rules` lists lint's rules and check's checks, as `swiftlint rules` lists analyzer rules beside the others.
@Suite struct RulesCommandTests {
    @Test func listsRulesAndChecksAndExplainsBoth() throws {
        let list = try Executable.run(["rules"], in: FileManager.default.temporaryDirectory.path)
        #expect(list.status == 0)
        let lines = list.standardOutput.split(separator: "\n")
        #expect(lines.count == RuleRegistry.all.count + CheckRegistry.all.count)
        for check in CheckRegistry.all {
            let row = lines.first { $0.hasPrefix(check.description.id + " ") }
            #expect(row?.contains(" check ") == true, "\(check.description.id)")
        }
        for rule in RuleRegistry.all {
            let row = lines.first { $0.hasPrefix(rule.description.id + " ") }
            #expect(row != nil && row?.contains(" check ") == false, "\(rule.description.id)")
        }
        let check = try #require(CheckRegistry.all.first).description.id
        let explained = try Executable.run(["rules", check], in: FileManager.default.temporaryDirectory.path)
        #expect(explained.status == 0)
        #expect(explained.standardOutput.hasPrefix(check + ": "))
        let unknown = try Executable.run(["rules", "no-such-rule"], in: FileManager.default.temporaryDirectory.path)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown rule or check 'no-such-rule'"))
    }
}
