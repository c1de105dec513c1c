/// `path:line:col: warning: message (rule-id)`: what Xcode shows inline and most CI log parsers understand. A
/// convention finding says so: `(reuse-identifier; convention: reuse-id-is-class-name)`.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let summary = "file:line:col: severity: message (rule-id), one per line; Xcode's format"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = ""
        for d in diagnostics.sorted(by: Diagnostic.ordered) {
            // One diagnostic per line, or Xcode would read the rest of a multi-line message as a new entry.
            out += "\(singleLine(d.path)):\(d.line):\(d.column): \(d.severity.xcodeLabel): \(singleLine(d.message)) (\(d.label))\n"
        }
        return out
    }
}

extension Severity {
    /// Xcode knows `error`, `warning` and `note`.
    public var xcodeLabel: String { self == .info ? "note" : rawValue }
}
