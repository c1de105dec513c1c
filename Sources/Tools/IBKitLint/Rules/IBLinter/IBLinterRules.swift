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
    /// How messages name an object: its class, its user label (else the text it shows) and its id
    /// (`UILabel 'Title' (ToM-Be-eNG)`), so the reader finds it in Xcode's outline or with a text search. A cell's
    /// content view has no class of its own to show (UIKit makes it): it is named by its cell.
    var messageName: String {
        if isCellContentView, let cell = parent {
            return "the content view" + (id.map { " (\($0))" } ?? "") + " of " + cell.messageName
        }
        var out = effectiveClassName
        if let label = userLabel ?? visibleText.map({ IBElement.excerpt($0) }) { out += " '\(label)'" }
        if let id { out += " (\(id))" }
        return out
    }

    /// A table or collection view cell's `contentView`: UIKit sizes it to the cell, so nothing constrains it directly.
    var isCellContentView: Bool {
        self.is(.tableViewCellContentView) || self.is(.collectionViewCellContentView)
    }

    /// How a constraint's item reads in a message: the user label, else the class with the text it shows, else
    /// the class with the id (`'Avatar'`, `UILabel 'Name'`, `UIView (21r-m3-SHF)`).
    var itemName: String {
        if let label = userLabel { return "'\(label)'" }
        if isCellContentView { return "contentView" }
        if name == "viewLayoutGuide" { return key == "safeArea" ? "Safe Area" : "layout guide" }
        if let text = visibleText { return "\(effectiveClassName) '\(IBElement.excerpt(text))'" }
        return effectiveClassName + (id.map { " (\($0))" } ?? "")
    }
}
