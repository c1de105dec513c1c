import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitLint
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitWorkspace

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint .storyboard and .xib files.",
        discussion: """
            Folders are walked for .storyboard and .xib files (skipping .build, Pods, Carthage, DerivedData). \
            Configuration comes from --config or the nearest .ibkit.yml above the first path.

            Legacy projects: `ibkit lint --write-baseline ibkit-baseline.json` records today's findings; \
            `ibkit lint --baseline ibkit-baseline.json` (or `baseline: ibkit-baseline.json` in .ibkit.yml) then \
            reports only new ones. Findings are matched by rule, \
            file and IB object id (not by line), with paths relative to the folder of .ibkit.yml (or the current \
            folder), so the baseline works from any clone. `ibkit init --baseline --all` writes the configuration \
            and a baseline of every finding at once. Pull requests: `--changed-since origin/main` reports only \
            the findings in files changed since that revision (`git diff --name-only`, plus untracked files); git \
            is only read.

            --fix first corrects what correctable rules find (`ibkit rules` marks them; each edit changes only \
            the finding's attribute or element, never what code depends on), writes the files all or nothing, \
            says on standard error what it changed, then lints again and reports what is left.

            Reporters write to standard output, problems first, then findings about IBKit's conventions \
            (docs/conventions.md); unless --quiet, a one-line count goes to standard error.
            Exit status: 0 no errors (warnings allowed), 1 errors (or any finding with --strict), \
            2 usage, configuration or baseline error (docs/cli.md compares them with SwiftLint's).
            """
    )

    @OptionGroup var options: FindingOptions

    @Flag(help: "Correct the findings of correctable rules in place, then lint again.")
    var fix = false

    func run() throws {
        try execute(useColor: Terminal.supportsColor(fileDescriptor: 1)).finish()
    }

    func execute(useColor: Bool = false, workingDirectory: String = WorkingDirectory.current,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        let outcome = CommandOutcome()
        func fail(_ message: String) -> CommandOutcome { outcome.failing(message) }

        let paths: [String], configuration: Configuration, known: Baseline?, suppressions: [Suppression]
        let changed: ChangedFiles?
        do {
            paths = try options.resolvedPaths(environment: environment)
            changed = try options.changedFiles(under: paths, workingDirectory: workingDirectory)
            configuration = try ConfigurationResolver.resolve(explicit: options.input.config, paths: paths)
            // Read the baseline before linting: a bad baseline path should fail fast.
            known = try options.knownFindings(configuration.baseline)
            suppressions = try ConfigurationLoader.suppressions(configuration, rules: KnownRules.all)
        } catch let error as UsageError {
            return fail(error.description)
        } catch {
            return fail("\(error)")
        }
        var fixed: [String] = []
        if fix {
            do {
                fixed = try Self.fix(paths: paths, configuration: configuration, workingDirectory: workingDirectory)
            } catch let error as ConfigurationError {
                return fail(error.description)
            } catch {
                return fail("error: \(error); nothing was written")
            }
        }
        let report: LintEngine.Report
        do {
            report = try LintEngine(configuration: configuration).lint(paths: paths)
        } catch {
            return fail(error.description)
        }

        if let writeBaseline = options.writeBaseline {
            let (kept, _) = Suppression.filter(report.diagnostics, suppressions, rootDirectory: configuration.rootDirectory,
                                               workingDirectory: workingDirectory)
            return outcome.recordingBaseline(kept, fileCount: report.files.count, to: writeBaseline,
                                             rootDirectory: configuration.rootDirectory, workingDirectory: workingDirectory, quiet: options.quiet)
        }
        let context = ReportContext(fileCount: report.files.count, useColor: useColor,
                                    ruleSummaries: KnownRules.summaries(for: options.reporter.type),
                                    files: report.files, workingDirectory: workingDirectory)
        var notes = report.files.isEmpty ? [FindingOptions.nothingFound(in: paths, what: ".storyboard or .xib files")] : []
        if let changed { notes.append(changed.note) }
        var result = outcome.reporting(changed?.filter(report.diagnostics) ?? report.diagnostics, known: known, suppressions: suppressions, options: options.report, context: context,
                                       rootDirectory: configuration.rootDirectory, notes: notes,
                                       adopting: configuration.path == nil && known == nil)
        if !options.quiet { result.standardError = fixed + result.standardError }
        // Nothing to lint is a warning, and `--strict` fails on warnings.
        if report.files.isEmpty, options.strict { result.exitCode = ExitCode.violations.rawValue }
        return result
    }
}

/// A `--reporter` value: one of `ReporterRegistry.all`, listed with its summary in `--help`.
struct ReporterName: ExpressibleByArgument, Sendable {
    let type: any Reporter.Type

    init(_ identifier: String) {
        type = ReporterRegistry.reporter(named: identifier)!
    }

    init?(argument: String) {
        guard let type = ReporterRegistry.reporter(named: argument) else { return nil }
        self.type = type
    }

    var defaultValueDescription: String { type.identifier }
    static var allValueStrings: [String] { ReporterRegistry.all.map { $0.identifier } }
    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: ReporterRegistry.all.map { ($0.identifier, $0.summary) })
    }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// Every rule a command may report or a configuration name: lint's and the check's.
enum KnownRules {
    /// Every rule a configuration may name anywhere: lint's and check's.
    static var all: [RuleDescription] {
        RuleRegistry.all.map { $0.description } + CheckRegistry.all.map { $0.description }
    }

    /// Rule id → summary of every lint rule and of `others` (a command's own findings), for `reporter`; empty
    /// when the reporter does not read them.
    static func summaries(for reporter: any Reporter.Type, adding others: () -> [String: String] = { [:] }) -> [String: String] {
        guard reporter.readsRuleSummaries else { return [:] }
        return Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.description.id, $0.description.summary) })
            .merging(others()) { _, other in other }
    }
}

enum Terminal {
    /// ANSI colour only for a terminal, and never when NO_COLOR is set to anything (https://no-color.org) or TERM is dumb.
    static func supportsColor(fileDescriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard isatty(fileDescriptor) != 0 else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
