import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint .storyboard and .xib files.",
        discussion: """
            Folders are walked for .storyboard and .xib files (skipping .build, Pods, Carthage, DerivedData). \
            Configuration comes from --config or the nearest .ibkit.yml above the first path.

            Legacy projects: `ibkit lint --write-baseline ibkit-baseline.json` records today's findings; \
            `ibkit lint --baseline ibkit-baseline.json` then reports only new ones. Findings are matched by rule, \
            file and IB object id (not by line), with paths relative to the folder of .ibkit.yml (or the current \
            folder), so the baseline works from any clone.

            Reporters write to standard output; unless --quiet, a one-line count goes to standard error.
            Exit status: 0 no errors (warnings allowed), 1 errors (or any finding with --strict), \
            2 usage, configuration or baseline error.
            """
    )

    @Argument(help: "Files or folders to lint.", completion: .file())
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

    @Flag(help: "Print nothing on standard error but errors (no count line).")
    var quiet = false

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

    /// What a run prints and returns, without touching the process's streams (tests call this directly).
    struct Outcome {
        var standardOutput = ""
        var standardError: [String] = []
        var exitCode: Int32 = 0
    }

    func execute(useColor: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Outcome {
        let outcome = Outcome()
        func fail(_ message: String) -> Outcome { outcome.failing(message) }

        let configuration: Configuration
        do {
            configuration = try ConfigurationResolver.resolve(explicit: config, paths: paths)
        } catch {
            return fail(error.description)
        }
        // Read the baseline before linting: a bad baseline path should fail fast.
        let known: Baseline?
        do {
            known = try baseline.map { path throws(BaselineError) in try Baseline.load(path: path) }
        } catch {
            return fail(error.description)
        }
        let report: LintEngine.Report
        do {
            report = try LintEngine(configuration: configuration).lint(paths: paths)
        } catch {
            return fail(error.description)
        }

        if let writeBaseline {
            return outcome.recordingBaseline(report.diagnostics, fileCount: report.files.count, to: writeBaseline,
                                             rootDirectory: configuration.rootDirectory, workingDirectory: workingDirectory, quiet: quiet)
        }
        let context = ReportContext(fileCount: report.files.count, useColor: useColor, ruleSummaries: RuleCatalog.summaries(for: reporter.type),
                                    files: report.files, workingDirectory: workingDirectory)
        return outcome.reporting(report.diagnostics, known: known, reporter: reporter.type, context: context,
                                 rootDirectory: configuration.rootDirectory, quiet: quiet, strict: strict)
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

enum ConfigurationResolver {
    static func resolve(explicit: String?, paths: [String]) throws(ConfigurationError) -> Configuration {
        if let explicit { return try ConfigurationLoader.load(path: explicit) }
        let start = paths.first ?? "."
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: start, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue ? start : (start as NSString).deletingLastPathComponent
        if let found = ConfigurationLoader.find(from: folder.isEmpty ? "." : folder) {
            return try ConfigurationLoader.load(path: found)
        }
        return Configuration(rootDirectory: FileManager.default.currentDirectoryPath)
    }
}

enum RuleCatalog {
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
