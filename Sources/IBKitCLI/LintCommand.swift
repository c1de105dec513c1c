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
            Exit status: 0 no errors (warnings allowed), 1 errors (or any violation with --strict), \
            2 usage or configuration error.
            """
    )

    @Argument(help: "Files or folders to lint.", completion: .file())
    var paths: [String] = ["."]

    @Option(help: "Configuration file (default: the nearest .ibkit.yml above the first path).", completion: .file())
    var config: String?

    @Option(help: "Output format: \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", ")).")
    var reporter: String = "xcode"

    @Flag(help: "Exit with 1 on any violation, warnings included.")
    var strict = false

    mutating func validate() throws {
        guard ReporterRegistry.reporter(named: reporter) != nil else {
            throw ValidationError("unknown reporter '\(reporter)'; use one of \(ReporterRegistry.all.map { $0.identifier }.joined(separator: ", "))")
        }
    }

    func run() throws {
        let configuration: Configuration
        do {
            configuration = try ConfigurationResolver.resolve(explicit: config, paths: paths)
        } catch {
            printError(error.description)
            throw ExitCode.usageOrConfiguration
        }
        let report: LintEngine.Report
        do {
            report = try LintEngine(configuration: configuration).lint(paths: paths)
        } catch {
            printError(error.description)
            throw ExitCode.usageOrConfiguration
        }
        let reporterType = ReporterRegistry.reporter(named: reporter)!
        let context = ReportContext(fileCount: report.files.count, useColor: Terminal.isInteractive(stdout: true),
                                    ruleSummaries: RuleCatalog.summaries)
        let output = reporterType.init().report(report.diagnostics, context: context)
        FileHandle.standardOutput.write(Data(output.utf8))
        let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode.violations }
    }
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
    static var summaries: [String: String] {
        Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.description.id, $0.description.summary) })
    }
}

enum Terminal {
    static func isInteractive(stdout: Bool) -> Bool {
        isatty(stdout ? 1 : 2) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}
