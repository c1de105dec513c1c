import IBKitPlumbing
/// JUnit XML, for CI test dashboards (Jenkins, GitLab, Azure, CircleCI): every linted file is a test case.
///
/// A file with errors or warnings fails, with one `<failure>` listing its findings (`line:col: severity:
/// message (rule)`); info findings never fail a file and go to its `<system-out>`. When the linted files are not
/// known (`ReportContext.files` empty) only the files with findings are listed, and `tests` is still the file count.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML, a test case per linted file, failing on errors and warnings"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let byFile = Dictionary(grouping: diagnostics, by: \.path)
        let files = Set(context.files).union(byFile.keys).sorted()
        let failing = files.filter { byFile[$0, default: []].contains { $0.severity >= .warning } }
        let tests = max(context.fileCount, files.count)
        let suite = "\(context.toolName) lint"

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLEscaping.attribute(suite))\" tests=\"\(tests)\" failures=\"\(failing.count)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(XMLEscaping.attribute(suite))\" tests=\"\(tests)\" failures=\"\(failing.count)\" errors=\"0\" skipped=\"0\">\n"
        for path in files {
            let found = byFile[path, default: []].sorted(by: Diagnostic.ordered)
            let problems = found.filter { $0.severity >= .warning }
            let notes = found.filter { $0.severity < .warning }
            let open = "    <testcase classname=\"\(XMLEscaping.attribute(context.toolName))\" name=\"\(XMLEscaping.attribute(path))\""
            if found.isEmpty {
                out += open + "/>\n"
                continue
            }
            out += open + ">\n"
            if !problems.isEmpty {
                let errors = problems.filter { $0.severity == .error }.count
                let warnings = problems.count - errors
                let headline = [counted(errors, "error"), counted(warnings, "warning")].compactMap { $0 }.joined(separator: ", ")
                out += "      <failure type=\"\(errors > 0 ? "error" : "warning")\" message=\"\(XMLEscaping.attribute(headline))\">"
                out += XMLEscaping.text(problems.map(line).joined(separator: "\n"))
                out += "</failure>\n"
            }
            if !notes.isEmpty {
                out += "      <system-out>" + XMLEscaping.text(notes.map(line).joined(separator: "\n")) + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private func line(_ d: Diagnostic) -> String {
        "\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) (\(d.label))"
    }

    private func counted(_ n: Int, _ noun: String) -> String? {
        n == 0 ? nil : "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
