extension RuleRegistry {
    static let coreRules: [any Rule.Type] = [ParseErrorRule.self, BindingKeyRule.self]
}
