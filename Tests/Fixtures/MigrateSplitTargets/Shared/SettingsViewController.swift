import UIKit

/// In both targets: one scene in the phone's Main.storyboard, two in the TV's.
final class SettingsViewController: UIViewController {}
