import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitLint
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .storyboard and .xib files against the Swift sources (classes, modules, outlets, actions, identifiers).",
        discussion: """
            Folders are walked for IB files (as `ibkit lint` does) and for Swift and Objective-C sources \
            (.swift, .h, .m, .mm). Checks are configured in the `check:` section of .ibkit.yml (disabled_rules, \
            opt_in_rules, only_rules, rules, conventions, overrides, baseline, modules), with the same syntax as the \
            top level; in `check: overrides:`, a check's settings are its severity only (a check reads the whole \
            project at once, so its options cannot vary by path). `ibkit check --list` lists them, \
            `ibkit check --explain ID` explains one with its examples, `ibkit check --markdown` prints docs/checks.md.

            Results are cached outside the project, in its folder in the user's cache folder ($XDG_CACHE_HOME/ibkit \
            or ~/.cache/ibkit; ~/Library/Caches/IBKit on macOS; --cache-path or .ibkit.yml's cache_path: put them \
            elsewhere): a run on unchanged files only lists the folders and stats the files, and an edit re-indexes \
            only the edited Swift files. --no-cache neither reads nor writes the cache.

            Legacy projects: `ibkit check --write-baseline ibkit-check-baseline.json` records today's findings; \
            `ibkit check --baseline ibkit-check-baseline.json` then reports only new ones (the format and matching \
            of `ibkit lint --baseline`).

            Exit status: 0 no errors (warnings allowed), 1 errors (or any finding with --strict), \
            2 usage, configuration or baseline error (docs/cli.md compares them with SwiftLint's).
            """
    )

    @OptionGroup var options: FindingOptions

    @Flag(help: "Neither read nor write the caches: parse, index and check everything.")
    var noCache = false

    @OptionGroup var cache: CacheOptions

    @Flag(help: "List the checks with their default severity and exit.")
    var list = false

    @Option(name: .customLong("explain"), help: ArgumentHelp("Explain one check, with its examples, and exit.", valueName: "id"))
    var explainID: String?

    @Flag(help: "Print docs/checks.md (all checks, with examples) and exit.")
    var markdown = false

    mutating func validate() throws {
        if noCache, cache.cachePath != nil { throw ValidationError("--no-cache and --cache-path cannot be combined") }
    }

    func run() throws {
        try execute(useColor: Terminal.supportsColor(fileDescriptor: 1)).finish()
    }

    /// - Parameter provider: the Swift side and module map; nil for the real indexer and resolver (with their
    ///   caches unless `--no-cache`). Runs with another provider use no cache.
    func execute(useColor: Bool = false, workingDirectory: String = WorkingDirectory.current,
                 provider: CheckInputProvider? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        var outcome = CommandOutcome()
        func fail(_ message: String) -> CommandOutcome { outcome.failing(message) }
        if list {
            outcome.standardOutput = CheckRegistry.all.map { type in
                let d = type.description
                return "\(d.id)\t\(d.defaultSeverity.rawValue)\(d.isOptIn ? " (opt-in)" : "")\t\(d.summary)"
            }.joined(separator: "\n") + "\n"
            return outcome
        }
        if markdown {
            outcome.standardOutput = RuleBook.checks.markdown()
            return outcome
        }
        if let explainID {
            guard let entry = RuleBook.checks.entry(named: explainID) else {
                return fail("error: unknown check '\(explainID)'; `ibkit check --list` lists them")
            }
            outcome.standardOutput = RuleBook.checks.explanation(entry)
            return outcome
        }
        let paths: [String], configuration: Configuration, checks: [ConfiguredCheck], known: Baseline?, suppressions: [Suppression]
        let moduleOverrides: [(pattern: String, module: String)]
        let changed: ChangedFiles?
        do {
            paths = try options.resolvedPaths(environment: environment)
            changed = try options.changedFiles(under: paths, workingDirectory: workingDirectory)
            configuration = try ConfigurationResolver.resolve(explicit: options.input.config, paths: paths)
            checks = try CheckEngine.makeChecks(configuration)
            moduleOverrides = try ConfigurationLoader.checkModules(configuration)
            // Read the baseline before checking: a bad baseline path should fail fast.
            known = try options.knownFindings(try ConfigurationLoader.checkBaseline(configuration))
            suppressions = try ConfigurationLoader.suppressions(configuration, rules: KnownRules.all)
        } catch let error as UsageError {
            return fail(error.description)
        } catch {
            return fail("\(error)")
        }
        let (cacheDirectory, cacheNote) = noCache || provider != nil ? (nil, nil)
            : cache.prepare(configuration: configuration, workingDirectory: workingDirectory, environment: environment)
        let runner = CheckRunner(configuration: configuration, checks: checks, moduleOverrides: moduleOverrides,
                                 provider: provider ?? .standard(cacheDirectory: cacheDirectory),
                                 cache: cacheDirectory.map(CheckResultCache.init(directory:)))
        let run = runner.run(paths: paths)
        // `check: overrides:` switch checks off, or change their severity, for the files under some paths.
        let diagnostics: [Diagnostic]
        do {
            diagnostics = try CheckEngine.applyingOverrides(run.diagnostics, configuration: configuration)
        } catch {
            return fail(error.description)
        }
        let files = (run.ibPaths + run.sourcePaths).sorted()

        if let writeBaseline = options.writeBaseline {
            let (kept, _) = Suppression.filter(diagnostics, suppressions, rootDirectory: configuration.rootDirectory,
                                               workingDirectory: workingDirectory)
            return outcome.recordingBaseline(kept, fileCount: files.count, to: writeBaseline,
                                             rootDirectory: configuration.rootDirectory, workingDirectory: workingDirectory, quiet: options.quiet)
        }

        let summaries = KnownRules.summaries(for: options.reporter.type) {
            Dictionary(uniqueKeysWithValues: CheckRegistry.all.map { ($0.description.id, $0.description.summary) })
        }
        let context = ReportContext(fileCount: files.count, useColor: useColor, ruleSummaries: summaries,
                                    files: files, workingDirectory: workingDirectory)
        var notes = cacheNote.map { [$0] } ?? []
        if !run.hasSources { notes.append("note: no Swift sources or headers indexed; checks that need them were skipped") }
        if run.ibPaths.isEmpty { notes.append(FindingOptions.nothingFound(in: paths, what: ".storyboard or .xib files")) }
        if let changed { notes.append(changed.note) }
        var result = outcome.reporting(changed?.filter(diagnostics) ?? diagnostics, known: known, suppressions: suppressions, options: options.report, context: context,
                                       rootDirectory: configuration.rootDirectory, notes: notes,
                                       adopting: configuration.path == nil && known == nil)
        if run.ibPaths.isEmpty, options.strict { result.exitCode = ExitCode.violations.rawValue }
        return result
    }
}
