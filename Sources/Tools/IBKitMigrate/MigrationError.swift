/// Why a migration could not be planned or applied: nothing was written.
public struct MigrationError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
