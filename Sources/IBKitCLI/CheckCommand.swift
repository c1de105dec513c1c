import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitLint

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .storyboard and .xib files against the Swift sources (classes, modules, outlets, actions, identifiers).",
        discussion: """
            Folders are walked for IB files (as `ibkit lint` does) and for Swift and Objective-C sources \
            (.swift, .h, .m, .mm). Checks are configured in the `check:` section of .ibkit.yml (disabled_rules, \
            opt_in_rules, only_rules, rules), with the same syntax as the top level. `ibkit check --list` lists them, \
            `ibkit check --explain ID` explains one with its examples, `ibkit check --markdown` prints docs/checks.md.

            Results are cached in <root>/.build/ibkit-cache (root: the folder of .ibkit.yml, or the current folder): \
            a run on unchanged files only lists the folders and stats the files, and an edit re-indexes only the edited \
            Swift files. \
            --no-cache neither reads nor writes the cache.

            Legacy projects: `ibkit check --write-baseline ibkit-check-baseline.json` records today's findings; \
            `ibkit check --baseline ibkit-check-baseline.json` then reports only new ones (the format and matching \
            of `ibkit lint --baseline`).

            Exit status: 0 no errors (warnings allowed), 1 errors (or any finding with --strict), \
            2 usage, configuration or baseline error.
            """
    )

    @Argument(help: "Files or folders to check.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "Configuration file (default: the nearest .ibkit.yml above the first path).", completion: .file())
    var config: String?

    @Option(help: "Output format.")
    var reporter: ReporterName = ReporterName(XcodeReporter.identifier)

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: ArgumentHelp("Record the current findings in this baseline file, report nothing, exit 0.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Flag(help: "Exit with 1 on any finding, warnings included.")
    var strict = false

    @Flag(help: "Neither read nor write the cache in <root>/.build/ibkit-cache: parse, index and check everything.")
    var noCache = false

    @Flag(help: "Print nothing on standard error but errors (no count line).")
    var quiet = false

    @Flag(help: "List the checks with their default severity and exit.")
    var list = false

    @Option(name: .customLong("explain"), help: ArgumentHelp("Explain one check, with its examples, and exit.", valueName: "id"))
    var explainID: String?

    @Flag(help: "Print docs/checks.md (all checks, with examples) and exit.")
    var markdown = false

    mutating func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be combined: --write-baseline records every current finding")
        }
    }

    func run() throws {
        let outcome = execute(useColor: Terminal.supportsColor(fileDescriptor: 1))
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        for line in outcome.standardError { printError(line) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    typealias Outcome = LintCommand.Outcome

    /// - Parameter provider: the Swift side and module map; nil for the real indexer and resolver (with their
    ///   caches unless `--no-cache`). Runs with another provider never use the result cache.
    func execute(useColor: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath,
                 provider: CheckInputProvider? = nil) -> Outcome {
        var outcome = Outcome()
        func fail(_ message: String) -> Outcome { outcome.failing(message) }
        if list {
            outcome.standardOutput = CheckRegistry.all.map { type in
                let d = type.description
                return "\(d.id)\t\(d.defaultSeverity.rawValue)\(d.isOptIn ? " (opt-in)" : "")\t\(d.summary)"
            }.joined(separator: "\n") + "\n"
            return outcome
        }
        if markdown {
            outcome.standardOutput = CheckDocumentation.markdown()
            return outcome
        }
        if let explainID {
            guard let type = CheckRegistry.check(id: explainID) else {
                return fail("error: unknown check '\(explainID)'; `ibkit check --list` lists them")
            }
            outcome.standardOutput = CheckDocumentation.explanation(type)
            return outcome
        }
        let configuration: Configuration
        let checks: [ConfiguredCheck]
        let moduleOverrides: [(pattern: String, module: String)]
        do {
            configuration = try ConfigurationResolver.resolve(explicit: config, paths: paths)
            checks = try CheckEngine.makeChecks(configuration)
            moduleOverrides = try ConfigurationLoader.checkModules(configuration)
        } catch {
            return fail(error.description)
        }
        // Read the baseline before checking: a bad baseline path should fail fast.
        let known: Baseline?
        do {
            known = try baseline.map { path throws(BaselineError) in try Baseline.load(path: path) }
        } catch {
            return fail(error.description)
        }
        let runner = CheckRunner(configuration: configuration, checks: checks, moduleOverrides: moduleOverrides,
                                 provider: provider ?? .standard(indexCache: !noCache),
                                 cache: noCache ? nil : .inProject(root: configuration.rootDirectory))
        let run = runner.run(paths: paths)
        let files = (run.ibPaths + run.sourcePaths).sorted()

        if let writeBaseline {
            return outcome.recordingBaseline(run.diagnostics, fileCount: files.count, to: writeBaseline,
                                             rootDirectory: configuration.rootDirectory, workingDirectory: workingDirectory, quiet: quiet)
        }

        let summaries = RuleCatalog.summaries(for: reporter.type) {
            Dictionary(uniqueKeysWithValues: CheckRegistry.all.map { ($0.description.id, $0.description.summary) })
        }
        let context = ReportContext(fileCount: files.count, useColor: useColor, ruleSummaries: summaries,
                                    files: files, workingDirectory: workingDirectory)
        let notes = run.hasSources ? [] : ["note: no Swift sources or headers indexed; checks that need them were skipped"]
        return outcome.reporting(run.diagnostics, known: known, reporter: reporter.type, context: context,
                                 rootDirectory: configuration.rootDirectory, quiet: quiet, strict: strict, notes: notes)
    }
}
