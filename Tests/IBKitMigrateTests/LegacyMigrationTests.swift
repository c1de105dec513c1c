import Foundation
import IBKitCheck
import IBKitDiagnostics
import IBKitTestSupport
import Testing
@testable import IBKitMigrate

/// Issue 14's "done when" on Examples/Legacy: every step, applied to a copy, leaves none of the convention findings
/// the steps cover (but the scene without a class, listed for a person), no new check finding, and nothing to do.
struct LegacyMigrationTests {
    static let rules: Set<String> = ["has-single-view-controller", "storyboard-viewcontroller-id", "reuse-identifier", "custom-class-name",
                                     "xib-class-name", "storyboard-instantiable", "custom-module"]

    @Test(arguments: [false, true])
    func everyStepAppliedLeavesOnlyWhatThePlanListsForAPerson(adopt: Bool) throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            try? FileManager.default.removeItem(atPath: root + "/.build")
            let before = try MigrationFixture(root: root, policy: MigratePolicy(adopt: adopt))
            let checkBefore = Set(try before.check(Self.checks).map { Self.key($0, root) })
            let plan = try Migrator.plan(before.context)
            #expect(plan.changes.validate(Migrator.validators(before.context)).isEmpty)
            _ = try plan.changes.apply(validators: Migrator.validators(before.context))

            let after = try MigrationFixture(root: root, policy: MigratePolicy(adopt: adopt))
            // --adopt: the loads become the typed API (what the UIKit stub type-check in CI compiles).
            let settingsLoad = "let settings = SettingsViewController.instance()"
            #expect(readFile(root + "/Legacy/Controllers/PhotosViewController.swift")?.contains(settingsLoad) == adopt)
            let left = try after.lint(Self.rules).map { "\($0.ruleID) \($0.path.replacingOccurrences(of: root + "/", with: "")):\($0.line)" }
            #expect(left.count == 1 && left.first?.hasPrefix("has-single-view-controller Legacy/Base.lproj/Main.storyboard:") == true, "\(left)")
            #expect(plan.notes.contains { $0.kind == .human && $0.message.contains("has no custom class") })
            // The navigation controller stays the app's entry; its root moved out behind a reference.
            let main = readFile(root + "/Legacy/Base.lproj/Main.storyboard") ?? ""
            #expect(main.contains("<navigationController") && main.contains(#"storyboardName="PhotosViewController""#))
            #expect(FileManager.default.fileExists(atPath: root + "/Legacy/Base.lproj/PhotosViewController.storyboard"))
            #expect(FileManager.default.fileExists(atPath: root + "/Legacy/Settings/SettingsViewController.storyboard"))

            let checkAfter = Set(try after.check(Self.checks).map { Self.key($0, root) })
            #expect(checkAfter.subtracting(checkBefore).isEmpty, "new check findings: \(checkAfter.subtracting(checkBefore).sorted())")
            #expect(try Migrator.plan(after.context).changes.isEmpty, "a second run has something to do")
        }
    }

    static let checks = Set(CheckRegistry.all.map { $0.description.id })

    /// A finding by rule and what it is about: the IB object (its file may have moved), or the Swift file and the
    /// text of its line (`--adopt` adds lines above). Messages name places and counts that the migration changes
    /// on purpose.
    static func key(_ d: Diagnostic, _ root: String) -> String {
        if let object = d.objectID { return d.ruleID + " " + object }
        let path = d.path.hasPrefix("/") ? d.path : root + "/" + d.path
        let lines = (readFile(path) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let text = d.line >= 1 && d.line <= lines.count ? lines[d.line - 1].trimmingCharacters(in: .whitespaces) : "\(d.line)"
        return d.ruleID + " " + URL(fileURLWithPath: d.path).lastPathComponent + ": " + text
    }
}
