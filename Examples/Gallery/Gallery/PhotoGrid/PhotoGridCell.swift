import IBKit
import UIKit

/// A photo tile, laid out in PhotoGridCell.xib: the xib's root is the cell (no File's Owner), with reuse
/// identifier `PhotoGridCell`, so `collectionView.register(PhotoGridCell.self)` registers the nib (seed 000).
final class PhotoGridCell: UICollectionViewCell, Nibable {
    @IBOutlet private weak var imageView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!

    func configure(with photo: Photo) {
        imageView.image = UIImage(systemName: photo.symbolName)
        nameLabel.text = photo.name
    }
}
