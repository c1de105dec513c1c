/// A line of the plan: something the migration does, or something it leaves for a person, with where and why.
public struct MigrationNote: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable { case change, human }

    public var kind: Kind
    public var step: MigrationStepID
    /// `path:line:col` relative to the migration's root, or a path; empty for the project as a whole.
    public var place: String
    public var message: String

    public init(_ kind: Kind, _ step: MigrationStepID, at place: String, _ message: String) {
        self.kind = kind
        self.step = step
        self.place = place
        self.message = message
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.step, a.kind.rawValue, a.place, a.message) < (b.step, b.kind.rawValue, b.place, b.message)
    }
}
