import IBKit
import UIKit

// The first class migrated to seed 000's Nibable: `instance()` loads ProfileHeaderView.xib, which does not
// exist yet (the xib is still ProfileHeader.xib).
class ProfileHeaderView: UIView, Nibable {
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var nameLabel: TitleLabel!

    @IBInspectable var avatarCornerRadius: CGFloat = 0 {
        didSet { avatarView?.layer.cornerRadius = avatarCornerRadius }
    }
}
