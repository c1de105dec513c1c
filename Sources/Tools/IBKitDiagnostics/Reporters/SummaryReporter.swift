/// For people at a terminal: problems first, then convention findings, each grouped by file, one line each; then
/// counts per rule and a total line that counts the two apart.
///
/// ```
/// Problems
/// App/Main.storyboard
///   12:5   error  UIScrollView (vUh-ZA-FsI) has ambiguous constraints; …  ambiguous
///
/// Conventions (IBKit's opinion, not bugs: see docs/conventions.md)
/// App/Main.storyboard
///   40:9   warning  show segue 'showDetail' to 'DetailViewController'; …  no-segue
///
/// Rule        Kind        Errors  Warnings
/// ambiguous   problem          1         0
/// no-segue    convention       0         1
///
/// 1 problem (1 error) and 1 convention finding in 40 files
/// ```
/// Colour (ANSI) only when `ReportContext.useColor` is set; control characters in messages never reach the terminal.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"
    public static let summary = "human-readable: problems, then convention findings, by file; counts per rule; a total line"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let style = Style(enabled: context.useColor)
        let diagnostics = diagnostics.sorted(by: Diagnostic.ordered)
        let problems = diagnostics.filter(\.isProblem)
        let conventions = diagnostics.filter { !$0.isProblem }
        var out = ""
        // Headings only when both kinds are there: a run with one kind reads as before.
        let headed = !problems.isEmpty && !conventions.isEmpty
        if headed { out += style.bold("Problems") + "\n" }
        out += section(problems, style: style)
        if !conventions.isEmpty {
            out += style.bold("Conventions (IBKit's opinion, not bugs: see docs/conventions.md)") + "\n"
            out += section(conventions, style: style)
        }
        if !diagnostics.isEmpty {
            out += table(diagnostics, style: style) + "\n"
        }
        out += style.total(Self.totals(diagnostics), line: Self.countLine(diagnostics, fileCount: context.fileCount)) + "\n"
        return out
    }

    private func section(_ diagnostics: [Diagnostic], style: Style) -> String {
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
        return out
    }

    /// `12 warnings, 3 errors in 40 files` (with `, 2 info` when there are any) when every finding is a problem;
    /// `4 problems (3 warnings, 1 error) and 155 convention findings in 94 files` when some are about conventions.
    /// The last line of this reporter, and what the CLI prints on standard error for the others.
    public static func countLine(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let files = " in \(fileCount) file\(fileCount == 1 ? "" : "s")"
        let conventionCount = diagnostics.count { !$0.isProblem }
        guard conventionCount > 0 else { return severityCounts(totals(diagnostics)) + files }
        let problems = diagnostics.filter(\.isProblem)
        var line = plural(problems.count, "problem")
        if !problems.isEmpty { line += " (" + severityCounts(totals(problems), skippingZero: true) + ")" }
        return line + " and " + plural(conventionCount, "convention finding") + files
    }

    /// What the CLI adds on standard error after the count line when convention findings were reported: what they
    /// are and how a team adopts them gradually, instead of a wall of warnings it can only switch off.
    public static func conventionNote(_ diagnostics: [Diagnostic]) -> String? {
        let count = diagnostics.count { !$0.isProblem }
        guard count > 0 else { return nil }
        let these = count == 1 ? "The convention finding is" : "The \(count) convention findings are"
        return "\(these) about IBKit's naming and file conventions, which let the runtime library load screens and cells by "
            + "type; they are not bugs (docs/conventions.md). To adopt them gradually, record today's with "
            + "`--write-baseline ibkit-baseline.json` and lint with `--baseline ibkit-baseline.json`, or run `ibkit init` "
            + "to choose which conventions the project follows; `ibkit migrate` shows the plan that moves IB files and code "
            + "onto them together (docs/migrate.md)."
    }

    private static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private static func severityCounts(_ t: Totals, skippingZero: Bool = false) -> String {
        var parts: [String] = []
        if !skippingZero || t.warnings > 0 { parts.append(plural(t.warnings, "warning")) }
        if !skippingZero || t.errors > 0 { parts.append(plural(t.errors, "error")) }
        if t.infos > 0 { parts.append("\(t.infos) info") }
        return parts.joined(separator: ", ")
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
        let conventionRules = Set(diagnostics.filter { !$0.isProblem }.map(\.ruleID))
        let showInfo = byRule.values.contains { $0.infos > 0 }
        let showKind = !conventionRules.isEmpty
        var header = showKind ? ["Rule", "Kind", "Errors", "Warnings"] : ["Rule", "Errors", "Warnings"]
        if showInfo { header.append("Info") }
        var rows = [header]
        // Problems first, as in the listing above.
        for rule in byRule.keys.sorted(by: { (conventionRules.contains($0) ? 1 : 0, $0) < (conventionRules.contains($1) ? 1 : 0, $1) }) {
            let t = byRule[rule]!
            var row = [rule]
            if showKind { row.append(conventionRules.contains(rule) ? "convention" : "problem") }
            row += [String(t.errors), String(t.warnings)]
            if showInfo { row.append(String(t.infos)) }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
        var out = ""
        for (i, row) in rows.enumerated() {
            let cells = row.indices.map { column in
                // Rule ids and kinds left-aligned, counts right-aligned.
                column == 0 || (showKind && column == 1) ? pad(row[column], widths[column]) : String(repeating: " ", count: widths[column] - row[column].count) + row[column]
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
