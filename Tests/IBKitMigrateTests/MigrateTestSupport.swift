import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitEdit
import IBKitLint
@testable import IBKitMigrate
import IBKitTestSupport
import IBKitWorkspace

/// The repository's Examples folder.
let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples").path

/// A copy of `source` in a fresh temporary folder (resolved, so paths compare), removed after `body`.
func withCopy<T>(of source: String, _ body: (String) throws -> T) throws -> T {
    try withTemporaryFolder("ibkit-migrate") { base in
        let root = base + "/" + URL(fileURLWithPath: source).lastPathComponent
        try FileManager.default.copyItem(atPath: source, toPath: root)
        return try body(root)
    }
}

/// The app at `root` as `ibkit migrate` reads it: its `.ibkit.yml` (if any), IB files, sources and modules.
struct MigrationFixture {
    let root: String
    let configuration: Configuration
    let context: MigrationContext

    init(root: String, policy: MigratePolicy = MigratePolicy()) throws {
        self.root = root
        let configurationPath = root + "/" + ConfigurationLoader.fileName
        configuration = FileManager.default.fileExists(atPath: configurationPath)
            ? try ConfigurationLoader.load(path: configurationPath, rules: .lint) : Configuration(rootDirectory: root)
        let inputs = CheckInputs.load(paths: [root], configuration: configuration, provider: .standard(cacheDirectory: nil),
                                      moduleOverrides: try ConfigurationLoader.checkModules(configuration))
        context = MigrationContext(root: root, inputs: inputs, policy: policy)
    }

    /// Plans the steps in order on a fresh plan.
    func plan(_ steps: [any MigrationStep]) throws -> MigrationPlan {
        var plan = MigrationPlan(root: root)
        for step in steps { try step.plan(&plan, context) }
        return plan
    }

    /// Lint findings of some rules on the files as they are on disk now, relative paths.
    func lint(_ rules: Set<String>) throws -> [Diagnostic] {
        try LintEngine(configuration: configuration).lint(paths: [root]).diagnostics.filter { rules.contains($0.ruleID) }
    }

    /// `ibkit check` findings of some checks on the files as they are on disk now.
    func check(_ checks: Set<String>) throws -> [Diagnostic] {
        CheckEngine.run(context.inputs.context, checks: try CheckEngine.makeChecks(configuration)).filter { checks.contains($0.ruleID) }
    }
}

extension MigrationPlan {
    /// The notes as the plan prints them: `kind place: message`, sorted.
    var printedNotes: [String] { notes.sorted().map { "\($0.kind.rawValue) \($0.place): \($0.message)" } }
}

/// Every file below `folder` with its bytes, by relative path.
func snapshot(_ folder: String) -> [String: Data] {
    var out: [String: Data] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.DirectoryEnumerator() {
        var isDirectory: ObjCBool = false
        let path = folder + "/" + relative
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        out[relative] = FileManager.default.contents(atPath: path)
    }
    return out
}
