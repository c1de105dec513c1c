import IBKitRuleModel

/// Every built-in rule. Each family lists its rules in its own file under `Rules/`.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = (coreRules + conventionRules + iblinterRules)
        .sorted { $0.description.id < $1.description.id }

    /// The rule with the given id or IBLinter alias (`duplicate_id` finds `duplicate-id`).
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.isNamed(id) }
    }
}
