import IBKitEdit
import IBKitLint
import IBKitWorkspace

extension LintCommand {
    /// Plans the corrections, writes them all or nothing, and says what changed (one line per file, sorted).
    static func fix(paths: [String], configuration: Configuration, workingDirectory: String) throws -> [String] {
        let plan = try LintFixer(configuration: configuration).plan(paths: paths, root: workingDirectory)
        let written = try plan.changes.apply()
        var lines: [String] = []
        for change in written {
            let path = plan.changes.displayPath(change.path)
            let rules = plan.corrected[change.path, default: [:]].sorted { $0.key < $1.key }
                .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
            lines.append("Fixed \(path): \(rules)")
        }
        let total = written.count
        if total > 0 { lines.append("Fixed \(total) file\(total == 1 ? "" : "s"); linting again") }
        return lines
    }
}
