import IBKit
import UIKit

/// Seed 000's path for storyboards that still hold several scenes: FugaViewController's scene is not in
/// FugaViewController.storyboard but in HogeViewController.storyboard, with the storyboard identifier
/// `FugaViewController`. Naming that storyboard here is the only deviation from the convention; `instance()`
/// still finds the scene by the class name. Examples/Gallery/.ibkit.yml records the exception for the linter.
final class FugaViewController: UIViewController, Storyboardable {
    nonisolated static var storyboardName: String { "HogeViewController" }
}
