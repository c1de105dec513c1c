extension RuleRegistry {
    /// Rules protecting the seeds' conventions (000, 003).
    static let seedRules: [any Rule.Type] = [
        // Seed 000: one view controller per storyboard, names = class names.
        HasSingleViewControllerRule.self,
        CustomClassNameRule.self,
        StoryboardViewControllerIDRule.self,
        StoryboardInstantiableRule.self,
        HasInitialViewControllerRule.self,
        ReuseIdentifierRule.self,
        XibClassNameRule.self,
        // Seed 003: static layout only, components styled in code, no segues.
        NoSegueRule.self,
        ComponentInlineStyleRule.self,
    ]
}
