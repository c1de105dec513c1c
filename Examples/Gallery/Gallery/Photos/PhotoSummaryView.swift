import IBKit
import UIKit

/// The place and photo count above the photo list. PhotoSummaryView.xib's root view is this class (no File's
/// Owner), so code gets one with `PhotoSummaryView.instanceFromNib()`; compare MUITabBarButton, which is its
/// xib's File's Owner.
///
/// Not a scene object, but it checks its outlets the same way: a connection lost in the xib is named in
/// debug builds as soon as the view loads (`OutletChecking`).
final class PhotoSummaryView: UIView, Nibable, OutletChecking {
    @IBOutlet private weak var placeLabel: UILabel!
    @IBOutlet private weak var countLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        checkOutlets()
    }

    func configure(place: String, photos: [Photo]) {
        // Place names are Japanese whatever the device language: tagged, their kanji get Japanese glyphs
        // even on a device set to English or Chinese (seed 003). The label's font and color still apply.
        placeLabel.attributedText = .japanese(place)
        let photographers = Set(photos.map(\.author)).count
        countLabel.text = "\(photos.count) photos by \(photographers) photographers"
    }
}
