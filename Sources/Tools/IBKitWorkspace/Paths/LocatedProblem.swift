/// A problem with a file, at a line and column when known: `path:line:col: message`. What a plan's validation
/// refuses (`ChangeSet`), what module resolution could not read (`ModuleResolver`): the one located-problem type.
public struct LocatedProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = path
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return location + ": " + message
    }
}
