extension RuleRegistry {
    /// Rules enforcing IBKit's conventions (docs/conventions.md): their findings are convention findings.
    static let conventionRules: [any Rule.Type] = [
        // Loading by type: one view controller per storyboard, names = class names.
        HasSingleViewControllerRule.self,
        CustomClassNameRule.self,
        StoryboardViewControllerIDRule.self,
        StoryboardInstantiableRule.self,
        HasInitialViewControllerRule.self,
        ReuseIdentifierRule.self,
        XibClassNameRule.self,
        // Storyboards for static layout: components styled in code, no segues.
        NoSegueRule.self,
        ComponentInlineStyleRule.self,
    ]
}
