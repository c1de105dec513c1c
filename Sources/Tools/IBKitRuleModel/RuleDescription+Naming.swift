extension RuleDescription {
    /// Rule ids are kebab-case; IBLinter's and SwiftLint-style snake_case spellings are accepted everywhere.
    public static func normalizedID(_ id: String) -> String {
        id.replacingOccurrences(of: "_", with: "-")
    }

    /// Whether `name` names this rule: its id or its IBLinter name, in either spelling (`duplicate_id` names
    /// `duplicate-id`).
    public func isNamed(_ name: String) -> Bool {
        let normal = Self.normalizedID(name)
        return id == normal || iblinterName.map(Self.normalizedID) == normal
    }
}
