#if canImport(UIKit)
import UIKit

/// A cell or reusable view whose reuse identifier is not its class name.
///
/// Rarely needed: the convention's identifier is the class name, and types that do not conform use it. Two
/// specialisations of one generic cell registered on the same view need different identifiers.
@MainActor
public protocol CustomReuseIdentifier: AnyObject {
    static var reuseIdentifier: String { get }
}

@MainActor
enum ReuseIdentifierLookup {
    /// The identifier a type registers and dequeues under.
    static func of(_ type: AnyClass) -> String {
        (type as? any CustomReuseIdentifier.Type)?.reuseIdentifier ?? ClassName.conventional(for: type)
    }
}
#endif
