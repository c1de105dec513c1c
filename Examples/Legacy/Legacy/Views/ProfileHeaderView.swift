import UIKit

class ProfileHeaderView: UIView {
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet weak var nameLabel: TitleLabel!
}
