/// A JSON array of diagnostics, keys always in the same order, for scripts and editor integrations.
///
/// ```json
/// [
///   {
///     "ruleID": "no-segues",
///     "severity": "warning",
///     "message": "…",
///     "path": "App/Main.storyboard",
///     "line": 12,
///     "column": 5,
///     "objectID": "BYZ-38-t0r",
///     "convention": "no-segues"
///   }
/// ]
/// ```
/// `path` is as given on the command line; `objectID` is null when the finding is about no IB object;
/// `convention` is the IBKit convention a convention finding is about, null for a problem.
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "JSON array of {ruleID, severity, message, path, line, column, objectID, convention}"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        JSONValue.array(diagnostics.sorted(by: Diagnostic.ordered).map(Self.object)).pretty() + "\n"
    }

    static func object(_ d: Diagnostic) -> JSONValue {
        .object([
            ("ruleID", .string(d.ruleID)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("path", .string(d.path)),
            ("line", .int(d.line)),
            ("column", .int(d.column)),
            ("objectID", d.objectID.map(JSONValue.string) ?? .null),
            ("convention", d.convention.map(JSONValue.string) ?? .null),
        ])
    }
}
