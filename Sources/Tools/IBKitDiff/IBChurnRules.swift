import IBKitDocument

/// `Churn` and the element names of `ibkit diff`, for the tools that decide with the same rules (`ibkit merge`):
/// what Xcode writes without a user edit, which attributes hold ids, how a person knows an element.
public enum IBChurnRules {
    /// Attributes Xcode rewrites without a user edit (`toolsVersion`, `misplaced`, …), `id` included.
    public static var ignoredAttributes: Set<String> { Churn.ignoredAttributes }
    /// True when the attribute with this value is churn (an ignored attribute, or an upgrade's default value).
    public static func isIgnored(attribute name: String, value: String) -> Bool { Churn.isIgnored(attribute: name, value: value) }
    /// True for elements that are churn as a whole: `<dependencies>`, `<resources>`, `<device>`, canvas locations.
    public static func isIgnored(_ element: IBElement) -> Bool { Churn.isIgnored(element) }
    /// Attributes whose value is the id of another element of the same document.
    public static var referenceAttributes: Set<String> { Churn.referenceAttributes }
    /// Two numbers that differ by float noise only (`20.333333333333332` and `20.33`); frames take 0.5.
    public static func sameNumber(_ a: String, _ b: String, tolerance: Double = 0.0001) -> Bool { Churn.sameNumber(a, b, tolerance: tolerance) }
    /// The storyboard scene's or xib top-level object's name, as the diff groups changes under.
    public static func sceneName(_ element: IBElement) -> String { ElementNames.ownerName(element) }
}

/// How an outline names the elements of one document: `label 'Title'`, `PhotoCell (tableViewCell)`,
/// `outlet titleLabel → label 'A'` (the targets of connections found by id in the document).
public struct IBElementNamer: Sendable {
    private let description: ElementDescription

    public init(_ document: IBDocument) {
        description = ElementDescription(document)
    }

    public func name(_ element: IBElement) -> String { description.line(element) }
}
