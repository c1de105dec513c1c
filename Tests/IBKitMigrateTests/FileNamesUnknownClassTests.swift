import Foundation
@testable import IBKitMigrate
import IBKitTestSupport
import Testing

/// A file is renamed after a class the sources declare, never after a name IB keeps for a class that is gone
/// (the class `ibkit check` reports as unknown): the advice would be a rename to nothing.
@Suite struct FileNamesUnknownClassTests {
    @Test func aFileIsNotRenamedAfterAClassTheSourcesDoNotDeclare() throws {
        try withTemporaryFolder { root in
            try FileNamesResourcesTests.makeApp(root)
            // SettingsViewController exists; ProfileHeaderView, which Header.xib names, does not.
            try writeFile(root + "/App/SettingsViewController.swift", "import UIKit\nfinal class SettingsViewController: UIViewController {}\n")
            let fixture = try MigrationFixture(root: root)
            let notes = try fixture.plan([FileNamesStep(configuration: fixture.configuration)]).printedNotes
            #expect(notes.contains("change App/Prefs.storyboard:15:17: App/Prefs.storyboard → SettingsViewController.storyboard (its class)"), "\(notes)")
            #expect(!notes.contains { $0.contains("→ ProfileHeaderView.xib") }, "\(notes)")
            #expect(notes.contains { $0.hasPrefix("human App/Header.xib:13:9: Header.xib is not renamed to ProfileHeaderView.xib: no class ProfileHeaderView is declared in the sources") }, "\(notes)")

            // Declared, it is renamed: the test sees the difference.
            try writeFile(root + "/App/ProfileHeaderView.swift", "import UIKit\nfinal class ProfileHeaderView: UIView {}\n")
            let declared = try MigrationFixture(root: root)
            let renamed = try declared.plan([FileNamesStep(configuration: declared.configuration)]).printedNotes
            #expect(renamed.contains("change App/Header.xib:13:9: App/Header.xib → ProfileHeaderView.xib (its class)"), "\(renamed)")
        }
    }
}
