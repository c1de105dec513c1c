import IBKitCheck
import IBKitLint
import IBKitWorkspace

/// `.ibkit.yml`: the YAML read into a configuration, then every section a command reads, and its globs matched.
enum ConfigurationEntry {
    static let ruleDescriptions = RuleRegistry.all.map { $0.description }
    static let checkDescriptions = CheckRegistry.all.map { $0.description }
    static let paths = ["App/Main.storyboard", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.xib", "Settings.storyboard", ""]

    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let yaml = String(decoding: bytes, as: UTF8.self)
        guard let configuration = try? ConfigurationLoader.parse(yaml: yaml, path: "/fuzz/.ibkit.yml", rootDirectory: "/fuzz", rules: .lint) else { return }
        _ = try? Configuration.makeRules(configuration.rules)
        for override in configuration.overrides { _ = try? Configuration.makeRules(override.rules) }
        _ = try? ConfigurationLoader.checkModules(configuration)
        _ = try? ConfigurationLoader.checkSelection(configuration, rules: checkDescriptions)
        _ = try? ConfigurationLoader.checkOverrides(configuration, rules: checkDescriptions)
        _ = try? ConfigurationLoader.checkBaseline(configuration)
        _ = try? ConfigurationLoader.genOutputs(configuration)
        _ = try? ConfigurationLoader.migrateSetting(configuration)
        let globs = configuration.included + configuration.excluded + configuration.overrides.flatMap(\.paths)
            + ((try? ConfigurationLoader.suppressions(configuration, rules: ruleDescriptions)) ?? []).flatMap(\.paths)
        for glob in globs { for path in paths { _ = glob.matches(path) } }
    }
}
