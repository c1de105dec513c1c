import UIKit

class SettingsViewController: UIViewController {
    @IBOutlet weak var japaneseNamesSwitch: UISwitch!

    @IBAction func japaneseNamesChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "showJapaneseNames")
    }
}
