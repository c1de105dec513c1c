import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitProject
import IBKitTestSupport
import Testing

/// The files and module steps on a temporary copy of each real app in `../shared/apps` (skipped with a message
/// when absent): the plan validates, applies, and leaves the invariants true — every file outside the plan is
/// byte-identical, a renamed file moves unchanged but for the module step's attributes, the two lint rules
/// report only what the plan lists for a person, `custom-module` reports no module set by hand, and planning
/// again plans nothing.
@Suite(.serialized) struct FileNamesRealAppsTests {
    static let apps = [
        "JohnCoates+Aerial", "RocketChat+Rocket.Chat.iOS", "artsy+eidolon", "coteditor+CotEditor", "openhab+openhab-ios",
        "rxhanson+Rectangle",
    ]

    @Test(arguments: apps) func planValidateAndApplyOnACopy(_ app: String) throws {
        guard let source = SharedFixtures.folder("apps/" + app) else {
            print("FileNamesRealAppsTests: ../shared/apps/\(app) is absent; skipped")
            return
        }
        try withCopy(of: source.path) { root in
            let fixture = try MigrationFixture(root: root)
            let findingsBefore = try fixture.lint(FileNamesLegacyTests.fileRules)
            let byHandBefore = try fixture.check(["custom-module"]).filter { $0.message.contains("by hand") }
            let before = snapshot(root)

            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration), ModuleStep()])
            let validator = FileNamesStep.validator(fixture.context)
            #expect(plan.changes.validate([validator]).isEmpty, "\(plan.changes.validate([validator]))")
            for note in plan.notes {
                #expect(!note.place.isEmpty && !note.message.isEmpty)
            }
            let renames = plan.changes.changes.filter { $0.kind == .renamed }
            try plan.changes.apply(validators: [validator])

            // Outside the plan every byte is as it was; a rename moves the file's bytes (the module step aside).
            let after = snapshot(root)
            let touched = Set(plan.changes.changes.map { plan.changes.displayPath($0.path) } + renames.compactMap { $0.oldPath.map(plan.changes.displayPath) })
            for (path, content) in before where !touched.contains(path) { #expect(after[path] == content, "\(app): \(path)") }
            let moduleEdited = Set(plan.notes.filter { $0.step == .module }.map { String($0.place.prefix { $0 != ":" }) })
            for rename in renames where !moduleEdited.contains(plan.changes.displayPath(rename.path)) {
                #expect(rename.before == rename.after, "\(app): \(rename.path)")
            }

            let result = try MigrationFixture(root: root)
            let findingsAfter = try result.lint(FileNamesLegacyTests.fileRules)
            let human = plan.notes.filter { $0.kind == .human }
            for finding in findingsAfter {
                let path = plan.changes.displayPath(finding.path)
                #expect(human.contains { $0.message.hasPrefix(path + " is not renamed") || $0.message.hasPrefix(Paths.lastComponent(path) + " is not renamed") },
                        "\(app): \(path) is neither renamed nor listed for a person")
            }
            #expect(try result.check(["custom-module"]).filter { $0.message.contains("by hand") }.isEmpty)
            let again = try result.plan([FileNamesStep(configuration: result.configuration), ModuleStep()])
            #expect(again.changes.isEmpty, "\(app): planning again changes \(again.changes.changes.map(\.path))")

            print("""
                FileNamesRealAppsTests \(app): \(findingsBefore.count) file-name findings, \(byHandBefore.count) modules set by hand; \
                renamed \(renames.filter { ["storyboard", "xib"].contains(Paths.fileExtension($0.path)) }.count) IB files \
                (\(renames.count) files), \(plan.changes.changes.count - renames.count) files edited, \(human.count) notes for a person; \
                \(findingsAfter.count) findings left
                """)
            for note in plan.printedNotes { print("  \(note)") }
        }
    }
}
