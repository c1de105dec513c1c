/// Why a file could not be read as an Interface Builder document, and where.
public struct IBParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: String, Sendable {
        /// Not well-formed XML.
        case syntax
        /// Recognised but not read: IB3 `<archive>` files, compiled nibs, `.storyboardc` folders.
        case unsupportedFormat
        /// Well-formed XML that is not an Interface Builder document.
        case notInterfaceBuilder
        /// The file could not be read: missing, a directory, not a regular file, too large, no permission.
        case unreadable
    }

    public let path: String
    public let location: SourceLocation
    public let message: String
    public let reason: Reason

    public init(path: String, location: SourceLocation, message: String, reason: Reason) {
        self.path = path
        self.location = location
        self.message = message
        self.reason = reason
    }

    public var description: String { "\(path):\(location.line):\(location.column): \(message)" }
}
