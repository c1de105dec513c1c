import IBKitEdit
import Testing
@testable import IBKitMigrate

/// A scene that moves to its own storyboard takes the code that loads it along, or does not move.
struct SceneLoadersTests {
    private func follow(_ swift: String) throws -> (Result<[String: [TextEdit]], SceneLoaders.Blocked>, String) {
        let fixture = try MigrationFixture(["App/Loading.swift": swift])
        defer { fixture.remove() }
        let context = fixture.context()
        var plan = MigrationPlan(root: fixture.root)
        let result = SceneLoaders.follow(identifier: "Detail", from: "Main", to: "DetailViewController", &plan, context)
        var text = swift
        if case .success(let edits) = result, let (path, list) = edits.first {
            try plan.changes.edit(path, list)
            text = String(decoding: plan.changes.content(of: path) ?? [], as: UTF8.self)
        }
        return (result, text)
    }

    @Test func aStoryboardMadeForTheCallFollows() throws {
        let (result, text) = try follow("""
            func detail() -> UIViewController {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                return storyboard.instantiateViewController(withIdentifier: "Detail")
            }
            func inline() -> UIViewController {
                UIStoryboard(name: "Main", bundle: .main).instantiateViewController(withIdentifier: "Detail")
            }
            func elsewhere() -> UIViewController {
                UIStoryboard(name: "Other", bundle: nil).instantiateViewController(withIdentifier: "Detail")
            }
            """)
        guard case .success = result else { Issue.record("blocked: \(result)"); return }
        #expect(text.contains(#"let storyboard = UIStoryboard(name: "DetailViewController", bundle: nil)"#))
        #expect(text.contains(#"UIStoryboard(name: "DetailViewController", bundle: .main).instantiateViewController"#))
        #expect(text.contains(#"UIStoryboard(name: "Other", bundle: nil)"#))
    }

    @Test(arguments: [
        // The view controller's own storyboard.
        """
        final class A: UIViewController {
            func go() { _ = storyboard!.instantiateViewController(withIdentifier: "Detail") }
        }
        """,
        // A storyboard that also makes another scene.
        """
        func go() {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            _ = storyboard.instantiateViewController(withIdentifier: "Detail")
            _ = storyboard.instantiateInitialViewController()
        }
        """,
        // A constant.
        """
        enum Ids { static let detail = "Detail" }
        func go() { _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: Ids.detail) }
        """,
    ])
    func loadersThePlanCannotFollowKeepTheSceneInPlace(swift: String) throws {
        let (result, _) = try follow(swift)
        guard case .failure(let blocked) = result else { Issue.record("not blocked"); return }
        #expect(!blocked.reason.isEmpty)
    }
}
