import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitEdit
import IBKitLint
import IBKitMigrate
import IBKitPlumbing
import IBKitSwiftIndex
import IBKitWorkspace

/// `ibkit migrate`: moves a legacy app onto the conventions, IB files and Swift together, as one reviewable change.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Move an app onto IBKit's conventions: IB files and the Swift that loads them, together.",
        discussion: """
            By default a dry run: prints the plan — what is renamed or moved, which Swift lines change, what is left \
            for a person and why — and a unified diff of every file it would write. --apply writes it, all or \
            nothing, after checking the whole result (every IB file parses, ids are unique, Swift still parses). \
            Like `cargo fix`, --apply refuses when the files it would write have uncommitted changes in git (or are \
            not in a git work tree); --allow-dirty writes anyway. A second run after --apply has nothing to do.

            Steps (--only picks some, in this order): identifiers (Storyboard IDs and reuse identifiers become class \
            names; string literals that load them follow), split (one storyboard per view controller class), files \
            (storyboards and xibs named after their class, with everything that names them), module \
            (customModuleProvider="target" where customModule is the file's own module). Segues are listed for a \
            person: the plan does not rewrite navigation. Policy: the `migrate:` section of .ibkit.yml \
            (docs/migrate.md).

            Exit status: 0 planned or written; 1 the result would be invalid (nothing written); 2 usage or \
            configuration error, or a dirty work tree.
            """
    )

    @OptionGroup var input: InputOptions

    @Flag(help: "Write the plan (default: print it).")
    var apply = false

    @Flag(help: "Write even when the files have uncommitted changes or are not in a git work tree.")
    var allowDirty = false

    @Option(help: "Run only these steps, comma-separated: identifiers, split, files, module.",
            transform: { text throws in
                try Set(text.split(separator: ",").map { name throws in
                    guard let step = MigrationStepID(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                        throw ValidationError("unknown step '\(name)'; the steps are \(MigrationStepID.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    return step
                })
            })
    var only: Set<MigrationStepID>?

    @Flag(help: "Rewrite the usual loading calls to IBKit's typed API (T.instance(), register(T.self), dequeueReusableCell(T.self, for:)) where they load what the old call did, adding the conformances and `import IBKit` (migrate: adopt:).")
    var adopt = false

    @Flag(help: "Print the plan without the diff.")
    var noDiff = false

    @Flag(help: "Neither read nor write the caches: parse, index and plan everything.")
    var noCache = false

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        if noCache, cache.cachePath != nil { throw ValidationError("--no-cache and --cache-path cannot be combined") }
    }

    func run() throws {
        try execute(keepUntilExit: true).finish()
    }

    /// - Parameter keepUntilExit: leave the inputs and the plan alive (the process ends right after), instead of freeing them.
    func execute(workingDirectory: String = WorkingDirectory.current, keepUntilExit: Bool = false,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> CommandOutcome {
        let outcome = CommandOutcome()
        let paths = input.pathsOrCurrentFolder
        if let missing = CommandOutcome.missingInputs(paths) { return outcome.failing(missing) }
        let configuration: Configuration, setting: MigrateSetting, moduleOverrides: [(pattern: String, module: String)]
        do {
            configuration = try ConfigurationResolver.resolve(explicit: input.config, paths: paths)
            setting = try ConfigurationLoader.migrateSetting(configuration)
            moduleOverrides = try ConfigurationLoader.checkModules(configuration)
        } catch {
            return outcome.failing(error.description)
        }
        var policy = MigratePolicy()
        policy.adopt = adopt || setting.adopt == true
        if let value = setting.containers.flatMap(MigratePolicy.Containers.init(rawValue:)) { policy.containers = value }
        if let value = setting.unnamedScenes.flatMap(MigratePolicy.UnnamedScenes.init(rawValue:)) { policy.unnamedScenes = value }

        // The app's root — the folder of .ibkit.yml, else the project the inputs are in — not the folder the command
        // was typed in: the plan's paths (and its diff, which `git apply` takes there) are relative to it.
        let root = PathNormalization.absolute(configuration.rootDirectory, base: workingDirectory)
        let absolutePaths = paths.map { PathNormalization.absolute($0, base: workingDirectory) }
        let (cacheDirectory, cacheNote) = noCache ? (nil, nil)
            : cache.prepare(configuration: configuration, workingDirectory: workingDirectory, environment: environment)
        let steps = only ?? Set(MigrationStepID.allCases)
        // A dry run of an unchanged app is served from the result cache: the plan's output, kept with the key of
        // everything it was made from (`RunResultCache`).
        let folders = FolderListings()
        var cached: (cache: RunResultCache, miss: RunResultCache.Miss, ib: [String], sources: [String])?
        if !apply, let cacheDirectory,
           let resultCache = RunResultCache(directory: cacheDirectory, name: "migrate-result.bin",
                                            command: Self.keyOptions(steps: steps, policy: policy, diff: !noDiff),
                                            configuration: configuration, paths: absolutePaths, moduleOverrides: moduleOverrides) {
            let found = CheckInputs.discover(absolutePaths, configuration: configuration, listings: folders)
            switch resultCache.lookup(ib: found.ibPaths, sources: found.sourcePaths, folders: folders) {
            case let .hit(output):
                if let served = Self.outcome(output, cacheNote: cacheNote) { return served }
            case let .miss(miss):
                cached = (resultCache, miss, found.ibPaths, found.sourcePaths)
            }
        }
        let reads = cached == nil ? nil : DiskReads(hash: { ContentHash.hash($0) })
        let inputs = CheckInputs.load(paths: absolutePaths, configuration: configuration, provider: .standard(cacheDirectory: cacheDirectory),
                                      moduleOverrides: moduleOverrides, folders: folders, recordingModules: cached != nil)
        let context = MigrationContext(root: root, inputs: inputs, policy: policy, configuration: configuration)
        let plan: MigrationPlan
        do {
            plan = try Migrator.plan(context, only: steps, recording: reads)
        } catch {
            return outcome.failing("error: \(error.description); nothing was written")
        }
        if keepUntilExit { KeptUntilExit.keep((inputs, plan)) }
        var result = outcome
        let parseWarnings = inputs.parseErrors.map { "\($0.path):\($0.line):\($0.column): warning: \($0.message); left as it is" }
        result.standardError = (cacheNote.map { [$0] } ?? []) + parseWarnings
        /// Keeps the dry run's outcome for the next run, when the files it came from are still as they were read.
        func stored(_ result: CommandOutcome) -> CommandOutcome {
            guard let cached, inputs.ibPaths == cached.ib, inputs.sourcePaths == cached.sources else { return result }
            let output = [String(result.exitCode), result.standardOutput] + Array(result.standardError.dropFirst(cacheNote == nil ? 0 : 1))
            cached.cache.store(cached.miss, output: output, reads: reads?.all?.map { ($0.path, $0.read.map { DiskReadFingerprint(size: $0.size, hash: $0.hash) }) },
                               dependencies: inputs.moduleDependencies, folders: folders)
            return result
        }
        let validators = Migrator.validators(context)
        let problems = plan.changes.validate(validators)
        guard problems.isEmpty else {
            result.standardOutput = MigrationReport.text(plan, applied: false, diff: false)
            result.standardError += problems.map { "\($0.description)" } + ["error: the migrated files would be invalid; nothing was written"]
            result.exitCode = 1
            return stored(result)
        }
        // Code `ibkit gen` wrote from these files would go stale (a scene's storyboard, an identifier): gen runs
        // again after the write, as the user would.
        let genOutputs = plan.changes.changes.isEmpty ? [] : ((try? ConfigurationLoader.genOutputs(configuration)) ?? []).map(\.output)
        guard apply else {
            result.standardOutput = MigrationReport.text(plan, applied: false, diff: !noDiff)
            if !genOutputs.isEmpty {
                result.standardOutput += "\nAfter --apply, ibkit gen writes again what .ibkit.yml's gen: section generates from these files: \(genOutputs.map(plan.changes.displayPath).joined(separator: ", "))\n"
            }
            return stored(result)
        }
        if !allowDirty, let refusal = GitWorkTree.refusal(for: plan.changes.changes, in: workingDirectory) {
            return outcome.failing("error: \(refusal); commit or stash them first, or pass --allow-dirty")
        }
        let check = MigrationCheck(configuration: configuration, moduleOverrides: moduleOverrides, paths: absolutePaths)
        let before = check.findings()
        do {
            _ = try plan.changes.apply(validators: validators)
        } catch {
            return outcome.failing("error: \(error); nothing was written")
        }
        result.standardOutput = MigrationReport.text(plan, applied: true)
        if !genOutputs.isEmpty, let file = configuration.path,
           let gen = try? GenCommand.parse(["--config", file] + (cache.cachePath.map { ["--cache-path", $0] } ?? [])) {
            let generated = gen.execute(workingDirectory: workingDirectory, environment: environment)
            result.standardError += generated.standardError
            if generated.exitCode != 0 {
                result.standardError.append("warning: ibkit gen did not finish (exit \(generated.exitCode)); run it again after fixing what it says")
            }
        }
        // Last, once gen wrote again what it generates: what the check finds in the migrated app.
        if !plan.changes.changes.isEmpty, let before, let after = check.findings() {
            result.standardError += MigrationCheck.summary(before: before, after: after)
        }
        return result
    }
}

extension MigrateCommand {
    /// The options that change a dry run's output, for the result cache's key (the configuration file is in it).
    static func keyOptions(steps: Set<MigrationStepID>, policy: MigratePolicy, diff: Bool) -> [String] {
        ["ibkit migrate (dry run)", "steps=" + steps.map(\.rawValue).sorted().joined(separator: ","), "adopt=\(policy.adopt)",
         "containers=\(policy.containers.rawValue)", "unnamed_scenes=\(policy.unnamedScenes.rawValue)", "diff=\(diff)"]
    }

    /// A stored dry run's outcome (exit status, standard output, standard error's lines), after this run's note on
    /// its cache; nil when the stored output is not one.
    static func outcome(_ output: [String], cacheNote: String?) -> CommandOutcome? {
        guard output.count >= 2, let status = Int32(output[0]) else { return nil }
        var result = CommandOutcome()
        result.exitCode = status
        result.standardOutput = output[1]
        result.standardError = (cacheNote.map { [$0] } ?? []) + output.dropFirst(2)
        return result
    }
}

extension MigrationStepID: ExpressibleByArgument {}
