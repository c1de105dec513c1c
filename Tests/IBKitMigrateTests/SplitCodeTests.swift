import Foundation
@testable import IBKitMigrate
import Testing

/// Code that loads a moving scene by identifier from the storyboard being split: rewritten when the call names the
/// storyboard, else the scene stays and the plan says where.
@Suite struct SplitCodeTests {
    static func app(_ folder: SplitTempFolder, swift: String) {
        folder.write("App/Main.storyboard", StoryboardText.document(initial: "hom-vc-001", [
            StoryboardText.scene("hom-sc-001", "hom-vc-001", customClass: "HomeViewController"),
            StoryboardText.scene("set-sc-001", "set-vc-001", customClass: "SettingsViewController", storyboardIdentifier: "Settings"),
        ]))
        folder.write("App/HomeViewController.swift", swift)
    }

    @Test func aCallNamingTheStoryboardNamesTheNewOne() throws {
        let folder = SplitTempFolder()
        let swift = """
            import UIKit

            final class HomeViewController: UIViewController {
                func settings() -> UIViewController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                }
                func other() -> UIViewController {
                    UIStoryboard(name: "Other", bundle: nil).instantiateViewController(withIdentifier: "Settings")
                }
            }

            """
        Self.app(folder, swift: swift)
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root))
        #expect(SplitFixture.content(plan, "App/HomeViewController.swift")
            == swift.replacingOccurrences(of: #"UIStoryboard(name: "Main""#, with: #"UIStoryboard(name: "SettingsViewController""#))
        #expect(SplitFixture.written(plan).contains("App/SettingsViewController.storyboard"))
    }

    @Test func aStoryboardTheSplitCannotTellKeepsTheScene() throws {
        let folder = SplitTempFolder()
        Self.app(folder, swift: """
            import UIKit

            final class HomeViewController: UIViewController {
                func settings() -> UIViewController? {
                    storyboard?.instantiateViewController(withIdentifier: "Settings")
                }
            }

            """)
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root))
        #expect(plan.changes.isEmpty)
        let note = try #require(plan.notes.first { $0.kind == .human })
        #expect(note.place == "App/Main.storyboard:19:9")
        #expect(note.message.contains("code loads it by its storyboard identifier 'Settings' at App/HomeViewController.swift:5:9"))
    }

    @Test func aLocalStoryboardLoadingTwoScenesKeepsThem() throws {
        let folder = SplitTempFolder()
        Self.app(folder, swift: """
            import UIKit

            final class HomeViewController: UIViewController {
                func screens() -> [UIViewController] {
                    let storyboard = UIStoryboard(name: "Main", bundle: nil)
                    return [storyboard.instantiateViewController(withIdentifier: "Settings"),
                            storyboard.instantiateViewController(withIdentifier: "Home")]
                }
            }

            """)
        let plan = try SplitFixture.plan(SplitFixture.context(folder.root))
        #expect(plan.changes.isEmpty)
        #expect(plan.notes.contains { $0.kind == .human && $0.message.contains("`storyboard` loads more than this scene") })
    }
}
