import Foundation
import IBKitCheck
import IBKitLint
@testable import IBKitMigrate
import IBKitRuleModel
import IBKitWorkspace

/// A small app written to a temporary folder, planned and applied as `ibkit migrate` does.
struct TemporaryApp {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-migrate-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A copy of a folder of the repository (`Examples/Legacy`).
    init(copying folder: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-migrate-\(UUID().uuidString)").path
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(folder)
        try FileManager.default.copyItem(atPath: source.path, toPath: root)
        try? FileManager.default.removeItem(atPath: root + "/.build")
    }

    func context(_ policy: MigratePolicy = MigratePolicy()) -> MigrationContext {
        let configuration = (try? ConfigurationLoader.find(from: root).map { path throws(ConfigurationError) in try ConfigurationLoader.load(path: path, rules: .lint) }) ?? nil
        let inputs = CheckInputs.load(paths: [root], configuration: configuration ?? Configuration(rootDirectory: root),
                                      provider: .standard(cacheDirectory: nil))
        return MigrationContext(root: root, inputs: inputs, policy: policy)
    }

    func plan(_ only: Set<MigrationStepID> = Set(MigrationStepID.allCases), policy: MigratePolicy = MigratePolicy()) throws -> MigrationPlan {
        try Migrator.plan(context(policy), only: only)
    }

    /// Plans and writes; returns the plan.
    @discardableResult
    func apply(_ only: Set<MigrationStepID> = Set(MigrationStepID.allCases), policy: MigratePolicy = MigratePolicy()) throws -> MigrationPlan {
        let context = context(policy)
        let plan = try Migrator.plan(context, only: only)
        _ = try plan.changes.apply(validators: Migrator.validators(context))
        return plan
    }

    func read(_ path: String) -> String { (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "" }

    /// Lint findings of the given rules over the folder, as `ibkit lint` reports them.
    func lint(_ rules: Set<String>) throws -> [String] {
        var configuration = Configuration(rootDirectory: root)
        configuration.rules.only = rules
        let report = try LintEngine(configuration: configuration).lint(paths: [root])
        return report.diagnostics.map { "\($0.ruleID) \($0.path.replacingOccurrences(of: root + "/", with: "")):\($0.line)" }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
