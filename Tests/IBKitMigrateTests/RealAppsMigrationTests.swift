import Foundation
import IBKitEdit
import IBKitTestSupport
import Testing
@testable import IBKitMigrate

/// Issue 14's real apps: every step of `ibkit migrate`, in both modes, on a temporary copy of each app in
/// `../shared/apps` (skipped with a message when absent). The plan validates; applied, it leaves every file it
/// does not name byte-identical, no check finding that was not there before, and nothing to do on a second run;
/// each note for a person says where and why.
@Suite(.serialized) struct RealAppsMigrationTests {
    @Test(arguments: FileNamesRealAppsTests.apps, [false, true])
    func everyStepOnACopy(_ app: String, adopt: Bool) throws {
        guard let source = SharedFixtures.folder("apps/" + app) else {
            print("RealAppsMigrationTests: ../shared/apps/\(app) is absent; skipped")
            return
        }
        try withCopy(of: source.path) { root in
            let policy = MigratePolicy(adopt: adopt)
            let before = try MigrationFixture(root: root, policy: policy)
            let checkBefore = Set(try before.check(LegacyMigrationTests.checks).map { LegacyMigrationTests.key($0, root) })
            let files = snapshot(root)
            let plan = try Migrator.plan(before.context)
            let validators = Migrator.validators(before.context)
            #expect(plan.changes.validate(validators).isEmpty, "\(app): \(plan.changes.validate(validators))")
            for note in plan.notes where note.kind == .human {
                #expect(!note.place.isEmpty && note.message.count > 20, "\(app): \(note)")
            }
            _ = try plan.changes.apply(validators: validators)

            // Every file the plan does not name is as it was; nothing is deleted but a renamed file's old name.
            let named = Set(plan.changes.changes.flatMap { [$0.path] + ($0.oldPath.map { [$0] } ?? []) }.map(plan.changes.displayPath))
            let now = snapshot(root)
            for (path, bytes) in files where !named.contains(path) { #expect(now[path] == bytes, "\(app): \(path) changed or is gone") }

            let after = try MigrationFixture(root: root, policy: policy)
            let checkAfter = Set(try after.check(LegacyMigrationTests.checks).map { LegacyMigrationTests.key($0, root) })
            #expect(checkAfter.subtracting(checkBefore).isEmpty, "\(app): new check findings \(checkAfter.subtracting(checkBefore).sorted())")
            let again = try Migrator.plan(after.context)
            #expect(again.changes.isEmpty, "\(app): a second run changes \(again.changes.changes.map(\.path))")
            print("RealAppsMigrationTests \(app) adopt=\(adopt): \(plan.changes.changes.count) files, "
                  + "\(plan.notes.filter { $0.kind == .change }.count) changes, \(plan.notes.filter { $0.kind == .human }.count) left for a person")
        }
    }
}
