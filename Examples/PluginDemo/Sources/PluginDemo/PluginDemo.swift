#if canImport(UIKit)
import IBKit
import UIKit

/// The screens of the demo, made through the code `ibkit gen` generated during the build: conformances where the
/// IB files do not follow the conventions, typed references for the rest.
public enum PluginDemo {
    @MainActor public static func makeProfile() -> UIViewController {
        ProfileViewController.instance()
    }

    @MainActor public static func makeSettings() -> UIViewController {
        SettingsViewController.instance()
    }

    @MainActor public static func makeLicenses() -> UIViewController {
        Storyboards.Settings.licensesViewController.instance()
    }
}
#endif
