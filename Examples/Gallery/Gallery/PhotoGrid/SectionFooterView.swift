import IBKit
import UIKit

/// The photo count below a section of the grid, laid out in SectionFooterView.xib (root
/// `collectionReusableView`, reuse identifier `SectionFooterView`, no File's Owner). Being `Nibable`,
/// `register(SectionFooterView.self, ofKind: UICollectionView.elementKindSectionFooter)` registers the nib;
/// compare SectionHeaderView, built in code and registered by class.
final class SectionFooterView: UICollectionReusableView, Nibable {
    @IBOutlet private weak var countLabel: UILabel!

    func configure(photoCount: Int) {
        countLabel.text = photoCount == 1 ? "1 photo" : "\(photoCount) photos"
    }
}
