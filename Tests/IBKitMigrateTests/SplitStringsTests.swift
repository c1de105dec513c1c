import Foundation
import IBKitDocument
@testable import IBKitMigrate
import Testing

/// Localized `.strings` tables of a split storyboard are split the same way, as whole entries with their comments.
@Suite struct SplitStringsTests {
    static let home = """
        /* Class = "UILabel"; text = "Home"; ObjectID = "hom-lb-001"; */
        "hom-lb-001.text" = "Accueil";

        """
    static let settings = """
        /* Class = "UILabel"; text = "Settings"; ObjectID = "set-lb-001"; */
        "set-lb-001.text" = "Réglages";

        """

    static func app(_ folder: SplitTempFolder) {
        folder.write("App/Base.lproj/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController",
                                 view: StoryboardText.view("hom-vw-001", labelID: "hom-lb-001", text: "Home"),
                                 connections: [StoryboardText.segue(to: "set-vc-001", id: "hom-sg-001")]),
            StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController",
                                 view: StoryboardText.view("set-vw-001", labelID: "set-lb-001", text: "Settings")),
        ]))
    }

    @Test func entriesOfMovedObjectsMoveWithTheirComments() throws {
        let folder = SplitTempFolder()
        Self.app(folder)
        folder.write("App/fr.lproj/Main.strings", "/* Main.strings, by hand */\n\n" + Self.home + "\n" + Self.settings)
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root, indexSwift: false))
        #expect(SplitFixture.content(plan, "App/fr.lproj/Main.strings") == "/* Main.strings, by hand */\n\n" + Self.home)
        #expect(SplitFixture.content(plan, "App/fr.lproj/SettingsViewController.strings") == "\n" + Self.settings)
        #expect(plan.notes.contains { $0.place == "App/fr.lproj/Main.strings"
            && $0.message == "1 localized string of SettingsViewController moves to App/fr.lproj/SettingsViewController.strings" })
    }

    @Test func utf16TablesStayUTF16() throws {
        let folder = SplitTempFolder()
        Self.app(folder)
        let text = "\n" + Self.home + "\n" + Self.settings
        folder.write("App/de.lproj/Main.strings", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root, indexSwift: false))
        let created = try #require(plan.changes.content(of: "App/de.lproj/SettingsViewController.strings"))
        #expect(created == [0xFF, 0xFE] + ("\n" + Self.settings).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let original = try #require(plan.changes.content(of: "App/de.lproj/Main.strings"))
        #expect(original == [0xFF, 0xFE] + ("\n" + Self.home).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    }

    @Test func aTableThatDoesNotParseIsLeftForAPerson() throws {
        let folder = SplitTempFolder()
        Self.app(folder)
        folder.write("App/fr.lproj/Main.strings", "\"hom-lb-001.text\" = \"Accueil\"\n") // no `;`
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root, indexSwift: false))
        #expect(SplitFixture.content(plan, "App/fr.lproj/Main.strings") == "\"hom-lb-001.text\" = \"Accueil\"\n")
        #expect(plan.notes.contains { $0.kind == .human && $0.place == "App/fr.lproj/Main.strings" })
    }

    @Test func tableEntriesKeepTheirBytes() throws {
        let text = Array("// top\n\"a.b\" = \"x\";\n\n/* c */\n\"k-1.title\"=\"y \\\" z\" ;\nplain = word;".utf8)
        let table = try #require(StringsTable(bytes: text))
        #expect(table.entries.map(\.key) == ["a.b", "k-1.title", "plain"])
        #expect(table.entries.map { String(decoding: text[$0.range], as: UTF8.self) }
            == ["// top\n\"a.b\" = \"x\";\n", "\n/* c */\n\"k-1.title\"=\"y \\\" z\" ;\n", "plain = word;"])
        #expect(StringsTable.objectID(ofKey: "k-1.title") == "k-1")
    }
}
