/// An Auto Layout `<constraint>`. When `firstItem` is absent IB means the view that owns the `<constraints>`.
public struct IBConstraint: Sendable, Hashable {
    public let element: IBElement

    public init(_ element: IBElement) { self.element = element }

    public var id: String? { element.id }
    /// The view owning the `<constraints>` element.
    public var owner: IBElement? { element.parent?.parent }
    public var firstItem: String? { element[.firstItem] ?? owner?.id }
    public var firstAttribute: String? { element[.firstAttribute] }
    public var secondItem: String? { element[.secondItem] }
    public var secondAttribute: String? { element[.secondAttribute] }
    /// `equal` when absent.
    public var relation: String { element[.relation] ?? "equal" }
    public var multiplier: String? { element[.multiplier] }
    public var constant: String? { element[.constant] }
    /// 1000 when absent.
    public var priority: String { element[.priority] ?? "1000" }
}
