import IBKitDiagnostics
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

@Suite struct ConfigurationTests {
    func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationLoader.parse(yaml: yaml, path: ".ibkit.yml", rootDirectory: "/project", rules: .lint)
    }

    func error(_ yaml: String) -> ConfigurationError? {
        do { _ = try parse(yaml); return nil } catch { return error }
    }

    @Test func emptyFileGivesDefaults() throws {
        let c = try parse("")
        #expect(c.included.isEmpty && c.excluded.isEmpty && c.overrides.isEmpty)
        #expect(c.rules.disabled.isEmpty && c.rules.only == nil)
    }

    @Test func readsEveryTopLevelKey() throws {
        let c = try parse("""
            included: [App]
            excluded:
              - Pods
              - "**/Generated"
            disabled_rules: [parse_error]
            opt_in_rules: []
            asset_catalogs: [App/Assets.xcassets]
            rules:
              parse-error:
                severity: warning
            overrides:
              - paths: [Legacy/**]
                rules:
                  parse-error: error
            """)
        #expect(c.included.map(\.pattern) == ["App"])
        #expect(c.excluded.map(\.pattern) == ["Pods", "**/Generated"])
        #expect(c.rules.disabled == ["parse-error"], "IBLinter-style snake_case ids are normalised")
        #expect(c.rules.settings["parse-error"]?.severity == .warning)
        #expect(c.assetCatalogs == ["/project/App/Assets.xcassets"])
        #expect(c.overrides.count == 1)
        #expect(c.selection(forRelativePath: "Legacy/Main.storyboard").settings["parse-error"]?.severity == .error)
        #expect(c.selection(forRelativePath: "App/Main.storyboard").settings["parse-error"]?.severity == .warning)
    }

    @Test func unknownTopLevelKeyIsAnErrorWithItsLine() {
        let e = error("""
            excluded: [Pods]
            disabled_rule: [parse-error]
            """)
        #expect(e?.location?.line == 2)
        #expect(e?.location?.column == 1)
        #expect(e?.message.contains("unknown configuration key 'disabled_rule'") == true)
        #expect(e?.message.contains("did you mean 'disabled_rules'") == true)
    }

    @Test func unknownRuleIsAnErrorWithItsLine() {
        let e = error("""
            disabled_rules:
              - parse-eror
            """)
        #expect(e?.location?.line == 2)
        #expect(e?.message.contains("unknown rule 'parse-eror'") == true)
        #expect(e?.message.contains("did you mean 'parse-error'") == true)
    }

    @Test func unknownRuleOptionIsAnError() {
        let e = error("""
            rules:
              parse-error:
                colour: red
            """)
        #expect(e?.location?.line == 3)
        #expect(e?.message.contains("unknown option of rule 'parse-error' 'colour'") == true)
    }

    @Test func badSeverityIsAnError() {
        let e = error("rules: {parse-error: {severity: fatal}}")
        #expect(e?.message.contains("severity must be one of info, warning, error") == true)
        #expect(e?.location?.line == 1)
    }

    @Test func unknownOverrideKeyAndMissingPathsAreErrors() {
        #expect(error("overrides:\n  - path: [A]\n")?.location?.line == 2)
        #expect(error("overrides:\n  - disabled_rules: [parse-error]\n")?.message.contains("needs 'paths'") == true)
    }

    @Test func invalidYAMLReportsWhereItBroke() {
        let e = error("excluded: [Pods\nrules: {")
        #expect(e?.message.hasPrefix("invalid YAML") == true)
        #expect((e?.location?.line ?? 0) >= 1)
    }

    @Test func duplicateKeyIsAnError() {
        #expect(error("excluded: [A]\nexcluded: [B]\n") != nil)
    }

    @Test func overridesLayerInOrder() throws {
        let c = try parse("""
            disabled_rules: [parse-error]
            overrides:
              - paths: [A]
                opt_in_rules: [parse-error]
              - paths: [A/B]
                disabled_rules: [parse-error]
            """)
        let parseError = ParseErrorRule.description
        #expect(!c.selection(forRelativePath: "X/y.xib").isEnabled(parseError))
        #expect(c.selection(forRelativePath: "A/y.xib").isEnabled(parseError), "an override can re-enable a disabled rule")
        #expect(!c.selection(forRelativePath: "A/B/y.xib").isEnabled(parseError), "later overrides win")
    }

    @Test func onlyRulesSelectsExactly() throws {
        let c = try parse("only_rules: [parse-error]")
        let rules = try Configuration.makeRules(c.rules)
        #expect(rules.map(\.id) == ["parse-error"])
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("Pods", "Pods/A/B.xib", true),
        ("Pods", "App/Pods.xib", false),
        ("Legacy/**", "Legacy/Main.storyboard", true),
        ("**/Generated", "A/B/Generated/x.xib", true),
        ("**/*.xib", "A/B/x.xib", true),
        ("**/*.xib", "A/B/x.storyboard", false),
        ("App/*.storyboard", "App/Main.storyboard", true),
        ("App/*.storyboard", "App/Sub/Main.storyboard", false),
        ("App/?ain.storyboard", "App/Main.storyboard", true),
        ("./App/", "App/Main.storyboard", true),
        ("**", "anything/at/all", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
