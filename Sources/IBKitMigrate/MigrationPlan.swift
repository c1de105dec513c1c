import IBKitDocument
import IBKitEdit

/// What a migration will write (`changes`) and say (`notes`). Steps build it in order; each reads files through
/// it, so a later step sees an earlier one's result.
public struct MigrationPlan: Sendable {
    public var changes: ChangeSet
    public private(set) var notes: [MigrationNote] = []

    public init(root: String) {
        changes = ChangeSet(root: root)
    }

    public mutating func note(_ kind: MigrationNote.Kind, _ step: MigrationStepID?, at place: String, _ message: String) {
        notes.append(MigrationNote(kind, step, at: place, message))
    }

    /// `path:line:col` as the plan's notes and diff show paths (relative to the plan's root).
    public func place(_ path: String, _ line: Int, _ column: Int) -> String {
        "\(changes.displayPath(path)):\(line):\(column)"
    }

    /// The IB file as the plan leaves it so far: `original` (parsed once for the whole run) while the plan has not
    /// changed it, else parsed again; nil when it is gone or does not parse.
    public mutating func document(_ path: String, original: IBDocument) -> IBDocument? {
        changes.changes(path) ? document(path) : original
    }

    /// The IB file as the plan leaves it so far, parsed; nil when it is gone or does not parse.
    public mutating func document(_ path: String) -> IBDocument? {
        guard let bytes = try? changes.read(path) else { return nil }
        return try? IBDocument(bytes: bytes, path: path)
    }

    /// The text of a file as the plan leaves it so far.
    public mutating func text(_ path: String) -> String? {
        guard let bytes = try? changes.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
