/// A cell or reusable view registered as a class built in code while a nib named after it is in its bundle.
///
/// `register(Cell.self)` picks its overload statically: a xib cell that does not conform to `Nibable` (or whose
/// conformance a generic call site hides) gets the overload for cells built in code, which registers the class.
/// UIKit then makes the cell with `init(style:reuseIdentifier:)`, never reads the xib, and every outlet stays
/// nil. Debug builds stop with this message instead.
public struct CodeRegistrationOfNib: Sendable, Equatable, CustomStringConvertible {
    /// The type registered, qualified without module.
    public let typeName: String
    /// Its class name, which the nib is named after.
    public let className: String
    /// `cell`, `header/footer view`, `supplementary view`.
    public let role: String
    public let bundlePath: String
    /// The type conforms to `Nibable`, but the call site saw only the base class.
    public let conformsToNibable: Bool

    public init(typeName: String, className: String, role: String, bundlePath: String, conformsToNibable: Bool) {
        self.typeName = typeName
        self.className = className
        self.role = role
        self.bundlePath = bundlePath
        self.conformsToNibable = conformsToNibable
    }

    public var description: String {
        let found = "\(typeName) is registered as a \(role) built in code, but \(className).nib (compiled from "
            + "\(className).xib) is in its bundle \(bundlePath): registered this way, the xib is never loaded and its "
            + "outlets stay nil."
        let fix = conformsToNibable
            ? "\(typeName) conforms to Nibable, but the call site only knows it as a base class (a generic parameter "
                + "constrained to the base class): constrain it to Nibable too, so register(_:) registers the nib."
            : "Conform \(typeName) to Nibable so register(_:) registers the nib; if the \(role) really is built in "
                + "code, rename the xib."
        return found + " " + fix
    }
}
