import IBKitCheck
import IBKitDiagnostics
import IBKitLint
import IBKitWorkspace

/// `ibkit check` before and after `migrate --apply`, so the run can say plainly whether the migration left anything
/// new for the check to find. Findings are compared by check id and count (a renamed file or identifier changes a
/// finding's path and words, not its kind): a check with more findings after is new.
struct MigrationCheck {
    let configuration: Configuration
    let moduleOverrides: [(pattern: String, module: String)]
    let paths: [String]

    /// The problems (not convention findings) `ibkit check` reports on the files as they are now; nil when the checks
    /// cannot be configured (then nothing is compared).
    func findings() -> [Diagnostic]? {
        guard let checks = try? CheckEngine.makeChecks(configuration) else { return nil }
        let runner = CheckRunner(configuration: configuration, checks: checks, moduleOverrides: moduleOverrides, provider: .default, cache: nil)
        let diagnostics = runner.run(paths: paths).diagnostics
        return ((try? CheckEngine.applyingOverrides(diagnostics, configuration: configuration)) ?? diagnostics).filter(\.isProblem)
    }

    /// One line when nothing is new, else a line per check that found more, with the findings that are new.
    static func summary(before: [Diagnostic], after: [Diagnostic]) -> [String] {
        let counts = { (list: [Diagnostic]) in Dictionary(grouping: list, by: \.ruleID).mapValues(\.count) }
        let old = counts(before), new = counts(after)
        let grown = new.filter { $0.value > old[$0.key, default: 0] }.keys.sorted()
        guard !grown.isEmpty else { return ["ibkit check after the migration: nothing new (\(after.count) problem\(after.count == 1 ? "" : "s"), as before)"] }
        var lines = ["warning: ibkit check after the migration finds more than before; review these before committing:"]
        let known = Set(before.map { "\($0.ruleID)\u{0}\($0.message)" })
        for id in grown {
            lines.append("  \(id): \(old[id, default: 0]) → \(new[id, default: 0])")
            for d in after where d.ruleID == id && !known.contains("\(d.ruleID)\u{0}\(d.message)") {
                lines.append("    \(d.path):\(d.line):\(d.column): \(d.message)")
            }
        }
        return lines
    }
}
