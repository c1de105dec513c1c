import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // Deep link legacy://profile. ProfileViewController's scene has no storyboard identifier, so this
    // compiles and crashes at runtime ("Storyboard doesn't contain a view controller with identifier 'Profile'").
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard URLContexts.first?.url.host == "profile" else { return }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let profile = storyboard.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
        window?.rootViewController?.present(profile, animated: true)
    }
}
