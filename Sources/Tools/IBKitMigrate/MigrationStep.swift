/// The steps of `ibkit migrate`, in the order they run (`--only` picks some).
public enum MigrationStepID: String, CaseIterable, Sendable, Comparable {
    /// Storyboard identifiers and reuse identifiers become class names; the Swift strings that load them follow.
    case identifiers
    /// A storyboard with several view controllers becomes one storyboard per view controller class.
    case split
    /// Storyboards and xibs not named after their class are renamed, with everything that names them.
    case files
    /// `customModule` set by hand to the file's own module becomes `customModuleProvider="target"`.
    case module

    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// One step of a migration: it adds edits to the plan, reading every file as the plan leaves it so far, and
/// notes what it did and what it leaves for a person.
public protocol MigrationStep: Sendable {
    static var id: MigrationStepID { get }
    func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError)
}
