import IBKitDiagnostics
import IBKitRuleModel
import IBKitWorkspace

/// A rule made from its options, with the severity it reports at.
public struct ConfiguredRule: Sendable {
    public let rule: any Rule
    public let id: String
    public let severity: Severity

    public init(rule: any Rule, id: String, severity: Severity) {
        self.rule = rule
        self.id = id
        self.severity = severity
    }
}

extension Configuration {
    /// Makes the enabled rules of a selection. Throws for bad options.
    public static func makeRules(_ selection: RuleSelection) throws(ConfigurationError) -> [ConfiguredRule] {
        var out: [ConfiguredRule] = []
        for type in RuleRegistry.all where selection.isEnabled(type.description) {
            let id = type.description.id
            let setting = selection.settings[id]
            let options = RuleOptions(ruleID: id, values: setting?.options ?? [:], locations: setting?.locations ?? [:])
            out.append(ConfiguredRule(rule: try type.init(options: options), id: id,
                                      severity: setting?.severity ?? type.description.defaultSeverity))
        }
        return out
    }
}

extension RuleCatalog {
    /// Lint's rules: `.ibkit.yml`'s top level and its overrides name them. Validating a selection makes every rule
    /// it enables, so that bad options fail when the file is read, with their line.
    public static let lint = RuleCatalog(descriptions: RuleRegistry.all.map { $0.description }, command: "rules") { selection throws(ConfigurationError) in
        _ = try Configuration.makeRules(selection)
    }
}

extension ConfigurationLoader {
    /// Options of one lint rule from YAML (`{allow_relationship: true}`), validated as in `.ibkit.yml`.
    public static func ruleOptions(yaml: String, ruleID: String) throws(ConfigurationError) -> (RuleOptions, Severity?) {
        guard let rule = RuleRegistry.rule(id: ruleID) else { throw ConfigurationError("unknown rule '\(ruleID)'; `ibkit rules` lists them") }
        return try ruleOptions(yaml: yaml, description: rule.description, command: "rules")
    }
}
