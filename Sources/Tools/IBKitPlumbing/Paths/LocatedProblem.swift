/// A problem with a file, at a line and column when known: `path:line:col: message`. What a plan's validation
/// refuses (`ChangeSet`), what module resolution could not read (`ModuleResolver`), an error in a gen template
/// (`TemplateRenderer`): the one located-problem type.
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
        location + ": " + message
    }

    /// `path:line:column: error: message`, as compilers and Xcode show problems (`severity` is `error`, `warning`).
    public func description(severity: String) -> String {
        location + ": " + severity + ": " + message
    }

    private var location: String {
        guard let line else { return path }
        return path + ":\(line)" + (column.map { ":\($0)" } ?? "")
    }
}
