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
            Folders are walked for IB files (as `ibkit lint` does) and for .swift files and Objective-C headers. \
            Checks are configured in the `check:` section of .ibkit.yml (disabled_rules, opt_in_rules, only_rules, \
            rules), with the same syntax as the top level. `ibkit check --list` lists them, \
            `ibkit check --explain ID` explains one with its examples, `ibkit check --markdown` prints docs/checks.md.

            Exit status: 0 no errors (warnings allowed), 1 errors (or any finding with --strict), \
            2 usage or configuration error.
            """
    )

    @Argument(help: "Files or folders to check.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "Configuration file (default: the nearest .ibkit.yml above the first path).", completion: .file())
    var config: String?

    @Option(help: "Output format.")
    var reporter: ReporterName = ReporterName(XcodeReporter.identifier)

    @Flag(help: "Exit with 1 on any finding, warnings included.")
    var strict = false

    @Flag(help: "Print nothing on standard error but errors (no count line).")
    var quiet = false

    @Flag(help: "List the checks with their default severity and exit.")
    var list = false

    @Option(name: .customLong("explain"), help: ArgumentHelp("Explain one check, with its examples, and exit.", valueName: "id"))
    var explainID: String?

    @Flag(help: "Print docs/checks.md (all checks, with examples) and exit.")
    var markdown = false

    func run() throws {
        let outcome = execute(useColor: Terminal.supportsColor(fileDescriptor: 1))
        FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
        for line in outcome.standardError { printError(line) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    typealias Outcome = LintCommand.Outcome

    func execute(useColor: Bool = false, workingDirectory: String = FileManager.default.currentDirectoryPath,
                 provider: CheckInputProvider = .default) -> Outcome {
        var outcome = Outcome()
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
                outcome.standardError.append("error: unknown check '\(explainID)'; `ibkit check --list` lists them")
                outcome.exitCode = ExitCode.usageOrConfiguration.rawValue
                return outcome
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
            outcome.standardError.append(error.description)
            outcome.exitCode = ExitCode.usageOrConfiguration.rawValue
            return outcome
        }
        let inputs = CheckInputs.load(paths: paths, configuration: configuration, provider: provider, moduleOverrides: moduleOverrides)
        let diagnostics = (inputs.parseErrors + CheckEngine.run(inputs.context, checks: checks)).sorted(by: Diagnostic.ordered)
        let files = (inputs.ibPaths + inputs.sourcePaths).sorted()
        var summaries = RuleCatalog.summaries
        for type in CheckRegistry.all { summaries[type.description.id] = type.description.summary }
        let context = ReportContext(fileCount: files.count, useColor: useColor, ruleSummaries: summaries,
                                    files: files, workingDirectory: workingDirectory)
        let reporterType = reporter.type
        outcome.standardOutput = reporterType.init().report(diagnostics, context: context)
        if !quiet {
            if !inputs.context.hasSources {
                outcome.standardError.append("note: no Swift sources or headers indexed; checks that need them were skipped")
            }
            if reporterType != SummaryReporter.self {
                outcome.standardError.append(SummaryReporter.countLine(diagnostics, fileCount: files.count))
            }
        }
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        outcome.exitCode = failing ? ExitCode.violations.rawValue : 0
        return outcome
    }
}
