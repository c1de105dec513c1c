import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex
import IBKitWorkspace

/// Runs the enabled checks on a project's context and returns sorted diagnostics, as `LintEngine` does for lint.
public enum CheckEngine {
    public static func run(_ context: CheckContext, checks: [ConfiguredCheck]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var violations: [CheckViolation] = []
        for configured in checks {
            violations.removeAll(keepingCapacity: true)
            configured.check.validate(context, into: &violations)
            let convention = violations.isEmpty ? nil : type(of: configured.check).description.origin.convention?.id
            for v in violations {
                let severity = v.severity ?? configured.severity
                switch v.place {
                case .element(let element, let file):
                    let l = element.location
                    let message = withoutOwnPlace(v.message, context.place(element, in: file))
                    diagnostics.append(Diagnostic(ruleID: configured.id, severity: severity, message: message, path: file.path,
                                                  line: l.line, column: l.column, objectID: CheckContext.objectID(of: element),
                                                  convention: convention))
                case .source(let p):
                    let message = withoutOwnPlace(v.message, context.place(p))
                    diagnostics.append(Diagnostic(ruleID: configured.id, severity: severity, message: message, path: p.path,
                                                  line: p.line, column: p.column, convention: convention))
                }
            }
        }
        return withoutFilesInNoTarget(diagnostics, context).sorted(by: Diagnostic.ordered)
    }

    /// Findings in files no target builds (IB) or compiles (Swift) are left out: such a file never runs. The one
    /// note `in-no-target` gives an IB file stays.
    static func withoutFilesInNoTarget(_ diagnostics: [Diagnostic], _ context: CheckContext) -> [Diagnostic] {
        guard !context.modules.projectFolders.isEmpty else { return diagnostics }
        var inNoTarget: [String: Bool] = [:]
        return diagnostics.filter { d in
            if d.ruleID == InNoTargetCheck.description.id { return true }
            if let known = inNoTarget[d.path] { return !known }
            let answer = context.isInNoTarget(d.path)
            inNoTarget[d.path] = answer
            return !answer
        }
    }

    /// The message without the place it is reported at: checks name every object they talk about with its place
    /// (`PhotoCell App/Main.storyboard:39:29 (object Fit-1p-DNG)`), which for the object at fault repeats what the
    /// `path:line:col:` prefix already says, in another path base. `used at P, but` becomes `used, but`.
    static func withoutOwnPlace(_ message: String, _ place: String) -> String {
        message.replacingOccurrences(of: " at " + place, with: "").replacingOccurrences(of: " " + place, with: "")
    }

    /// The checks a `check:` selection enables, made from their options.
    public static func makeChecks(_ selection: Configuration.RuleSelection) throws(ConfigurationError) -> [ConfiguredCheck] {
        var out: [ConfiguredCheck] = []
        for type in CheckRegistry.all where selection.isEnabled(type.description) {
            let id = type.description.id
            let setting = selection.settings[id]
            let options = RuleOptions(ruleID: id, values: setting?.options ?? [:], locations: setting?.locations ?? [:])
            out.append(ConfiguredCheck(check: try type.init(options: options), id: id,
                                       severity: setting?.severity ?? type.description.defaultSeverity))
        }
        return out
    }

    /// The I/O calls the enabled checks read (`view-controller-io`'s `apis`): what the index must record.
    public static func ioVocabulary(of checks: [ConfiguredCheck]) -> IOVocabulary {
        IOVocabulary(checks.flatMap { ($0.check as? ViewControllerIOCheck)?.vocabulary.patterns ?? [] })
    }

    /// The same for a configuration; `.empty` when it enables no such check (or is invalid, which `makeChecks`
    /// reports).
    public static func ioVocabulary(_ configuration: Configuration) -> IOVocabulary {
        (try? makeChecks(configuration)).map(ioVocabulary(of:)) ?? .empty
    }

    /// The checks `.ibkit.yml`'s `check:` section enables (every default check when there is none), and those an
    /// override enables for some paths (`applyingOverrides` keeps their findings there only).
    public static func makeChecks(_ configuration: Configuration) throws(ConfigurationError) -> [ConfiguredCheck] {
        let descriptions = CheckRegistry.all.map { $0.description }
        let selection = try ConfigurationLoader.checkSelection(configuration, rules: descriptions)
        let overrides = try ConfigurationLoader.checkOverrides(configuration, rules: descriptions)
        // Make every check once so that bad options of disabled checks fail now too.
        var everything = Configuration.RuleSelection()
        everything.only = Set(CheckRegistry.all.map { $0.description.id })
        everything.settings = selection.settings
        _ = try makeChecks(everything)
        var running = selection
        running.only = Set(descriptions.filter { d in
            selection.isEnabled(d) || overrides.contains { selection.merged(with: $0.rules).isEnabled(d) }
        }.map(\.id))
        return try makeChecks(running)
    }

    /// The findings with `check: overrides:` applied by path: dropped where an override switches their check off
    /// (or where only an override switched it on), given the severity an override sets.
    public static func applyingOverrides(_ diagnostics: [Diagnostic], configuration: Configuration) throws(ConfigurationError) -> [Diagnostic] {
        let descriptions = CheckRegistry.all.map { $0.description }
        let overrides = try ConfigurationLoader.checkOverrides(configuration, rules: descriptions)
        guard !overrides.isEmpty else { return diagnostics }
        let base = try ConfigurationLoader.checkSelection(configuration, rules: descriptions)
        let byID = Dictionary(uniqueKeysWithValues: descriptions.map { ($0.id, $0) })
        let root = URL(fileURLWithPath: configuration.rootDirectory).standardizedFileURL.path + "/"
        return diagnostics.compactMap { d in
            guard let description = byID[d.ruleID] else { return d }
            let absolute = URL(fileURLWithPath: d.path).standardizedFileURL.path
            let relative = absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : d.path
            let selection = overrides.reduce(base) { s, o in o.paths.contains { $0.matches(relative) } ? s.merged(with: o.rules) : s }
            guard selection.isEnabled(description) else { return nil }
            var out = d
            if let severity = selection.settings[d.ruleID]?.severity { out.severity = severity }
            return out
        }
    }
}
