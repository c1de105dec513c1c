import IBKitDocument
import IBKitEdit
import IBKitRuleModel
import IBKitWorkspace

/// `ibkit lint --fix`: the corrections of every enabled correctable rule, file by file, planned on one `ChangeSet`
/// and written all or nothing.
public struct LintFixer: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// What a fix run planned: the changes and, per file, how many findings of which rule it corrects.
    public struct Plan: Sendable {
        public var changes: ChangeSet
        /// Absolute path → rule id → corrected findings.
        public var corrected: [String: [String: Int]]
    }

    public func plan(paths: [String], root: String) throws(ConfigurationError) -> Plan {
        var planner = RulePlanner(configuration: configuration)
        let found = FileDiscovery.discover(paths, configuration: configuration)
        var changes = ChangeSet(root: root)
        var corrected: [String: [String: Int]] = [:]
        for path in found.files {
            let rules = try planner.rules(for: path).filter { $0.rule is any CorrectableRule }
            guard !rules.isEmpty, case .success(let document) = IBDocumentLoader.load(path: path) else { continue }
            let file = LintFile(document: document, path: path)
            var edits: [TextEdit] = []
            for configured in rules {
                guard let rule = configured.rule as? any CorrectableRule else { continue }
                let fixes = rule.corrections(file)
                guard !fixes.isEmpty else { continue }
                // One edit per corrected finding.
                corrected[changes.absolutePath(path), default: [:]][configured.id] = fixes.count
                edits += fixes
            }
            guard !edits.isEmpty else { continue }
            // Two rules editing one place would be a bug in a rule: the file is left alone rather than half fixed.
            do { try changes.edit(path, edits) } catch { corrected[changes.absolutePath(path)] = nil }
        }
        return Plan(changes: changes, corrected: corrected)
    }
}
