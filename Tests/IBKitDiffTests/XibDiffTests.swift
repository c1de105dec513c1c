import Foundation
import IBKitDiff
import IBKitDocument
import Testing

/// The diff on an AppKit xib (Tests/Fixtures/Diff/Preferences.xib): cells are part of their controls, groups are
/// top-level objects, File's Owner is named by its role.
@Suite struct XibDiffTests {
    static func base() throws -> String {
        try String(contentsOfFile: DiffFixtureFiles.path("Preferences.xib"), encoding: .utf8)
    }

    func diff(_ replacements: [(String, String)]) throws -> IBSemanticDiff {
        let base = try Self.base()
        return IBSemanticDiff(old: DiffFixtures.document(base, path: "Preferences.xib"),
                              new: DiffFixtures.document(DiffFixtures.edited(replacements, of: base), path: "Preferences.xib"))
    }

    @Test func cellTitleIsTheControlsText() throws {
        let d = try diff([("title=\"Name:\"", "title=\"Full name:\"")])
        #expect(d.changes.map(\.description) == ["window 'Preferences': textField title 'Name:' → 'Full name:'"])
        #expect(d.highlights(.new) == ["Lbl-00-010": .changed])  // the control, not its cell
        #expect(d.changes.first?.newSceneID == "F0z-JX-Cv5")
    }

    @Test func cellSettingIsRestyled() throws {
        let d = try diff([("type=\"check\" title=\"Check automatically\"", "type=\"radio\" title=\"Check automatically\"")])
        #expect(d.changes.map(\.description) == ["window 'Preferences': button 'Check automatically' cell type check → radio"])
        #expect(d.changes.first?.kind == .restyled)
    }

    /// An outlet to an AppKit cell points at part of a control: the same control with re-generated ids is no change,
    /// another control is.
    @Test func anOutletToACellIsComparedByItsControl() throws {
        let toCell = ("<outlet property=\"nameField\" destination=\"Nam-00-001\"", "<outlet property=\"nameField\" destination=\"Nmc-00-001\"")
        let base = DiffFixtures.edited([toCell], of: try Self.base())
        let resaved = DiffFixtures.edited([("\"Nmc-00-001\"", "\"Nmc-99-zzz\""), ("\"Nam-00-001\"", "\"Nam-99-zzz\"")], of: base)
        let same = IBSemanticDiff(old: DiffFixtures.document(base, path: "Preferences.xib"), new: DiffFixtures.document(resaved, path: "Preferences.xib"))
        #expect(same.isEmpty, "\(same.changes)")
        let other = DiffFixtures.edited([("destination=\"Nmc-00-001\"", "destination=\"Chc-00-001\"")], of: base)
        let moved = IBSemanticDiff(old: DiffFixtures.document(base, path: "Preferences.xib"), new: DiffFixtures.document(other, path: "Preferences.xib"))
        #expect(moved.changes.map(\.kind) == [.restyled], "\(moved.changes)")
    }

    @Test func filesOwnerOutletsAreGroupedUnderItsClass() throws {
        let d = try diff([("<outlet property=\"nameField\" destination=\"Nam-00-001\" id=\"Out-00-010\"/>", "")])
        #expect(d.changes.map(\.description) == ["PreferencesWindowController: outlet nameField → textField 'Your name' removed"])
    }

    @Test func bindingAndActionChanges() throws {
        let d = try diff([("keyPath=\"values.name\"", "keyPath=\"values.fullName\""), ("selector=\"toggleChecks:\"", "selector=\"toggle:\"")])
        #expect(d.changes.map(\.description) == [
            "window 'Preferences': binding value → userDefaultsController.values.name changed to binding value → userDefaultsController.values.fullName",
            "window 'Preferences': action toggleChecks: → File's Owner changed to action toggle: → File's Owner",
        ])
    }

    @Test func windowContentRectIsAFrameAndScreenRectIsChurn() throws {
        let moved = try diff([("<rect key=\"contentRect\" x=\"196\" y=\"240\"", "<rect key=\"contentRect\" x=\"300\" y=\"240\"")])
        #expect(moved.changes.map(\.description) == ["window 'Preferences': window 'Preferences' moved (196, 240) → (300, 240)"])
        let screen = try diff([("width=\"1512\" height=\"944\"", "width=\"2560\" height=\"1415\"")])
        #expect(screen.isEmpty)
    }

    @Test func menuItemAddedToTopLevelMenu() throws {
        let d = try diff([("<menuItem isSeparatorItem=\"YES\" id=\"Sep-00-001\"/>", "<menuItem isSeparatorItem=\"YES\" id=\"Sep-00-001\"/>\n<menuItem title=\"Quit\" id=\"Qit-00-001\"/>")])
        #expect(d.changes.map(\.description) == ["Actions Menu: menuItem 'Quit' added to menu 'Actions Menu'"])
        #expect(d.highlights(.new) == ["Qit-00-001": .added])
    }
}
