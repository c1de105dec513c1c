import Foundation
import IBKitDiagnostics
@testable import IBKitLint
import IBKitRuleModel
import IBKitTestSupport
import IBKitWorkspace
import Testing

/// IBLinter's own rule fixtures, with the violation counts IBLinter's tests expect (`EXPECTED.tsv`), linted with
/// the IBKit rule of the same name and only that rule.
enum IBLinterOracle {
    /// `<repo>/../shared/oracles/iblinter`, when present beside the project.
    static let root: URL? = SharedFixtures.folder("oracles/iblinter/EXPECTED.tsv")?.deletingLastPathComponent()

    struct Row: CustomTestStringConvertible, Sendable {
        let rule: String
        let fixture: String
        /// An exact count, or nil for "more than zero" (`>0`).
        let expected: Int?
        let note: String
        var testDescription: String { "\(rule) \(fixture.split(separator: "/").last ?? "")" }
    }

    static let rows: [Row] = {
        guard let root, let text = try? String(contentsOf: root.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { return nil }
            return Row(rule: fields[0], fixture: fields[1], expected: Int(fields[2]), note: fields.count > 3 ? fields[3] : "")
        }
    }()

    /// Options as IBLinter's tests configure each rule.
    static let options: [String: String] = [
        "use_base_class": "{element_classes: [UILabel], base_classes: [PrimaryLabel, SecondaryLabel]}",
        "use_trait_collections": "{use_trait_collections: true}",
        "hides_bottom_bar": "{excluded_view_controllers: []}",
        // IBKit leaves a xib cell's missing identifier to `ibkit check` by default (docs/rules.md, reuse-identifier).
        "reuse_identifier": "{allow_missing_in_xib: false}",
    ]

    /// Checked by `ibkit check`, which reads the Swift sources declaring the classes; not a lint rule.
    static let checkedElsewhere: Set<String> = ["custom_module"]
}

@Suite struct IBLinterOracleTests {
    @Test(.enabled(if: IBLinterOracle.root != nil, "../shared/oracles/iblinter is absent: IBLinter oracle skipped"))
    func expectationsAreRead() {
        #expect(IBLinterOracle.rows.count >= 20, "EXPECTED.tsv has fewer rows than IBLinter's fixtures")
    }

    @Test(.enabled(if: IBLinterOracle.root != nil, "../shared/oracles/iblinter is absent: IBLinter oracle skipped"),
          arguments: IBLinterOracle.rows.filter { !IBLinterOracle.checkedElsewhere.contains($0.rule) })
    func ruleReportsWhatIBLinterExpects(row: IBLinterOracle.Row) throws {
        try check(row)
    }

    @Test(.disabled("custom_module is checked by `ibkit check` against the Swift sources declaring the classes, not by `ibkit lint`"),
          arguments: IBLinterOracle.rows.filter { IBLinterOracle.checkedElsewhere.contains($0.rule) })
    func checkedByIBKitCheck(row: IBLinterOracle.Row) throws {
        try check(row)
    }

    func check(_ row: IBLinterOracle.Row) throws {
        let root = try #require(IBLinterOracle.root)
        guard let type = RuleRegistry.rule(id: row.rule) else {
            Issue.record("IBLinter rule '\(row.rule)' has no IBKit rule (fixture \(row.fixture))")
            return
        }
        let id = type.description.id
        let fixture = root.appendingPathComponent(row.fixture)
        let (options, _) = try ConfigurationLoader.ruleOptions(yaml: IBLinterOracle.options[row.rule] ?? "", ruleID: id)
        let rules = [ConfiguredRule(rule: try type.init(options: options), id: id, severity: type.description.defaultSeverity)]
        let found = LintEngine.lint(path: fixture.path, rules: rules, assets: Self.catalogs(beside: fixture))
        let count = found.filter { $0.ruleID == id }.count
        let report = found.map { "\($0.line):\($0.column) \($0.message)" }
        #expect(found.allSatisfy { $0.ruleID == id }, "unexpected diagnostics: \(report)")
        if let expected = row.expected {
            #expect(count == expected, "\(id) on \(row.fixture) (\(row.note)): \(report)")
        } else {
            #expect(count > 0, "\(id) on \(row.fixture) (\(row.note)): nothing reported")
        }
    }

    /// IBLinter's catalog fixture: namespaced folders prefix names, plain folders do not, symbol sets are images.
    @Test(.enabled(if: IBLinterOracle.root != nil, "../shared/oracles/iblinter is absent: IBLinter oracle skipped"))
    func assetCatalogNamesFollowXcodesNamespaces() throws {
        let root = try #require(IBLinterOracle.root)
        let index = AssetCatalogIndex.scan([root.appendingPathComponent("Rules/ImageResourcesRule/Media.xcassets").path])
        #expect(index.images == [
            "Apple", "Empty", "AppleNonNamespaced", "Namespace/AppleNamespaced", "Namespace/EmptyNested",
            "Namespace/NamespaceNestedSymbol", "Namespace/NestedNamespace/EmptyNamespaced",
            "Namespace/NestedNamespace/NestedNamespaceSymbol",
        ])
        #expect(index.colors.isEmpty)
        let colors = AssetCatalogIndex.scan([root.appendingPathComponent("Rules/ColorResourcesRule/Colors.xcassets").path])
        #expect(colors.colors == ["ColorResourcesTestColor"] && colors.images == ["MyTestColor"])
    }

    /// The `*.xcassets` in the fixture's folder, as IBLinter's resource tests pass them.
    static func catalogs(beside fixture: URL) -> AssetCatalogIndex {
        let folder = fixture.deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let catalogs = entries.filter { $0.hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0).path }
        return catalogs.isEmpty ? .none : AssetCatalogIndex.scan(catalogs)
    }
}
