import IBKit
import UIKit

/// The note below the menu, laid out in MenuFooterView.xib: the xib's root view is this class (no File's
/// Owner), so `tableView.registerHeaderFooterView(MenuFooterView.self)` registers the nib under the reuse
/// identifier `MenuFooterView`. Compare CaptionView, a header and footer built in code.
final class MenuFooterView: UITableViewHeaderFooterView, Nibable {
    @IBOutlet private weak var noteLabel: UILabel!

    func configure(screenCount: Int) {
        noteLabel.text = "\(screenCount) screens, each made from its class: no segues, no identifier strings."
    }
}
