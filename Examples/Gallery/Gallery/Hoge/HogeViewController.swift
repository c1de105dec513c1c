import IBKit
import UIKit

/// Seed 000: the scene lives in HogeViewController.storyboard as its initial view controller, so
/// `HogeViewController.instance()` needs neither a storyboard name nor an identifier string.
final class HogeViewController: UIViewController, Storyboardable {
    @IBAction private func showFuga(_ sender: UIButton) {
        navigationController?.pushViewController(FugaViewController.instance(), animated: true)
    }
}
