import IBKitDocument

/// How an outline or a change names an IB element, without ids: its class and kind, and the text a person sees in
/// Interface Builder (`label 'Photo name'`, `PhotoCell (tableViewCell)`, `button 'Done'`, `content view of PhotoCell`).
enum ElementNames {
    static func name(_ element: IBElement) -> String {
        if element.name == "viewControllerPlaceholder" { return ownerName(element) }
        var kind = element.name
        if let customClass = element.customClass { kind = "\(customClass) (\(kind))" }
        if let label = element.userLabel { return "\(kind) '\(shortened(label))'" }
        if let text = visibleText(element) { return "\(kind) '\(shortened(text))'" }
        if let identifier = element.reuseIdentifier ?? element.storyboardIdentifier { return "\(kind) '\(shortened(identifier))'" }
        // A cell's or window's content view is its owner's: IB's outline names it so.
        if element.key == "contentView", element.customClass == nil, let owner = element.parent {
            return "content view of " + (owner.customClass ?? name(owner))
        }
        if let key = element.key, key != "view", key != element.name { return "\(kind) [\(key)]" }
        return kind
    }

    /// The class and kind alone: `label`, `PhotoCell (tableViewCell)`.
    static func kindName(_ element: IBElement) -> String {
        element.customClass.map { "\($0) (\(element.name))" } ?? element.name
    }

    /// How a connection's target is named: a view controller by its class alone (`DetailViewController`), the
    /// placeholders by their role, anything else as `name(_:)`.
    static func targetName(_ element: IBElement) -> String {
        // A xib's placeholders: `<placeholder placeholderIdentifier=…>` or macOS's `<customObject id="-2" userLabel="File's Owner">`.
        if let id = element.id, ["-1", "-2", "-3"].contains(id), let label = element.userLabel { return label }
        if element.name == "placeholder" {
            switch element.attribute("placeholderIdentifier") {
            case "IBFilesOwner": return "File's Owner"
            case "IBFirstResponder": return "First Responder"
            default: break
            }
        }
        if element.name == "exit" { return "Exit" }
        if element.attribute("sceneMemberID") == "viewController" || element.name == "viewControllerPlaceholder" {
            return ownerName(element)
        }
        return name(element)
    }

    /// What the element shows (the document model's `visibleText`).
    static func visibleText(_ element: IBElement) -> String? { element.visibleText }

    static func shortened(_ text: String) -> String { IBElement.excerpt(text) }

    /// A storyboard scene's or a xib top-level object's name: what changes are grouped under. A view controller by
    /// its custom class, user label, title, navigation title, storyboard identifier, else its kind; a storyboard
    /// reference by the storyboard it points at.
    static func ownerName(_ element: IBElement) -> String {
        if let name = element.customClass ?? element.userLabel { return name }
        if element.name == "viewControllerPlaceholder" {
            let storyboard = element.attribute("storyboardName") ?? "this storyboard"
            return "storyboard reference → " + storyboard + (element.attribute("referencedIdentifier").map { " '\($0)'" } ?? "")
        }
        if element.name == "placeholder" { return targetName(element) }
        if let title = element.attribute("title"), !title.isEmpty { return "\(element.name) '\(shortened(title))'" }
        if let item = element.children.first(where: { $0.key == "navigationItem" }), let title = item.attribute("title"), !title.isEmpty {
            return "\(element.name) '\(shortened(title))'"
        }
        if let identifier = element.storyboardIdentifier ?? element.reuseIdentifier { return "\(element.name) '\(identifier)'" }
        return element.name
    }
}
