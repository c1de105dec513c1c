import Dispatch
import Foundation
import IBKitDiagnostics
import IBKitDocument

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
        let found = FileDiscovery.discover(paths, configuration: configuration)
        let catalogs = configuration.assetCatalogs ?? found.assetCatalogs
        let assets = AssetCatalogIndex.scan(catalogs)
        let files = found.files

        // Rules are made once per distinct set of matching overrides.
        var ruleSets: [[Int]: [ConfiguredRule]] = [:]
        var plans: [[ConfiguredRule]] = []
        plans.reserveCapacity(files.count)
        for file in files {
            // Relative paths cost a URL standardisation each: only made when overrides need them.
            let relative = configuration.overrides.isEmpty ? "" : FileDiscovery.relative(file, to: configuration)
            let key = configuration.overrides.indices.filter { i in configuration.overrides[i].paths.contains { $0.matches(relative) } }
            if let rules = ruleSets[key] {
                plans.append(rules)
            } else {
                let rules = try Configuration.makeRules(configuration.selection(forRelativePath: relative))
                ruleSets[key] = rules
                plans.append(rules)
            }
        }

        let slots = Slots<[Diagnostic]>(count: files.count)
        let work = plans
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            slots[i] = Self.lint(path: files[i], rules: work[i], assets: assets)
        }
        let diagnostics = slots.values.flatMap { $0 ?? [] }.sorted(by: Diagnostic.ordered)
        return Report(files: files, diagnostics: diagnostics)
    }

    /// Reads, parses and lints one file.
    public static func lint(path: String, rules: [ConfiguredRule], assets: AssetCatalogIndex) -> [Diagnostic] {
        switch IBDocumentLoader.load(path: path) {
        case .success(let document):
            return lint(LintFile(document: document, path: path, assets: assets), rules: rules)
        case .failure(let error):
            return parseErrorDiagnostics(error, rules: rules)
        }
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
        var diagnostics: [Diagnostic] = []
        var violations: [Violation] = []
        for configured in rules {
            violations.removeAll(keepingCapacity: true)
            configured.rule.validate(file, into: &violations)
            for v in violations {
                let element = v.element ?? file.document.root
                let location = v.location ?? element.location
                diagnostics.append(Diagnostic(
                    ruleID: configured.id, severity: v.severity ?? configured.severity, message: v.message,
                    path: file.path, line: location.line, column: location.column, objectID: objectID(of: element)))
            }
        }
        return diagnostics.sorted(by: Diagnostic.ordered)
    }

    static func parseErrorDiagnostics(_ error: IBParseError, rules: [ConfiguredRule]) -> [Diagnostic] {
        guard let rule = rules.first(where: { $0.id == ParseErrorRule.description.id }) else { return [] }
        return [Diagnostic(ruleID: rule.id, severity: rule.severity, message: error.message, path: error.path,
                           line: error.location.line, column: error.location.column)]
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

/// One result slot per file, written by exactly one worker each.
final class Slots<T>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<T?>
    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }
    deinit {
        storage.deinitialize()
        storage.deallocate()
    }
    subscript(i: Int) -> T? {
        get { storage[i] }
        set { storage[i] = newValue }
    }
    var values: [T?] { Array(storage) }
}
