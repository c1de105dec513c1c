import IBKitPlumbing
/// Checkstyle XML, read by Jenkins' Warnings plugin, Danger, reviewdog and many code-review tools.
///
/// One `<file>` per file with findings, sorted by path; `source` is `ibkit.<rule-id>`, or
/// `ibkit.convention.<rule-id>` for a convention finding (tools group by source prefix).
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle XML, files sorted; for Jenkins, Danger, reviewdog"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: diagnostics, by: \.path)
        for path in byFile.keys.sorted() {
            out += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for d in byFile[path]!.sorted(by: Diagnostic.ordered) {
                out += "    <error line=\"\(d.line)\" column=\"\(d.column)\" severity=\"\(d.severity.rawValue)\""
                    + " message=\"\(XMLEscaping.attribute(d.message))\" source=\"\(XMLEscaping.attribute("ibkit." + (d.isProblem ? "" : "convention.") + d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}
