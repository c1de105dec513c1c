/// How much a finding matters. Errors fail the run (exit 1); warnings do too with `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding: a rule, a place in a file, a message. The unit every reporter prints and the baseline stores.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Path as given on the command line or found while walking (relative when the input was).
    public var path: String
    public var line: Int
    public var column: Int
    /// The IB object id the finding is about (`BYZ-38-t0r`), when there is one: the baseline key, stable when lines move.
    public var objectID: String?
    /// The id of the IBKit convention the finding is about (`id-is-class-name`), or nil for a problem. Conventions
    /// are IBKit's opinion, not bugs: reporters list problems first and count the two apart.
    public var convention: String?

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int, objectID: String? = nil,
                convention: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.objectID = objectID
        self.convention = convention
    }

    /// A problem: something that misbehaves or crashes, as opposed to a convention finding.
    public var isProblem: Bool { convention == nil }

    /// `reuse-identifier`, or `reuse-identifier; convention: reuse-id-is-class-name` for a convention finding:
    /// what the one-line reporters print after the message.
    public var label: String {
        convention.map { "\(ruleID); convention: \($0)" } ?? ruleID
    }

    /// Problems before convention findings, then file, position, rule, message: the one order every reporter
    /// prints in, so that a legacy app's real problems come first.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.isProblem != b.isProblem { return a.isProblem }
        return (a.path, a.line, a.column, a.ruleID, a.message) < (b.path, b.line, b.column, b.ruleID, b.message)
    }
}
