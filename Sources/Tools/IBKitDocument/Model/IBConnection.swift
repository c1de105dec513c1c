/// An `<outlet>`, `<outletCollection>`, `<action>` or `<segue>` inside a `<connections>` element.
public struct IBConnection: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case outlet, outletCollection, action, segue
    }

    public let element: IBElement

    public init(_ element: IBElement) { self.element = element }

    static func isConnection(_ e: IBElement) -> Bool {
        (e.is(.outlet) || e.is(.outletCollection) || e.is(.action) || e.is(.segue)) && e.parent?.is(.connections) == true
    }

    public var kind: Kind {
        if element.is(.outlet) { return .outlet }
        if element.is(.outletCollection) { return .outletCollection }
        if element.is(.action) { return .action }
        return .segue
    }

    /// The object the connection belongs to (the element holding `<connections>`).
    public var source: IBElement? { element.parent?.parent }
    public var id: String? { element.id }
    /// Outlet name.
    public var property: String? { element[.property] }
    /// Id of the outlet's target, the action's sender-side target, or the segue's destination.
    public var destination: String? { element[.destination] }
    /// Action selector (`didTap:`).
    public var selector: String? { element[.selector] }
    /// Action target id.
    public var target: String? { element[.target] }
    /// Action event (`touchUpInside`).
    public var eventType: String? { element[.eventType] }
    /// Segue kind: `show`, `presentation`, `relationship`, `embed`, `unwind`, `custom`, …
    public var segueKind: String? { element[.kind] }
    /// Segue identifier.
    public var identifier: String? { element[.identifier] }
    /// Relationship name of a relationship segue (`rootViewController`, `viewControllers`).
    public var relationship: String? { element[.relationship] }
}
