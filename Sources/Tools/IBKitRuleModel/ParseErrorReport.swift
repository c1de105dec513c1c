import IBKitDiagnostics
import IBKitDocument

extension Diagnostic {
    /// The finding for a file IBKit cannot read. Lint's `parse-error` rule documents it and sets its severity;
    /// `ibkit check` and `ibkit gen` report unreadable IB files so too.
    public static let parseErrorRuleID = "parse-error"

    /// The report of `error`, where reading stopped.
    public init(parseError error: IBParseError, severity: Severity = .error) {
        self.init(ruleID: Self.parseErrorRuleID, severity: severity, message: error.message, path: error.path,
                  line: error.location.line, column: error.location.column)
    }
}
