import IBKitDiagnostics
import Yams
import IBKitPlumbing
import IBKitRuleModel

/// The settings of one lint run: which files, which rules, with which options — from `.ibkit.yml` or defaults.
public struct Configuration: Sendable {
    /// Folder the configuration's globs are relative to (the folder of `.ibkit.yml`, or the working directory).
    public var rootDirectory: String
    /// The file the configuration came from, if any.
    public var path: String?
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    public var rules = RuleSelection()
    public var overrides: [Override] = []
    /// Whether `included`/`excluded` also filter the files named on the command line (`--force-exclude`), as they
    /// filter the files found in folders. Off: a file named explicitly is read whatever the globs say. On for the
    /// build-tool plugin, which names every file of a target.
    public var filtersNamedFiles = false
    /// Asset catalogs for the resource rules; nil means every `*.xcassets` found under the linted paths.
    public var assetCatalogs: [String]?
    /// `baseline:` — the baseline file lint reads when `--baseline` is not given (absolute).
    public var baseline: String?
    /// `cache_path:` — the folder for the caches of check, gen, migrate and render (absolute; `CacheLocation`).
    public var cachePath: String?
    /// The `check:` section, for `ibkit check` to read with its own rules (`ConfigurationLoader.checkSelection`).
    public var checkSection: RawSection? {
        get { sections["check"] }
        set { sections["check"] = newValue }
    }
    /// The `suppressions:` section: rule ids of lint and check alike, so read by the commands, which know both
    /// (`ConfigurationLoader.suppressions`).
    public var suppressionsSection: RawSection? {
        get { sections["suppressions"] }
        set { sections["suppressions"] = newValue }
    }
    /// The `gen:` section, for `ibkit gen` (`ConfigurationLoader.genOutputs`).
    public var genSection: RawSection? {
        get { sections["gen"] }
        set { sections["gen"] = newValue }
    }
    /// The `migrate:` section, for `ibkit migrate` (`ConfigurationLoader.migrateSetting`).
    public var migrateSection: RawSection? {
        get { sections["migrate"] }
        set { sections["migrate"] = newValue }
    }
    /// Sections other commands read and validate themselves, by key. (One dictionary rather than a property
    /// each keeps `Configuration`, which is copied along every path of every command, small.)
    private var sections: [String: RawSection] = [:]

    /// A section of the YAML kept unparsed, with the file it came from.
    public struct RawSection: @unchecked Sendable { // Yams nodes are immutable values
        let node: Node
        let path: String
    }

    public init(rootDirectory: String, path: String? = nil) {
        self.rootDirectory = rootDirectory
        self.path = path
    }

    /// Which rules run, and with what severity and options. Overrides apply on top of the base selection.
    public struct RuleSelection: Sendable {
        public var disabled: Set<String> = []
        public var optIn: Set<String> = []
        /// When set, exactly these rules run.
        public var only: Set<String>?
        /// `conventions:` — the ids of the conventions whose rules run (`Convention`); nil means all of them. A rule
        /// listed by name (`opt_in_rules`, `only_rules`) runs whatever this says: the more specific setting wins.
        public var conventions: Set<String>?
        public var settings: [String: RuleSetting] = [:]

        public init() {}

        public func isEnabled(_ description: RuleDescription) -> Bool {
            if let only { return only.contains(description.id) }
            if disabled.contains(description.id) { return false }
            if optIn.contains(description.id) { return true }
            if let conventions, let convention = description.origin.convention, !conventions.contains(convention.id) { return false }
            return !description.isOptIn
        }

        /// `other` layered on top of `self`: later settings win, option by option.
        public func merged(with other: RuleSelection) -> RuleSelection {
            var out = self
            out.disabled.subtract(other.optIn)
            out.disabled.formUnion(other.disabled)
            out.optIn.subtract(other.disabled)
            out.optIn.formUnion(other.optIn)
            if let only = other.only {
                out.only = only
            } else if var only = out.only {
                // A later layer that names rules on or off wins over an earlier `only_rules` too.
                only.subtract(other.disabled)
                only.formUnion(other.optIn)
                out.only = only
            }
            if let conventions = other.conventions { out.conventions = conventions }
            for (id, setting) in other.settings {
                var merged = out.settings[id] ?? RuleSetting()
                if let severity = setting.severity { merged.severity = severity }
                merged.options.merge(setting.options) { $1 }
                merged.locations.merge(setting.locations) { $1 }
                out.settings[id] = merged
            }
            return out
        }
    }

    public struct RuleSetting: Sendable {
        public var severity: Severity?
        public var options: [String: OptionValue] = [:]
        public var locations: [String: SourcePosition] = [:]

        public init(severity: Severity? = nil, options: [String: OptionValue] = [:]) {
            self.severity = severity
            self.options = options
        }
    }

    /// Settings for the files under some paths (`Legacy/**`).
    public struct Override: Sendable {
        public var paths: [Glob]
        public var rules: RuleSelection

        public init(paths: [Glob], rules: RuleSelection) {
            self.paths = paths
            self.rules = rules
        }
    }

    // MARK: Files

    /// True when a file (path relative to `rootDirectory`) is to be linted.
    public func includes(relativePath: String) -> Bool {
        if excluded.contains(where: { $0.matches(relativePath) }) { return false }
        return included.isEmpty || included.contains { $0.matches(relativePath) }
    }

    // MARK: Rules

    /// The selection that applies to a file: the base one with every matching override on top, in order.
    public func selection(forRelativePath path: String) -> RuleSelection {
        overrides.reduce(rules) { selection, override in
            override.paths.contains { $0.matches(path) } ? selection.merged(with: override.rules) : selection
        }
    }
}
