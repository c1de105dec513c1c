import IBKitDocument

extension RuleRegistry {
    /// Rules IBLinter has, under IBLinter's names in kebab-case.
    static let iblinterRules: [any Rule.Type] = [
        AmbiguousViewRule.self,
        MisplacedViewRule.self,
        DuplicateIDRule.self,
        DuplicateConstraintRule.self,
        EnableAutolayoutRule.self,
        RelativeToMarginRule.self,
        UseTraitCollectionsRule.self,
        ViewAsDeviceRule.self,
        StackViewBackgroundColorRule.self,
        ImageResourcesRule.self,
        ColorResourcesRule.self,
        HidesBottomBarRule.self,
        UseBaseClassRule.self,
    ]
}

extension IBElement {
    /// How messages name an object: its class, its user label if any, and its id
    /// (`UILabel 'Title' (ToM-Be-eNG)`), so the reader finds it in Xcode's outline or with a text search.
    var messageName: String {
        var out = effectiveClassName
        if let label = userLabel { out += " '\(label)'" }
        if let id { out += " (\(id))" }
        return out
    }
}
