import Dispatch
import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

/// Parses each file once, runs every enabled rule on the shared model, and returns sorted diagnostics.
/// Files are linted in parallel; the output order does not depend on scheduling.
public struct LintEngine: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public struct Report: Sendable {
        public var files: [String]
        public var diagnostics: [Diagnostic]
    }

    public func lint(paths: [String]) throws(ConfigurationError) -> Report {
        var planner = RulePlanner(configuration: configuration)
        // Resource rules compare with every catalog, so without `asset_catalogs:` the walk must end (and have met
        // every *.xcassets) before the first file is linted. Otherwise files are linted while the walk goes on.
        let usesCatalogs = try planner.anyRule { $0 is any AssetCatalogRule }
        let needsWalkFirst = configuration.assetCatalogs == nil && usesCatalogs
        let fixedAssets = needsWalkFirst ? nil : AssetCatalogIndex.scan(configuration.assetCatalogs ?? [])

        // Each file's findings, with the file names they advise (judged over all the files at the end).
        let linting = Parallel.Stream<(path: String, rules: [ConfiguredRule], assets: AssetCatalogIndex),
                                      (diagnostics: [Diagnostic], claims: [FileNameClaims.Found])> { item in
            var claims: [FileNameClaims.Found] = []
            let diagnostics: [Diagnostic]
            switch IBDocumentLoader.load(path: item.path) {
            case .success(let document):
                diagnostics = Self.lint(LintFile(document: document, path: item.path, assets: item.assets), rules: item.rules, claims: &claims)
            case .failure(let error):
                diagnostics = Self.parseErrorDiagnostics(error, rules: item.rules)
            }
            return (diagnostics, claims)
        }
        var started = Set<String>()
        var planningError: ConfigurationError?
        func start(_ files: some Sequence<String>, assets: AssetCatalogIndex) {
            for file in files where planningError == nil && started.insert(file).inserted {
                do {
                    linting.start((file, try planner.rules(for: file), assets))
                } catch {
                    planningError = error
                }
            }
        }

        let found = FileDiscovery.discover(paths, configuration: configuration) { batch in
            if let fixedAssets { start(batch, assets: fixedAssets) }
        }
        if fixedAssets == nil { start(found.files, assets: AssetCatalogIndex.scan(found.assetCatalogs)) }
        let results = linting.results()
        if let planningError { throw planningError }
        var diagnostics = Array(results.map(\.diagnostics).joined())
        FileNameClaims.revise(&diagnostics, claims: Array(results.map(\.claims).joined()), ibPaths: found.files) { [configuration] in
            FileDiscovery.relative($0, to: configuration)
        }
        return Report(files: found.files, diagnostics: diagnostics.sorted(by: Diagnostic.ordered))
    }

    /// Reads, parses and lints one file.
    public static func lint(path: String, rules: [ConfiguredRule], assets: AssetCatalogIndex) -> [Diagnostic] {
        lint(loaded: IBDocumentLoader.load(path: path), path: path, rules: rules, assets: assets)
    }

    /// Lints a file already read and parsed (or that failed to be): `ibkit render` parses each file once, for its
    /// findings and its page.
    public static func lint(loaded: Result<IBDocument, IBParseError>, path: String, rules: [ConfiguredRule],
                            assets: AssetCatalogIndex) -> [Diagnostic] {
        switch loaded {
        case .success(let document):
            return lint(LintFile(document: document, path: path, assets: assets), rules: rules)
        case .failure(let error):
            return parseErrorDiagnostics(error, rules: rules)
        }
    }

    /// The rules for each file (paths as discovered), as `lint(paths:)` plans them: for callers that load and lint
    /// the files themselves.
    public func rules(for files: [String]) throws(ConfigurationError) -> [[ConfiguredRule]] {
        var planner = RulePlanner(configuration: configuration)
        var out: [[ConfiguredRule]] = []
        out.reserveCapacity(files.count)
        for file in files { out.append(try planner.rules(for: file)) }
        return out
    }

    /// Parses and lints bytes already in memory (tests, examples, editors).
    public static func lint(bytes: [UInt8], path: String, rules: [ConfiguredRule], assets: AssetCatalogIndex = .none) -> [Diagnostic] {
        if let compiled = IBDocumentLoader.compiledNibError(bytes, path: path) {
            return parseErrorDiagnostics(compiled, rules: rules)
        }
        do {
            let document = try IBDocument(bytes: bytes, path: path)
            return lint(LintFile(document: document, path: path, assets: assets), rules: rules)
        } catch {
            return parseErrorDiagnostics(error, rules: rules)
        }
    }

    /// Runs the rules on a parsed file.
    public static func lint(_ file: LintFile, rules: [ConfiguredRule]) -> [Diagnostic] {
        var claims: [FileNameClaims.Found] = []
        return lint(file, rules: rules, claims: &claims)
    }

    /// Runs the rules on a parsed file, and collects the file names their findings advise.
    static func lint(_ file: LintFile, rules: [ConfiguredRule], claims: inout [FileNameClaims.Found]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var violations: [Violation] = []
        for configured in rules {
            violations.removeAll(keepingCapacity: true)
            configured.rule.validate(file, into: &violations)
            let convention = violations.isEmpty ? nil : type(of: configured.rule).description.origin.convention?.id
            for v in violations {
                let element = v.element ?? file.document.root
                let location = v.location ?? element.location
                let reportedAt = objectID(of: element)
                diagnostics.append(Diagnostic(
                    ruleID: configured.id, severity: v.severity ?? configured.severity, message: v.message,
                    path: file.path, line: location.line, column: location.column, objectID: reportedAt,
                    convention: convention))
                for advice in v.advice where advice.name == .xibFile || advice.name == .storyboardFile {
                    claims.append(FileNameClaims.Found(
                        claim: FileNameClaims.Claim(path: file.path, objectID: advice.objectID, newName: advice.value, className: advice.className),
                        ruleID: configured.id, reportedAt: reportedAt))
                }
            }
        }
        return diagnostics.sorted(by: Diagnostic.ordered)
    }

    static func parseErrorDiagnostics(_ error: IBParseError, rules: [ConfiguredRule]) -> [Diagnostic] {
        guard let rule = rules.first(where: { $0.id == ParseErrorRule.description.id }) else { return [] }
        return [Diagnostic(parseError: error, severity: rule.severity)]
    }

    /// The element's id, or its nearest ancestor's: what a baseline entry is keyed by.
    static func objectID(of element: IBElement) -> String? {
        var e: IBElement? = element
        while let current = e {
            if let id = current.id { return id }
            e = current.parent
        }
        return nil
    }
}

/// The rules for each file: made once per distinct set of matching overrides.
struct RulePlanner {
    let configuration: Configuration
    private var made: [[Int]: [ConfiguredRule]] = [:]

    init(configuration: Configuration) {
        self.configuration = configuration
    }

    mutating func rules(for file: String) throws(ConfigurationError) -> [ConfiguredRule] {
        // Relative paths cost a URL standardisation each: only made when overrides need them.
        let relative = configuration.overrides.isEmpty ? "" : FileDiscovery.relative(file, to: configuration)
        let key = configuration.overrides.indices.filter { i in configuration.overrides[i].paths.contains { $0.matches(relative) } }
        if let rules = made[key] { return rules }
        let rules = try Configuration.makeRules(configuration.selection(forRelativePath: relative))
        made[key] = rules
        return rules
    }

    /// Whether any rule of the base selection or of any override satisfies the predicate.
    mutating func anyRule(_ predicate: (any Rule) -> Bool) throws(ConfigurationError) -> Bool {
        let selections = [configuration.rules] + configuration.overrides.map { configuration.rules.merged(with: $0.rules) }
        for selection in selections where try Configuration.makeRules(selection).contains(where: { predicate($0.rule) }) {
            return true
        }
        return false
    }
}

