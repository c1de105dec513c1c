import ArgumentParser
import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitEdit
import IBKitLint
import IBKitMigrate

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

    @Argument(help: "Folders or files to migrate (default: the current folder).", completion: .file())
    var paths: [String] = []

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

    @Option(help: "The configuration file (default: the nearest .ibkit.yml).", completion: .file())
    var config: String?

    @OptionGroup var cache: CacheOptions

    func run() throws {
        try execute(keepUntilExit: true).finish()
    }

    /// - Parameter keepUntilExit: leave the inputs and the plan alive (the process ends right after), instead of freeing them.
    func execute(workingDirectory: String = FileManager.default.currentDirectoryPath, keepUntilExit: Bool = false,
                 environment: [String: String] = ProcessInfo.processInfo.environment) -> LintCommand.Outcome {
        let outcome = LintCommand.Outcome()
        let paths = self.paths.isEmpty ? ["."] : self.paths
        if let missing = LintCommand.Outcome.missingInputs(paths) { return outcome.failing(missing) }
        let configuration: Configuration, setting: MigrateSetting, moduleOverrides: [(pattern: String, module: String)]
        do {
            configuration = try ConfigurationResolver.resolve(explicit: config, paths: paths)
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
        let (cacheDirectory, cacheNote) = cache.prepare(configuration: configuration, workingDirectory: workingDirectory, environment: environment)
        let inputs = CheckInputs.load(paths: absolutePaths, configuration: configuration, provider: .standard(cacheDirectory: cacheDirectory),
                                      moduleOverrides: moduleOverrides)
        let context = MigrationContext(root: root, inputs: inputs, policy: policy, configuration: configuration)
        let plan: MigrationPlan
        do {
            plan = try Migrator.plan(context, only: only ?? Set(MigrationStepID.allCases))
        } catch {
            return outcome.failing("error: \(error.description); nothing was written")
        }
        if keepUntilExit { KeptUntilExit.keep((inputs, plan)) }
        var result = outcome
        result.standardError = (cacheNote.map { [$0] } ?? [])
            + inputs.parseErrors.map { "\($0.path):\($0.line):\($0.column): warning: \($0.message); left as it is" }
        let validators = Migrator.validators(context)
        let problems = plan.changes.validate(validators)
        guard problems.isEmpty else {
            result.standardOutput = MigrationReport.text(plan, applied: false, diff: false)
            result.standardError += problems.map { "\($0.description)" } + ["error: the migrated files would be invalid; nothing was written"]
            result.exitCode = 1
            return result
        }
        // Code `ibkit gen` wrote from these files would go stale (a scene's storyboard, an identifier): gen runs
        // again after the write, as the user would.
        let genOutputs = plan.changes.changes.isEmpty ? [] : ((try? ConfigurationLoader.genOutputs(configuration)) ?? []).map(\.output)
        guard apply else {
            result.standardOutput = MigrationReport.text(plan, applied: false, diff: !noDiff)
            if !genOutputs.isEmpty {
                result.standardOutput += "\nAfter --apply, ibkit gen writes again what .ibkit.yml's gen: section generates from these files: \(genOutputs.map(plan.changes.displayPath).joined(separator: ", "))\n"
            }
            return result
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

extension MigrationStepID: ExpressibleByArgument {}
