import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitLint

/// What `lint`, `check` and `gen` print and return, and the steps they share with their findings.
extension LintCommand.Outcome {
    /// A usage or configuration error: the message, and the exit code that says so.
    func failing(_ message: String) -> Self {
        var outcome = self
        outcome.standardError.append(message)
        outcome.exitCode = ExitCode.usageOrConfiguration.rawValue
        return outcome
    }

    /// Prints the outcome (standard output, then each line on standard error) and exits with its code: how every
    /// command's `run()` ends, so that `execute` stays testable without a process.
    func finish() throws {
        FileHandle.standardOutput.write(Data(standardOutput.utf8))
        for line in standardError { printError(line) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    /// The usage error for inputs that do not exist, or nil when all of them do.
    static func missingInputs(_ paths: [String]) -> String? {
        let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
        return missing.isEmpty ? nil : "error: no such file or folder: \(missing.map { "'\($0)'" }.joined(separator: ", "))"
    }

    /// `--write-baseline`: records the findings instead of reporting them.
    func recordingBaseline(_ diagnostics: [Diagnostic], fileCount: Int, to path: String, rootDirectory: String,
                           workingDirectory: String, quiet: Bool) -> Self {
        let recorded = Baseline(diagnostics: diagnostics, rootDirectory: rootDirectory, workingDirectory: workingDirectory)
        do {
            try recorded.write(to: path)
        } catch {
            return failing(error.description)
        }
        var outcome = self
        if !quiet {
            let n = recorded.entries.count
            outcome.standardError.append("Recorded \(n) finding\(n == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s") to \(path)")
        }
        return outcome
    }

    /// Leaves out what `.ibkit.yml`'s suppressions name and what `known` (`--baseline`) holds, reports the rest with the options' reporter (warnings as
    /// errors with `--strict`), adds `notes` and the count line on standard error unless `--quiet`, and fails on errors.
    func reporting(_ findings: [Diagnostic], known: Baseline?, suppressions: [Suppression] = [], options: FindingOptions,
                   context: ReportContext, rootDirectory: String, notes: [String] = []) -> Self {
        let reporter = options.reporter.type, quiet = options.quiet
        // Decisions first (suppressions say why), then what the baseline records for later.
        var (diagnostics, decided) = Suppression.filter(findings, suppressions, rootDirectory: rootDirectory,
                                                        workingDirectory: context.workingDirectory)
        var suppressed = 0
        if let known {
            (diagnostics, suppressed) = known.filter(diagnostics, rootDirectory: rootDirectory, workingDirectory: context.workingDirectory)
        }
        if options.strict {
            for i in diagnostics.indices where diagnostics[i].severity == .warning { diagnostics[i].severity = .error }
        }
        var outcome = self
        outcome.standardOutput = reporter.init().report(diagnostics, context: context)
        if !quiet {
            outcome.standardError += notes
            let left = [suppressed > 0 ? "\(suppressed) more in the baseline" : nil,
                        decided > 0 ? "\(decided) suppressed in \(ConfigurationLoader.fileName)" : nil].compactMap { $0 }
            let baselineNote = left.isEmpty ? nil : left.joined(separator: ", ")
            if reporter != SummaryReporter.self {
                let count = SummaryReporter.countLine(diagnostics, fileCount: context.fileCount)
                outcome.standardError.append(count + (baselineNote.map { " (\($0))" } ?? ""))
            } else if let baselineNote {
                outcome.standardError.append(baselineNote)
            }
            if let conventionNote = SummaryReporter.conventionNote(diagnostics) {
                outcome.standardError.append(conventionNote)
            }
        }
        let failing = diagnostics.contains { $0.severity == .error }
        outcome.exitCode = failing ? ExitCode.violations.rawValue : 0
        return outcome
    }
}
