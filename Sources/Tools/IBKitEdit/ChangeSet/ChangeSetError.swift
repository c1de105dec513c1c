import IBKitPlumbing
/// Why a plan could not be built or applied. When `apply` throws, no file has been changed.
public enum ChangeSetError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// An edit or rename of a file that is not there.
    case missing(path: String)
    /// A rename onto a path where there is a file.
    case destinationExists(path: String)
    /// A write to, or rename onto, a path the plan renames away.
    case renamedAway(path: String)
    /// Edits that could not be applied to the file.
    case edit(path: String, EditError)
    /// The result failed validation; nothing was written.
    case invalid([LocatedProblem])
    /// The file on disk is no longer the one the plan read; nothing was written.
    case changedOnDisk(path: String)
    /// Writing failed; nothing was changed (or, if restoring failed too, the reason says which file was not restored).
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .missing(path): "\(path) does not exist"
        case let .destinationExists(path): "cannot rename onto \(path): a file is there"
        case let .renamedAway(path): "\(path) is renamed to another path in the same plan"
        case let .edit(path, error): "\(path): \(error)"
        case let .invalid(problems):
            "the result is not valid, nothing was written:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
        case let .changedOnDisk(path): "\(path) changed on disk since the plan read it; nothing was written"
        case let .writeFailed(path, reason): "cannot write \(path): \(reason)"
        }
    }
}

