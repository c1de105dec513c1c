import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitGen
import IBKitLint
import IBKitPlumbing
import IBKitSwiftIndex
import IBKitWorkspace

struct GenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate Swift from .storyboard and .xib files: typed scenes, segues, xibs and reuse identifiers, "
            + "and the conformances that make IBKit's conventions hold.",
        discussion: """
            Folders are walked for IB files (as `ibkit lint` does) and for Swift and Objective-C sources (.swift, \
            .h, .m, .mm: a class declared by `@interface` is known, as `ibkit check` knows it). The Swift sources tell which \
            conformances and members already exist, so the generated code never declares them twice; conformances \
            are generated only for classes declared there. Classes of modules other than --module are referenced, \
            never extended.

            Without --output, the files to write come from the `gen: outputs:` section of .ibkit.yml (one entry per \
            module: module, paths, output, access, template, params); --module, --access, --template and --param are \
            then defaults for entries that do not set them.

            The file is written atomically and only when its content changes, so an unchanged run leaves its \
            modification date alone. Files that do not parse are reported and left out; the rest is still generated.

            Templates: `ibkit` (built in: docs/gen.md, "Generated code"; parameter bundle=EXPR), `swiftgen-scenes` \
            (SwiftGen-style StoryboardScene/StoryboardSegue enums), or a .stencil file rendered with SwiftGen's `ib` \
            context (a superset: docs/gen.md, "Template context"). --access public and --module reach Stencil \
            templates as the publicAccess and module parameters.

            Exit status: 0 no errors (warnings allowed), 1 errors (files that do not parse, or lint errors with \
            --lint), 2 usage, configuration, template or output error.
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "The Swift file to write.", completion: .file(extensions: ["swift"]))
    var output: String?

    @Option(help: ArgumentHelp("The module the output is compiled into (default: the one the Xcode projects or Swift "
                               + "packages give all the IB files): classes of other modules are referenced, never extended."))
    var module: String?

    @Option(help: "Access level of the generated declarations.")
    var access: SwiftGenerator.Access?

    @Option(help: ArgumentHelp("ibkit (default), swiftgen-scenes, or a .stencil file.", valueName: "name-or-path"),
            completion: .file(extensions: ["stencil"]))
    var template: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter (repeatable).", valueName: "key=value"))
    var params: [String] = []

    @Flag(help: ArgumentHelp("Also lint the files and report the findings (how the build-tool plugin reports lint to the build), "
                             + "with the baseline and suppressions of .ibkit.yml, as `ibkit lint` reports them."))
    var lint = false

    @Option(help: ArgumentHelp("Print the template context (yaml or json) instead of writing a file.", valueName: "format"))
    var dumpContext: GenJob.ContextFormat?

    @OptionGroup var cache: CacheOptions

    @Flag(help: ArgumentHelp("Apply the configuration's included/excluded to the files named as paths too, not only to "
                             + "those found in folders (the build-tool plugin names every file of a target)."))
    var forceExclude = false

    @OptionGroup var report: ReportOptions

    var quiet: Bool { report.quiet }

    func run() throws {
        try execute(useColor: Terminal.supportsColor(fileDescriptor: 1), keepInputsUntilExit: true).finish()
    }

    /// - Parameter keepInputsUntilExit: leave what was read alive (the process ends right after), instead of freeing it.
    /// - Parameter indexSources: the indexer; nil for the real one, with its cache (`CacheOptions`).
    func execute(useColor: Bool = false, workingDirectory: String = WorkingDirectory.current,
                 indexSources: ((String, [String]) -> SwiftIndex)? = nil, keepInputsUntilExit: Bool = false,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        var outcome = CommandOutcome()
        func fail(_ message: String) -> CommandOutcome { outcome.failing(message) }
        let configuration: Configuration
        let jobs: [GenJob]
        let moduleOverrides: [(pattern: String, module: String)]
        let known: Baseline?, suppressions: [Suppression]
        do {
            // A misspelled input is a usage error before anything is read or written, as in `lint` and `check`.
            if let missing = CommandOutcome.missingInputs(input.paths) { throw UsageError(missing) }
            var resolved = try ConfigurationResolver.resolve(explicit: input.config, paths: input.paths)
            resolved.filtersNamedFiles = forceExclude
            configuration = resolved
            jobs = try makeJobs(configuration)
            if let missing = CommandOutcome.missingInputs(jobs.flatMap(\.paths)) { throw UsageError(missing) }
            moduleOverrides = try ConfigurationLoader.checkModules(configuration)
            known = try report.knownFindings(configuration.baseline)
            suppressions = try ConfigurationLoader.suppressions(configuration, rules: KnownRules.all)
        } catch let error as CustomStringConvertible & Error {
            return fail(error.description)
        } catch {
            return fail("error: \(error)")
        }

        let modules = GenInputs.modules(configuration: configuration, overrides: moduleOverrides)
        let indexer: (String, [String]) -> SwiftIndex
        if let indexSources {
            indexer = indexSources
        } else {
            let (directory, note) = cache.prepare(configuration: configuration, workingDirectory: workingDirectory, environment: environment)
            if !quiet, let note { outcome.standardError.append(note) }
            indexer = GenInputs.indexer(cacheDirectory: directory)
        }
        var diagnostics: [Diagnostic] = []
        // The IB files of each job, sorted and unique (as discovery gives them).
        var fileLists: [[String]] = []
        var failed = false
        var pending: [(output: String, text: String)] = []
        let outputs = jobs.compactMap(\.output)
        for job in jobs {
            let inputs = GenInputs.load(paths: job.paths, configuration: configuration, excluding: outputs, modules: modules,
                                        module: job.settings.module, generatedFilesOnly: job.usesBuiltInTemplate,
                                        indexSources: indexer)
            // A big catalog is ~100,000 strings.
            if keepInputsUntilExit { KeptUntilExit.keep(inputs) }
            // Code for several targets in one file compiles in none of them: say which targets, and what works.
            if job.dumpContext == nil, let refusal = GenTargets.refusal(inputs, GenTargets.Request(
                module: job.settings.module, paths: job.paths, configuredOutput: job.isConfigured ? job.output : nil,
                root: configuration.rootDirectory, configurationFile: Self.configurationName(configuration, workingDirectory))) {
                outcome.standardError.append(refusal)
                outcome.exitCode = ExitCode.usageOrConfiguration.rawValue
                return outcome
            }
            if !quiet, inputs.leftOut.ibFiles + inputs.leftOut.sources > 0, let module = inputs.module {
                outcome.standardError.append("\(job.output ?? "gen"): compiled into \(module): left out \(inputs.leftOut.ibFiles) IB "
                    + "file\(inputs.leftOut.ibFiles == 1 ? "" : "s") and \(inputs.leftOut.sources) Swift file"
                    + "\(inputs.leftOut.sources == 1 ? "" : "s") of \(inputs.leftOut.modules.joined(separator: ", "))")
            }
            fileLists.append(inputs.ibPaths)
            diagnostics += inputs.parseErrors
            let rendered: GenRendering
            do {
                rendered = try job.render(inputs)
            } catch {
                outcome.standardError.append(error.description)
                failed = true
                continue
            }
            diagnostics += rendered.diagnostics
            if let output = job.output {
                pending.append((output, rendered.text))
            } else {
                outcome.standardOutput += rendered.text
            }
            if lint {
                do {
                    let report = try LintEngine(configuration: configuration).lint(paths: job.paths)
                    diagnostics += report.diagnostics
                } catch {
                    return fail(error.description)
                }
            }
        }
        // Every output is written only once all of them rendered: a failing template or refused target leaves
        // every file as it was.
        if failed {
            if !pending.isEmpty { outcome.standardError.append("nothing was written") }
        } else {
            for (output, text) in pending {
                do {
                    let result = try OutputWriter.write(text, to: output)
                    if !quiet { outcome.standardError.append("\(output): \(Self.describe(result))") }
                } catch {
                    outcome.standardError.append(error.description)
                    failed = true
                }
            }
        }
        // A file two jobs read (or lint and gen both reported) is reported once.
        diagnostics = Self.uniqueSorted(diagnostics)

        let files = fileLists.count == 1 ? fileLists[0] : Set(fileLists.joined()).sorted()
        let root = configuration.rootDirectory
        if let writeBaseline = report.writeBaseline {
            let (kept, _) = Suppression.filter(diagnostics, suppressions, rootDirectory: root, workingDirectory: workingDirectory)
            var recorded = outcome.recordingBaseline(kept, fileCount: files.count, to: writeBaseline, rootDirectory: root,
                                                     workingDirectory: workingDirectory, quiet: quiet)
            if failed { recorded.exitCode = ExitCode.usageOrConfiguration.rawValue }
            return recorded
        }
        // Filtered as `ibkit lint` filters: the build must not fail on what the team recorded or suppressed.
        let kept = ReportedFindings(diagnostics, known: known, suppressions: suppressions, options: report,
                                    rootDirectory: root, workingDirectory: workingDirectory)
        if dumpContext == nil || !kept.diagnostics.isEmpty {
            let summaries = KnownRules.summaries(for: report.reporter.type) { GenDiagnostics.summaries }
            let context = ReportContext(fileCount: files.count, useColor: useColor, ruleSummaries: summaries,
                                        files: files, workingDirectory: workingDirectory)
            // Counted only when something was linted or found: a plain generation says what it wrote, nothing more.
            let counted = lint || kept.diagnostics.count + kept.inBaseline + kept.suppressed > 0
            let reported = CommandOutcome().reporting(kept, options: report, context: context)
            // With --dump-context, standard output is the context: findings go to standard error.
            if dumpContext == nil {
                outcome.standardOutput += reported.standardOutput
            } else if !reported.standardOutput.isEmpty {
                outcome.standardError.append(reported.standardOutput)
            }
            if counted { outcome.standardError += reported.standardError }
            outcome.exitCode = reported.exitCode
        }
        if failed { outcome.exitCode = ExitCode.usageOrConfiguration.rawValue }
        return outcome
    }

    /// The outputs to write: the one of --output (or --dump-context), else the `gen:` section's.
    func makeJobs(_ configuration: Configuration) throws -> [GenJob] {
        let defaults = GenJob.Settings(module: module, access: access, template: template, params: params)
        if output != nil || dumpContext != nil {
            return [try GenJob(paths: input.pathsOrCurrentFolder, output: dumpContext == nil ? output : nil,
                               settings: defaults, dumpContext: dumpContext)]
        }
        let entries = try ConfigurationLoader.genOutputs(configuration)
        guard !entries.isEmpty else {
            throw GenUsageError("nothing to generate: pass --output FILE, or list outputs in the gen: section of "
                + "\(ConfigurationLoader.fileName) (see `ibkit gen --help`)")
        }
        guard input.paths.isEmpty else {
            throw GenUsageError("paths are given per output in the gen: section of \(configuration.path ?? ConfigurationLoader.fileName); "
                + "pass --output FILE to generate one file from the paths given here")
        }
        return try entries.map { entry in
            var settings = defaults
            if let module = entry.module { settings.module = module }
            if let access = entry.access { settings.access = SwiftGenerator.Access(rawValue: access) }
            if let template = entry.template { settings.template = template }
            settings.params += entry.params
            var job = try GenJob(paths: entry.paths, output: entry.output, settings: settings, dumpContext: nil)
            job.isConfigured = true
            return job
        }
    }

    /// `.ibkit.yml`, or its path relative to the working directory when it is elsewhere.
    static func configurationName(_ configuration: Configuration, _ workingDirectory: String) -> String {
        guard let path = configuration.path else { return ConfigurationLoader.fileName }
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// The diagnostics in `Diagnostic.ordered` order, each once (the first of equal ones): equal diagnostics sort
    /// into one run of equal keys, so each is compared with its run rather than hashed.
    static func uniqueSorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        unique.reserveCapacity(diagnostics.count)
        var runStart = 0
        for diagnostic in diagnostics.sorted(by: Diagnostic.ordered) {
            if let last = unique.last, Diagnostic.ordered(last, diagnostic) { runStart = unique.count }
            if !unique[runStart...].contains(diagnostic) { unique.append(diagnostic) }
        }
        return unique
    }

    static func describe(_ result: OutputWriter.Result) -> String {
        switch result {
        case .created: "created"
        case .updated: "updated"
        case .unchanged: "unchanged"
        }
    }
}

extension SwiftGenerator.Access: ExpressibleByArgument {}
extension GenJob.ContextFormat: ExpressibleByArgument {}

struct GenUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "error: " + message }
}
