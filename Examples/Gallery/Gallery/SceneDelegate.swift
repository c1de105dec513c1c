import GalleryComponents
import IBKit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        Self.checkNibs()
        #endif
        let window = UIWindow(windowScene: windowScene)
        // No Main.storyboard: the first screen is made from its class like every other one (seeds 000, 003).
        window.rootViewController = UINavigationController(rootViewController: MenuViewController.instance())
        window.makeKeyAndVisible()
        self.window = window
    }

    #if DEBUG
    /// Every xib the app loads, checked once at launch in debug builds: a renamed, missing or wrongly
    /// classed xib fails here with its name and the bundle searched, not when its screen first opens.
    private static func checkNibs() {
        let nibs: [any Nibable.Type] = [
            TableViewCell.self, MenuFooterView.self, PhotoCell.self, PhotoGridCell.self, SectionFooterView.self,
            DestinationViewController.self, MUITabBarButton.self,
        ]
        do {
            for type in nibs {
                try type.checkNib()
            }
            // A view that is its xib's root: also checks that the root object is a PhotoSummaryView.
            _ = try PhotoSummaryView.instantiateFromNib()
        } catch {
            assertionFailure(error.description)
        }
    }
    #endif
}
