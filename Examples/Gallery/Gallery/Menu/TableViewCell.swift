import IBKit
import UIKit

/// A menu row, laid out in TableViewCell.xib (reuse identifier `TableViewCell`).
final class TableViewCell: UITableViewCell, Nibable {
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!

    func configure(title: String, subtitle: String) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
    }
}
