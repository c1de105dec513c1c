import Foundation
import IBKitDiagnostics
import Yams
import IBKitPlumbing
import IBKitRuleModel

/// Reads `.ibkit.yml`. Every key is checked: an unknown key, rule, option or value is an error with its line,
/// because a silently ignored typo (`disabled_rule:`) is a rule the user believes is off.
public enum ConfigurationLoader {
    public static let fileName = ".ibkit.yml"

    /// `enabled_rules` is IBLinter's name for `opt_in_rules`, accepted so that an IBLinter configuration carries over.
    static let selectionKeys: Set<String> = ["disabled_rules", "opt_in_rules", "enabled_rules", "only_rules", "rules", "conventions"]
    static let topLevelKeys: Set<String> = selectionKeys.union(["included", "excluded", "overrides", "asset_catalogs", "baseline",
                                                                "suppressions", "check", "gen", "migrate", "cache_path"])
    static let overrideKeys: Set<String> = selectionKeys.union(["paths"])

    /// The nearest `.ibkit.yml` in `directory` or any folder above it.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The configuration in the file at `path`; `rules` are the rules its top level and overrides may name.
    public static func load(path: String, rules: RuleCatalog) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("cannot read configuration file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError("configuration file is not UTF-8", at: SourcePosition(path: path, line: 1, column: 1))
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try parse(yaml: text, path: path, rootDirectory: root, rules: rules)
    }

    public static func parse(yaml: String, path: String, rootDirectory: String, rules: RuleCatalog) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(rootDirectory: rootDirectory, path: path)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw yamlError(error, path: path)
        } catch {
            throw ConfigurationError("invalid YAML: \(error)", at: SourcePosition(path: path, line: 1, column: 1))
        }
        guard let node else { return configuration } // empty file: defaults
        let reader = Reader(path: path, lookup: RuleLookup(descriptions: rules.descriptions, command: rules.command))
        let mapping = try reader.mapping(node, what: "the configuration")
        for (keyNode, value) in mapping {
            let key = try reader.key(keyNode, allowed: topLevelKeys, what: "configuration key")
            switch key {
            case "included": configuration.included = try reader.strings(value).map(Glob.init)
            case "excluded": configuration.excluded = try reader.strings(value).map(Glob.init)
            case "baseline":
                guard case .scalar = value, let file = value.string, !file.isEmpty else {
                    throw ConfigurationError("'baseline' is the path of a baseline file", at: reader.location(value))
                }
                configuration.baseline = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: rootDirectory + "/")).standardizedFileURL.path
            case "cache_path":
                guard case .scalar = value, let folder = value.string, !folder.isEmpty else {
                    throw ConfigurationError("'cache_path' is the path of a folder for IBKit's caches", at: reader.location(value))
                }
                configuration.cachePath = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: rootDirectory + "/")).standardizedFileURL.path
            case "asset_catalogs":
                configuration.assetCatalogs = try reader.strings(value).map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: rootDirectory + "/")).standardizedFileURL.path }
            case "check":
                // `ibkit check`'s rules live in another module: kept raw here, validated by `checkSelection`.
                _ = try reader.mapping(value, what: "'check'")
                configuration.checkSection = Configuration.RawSection(node: value, path: path)
            case "suppressions":
                _ = try reader.sequence(value)
                configuration.suppressionsSection = Configuration.RawSection(node: value, path: path)
            case "migrate":
                _ = try reader.mapping(value, what: "'migrate'")
                configuration.migrateSection = Configuration.RawSection(node: value, path: path)
                _ = try Self.migrateSetting(configuration)
            case "gen":
                // Read by `ibkit gen` (`genOutputs`), which validates every key.
                _ = try reader.mapping(value, what: "'gen'")
                configuration.genSection = Configuration.RawSection(node: value, path: path)
            case "overrides":
                for item in try reader.sequence(value) {
                    configuration.overrides.append(try reader.override(item))
                }
            default:
                break // rule selection keys, below
            }
        }
        configuration.rules = try reader.selection(mapping, allowed: topLevelKeys)
        // Validate every selection, with every rule on, so that bad options fail now, with their line.
        try rules.validate(configuration.rules.merged(with: everything(configuration.rules, rules)))
        for override in configuration.overrides {
            try rules.validate(configuration.rules.merged(with: override.rules))
        }
        return configuration
    }

    /// A selection enabling every rule with the given settings (to validate options of disabled rules too).
    private static func everything(_ base: Configuration.RuleSelection, _ rules: RuleCatalog) -> Configuration.RuleSelection {
        var all = Configuration.RuleSelection()
        all.only = Set(rules.descriptions.map(\.id))
        all.settings = base.settings
        return all
    }

    private static func yamlError(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ConfigurationError("invalid YAML: \(problem)", at: SourcePosition(path: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, _):
            return ConfigurationError("duplicate keys: \(duplicates.joined(separator: ", "))", at: SourcePosition(path: path, line: 1, column: 1))
        default:
            return ConfigurationError("invalid YAML: \(error)", at: SourcePosition(path: path, line: 1, column: 1))
        }
    }

    /// Typed access to YAML nodes with errors that point at the node.
    struct Reader {
        let path: String
        /// The rules this part of the file may name (none where it names no rules).
        var lookup = RuleLookup(descriptions: [], command: "rules")

        func location(_ node: Node) -> SourcePosition {
            SourcePosition(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }

        func mapping(_ node: Node, what: String) throws(ConfigurationError) -> [(Node, Node)] {
            guard case .mapping(let m) = node else {
                throw ConfigurationError("\(what) must be a mapping of keys to values", at: location(node))
            }
            var seen = Set<String>()
            var out: [(Node, Node)] = []
            for (k, v) in m {
                let name = k.string ?? ""
                if !seen.insert(name).inserted {
                    throw ConfigurationError("key '\(name)' appears twice", at: location(k))
                }
                out.append((k, v))
            }
            return out
        }

        func sequence(_ node: Node) throws(ConfigurationError) -> [Node] {
            guard case .sequence(let s) = node else {
                throw ConfigurationError("expected a list", at: location(node))
            }
            return Array(s)
        }

        func key(_ node: Node, allowed: Set<String>, what: String) throws(ConfigurationError) -> String {
            guard let key = node.string, allowed.contains(key) else {
                let name = node.string ?? "?"
                let hint = Self.closest(name, in: allowed).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigurationError("unknown \(what) '\(name)'\(hint) (known: \(allowed.sorted().joined(separator: ", ")))", at: location(node))
            }
            return key
        }

        func strings(_ node: Node) throws(ConfigurationError) -> [String] {
            if case .scalar(let s) = node { return [s.string] }
            return try sequence(node).map { item throws(ConfigurationError) in
                guard case .scalar(let s) = item else {
                    throw ConfigurationError("expected a string", at: location(item))
                }
                return s.string
            }
        }

        func ruleIDs(_ node: Node) throws(ConfigurationError) -> Set<String> {
            var out = Set<String>()
            let items: [Node] = if case .scalar = node { [node] } else { try sequence(node) }
            for item in items {
                guard let raw = item.string else { throw ConfigurationError("expected a rule id", at: location(item)) }
                out.insert(try ruleID(raw, at: item))
            }
            return out
        }

        func ruleID(_ raw: String, at node: Node) throws(ConfigurationError) -> String {
            guard let rule = lookup.find(raw) else {
                let ids = Set(lookup.descriptions.map(\.id))
                let hint = Self.closest(RuleDescription.normalizedID(raw), in: ids).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigurationError("unknown rule '\(raw)'\(hint); `ibkit \(lookup.command)` lists them", at: location(node))
            }
            return rule.id
        }

        func selection(_ mapping: [(Node, Node)], allowed: Set<String>) throws(ConfigurationError) -> Configuration.RuleSelection {
            var selection = Configuration.RuleSelection()
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "disabled_rules": selection.disabled = try ruleIDs(value)
                case "opt_in_rules", "enabled_rules": selection.optIn.formUnion(try ruleIDs(value))
                case "conventions": selection.conventions = try conventions(value)
                case "only_rules": selection.only = try ruleIDs(value)
                case "rules":
                    for (ruleNode, settingNode) in try self.mapping(value, what: "'rules'") {
                        let id = try ruleID(ruleNode.string ?? "", at: ruleNode)
                        selection.settings[id] = try setting(settingNode, ruleID: id)
                    }
                default: break
                }
            }
            return selection
        }

        /// `conventions: true` (all, the default), `false` (none) or a list of convention ids.
        func conventions(_ node: Node) throws(ConfigurationError) -> Set<String> {
            if case .scalar(let s) = node, s.style == .plain, let on = node.bool {
                return on ? Set(Convention.allCases.map(\.id)) : []
            }
            let ids = Set(Convention.allCases.map(\.id))
            var out = Set<String>()
            let items: [Node] = if case .scalar = node { [node] } else { try sequence(node) }
            for item in items {
                guard let id = item.string, ids.contains(id) else {
                    let name = item.string ?? "?"
                    let hint = Self.closest(name, in: ids).map { "; did you mean '\($0)'?" } ?? ""
                    throw ConfigurationError("unknown convention '\(name)'\(hint) (known: \(ids.sorted().joined(separator: ", ")); docs/conventions.md)",
                                             at: location(item))
                }
                out.insert(id)
            }
            return out
        }

        func setting(_ node: Node, ruleID: String) throws(ConfigurationError) -> Configuration.RuleSetting {
            var setting = Configuration.RuleSetting()
            // `rule-id: error` is shorthand for `rule-id: {severity: error}`.
            if case .scalar = node {
                setting.severity = try severity(node)
                return setting
            }
            let description = lookup.find(ruleID)!
            let allowed = Set(description.options.map(\.name)).union(["severity"])
            for (keyNode, value) in try mapping(node, what: "settings of rule '\(ruleID)'") {
                let key = try self.key(keyNode, allowed: allowed, what: "option of rule '\(ruleID)'")
                if key == "severity" {
                    setting.severity = try severity(value)
                } else {
                    setting.options[key] = try optionValue(value)
                    setting.locations[key] = location(value)
                }
            }
            return setting
        }

        func severity(_ node: Node) throws(ConfigurationError) -> Severity {
            guard let s = node.string, let severity = Severity(rawValue: s) else {
                throw ConfigurationError("severity must be one of info, warning, error; found '\(node.string ?? "?")'", at: location(node))
            }
            return severity
        }

        func optionValue(_ node: Node) throws(ConfigurationError) -> OptionValue {
            switch node {
            case .scalar(let s):
                if s.style == .plain {
                    if let b = node.bool { return .bool(b) }
                    if let i = node.int { return .int(i) }
                }
                return .string(s.string)
            case .sequence:
                return .list(try strings(node))
            default:
                throw ConfigurationError("option values are a string, number, true/false or a list of strings", at: location(node))
            }
        }

        func override(_ node: Node) throws(ConfigurationError) -> Configuration.Override {
            let fields = try mapping(node, what: "an override")
            var paths: [Glob] = []
            for (keyNode, value) in fields {
                let key = try self.key(keyNode, allowed: overrideKeys, what: "override key")
                if key == "paths" { paths = try strings(value).map(Glob.init) }
            }
            guard !paths.isEmpty else {
                throw ConfigurationError("an override needs 'paths'", at: location(node))
            }
            return Configuration.Override(paths: paths, rules: try selection(fields, allowed: overrideKeys))
        }

        /// The allowed name within edit distance 2, for "did you mean".
        static func closest(_ name: String, in candidates: Set<String>) -> String? {
            candidates.map { ($0, distance(name, $0)) }.filter { $0.1 <= 2 }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
        }

        static func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a), b = Array(b)
            var row = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var previous = row[0]
                row[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let current = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                    previous = current
                }
            }
            return row[b.count]
        }
    }
}

/// The rules a section of `.ibkit.yml` may name: lint's, or those another module (`ibkit check`) brings.
struct RuleLookup {
    let descriptions: [RuleDescription]
    /// The subcommand that lists them, for error messages.
    let command: String

    func find(_ raw: String) -> RuleDescription? {
        descriptions.first { $0.isNamed(raw) }
    }
}

extension ConfigurationLoader {
    /// The top level's rule selection keys, plus what only `ibkit check` reads.
    static let checkSectionKeys: Set<String> = selectionKeys.union(["modules", "overrides", "baseline"])

    /// `check: modules:` — path patterns (relative to the folder of `.ibkit.yml`) mapped to the module their files
    /// are compiled into, for projects whose modules the Xcode project or SwiftPM layout cannot tell:
    /// `modules: {Sources/Components: DesignSystem}`. In file order.
    public static func checkModules(_ configuration: Configuration) throws(ConfigurationError) -> [(pattern: String, module: String)] {
        guard let section = configuration.checkSection else { return [] }
        let reader = Reader(path: section.path)
        guard let modules = try reader.mapping(section.node, what: "'check'").first(where: { $0.0.string == "modules" })?.1 else {
            return []
        }
        var out: [(pattern: String, module: String)] = []
        for (patternNode, moduleNode) in try reader.mapping(modules, what: "'modules' (path pattern: module name)") {
            guard case .scalar = patternNode, let pattern = patternNode.string, !pattern.isEmpty else {
                throw ConfigurationError("a module mapping's key is a path pattern", at: reader.location(patternNode))
            }
            guard case .scalar = moduleNode, let module = moduleNode.string, isModuleName(module) else {
                throw ConfigurationError("module of '\(pattern)' must be a module name (letters, digits, _; not starting with a digit)",
                                         at: reader.location(moduleNode))
            }
            out.append((pattern, module))
        }
        return out
    }

    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// The rule selection of the `check:` section, validated against the given rules (`ibkit check`'s). The top
    /// level's `conventions:` applies to the checks that enforce a convention too, unless the section says otherwise.
    public static func checkSelection(_ configuration: Configuration, rules: [RuleDescription],
                                      command: String = "check --list") throws(ConfigurationError) -> Configuration.RuleSelection {
        var base = Configuration.RuleSelection()
        base.conventions = configuration.rules.conventions
        guard let section = configuration.checkSection else { return base }
        let reader = Reader(path: section.path, lookup: RuleLookup(descriptions: rules, command: command))
        let mapping = try reader.mapping(section.node, what: "'check'")
        for (keyNode, _) in mapping { _ = try reader.key(keyNode, allowed: checkSectionKeys, what: "key of 'check'") }
        return base.merged(with: try reader.selection(mapping, allowed: checkSectionKeys))
    }

    /// `check: overrides:` — as the top level's, for checks; a check's setting there is its severity only, since a
    /// check reads the whole project at once and its options cannot vary by path.
    public static func checkOverrides(_ configuration: Configuration, rules: [RuleDescription],
                                      command: String = "check --list") throws(ConfigurationError) -> [Configuration.Override] {
        guard let section = configuration.checkSection else { return [] }
        let reader = Reader(path: section.path, lookup: RuleLookup(descriptions: rules, command: command))
        guard let node = try reader.mapping(section.node, what: "'check'").first(where: { $0.0.string == "overrides" })?.1 else { return [] }
        var out: [Configuration.Override] = []
        for item in try reader.sequence(node) {
            let override = try reader.override(item)
            for (id, setting) in override.rules.settings where !setting.options.isEmpty {
                let location = setting.locations.values.min { ($0.line, $0.column) < ($1.line, $1.column) }
                throw ConfigurationError("check '\(id)' reads the whole project at once, so its options cannot vary by path; set them in 'check: rules:' (an override may set its severity)",
                                         at: location ?? reader.location(item))
            }
            out.append(override)
        }
        return out
    }

    /// `check: baseline:`, absolute; nil when not set.
    public static func checkBaseline(_ configuration: Configuration) throws(ConfigurationError) -> String? {
        guard let section = configuration.checkSection else { return nil }
        let reader = Reader(path: section.path)
        guard let node = try reader.mapping(section.node, what: "'check'").first(where: { $0.0.string == "baseline" })?.1 else { return nil }
        guard case .scalar = node, let file = node.string, !file.isEmpty else {
            throw ConfigurationError("'baseline' is the path of a baseline file", at: reader.location(node))
        }
        return URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: configuration.rootDirectory + "/")).standardizedFileURL.path
    }

    /// Options of one rule from YAML (`{allow_relationship: true}`), validated as in `.ibkit.yml`; `command` lists
    /// the rule's family, for the errors.
    public static func ruleOptions(yaml: String, description: RuleDescription,
                                   command: String = "check --list") throws(ConfigurationError) -> (RuleOptions, Severity?) {
        let path = "<options of \(description.id)>"
        let node: Node?
        do { node = try Yams.compose(yaml: yaml) } catch {
            throw ConfigurationError("invalid YAML in options: \(error)", at: SourcePosition(path: path, line: 1, column: 1))
        }
        guard let node else { return (RuleOptions.empty(description.id), nil) }
        let reader = Reader(path: path, lookup: RuleLookup(descriptions: [description], command: command))
        let setting = try reader.setting(node, ruleID: description.id)
        return (RuleOptions(ruleID: description.id, values: setting.options, locations: setting.locations), setting.severity)
    }
}

extension ConfigurationLoader {
    static let suppressionKeys: Set<String> = ["rule", "paths", "objects", "reason"]

    /// `suppressions:`, validated against `rules` (lint's and check's: a suppression may name either).
    public static func suppressions(_ configuration: Configuration, rules: [RuleDescription]) throws(ConfigurationError) -> [Suppression] {
        guard let section = configuration.suppressionsSection else { return [] }
        let reader = Reader(path: section.path, lookup: RuleLookup(descriptions: rules, command: "rules` or `ibkit check --list"))
        var out: [Suppression] = []
        for item in try reader.sequence(section.node) {
            var rule: String?, paths: [Glob] = [], objects: Set<String>?, reason: String?
            for (keyNode, value) in try reader.mapping(item, what: "a suppression") {
                switch try reader.key(keyNode, allowed: suppressionKeys, what: "key of a suppression") {
                case "rule": rule = try reader.ruleID(value.string ?? "", at: value)
                case "paths": paths = try reader.strings(value).map(Glob.init)
                case "objects": objects = Set(try reader.strings(value))
                default: reason = value.string
                }
            }
            guard let rule, !paths.isEmpty else {
                throw ConfigurationError("a suppression needs 'rule' and 'paths' (and may name 'objects' and a 'reason')", at: reader.location(item))
            }
            out.append(Suppression(ruleID: rule, paths: paths, objectIDs: objects, reason: reason))
        }
        return out
    }
}
