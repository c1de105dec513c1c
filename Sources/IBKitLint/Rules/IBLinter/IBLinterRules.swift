extension RuleRegistry {
    /// Rules IBLinter has, under IBLinter's names in kebab-case.
    static let iblinterRules: [any Rule.Type] = []
}
