import Foundation
import IBKitEdit
@testable import IBKitMigrate
import IBKitTestSupport
import Testing

/// The module step on Legacy with "Inherit Module From Target" unchecked on some objects: their `customModule`
/// names the file's own target (Legacy) by hand.
@Suite struct ModuleStepTests {
    static let provider = #" customModuleProvider="target""#

    /// Unchecks "Inherit Module From Target" on ProfileHeaderView and its TitleLabel, AboutViewController, and
    /// VersionLabel (a class no Swift file declares, which custom-module does not judge).
    static func uncheckInherit(_ root: String) throws {
        let header = root + "/Legacy/Views/ProfileHeader.xib"
        try writeFile(header, try #require(readFile(header)).replacingOccurrences(of: provider, with: ""))
        let about = root + "/Legacy/About/AboutViewController.storyboard"
        try writeFile(about, try #require(readFile(about)).replacingOccurrences(of: provider, with: ""))
    }

    @Test func ownModuleSetByHandInheritsItFromTheTarget() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let original = snapshot(root)
            try Self.uncheckInherit(root)
            let fixture = try MigrationFixture(root: root)
            let before = try fixture.check(["custom-module"])
            #expect(before.filter { $0.message.contains("by hand") }.count == 3)

            let plan = try fixture.plan([ModuleStep()])
            #expect(plan.printedNotes == [
                #"change Legacy/About/AboutViewController.storyboard:15:17: AboutViewController: customModule="Legacy" set by hand → customModuleProvider="target" (Legacy is the file's own target)"#,
                #"change Legacy/Views/ProfileHeader.xib:13:9: ProfileHeaderView: customModule="Legacy" set by hand → customModuleProvider="target" (Legacy is the file's own target)"#,
                #"change Legacy/Views/ProfileHeader.xib:24:17: TitleLabel: customModule="Legacy" set by hand → customModuleProvider="target" (Legacy is the file's own target)"#,
            ])
            try plan.changes.apply()

            // Byte-minimal: the attribute goes back exactly where Xcode writes it, so the files are Legacy's again
            // but for VersionLabel (unknown class) and CommentCell (another module), which are not touched.
            let after = snapshot(root)
            let about = "Legacy/About/AboutViewController.storyboard"
            for (path, content) in original where path != about { #expect(after[path] == content, "\(path)") }
            let expectedAbout = String(decoding: try #require(original[about]), as: UTF8.self)
                .replacingOccurrences(of: #"customClass="VersionLabel" customModule="Legacy" customModuleProvider="target""#,
                                      with: #"customClass="VersionLabel" customModule="Legacy""#)
            #expect(after[about].map { String(decoding: $0, as: UTF8.self) } == expectedAbout)

            let result = try MigrationFixture(root: root)
            let remaining = try result.check(["custom-module"])
            #expect(remaining.filter { $0.message.contains("by hand") }.isEmpty)
            #expect(remaining.count == before.count - 3, "CommentCell's LegacyKit stays")
            #expect(try result.plan([ModuleStep()]).changes.isEmpty)
        }
    }

    @Test func runsOnTheFilesAsTheFilesStepLeavesThem() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            try Self.uncheckInherit(root)
            let fixture = try MigrationFixture(root: root)
            let plan = try fixture.plan([FileNamesStep(configuration: fixture.configuration), ModuleStep()])
            let notes = plan.printedNotes.filter { $0.contains("customModuleProvider") }
            #expect(notes.count == 3, "\(plan.printedNotes)")
            #expect(notes.filter { $0.contains("Legacy/Views/ProfileHeaderView.xib:") }.count == 2)
            let xib = try #require(plan.changes.content(of: root + "/Legacy/Views/ProfileHeaderView.xib"))
            #expect(String(decoding: xib, as: UTF8.self) == readFile(examplesFolder + "/Legacy/Legacy/Views/ProfileHeader.xib"))
            try plan.changes.apply(validators: [FileNamesStep.validator(fixture.context)])
            let result = try MigrationFixture(root: root)
            #expect(try result.plan([FileNamesStep(configuration: result.configuration), ModuleStep()]).changes.isEmpty)
        }
    }

    @Test func classesOfOtherModulesAreNotTouched() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            // CommentCell says LegacyKit (a module that does not declare it): custom-module reports it as wrong,
            // which is not the step's to fix; with the provider it would still be wrong.
            let fixture = try MigrationFixture(root: root)
            #expect(try fixture.check(["custom-module"]).count == 1)
            let plan = try fixture.plan([ModuleStep()])
            #expect(plan.changes.isEmpty && plan.notes.isEmpty)
        }
    }

    @Test func aFileThePlanMadeIsInTheModulesOfTheFilesBesideIt() throws {
        try withCopy(of: examplesFolder + "/Legacy") { root in
            let fixture = try MigrationFixture(root: root)
            var plan = MigrationPlan(root: root)
            // What `split` would do: a new IB file beside the others, not yet in any module map.
            let xib = try #require(readFile(root + "/Legacy/Views/ProfileHeader.xib")).replacingOccurrences(of: Self.provider, with: "")
            try plan.changes.write(xib, to: "Legacy/Views/ProfileCard.xib")
            try ModuleStep().plan(&plan, fixture.context)
            #expect(plan.printedNotes.map { String($0.prefix { $0 != ":" }) } == ["change Legacy/Views/ProfileCard.xib", "change Legacy/Views/ProfileCard.xib"])
        }
    }
}
