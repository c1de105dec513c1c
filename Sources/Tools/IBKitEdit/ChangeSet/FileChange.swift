/// What a plan does to one file: its content before and after, and its old name when it is renamed.
public struct FileChange: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case created, modified, renamed
    }

    /// Where the file is after the change (absolute).
    public let path: String
    /// Where it was, for a renamed file (absolute).
    public let oldPath: String?
    /// The content before; nil for a created file.
    public let before: [UInt8]?
    public let after: [UInt8]

    public var kind: Kind {
        if oldPath != nil { return .renamed }
        return before == nil ? .created : .modified
    }
}
