import UIKit

// Legacy example: the app as it looked before the seeds' advice. Every problem here is deliberate; see
// Examples/Legacy/README.md for the rule each one triggers.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // The window's root comes from Main.storyboard (UIMainStoryboardFile / the scene manifest).
}
