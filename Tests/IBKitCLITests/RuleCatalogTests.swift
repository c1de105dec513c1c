import Foundation
@testable import IBKitCLI
import IBKitDiagnostics
import IBKitGen
import IBKitLint
import IBKitWorkspace
import Testing

@Suite struct RuleCatalogTests {
    @Test(arguments: ReporterRegistry.all.map { $0.identifier })
    func summariesAreBuiltOnlyForReportersThatReadThem(identifier: String) throws {
        let reporter = try #require(ReporterRegistry.reporter(named: identifier))
        var asked = false
        let summaries = KnownRules.summaries(for: reporter) { asked = true; return ["own-finding": "a command's own"] }
        if reporter.readsRuleSummaries {
            #expect(asked)
            #expect(summaries["own-finding"] == "a command's own")
            for rule in RuleRegistry.all { #expect(summaries[rule.description.id] == rule.description.summary) }
        } else {
            #expect(!asked)
            #expect(summaries.isEmpty)
        }
    }

    @Test func onlySARIFReadsThem() {
        #expect(ReporterRegistry.all.filter { $0.readsRuleSummaries }.map { $0.identifier } == [SARIFReporter.identifier])
    }

    @Test func genListsItsOwnFindingsAndLintRulesInSARIF() throws {
        let project = try TemporaryProject(configuration: "")
        try project.write("App/HogeViewController.storyboard", GenCommandTests.hoge)
        let outcome = try GenCommand.parse([project.path("App"), "--output", project.path("Out.swift"), "--reporter", "sarif"])
            .execute(workingDirectory: project.root, environment: TestCaches.environment)
        let log = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        let runs = try #require(log?["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let described = Dictionary(uniqueKeysWithValues: rules.compactMap { rule -> (String, String)? in
            guard let id = rule["id"] as? String, let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String else { return nil }
            return (id, text)
        })
        #expect(described[GenDiagnostics.unknownClass] == GenDiagnostics.summaries[GenDiagnostics.unknownClass])
        #expect(described["parse-error"] != nil && described["parse-error"] != "parse-error")
    }
}
