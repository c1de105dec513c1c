import IBKitRuleModel

/// The rules a part of `.ibkit.yml` may name, and how to check a selection of them: the module that owns the rules
/// brings its catalog (lint's is `RuleCatalog.lint`), so the configuration does not depend on any rule family.
public struct RuleCatalog: Sendable {
    public let descriptions: [RuleDescription]
    /// The subcommand that lists them, for error messages (`rules`, `check --list`).
    public let command: String
    /// Throws for a selection whose options the rules refuse (with the option's line).
    public let validate: @Sendable (Configuration.RuleSelection) throws(ConfigurationError) -> Void

    public init(descriptions: [RuleDescription], command: String,
                validate: @escaping @Sendable (Configuration.RuleSelection) throws(ConfigurationError) -> Void = { _ in }) {
        self.descriptions = descriptions
        self.command = command
        self.validate = validate
    }
}
