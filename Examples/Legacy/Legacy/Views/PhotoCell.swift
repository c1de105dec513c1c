import UIKit

class PhotoCell: UITableViewCell {
    @IBOutlet weak var thumbnailView: UIImageView!
    @IBOutlet weak var label: UILabel!
}
