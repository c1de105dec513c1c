import IBKitDocument

/// What the resolver needs of a binding, without the document: its text, the view's IB element, and the classes
/// of the objects that may own it (innermost first, see `IBBinding.ownerCandidates`). Plain data, so gen's
/// catalog can keep it.
public struct BindingSite: Sendable, Codable, Hashable {
    /// Nil when the attribute is not a string.
    public var text: String?
    public var viewElement: String
    public var ownerClasses: [String]

    public init(text: String?, viewElement: String, ownerClasses: [String]) {
        self.text = text
        self.viewElement = viewElement
        self.ownerClasses = ownerClasses
    }

    public init(_ binding: IBBinding) {
        // A candidate without a class cannot own anything; the first one with a class is what the view belongs to.
        self.init(text: binding.text, viewElement: binding.view.name, ownerClasses: binding.ownerCandidates.compactMap(\.customClass))
    }
}
