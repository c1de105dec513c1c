import IBKit
import UIKit

/// A photo tile, laid out in PhotoGridCell.xib: the xib's root is the cell (no File's Owner), with reuse
/// identifier `PhotoGridCell`, so `collectionView.register(PhotoGridCell.self)` registers the nib (seed 000).
/// Its image and name are bound in Interface Builder: `cell.bind(photo)`.
final class PhotoGridCell: UICollectionViewCell, Nibable, Bindable {
    typealias Model = Photo
}
