#if canImport(UIKit)
import UIKit

/// The initial scene of Settings.storyboard, a legacy file not named after it: the generated conformance gives
/// `storyboardName` "Settings", so `SettingsViewController.instance()` works.
final class SettingsViewController: UIViewController {
    // The segue (which `ibkit lint` reports) through its generated identifier rather than a string.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch Segues.Settings(segue) {
        case .showLicenses?: segue.destination.title = "Licenses"
        case nil: break
        }
    }
}

/// The second scene of Settings.storyboard.
final class LicensesViewController: UIViewController {}
#endif
