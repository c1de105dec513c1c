import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitLint
import IBKitWorkspace

/// What a command's run prints and returns, without touching the process's streams (tests call `execute`, which
/// returns it): every command that reports findings reports through it.
struct CommandOutcome {
    var standardOutput = ""
    var standardError: [String] = []
    var exitCode: Int32 = 0
}

/// The steps `lint`, `check` and `gen` share with their findings, and how every command ends.
extension CommandOutcome {
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
    /// - Parameter adopting: the project has neither `.ibkit.yml` nor a baseline yet: only then does a run with
    ///   convention findings end with the paragraph on how to adopt them.
    func reporting(_ findings: [Diagnostic], known: Baseline?, suppressions: [Suppression] = [], options: ReportOptions,
                   context: ReportContext, rootDirectory: String, notes: [String] = [], adopting: Bool = false) -> Self {
        let kept = ReportedFindings(findings, known: known, suppressions: suppressions, options: options,
                                    rootDirectory: rootDirectory, workingDirectory: context.workingDirectory)
        return reporting(kept, options: options, context: context, notes: notes, adopting: adopting)
    }

    /// Reports findings already filtered (`ReportedFindings`).
    func reporting(_ kept: ReportedFindings, options: ReportOptions, context: ReportContext, notes: [String] = [],
                   adopting: Bool = false) -> Self {
        let reporter = options.reporter.type
        var outcome = self
        outcome.standardOutput = reporter.init().report(kept.diagnostics, context: context)
        if !options.quiet {
            outcome.standardError += notes
            let left = [kept.inBaseline > 0 ? "\(kept.inBaseline) more in the baseline" : nil,
                        kept.suppressed > 0 ? "\(kept.suppressed) suppressed in \(ConfigurationLoader.fileName)" : nil].compactMap { $0 }
            let baselineNote = left.isEmpty ? nil : left.joined(separator: ", ")
            if reporter != SummaryReporter.self {
                let count = SummaryReporter.countLine(kept.diagnostics, fileCount: context.fileCount)
                outcome.standardError.append(count + (baselineNote.map { " (\($0))" } ?? ""))
            } else if let baselineNote {
                outcome.standardError.append(baselineNote)
            }
            if adopting, let conventionNote = SummaryReporter.conventionNote(kept.diagnostics) {
                outcome.standardError.append(conventionNote)
            }
        }
        outcome.exitCode = kept.diagnostics.contains { $0.severity == .error } ? ExitCode.violations.rawValue : 0
        return outcome
    }
}

/// The findings a command reports, after `.ibkit.yml`'s suppressions and the baseline, with warnings made errors
/// under `--strict`: the one filter every command that reports findings goes through.
struct ReportedFindings {
    var diagnostics: [Diagnostic]
    /// How many the baseline held, and how many `suppressions:` decided.
    var inBaseline = 0, suppressed = 0

    init(_ findings: [Diagnostic], known: Baseline?, suppressions: [Suppression], options: ReportOptions,
         rootDirectory: String, workingDirectory: String) {
        // Decisions first (suppressions say why), then what the baseline records for later.
        (diagnostics, suppressed) = Suppression.filter(findings, suppressions, rootDirectory: rootDirectory,
                                                       workingDirectory: workingDirectory)
        if let known {
            (diagnostics, inBaseline) = known.filter(diagnostics, rootDirectory: rootDirectory, workingDirectory: workingDirectory)
        }
        if options.strict {
            for i in diagnostics.indices where diagnostics[i].severity == .warning { diagnostics[i].severity = .error }
        }
    }
}
