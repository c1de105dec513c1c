import Foundation
import IBKitDiagnostics
@testable import IBKitLint
import Testing

/// IBLinter's own fixtures and violation counts (../shared/oracles/iblinter/EXPECTED.tsv), for the seed rules that
/// IBLinter also has. The counts come from IBLinter's tests, not from IBKit.
enum IBLinterOracle {
    static let root: URL? = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<6 {
            dir.deleteLastPathComponent()
            let candidate = dir.appendingPathComponent("../shared/oracles/iblinter").standardized
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("EXPECTED.tsv").path) { return candidate }
        }
        return nil
    }()

    struct Row: Sendable, CustomTestStringConvertible {
        let iblinterRule: String
        let fixture: String
        /// `4`, `0`, or `>0` (at least one).
        let expected: String
        var testDescription: String { "\(iblinterRule) \(fixture)" }
    }

    /// EXPECTED.tsv rows whose rule is one of the seed rules (matched by `iblinterName`).
    static let seedRows: [Row] = {
        guard let root, let text = try? String(contentsOf: root.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8) else { return [] }
        let names = Set(RuleRegistry.seedRules.compactMap { $0.description.iblinterName })
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, names.contains(fields[0]) else { return nil }
            return Row(iblinterRule: fields[0], fixture: fields[1], expected: fields[2])
        }
    }()
}

@Suite struct SeedRulesOracleTests {
    @Test(.enabled(if: IBLinterOracle.root != nil, "../shared/oracles/iblinter is absent: IBLinter oracle tests skipped"))
    func everySeedRuleWithAnIBLinterFixtureIsCovered() {
        let covered = Set(IBLinterOracle.seedRows.map(\.iblinterRule))
        // storyboard_viewcontroller_id has no fixture in IBLinter's test suite.
        #expect(covered == ["has_single_view_controller", "custom_class_name", "has_initial_view_controller", "reuse_identifier"])
    }

    @Test(.enabled(if: IBLinterOracle.root != nil, "../shared/oracles/iblinter is absent: IBLinter oracle tests skipped"),
          arguments: IBLinterOracle.seedRows)
    func reproducesIBLinterCount(row: IBLinterOracle.Row) throws {
        let type = try #require(RuleRegistry.rule(id: row.iblinterRule))
        let id = type.description.id
        let rule = try type.init(options: .empty(id))
        let path = IBLinterOracle.root!.appendingPathComponent(row.fixture).path
        let found = LintEngine.lint(path: path, rules: [ConfiguredRule(rule: rule, id: id, severity: .warning)], assets: .none)
        let summary = found.map { "\($0.line):\($0.column) \($0.message)" }
        if row.expected == ">0" {
            #expect(!found.isEmpty, "\(id) on \(row.fixture): IBLinter reports at least one violation")
        } else {
            let expected = try #require(Int(row.expected), "unreadable count '\(row.expected)'")
            #expect(found.count == expected, "\(id) on \(row.fixture): \(summary)")
        }
    }
}

@Suite struct SeedRuleOptionTests {
    @Test func iblinterNamesResolveToSeedRules() {
        for (alias, id) in [("has_single_view_controller", "has-single-view-controller"), ("custom_class_name", "custom-class-name"),
                            ("storyboard_viewcontroller_id", "storyboard-viewcontroller-id"),
                            ("has_initial_view_controller", "has-initial-view-controller"), ("reuse_identifier", "reuse-identifier")] {
            #expect(RuleRegistry.rule(id: alias)?.description.id == id)
        }
    }

    @Test func wrongOptionTypesAreConfigurationErrors() throws {
        let (options, _) = try ConfigurationLoader.ruleOptions(yaml: "{ignore_containers: maybe}", ruleID: "has-single-view-controller")
        #expect(throws: ConfigurationError.self) { try HasSingleViewControllerRule(options: options) }
        #expect(throws: ConfigurationError.self) {
            _ = try ConfigurationLoader.ruleOptions(yaml: "{component_class: [TitleLabel]}", ruleID: "component-inline-style")
        }
    }

    @Test func hasInitialViewControllerIsOptInAndTheOthersAreOnByDefault() {
        for type in RuleRegistry.seedRules {
            #expect(type.description.isOptIn == (type.description.id == "has-initial-view-controller"), "\(type.description.id)")
        }
    }

    /// A component's style is reported only once the components are configured; the same file is clean without.
    @Test func componentInlineStyleNeedsConfiguration() throws {
        let storyboard = RuleExample.storyboard("DemoViewController.storyboard", initial: "dem-vc-001", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <label opaque="NO" text="Title" id="ttl-lbl-001" customClass="TitleLabel" customModule="DemoUI">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                                        </label>
                                    </subviews>
                                </view>
            """))
            """)
        func count(_ yaml: String) throws -> Int {
            let (options, _) = try ConfigurationLoader.ruleOptions(yaml: yaml, ruleID: "component-inline-style")
            let rule = ConfiguredRule(rule: try ComponentInlineStyleRule(options: options), id: "component-inline-style", severity: .warning)
            return LintEngine.lint(bytes: Array(storyboard.content.utf8), path: storyboard.fileName, rules: [rule]).count
        }
        #expect(try count("") == 0)
        #expect(try count("{component_classes: [TitleLabel]}") == 1)
        #expect(try count("{component_modules: [DemoUI]}") == 1)
        #expect(try count("{component_modules: [OtherUI]}") == 0)
    }
}
