import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitGen
import IBKitLint
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitWorkspace

/// `ibkit init`: the `.ibkit.yml` for an app that already exists, the way linters' `init` commands start a
/// project — from what the app is, not from a template.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a .ibkit.yml for an existing app: its modules, the conventions on or off, a baseline if asked.",
        discussion: """
            Looks at the app's IB files and Xcode projects or Swift packages, lints it once, and writes .ibkit.yml in \
            the folder: whether IBKit's conventions are followed (docs/conventions.md), the modules that hold IB \
            files with a `gen:` output for each (generated code is compiled per module), and what today's lint found.

            A legacy app usually has few problems and many convention findings. `--baseline` records today's \
            convention findings in ibkit-baseline.json and points the configuration at it, so that lint reports the \
            problems and only new deviations from the conventions; `--baseline --all` records today's problems too, \
            so that CI passes from the first day and fails on new findings only; `--conventions off` turns the \
            conventions off.

            The conventions are UIKit's (the runtime library loads UIKit storyboards and nibs): for an app whose IB \
            files are all AppKit or WatchKit documents, init turns them off unless `--conventions on` says otherwise.

            Nothing is written when .ibkit.yml exists (use --force to replace it) or with --dry-run, which prints \
            the file instead. Exit status: 0 written (or printed), 2 usage error or a file that cannot be written.
            """
    )

    enum Conventions: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    @Argument(help: "The app's folder (default: the current folder).", completion: .directory)
    var path: String = "."

    @Option(help: "Follow IBKit's conventions (on) or report only problems (off) (default: on, off when no IB file is a UIKit one).")
    var conventions: Conventions?

    @Flag(help: "Record today's convention findings in ibkit-baseline.json and report only new ones from now on.")
    var baseline = false

    @Flag(help: "With --baseline: record today's problems too, so that lint passes until something new is found.")
    var all = false

    @Flag(help: "Replace an existing .ibkit.yml (and ibkit-baseline.json).")
    var force = false

    @Flag(help: "Print the configuration on standard output and write nothing.")
    var dryRun = false

    mutating func validate() throws {
        if all, !baseline { throw ValidationError("--all says what --baseline records; add --baseline") }
        if baseline, !all, conventions == .off {
            throw ValidationError("--baseline records convention findings; with --conventions off there are none to record (--baseline --all records the problems)")
        }
    }

    func run() throws {
        try execute().finish()
    }

    static let baselineName = "ibkit-baseline.json"

    func execute(workingDirectory: String = WorkingDirectory.current) -> CommandOutcome {
        let outcome = CommandOutcome()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return outcome.failing("error: no such folder: '\(path)'")
        }
        let root = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory + "/")).standardizedFileURL.path
        let configPath = root + "/" + ConfigurationLoader.fileName
        if !dryRun, !force, FileManager.default.fileExists(atPath: configPath) {
            return outcome.failing("error: \(configPath) exists; --force replaces it, --dry-run prints what init would write")
        }
        let survey: AppSurvey
        do {
            survey = try AppSurvey(root: root)
        } catch {
            return outcome.failing(error.description)
        }
        let followsConventions = conventions.map { $0 == .on } ?? !survey.isAppKitOnly
        // Findings of conventions that are off would never be reported: nothing to record for them.
        let recorded = !baseline ? [] : survey.findings.filter { all && $0.isProblem || followsConventions && !$0.isProblem }
        // Nothing to record: no file, and no key pointing at an empty one.
        let baselineFile = recorded.isEmpty ? nil : Self.baselineName
        let text = AppSurvey.configuration(survey, conventions: followsConventions, baseline: baselineFile, recorded: recorded)
        // Check that what init writes is what the loader reads: a configuration init cannot read back is a bug here.
        do {
            _ = try ConfigurationLoader.parse(yaml: text, path: configPath, rootDirectory: root, rules: .lint)
        } catch {
            return outcome.failing("internal error: the configuration init made does not load: \(error.description)")
        }
        var result = outcome
        if dryRun {
            result.standardOutput = text
            return result
        }
        do {
            // The baseline first: the configuration that names it is written only once it exists.
            if baselineFile != nil {
                try OutputWriter.write(Baseline(diagnostics: recorded, rootDirectory: root).serialized(), to: root + "/" + Self.baselineName)
            }
            try OutputWriter.write(text, to: configPath)
        } catch {
            return outcome.failing("error: \(error)")
        }
        result.standardError = AppSurvey.summary(survey, conventions: followsConventions, recorded: recorded,
                                                 configPath: configPath, baseline: Self.baselineName)
        return result
    }
}

/// What `init` learns about an app: its IB files by module, and what a first lint finds.
struct AppSurvey {
    var root: String
    var ibFiles: [String]
    /// Module → the app's UIKit IB files compiled into it, for modules the projects name: what `ibkit gen` writes
    /// code for (its Swift covers UIKit; AppKit and WatchKit files are left out).
    var modules: [String: [String]]
    /// Modules whose IB files are all AppKit or WatchKit documents: nothing to generate.
    var otherModules: [String]
    var projects: [String]
    var problems: Int
    /// Everything a first lint with the default rules finds: problems and convention findings.
    var findings: [Diagnostic]
    var conventionFindings: [Diagnostic]
    /// Whether any IB file is a UIKit (or tvOS) document: the only ones IBKit's conventions are about.
    var hasUIKitFiles = false
    /// IB files, and none of them UIKit's: a Mac (or watch) app, which the conventions are not for. (An app with
    /// no IB file yet may still follow them.)
    var isAppKitOnly: Bool { !ibFiles.isEmpty && !hasUIKitFiles }

    init(root: String) throws(ConfigurationError) {
        self.root = root
        let configuration = Configuration(rootDirectory: root)
        let report = try LintEngine(configuration: configuration).lint(paths: [root])
        ibFiles = report.files
        findings = report.diagnostics
        problems = report.diagnostics.count { $0.isProblem }
        conventionFindings = report.diagnostics.filter { !$0.isProblem }
        let resolution = ModuleResolver.resolve(root: root)
        projects = resolution.projects.map { PathNormalization.stripping(root, from: $0.path) }
            + resolution.packages.map { PathNormalization.stripping(root, from: $0.path + "/Package.swift") }
        var modules: [String: [String]] = [:], others = Set<String>()
        for file in ibFiles {
            let isUIKit = (FileManager.default.contents(atPath: file)).flatMap { try? IBDocument(bytes: Array($0), path: file) }
                .map { [.iOS, .tvOS, .unknown].contains($0.platform) } ?? false
            if isUIKit { hasUIKitFiles = true }
            for module in resolution.map.modules(of: file) {
                if isUIKit { modules[module, default: []].append(file) } else { others.insert(module) }
            }
        }
        self.modules = modules
        otherModules = others.subtracting(modules.keys).sorted()
    }

    /// The `.ibkit.yml` text: every choice commented, so that the file explains itself.
    static func configuration(_ survey: AppSurvey, conventions: Bool, baseline: String?, recorded: [Diagnostic] = []) -> String {
        let byConvention = Dictionary(grouping: survey.conventionFindings, by: { $0.convention ?? "" }).mapValues(\.count)
        var out = """
            # IBKit configuration, written by `ibkit init` for \(survey.ibFiles.count) IB file\(survey.ibFiles.count == 1 ? "" : "s").
            # Every key: README.md ("Configuration"); rules: docs/rules.md; checks: docs/checks.md.

            # IBKit's conventions (one view controller per storyboard, identifiers and file names = class names,
            # no segues, components styled in code) let the runtime library load screens and cells by type. They are
            # IBKit's opinion, not Apple's rules: docs/conventions.md. `false` reports problems only; a list keeps some.

            """
        if byConvention.isEmpty {
            out += "# Today: no convention findings.\n"
        } else {
            out += "# Today: " + byConvention.keys.sorted().map { "\($0) \(byConvention[$0]!)" }.joined(separator: ", ") + ".\n"
        }
        if survey.isAppKitOnly {
            out += "# The IB files are all AppKit or WatchKit documents: the conventions are UIKit's (the runtime library\n"
            out += "# loads UIKit storyboards and nibs), so they \(conventions ? "are on only because you asked" : "are off").\n"
        }
        out += "conventions: \(conventions)\n"
        if let baseline {
            let problems = recorded.count { $0.isProblem }, deviations = recorded.count - problems
            let what = [problems > 0 ? "\(problems) problem\(problems == 1 ? "" : "s")" : nil,
                        deviations > 0 ? "\(deviations) convention finding\(deviations == 1 ? "" : "s")" : nil].compactMap { $0 }
            let reported = problems > 0 ? "lint reports only new findings" : "lint reports problems and only new\n# deviations"
            out += """

                # Today's \(what.joined(separator: " and ")) \(recorded.count == 1 ? "is" : "are") recorded here: \(reported).
                # Fix files one by one and record again with `ibkit lint --write-baseline \(baseline)`.
                baseline: \(baseline)

                """
        }
        let modules = survey.modules.keys.sorted()
        if !modules.isEmpty {
            let source = survey.projects.isEmpty ? "the project" : survey.projects.sorted().joined(separator: ", ")
            out += "\n# Modules with IB files, from \(source): "
            out += modules.map { "\($0) (\(survey.modules[$0]!.count))" }.joined(separator: ", ") + ".\n"
            out += "# `ibkit gen` writes one file per module: code for several targets in one file compiles in none of them.\n"
            out += GenTargets.outputsSection(survey.modules, root: survey.root)
        }
        if !survey.otherModules.isEmpty {
            out += "\n# AppKit and WatchKit files only, nothing for `ibkit gen` to write: \(survey.otherModules.joined(separator: ", ")).\n"
        } else if modules.isEmpty, !survey.ibFiles.isEmpty {
            out += "\n# No Xcode project or Swift package names the IB files' module: `check: modules:` can (README, \"ibkit check\").\n"
        }
        return out
    }

    /// What init says on standard error after writing.
    static func summary(_ survey: AppSurvey, conventions: Bool, recorded: [Diagnostic], configPath: String, baseline: String) -> [String] {
        var lines = ["Wrote \(configPath)."]
        let conventionCount = survey.conventionFindings.count
        lines.append("\(survey.ibFiles.count) IB file\(survey.ibFiles.count == 1 ? "" : "s"): \(survey.problems) problem\(survey.problems == 1 ? "" : "s"), \(conventionCount) convention finding\(conventionCount == 1 ? "" : "s").")
        let recordedProblems = recorded.count { $0.isProblem }
        if !conventions {
            lines.append(survey.isAppKitOnly
                ? "Conventions are off: they are UIKit's, and every IB file here is an AppKit or WatchKit document (`--conventions on` turns them on)."
                : "Conventions are off: `ibkit lint` reports problems only.")
        }
        if recordedProblems > 0 {
            lines.append("Recorded \(recorded.count) finding\(recorded.count == 1 ? "" : "s") (\(recordedProblems) problem\(recordedProblems == 1 ? "" : "s")) in \(baseline): `ibkit lint` now reports new findings only.")
        } else if conventions, !recorded.isEmpty {
            lines.append("Recorded the \(recorded.count) convention finding\(recorded.count == 1 ? "" : "s") in \(baseline): `ibkit lint` now reports problems and new deviations only.")
        } else if conventions, conventionCount > 0 {
            lines.append("Conventions are on. To adopt them gradually, run `ibkit init --force --baseline` (records today's convention findings), or `ibkit init --force --conventions off`.")
        } else if conventions {
            lines.append("The files follow IBKit's conventions: nothing to record.")
        }
        if survey.problems > 0, recordedProblems == 0 {
            lines.append("To let CI pass from today and fail on new findings only, `ibkit init --force --baseline --all` records the problems too.")
        }
        if !survey.modules.isEmpty {
            lines.append("Next: `ibkit lint`, `ibkit check`, and `ibkit gen` in \(survey.root) to write the gen: outputs (add each file to its target).")
        }
        // The merge driver, offered until the repository's attributes name it.
        let attributes = FileManager.default.contents(atPath: survey.root + "/.gitattributes").map { String(decoding: $0, as: UTF8.self) } ?? ""
        if !survey.ibFiles.isEmpty, !attributes.contains("merge=ibkit") {
            lines.append("Storyboard merge conflicts: `ibkit merge --install` makes git merge .storyboard and .xib files by element (docs/merge.md).")
        }
        return lines
    }
}
