/// For people at a terminal: findings grouped by file, one line each, then counts per rule and a total line.
///
/// ```
/// App/Main.storyboard
///   12:5   warning  Scene has a segue to "Detail"  no-segues
///
/// Rule        Errors  Warnings
/// no-segues        0         1
///
/// 1 warning, 0 errors in 40 files
/// ```
/// Colour (ANSI) only when `ReportContext.useColor` is set; control characters in messages never reach the terminal.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "human-readable: findings grouped by file, counts per rule, a total line"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let style = Style(enabled: context.useColor)
        let diagnostics = diagnostics.sorted(by: Diagnostic.ordered)
        var out = ""

        let byFile = Dictionary(grouping: diagnostics, by: \.path)
        for path in byFile.keys.sorted() {
            let found = byFile[path]!
            let locations = found.map { "\($0.line):\($0.column)" }
            let locationWidth = locations.map(\.count).max() ?? 0
            let severityWidth = found.map(\.severity.rawValue.count).max() ?? 0
            out += style.bold(singleLine(path)) + "\n"
            for (d, location) in zip(found, locations) {
                out += "  " + style.dim(pad(location, locationWidth)) + "  "
                out += style.severity(d.severity, pad(d.severity.rawValue, severityWidth)) + "  "
                out += singleLine(d.message) + "  " + style.dim(d.ruleID) + "\n"
            }
            out += "\n"
        }

        if !diagnostics.isEmpty {
            out += table(diagnostics, style: style) + "\n"
        }
        out += style.total(Self.totals(diagnostics), line: Self.countLine(diagnostics, fileCount: context.fileCount)) + "\n"
        return out
    }

    /// `12 warnings, 3 errors in 40 files` (with `, 2 info` when there are any): the last line of this
    /// reporter, and what the CLI prints on standard error for the others.
    public static func countLine(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let t = totals(diagnostics)
        var parts = ["\(t.warnings) warning\(t.warnings == 1 ? "" : "s")", "\(t.errors) error\(t.errors == 1 ? "" : "s")"]
        if t.infos > 0 { parts.append("\(t.infos) info") }
        return parts.joined(separator: ", ") + " in \(fileCount) file\(fileCount == 1 ? "" : "s")"
    }

    struct Totals { var errors = 0, warnings = 0, infos = 0 }

    static func totals(_ diagnostics: [Diagnostic]) -> Totals {
        var t = Totals()
        for d in diagnostics {
            switch d.severity {
            case .error: t.errors += 1
            case .warning: t.warnings += 1
            case .info: t.infos += 1
            }
        }
        return t
    }

    private func table(_ diagnostics: [Diagnostic], style: Style) -> String {
        let byRule = Dictionary(grouping: diagnostics, by: \.ruleID).mapValues(Self.totals)
        let showInfo = byRule.values.contains { $0.infos > 0 }
        var header = ["Rule", "Errors", "Warnings"]
        if showInfo { header.append("Info") }
        var rows = [header]
        for rule in byRule.keys.sorted() {
            let t = byRule[rule]!
            var row = [rule, String(t.errors), String(t.warnings)]
            if showInfo { row.append(String(t.infos)) }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
        var out = ""
        for (i, row) in rows.enumerated() {
            let cells = row.indices.map { column in
                // Rule ids left-aligned, counts right-aligned.
                column == 0 ? pad(row[column], widths[column]) : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            let line = cells.joined(separator: "  ").trimmingTrailingSpaces()
            out += (i == 0 ? style.bold(line) : line) + "\n"
        }
        return out
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }

    /// ANSI SGR sequences, or nothing.
    struct Style {
        let enabled: Bool

        private func wrap(_ code: String, _ s: String) -> String {
            enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
        }

        func bold(_ s: String) -> String { wrap("1", s) }
        func dim(_ s: String) -> String { wrap("2", s) }

        func severity(_ severity: Severity, _ s: String) -> String {
            switch severity {
            case .error: wrap("31", s)
            case .warning: wrap("33", s)
            case .info: wrap("36", s)
            }
        }

        func total(_ t: Totals, line: String) -> String {
            t.errors > 0 ? wrap("1;31", line) : t.warnings > 0 ? wrap("1;33", line) : wrap("1;32", line)
        }
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
