import IBKit
import UIKit

/// A photo row, laid out in PhotoCell.xib (reuse identifier `PhotoCell`; the xib has no File's Owner, the
/// outlets belong to the cell, as in seed 004).
final class PhotoCell: UITableViewCell, Nibable {
    @IBOutlet private weak var thumbnailView: UIImageView!
    @IBOutlet private weak var label: UILabel!
    @IBOutlet private weak var authorLabel: UILabel!

    func configure(with photo: Photo) {
        thumbnailView.image = UIImage(systemName: photo.symbolName)
        label.text = photo.name
        authorLabel.text = photo.author
    }
}
