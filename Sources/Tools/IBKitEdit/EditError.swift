/// Why edits could not be computed or applied. Nothing is changed when one is thrown.
public enum EditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two edits touch the same bytes (or one inserts inside the other's range): which one wins is not defined.
    case overlapping(TextEdit, TextEdit)
    /// An edit's range is not inside the file's bytes.
    case outOfBounds(TextEdit, byteCount: Int)
    /// A value that cannot be written in the place it is meant for (a control character XML does not allow,
    /// a line break in a one-line Swift literal's replacement when the literal is multi-line, …).
    case notRepresentable(String, reason: String)
    /// An attribute or element name that is not an XML name.
    case invalidName(String)
    /// The attribute to insert is already on the element: XML allows one of each.
    case attributeExists(String)

    public var description: String {
        switch self {
        case let .overlapping(a, b): "edits overlap: \(a) and \(b)"
        case let .outOfBounds(edit, count): "edit outside the file's \(count) bytes: \(edit)"
        case let .notRepresentable(value, reason): "cannot write \(value.debugDescription): \(reason)"
        case let .invalidName(name): "\(name.debugDescription) is not an XML name"
        case let .attributeExists(name): "the element already has the attribute \(name)"
        }
    }
}
