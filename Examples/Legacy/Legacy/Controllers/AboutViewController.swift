import UIKit

/// Loaded with `instantiateInitialViewController()`, but nobody ticked "Is Initial View Controller" in
/// AboutViewController.storyboard and it has no Storyboard ID: the force cast crashes at run time.
class AboutViewController: UIViewController {
    static func make() -> AboutViewController {
        UIStoryboard(name: "AboutViewController", bundle: nil).instantiateInitialViewController() as! AboutViewController
    }
}
