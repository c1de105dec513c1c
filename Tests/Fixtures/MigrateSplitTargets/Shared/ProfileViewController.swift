import UIKit

/// In both targets: one scene in each target's Main.storyboard.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
}
