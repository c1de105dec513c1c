import Testing
@testable import IBKitSwiftIndex

/// Where code makes a view controller that UIKit gives a nib by its default lookup.
struct DefaultNibConstructionsTests {
    @Test func constructionsWithANilNibName() {
        let source = Array("""
            let a = HomeViewController()
            let b = HomeViewController(nibName: nil, bundle: nil)
            let c = HomeViewController.init(nibName: nil, bundle: .main)
            let d = HomeViewController(nibName: "Home", bundle: nil)
            let e = HomeViewController(coder: coder)
            let f = OtherViewController()
            // HomeViewController() in a comment is no call
            """.utf8)
        let found = DefaultNibConstructions.find(ofTypes: ["HomeViewController"], source: source, path: "A.swift")
        #expect(found.map { "\($0.type)@\($0.position.line):\($0.position.column)" }
            == ["HomeViewController@1:9", "HomeViewController@2:9", "HomeViewController@3:9"])
    }

    @Test func uiKitsSearchOrder() {
        #expect(DefaultNibConstructions.defaultNames(of: "HomeViewController") == ["HomeView", "HomeViewController"])
        #expect(DefaultNibConstructions.defaultNames(of: "App.Settings") == ["Settings"])
        #expect(DefaultNibConstructions.defaultNames(of: "Controller") == ["Controller"])
    }
}
