import UIKit

class CommentCell: UITableViewCell {
    @IBOutlet weak var commentLabel: UILabel!
}
