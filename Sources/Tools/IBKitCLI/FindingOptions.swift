import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// How a command that reports findings reports them: reporter, baseline, strictness, quietness. One home, so that
/// `lint`, `check` and `gen --lint` (what the build-tool plugin runs) filter and fail the same way.
struct ReportOptions: ParsableArguments {
    @Option(help: "Output format of the findings.")
    var reporter: ReporterName = ReporterName(XcodeReporter.identifier)

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file (default: the configuration's `baseline:`).",
                               valueName: "file"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: ArgumentHelp("Record the current findings in this baseline file, report nothing, exit 0.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Flag(help: "Report warnings as errors (and so exit 1 on any finding), as SwiftLint's --strict does.")
    var strict = false

    @Flag(help: "Print nothing on standard error but errors (no count or progress lines).")
    var quiet = false

    mutating func validate() throws {
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be combined: --write-baseline records every current finding")
        }
    }

    /// The baseline to filter with: `--baseline`, else the configuration's `baseline:`; read before the run, so
    /// that a bad file fails fast.
    func knownFindings(_ configured: String?) throws(BaselineError) -> Baseline? {
        guard let path = baseline ?? (writeBaseline == nil ? configured : nil) else { return nil }
        return try Baseline.load(path: path)
    }
}

/// The options `lint` and `check` share: what to read, and how to report (`ReportOptions`). One home, so that the
/// two commands (and their `--help`) can never drift apart.
struct FindingOptions: ParsableArguments {
    @OptionGroup var input: InputOptions

    @Flag(help: ArgumentHelp("Read the files to look at from Xcode's build-phase input files (SCRIPT_INPUT_FILE_COUNT, SCRIPT_INPUT_FILE_n; SCRIPT_INPUT_FILE_LIST_COUNT, SCRIPT_INPUT_FILE_LIST_n for .xcfilelist files) instead of the paths."))
    var useScriptInputFiles = false

    @Option(help: ArgumentHelp("Report only findings in files changed since this git revision (`git diff --name-only REV` and untracked files): a pull request's run.",
                               valueName: "rev"))
    var changedSince: String?

    @OptionGroup var report: ReportOptions

    var reporter: ReporterName { report.reporter }
    var writeBaseline: String? { report.writeBaseline }
    var strict: Bool { report.strict }
    var quiet: Bool { report.quiet }

    mutating func validate() throws {
        if changedSince != nil, report.writeBaseline != nil {
            throw ValidationError("--changed-since and --write-baseline cannot be combined: a baseline records every current finding")
        }
        if useScriptInputFiles, !input.paths.isEmpty {
            throw ValidationError("--use-script-input-files reads the files from the environment; give no paths with it")
        }
    }

    /// The paths to look at: the script input files, or the arguments (`.` when none). A path that does not exist
    /// is a usage error, as a typo in a build script should be, not an empty or unreadable input.
    func resolvedPaths(environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> [String] {
        let paths = useScriptInputFiles ? try ScriptInputFiles.paths(environment) : input.pathsOrCurrentFolder
        if let missing = CommandOutcome.missingInputs(paths) { throw UsageError(missing) }
        return paths
    }

    func knownFindings(_ configured: String?) throws(BaselineError) -> Baseline? { try report.knownFindings(configured) }

    /// With `--changed-since REV`: the files changed since REV under `paths` (absolute, symbolic links resolved),
    /// read from git without changing anything; nil without it. A usage error outside a git work tree or for an
    /// unknown revision.
    func changedFiles(under paths: [String], workingDirectory: String) throws(UsageError) -> ChangedFiles? {
        guard let revision = changedSince else { return nil }
        let absolute = paths.map { ChangedFiles.resolved(PathNormalization.absolute($0, base: workingDirectory)) }
        let folder = absolute.first.map { path -> String in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                ? path : (path as NSString).deletingLastPathComponent
        } ?? workingDirectory
        switch GitChanges.open(revision, in: folder) {
        case .success(let git):
            return ChangedFiles(revision: revision, paths: git.changedPaths(under: absolute), workingDirectory: workingDirectory)
        case .failure(let failure):
            throw UsageError("error: --changed-since \(revision): \(failure)")
        }
    }

    /// Said rather than passed in silence: a build script pointed at the wrong folder looks like a clean run.
    static func nothingFound(in paths: [String], what: String) -> String {
        "warning: no \(what) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))"
    }
}

/// A mistake in how the command was called: reported on standard error, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Xcode passes a Run Script phase's input files in the environment; SwiftLint's `--use-script-input-files` reads
/// them the same way, so one build phase can run both tools on the files it declares.
enum ScriptInputFiles {
    static func paths(_ environment: [String: String]) throws(UsageError) -> [String] {
        var out: [String] = []
        for (countKey, prefix) in [("SCRIPT_INPUT_FILE_COUNT", "SCRIPT_INPUT_FILE_"), ("SCRIPT_INPUT_FILE_LIST_COUNT", "SCRIPT_INPUT_FILE_LIST_")] {
            guard let raw = environment[countKey] else { continue }
            guard let count = Int(raw), count >= 0 else { throw UsageError("error: \(countKey) is not a number: '\(raw)'") }
            for i in 0 ..< count {
                guard let value = environment[prefix + String(i)] else { throw UsageError("error: \(prefix)\(i) is not set (\(countKey) is \(count))") }
                if prefix == "SCRIPT_INPUT_FILE_" {
                    out.append(value)
                } else {
                    // An .xcfilelist: one path per line; `#` starts a comment.
                    guard let text = try? String(contentsOfFile: value, encoding: .utf8) else {
                        throw UsageError("error: cannot read the input file list '\(value)'")
                    }
                    out += text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                        .map { expandingBuildSettings($0, environment) }
                }
            }
        }
        guard environment["SCRIPT_INPUT_FILE_COUNT"] != nil || environment["SCRIPT_INPUT_FILE_LIST_COUNT"] != nil else {
            throw UsageError("error: --use-script-input-files: SCRIPT_INPUT_FILE_COUNT is not set; run it from an Xcode Run Script phase with input files")
        }
        return out
    }

    /// `$(SRCROOT)/App/Main.storyboard` → `/Users/me/App/App/Main.storyboard`: Xcode writes build settings into
    /// file lists and expands them from the environment it gives the script; unknown settings stay as written.
    static func expandingBuildSettings(_ line: String, _ environment: [String: String]) -> String {
        var out = line
        for (open, close) in [("$(", ")"), ("${", "}")] {
            while let start = out.range(of: open), let end = out.range(of: close, range: start.upperBound ..< out.endIndex) {
                let name = String(out[start.upperBound ..< end.lowerBound])
                guard let value = environment[name] else { break }
                out.replaceSubrange(start.lowerBound ..< end.upperBound, with: value)
            }
        }
        return out
    }
}
