import IBKit
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // No Main.storyboard: the first screen is made from its class like every other one (seeds 000, 003).
        window.rootViewController = UINavigationController(rootViewController: MenuViewController.instance())
        window.makeKeyAndVisible()
        self.window = window
    }
}
