extension RuleRegistry {
    /// Rules protecting the seeds' conventions (000, 003).
    static let seedRules: [any Rule.Type] = []
}
