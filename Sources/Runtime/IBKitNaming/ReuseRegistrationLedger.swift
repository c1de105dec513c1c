/// Which type registered which reuse identifier on one table or collection view.
///
/// Generic arguments are not part of a class name, so `Cell<Int>` and `Cell<String>` both register `Cell`;
/// UIKit would silently keep the last registration and hand out the wrong class. The runtime library keeps one
/// ledger per view in debug builds and reports a collision the moment the second type registers.
public struct ReuseRegistrationLedger: Sendable {
    /// Where a reuse identifier is registered: the cells of a table share one namespace, its header/footer
    /// views another; a collection view's supplementary views are per element kind.
    public enum Namespace: Hashable, Sendable, CustomStringConvertible {
        case cell
        case headerFooter
        case supplementary(kind: String)

        public var description: String {
            switch self {
            case .cell: "cell"
            case .headerFooter: "header/footer view"
            case .supplementary(let kind): "supplementary view of kind \"\(kind)\""
            }
        }
    }

    /// A second type registering an identifier another type holds.
    public struct Collision: Error, Sendable, Equatable, CustomStringConvertible {
        public let reuseIdentifier: String
        public let namespace: Namespace
        public let registered: String
        public let registering: String

        public var description: String {
            "\(registering) registers the \(namespace) reuse identifier \"\(reuseIdentifier)\", already registered by "
                + "\(registered) on this view: dequeuing would return the wrong class. Generic arguments are not "
                + "part of reuse identifiers; give one of the types its own identifier "
                + "(static var reuseIdentifier: String { \"…\" }) or register it on another view."
        }
    }

    private var owners: [Key: String] = [:]

    private struct Key: Hashable, Sendable {
        let namespace: Namespace
        let identifier: String
    }

    public init() {}

    /// Records that `typeName` (a full `String(reflecting:)` name, generic arguments included) registers
    /// `reuseIdentifier`. Re-registering the same type is fine (UIKit allows it); another type is a collision,
    /// and the first owner is kept.
    public mutating func register(
        _ reuseIdentifier: String, in namespace: Namespace = .cell, by typeName: String
    ) throws(Collision) {
        let key = Key(namespace: namespace, identifier: reuseIdentifier)
        if let owner = owners[key], owner != typeName {
            throw Collision(reuseIdentifier: reuseIdentifier, namespace: namespace, registered: owner, registering: typeName)
        }
        owners[key] = typeName
    }

    /// The type registered for an identifier, if any.
    public func owner(of reuseIdentifier: String, in namespace: Namespace = .cell) -> String? {
        owners[Key(namespace: namespace, identifier: reuseIdentifier)]
    }
}
