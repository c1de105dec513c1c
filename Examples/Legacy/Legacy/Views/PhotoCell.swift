import UIKit

class PhotoCell: UITableViewCell {
    @IBOutlet weak var thumbnailView: UIImageView!
    // Renamed from `label` in code only: Main.storyboard still connects `label`, so the cell crashes as it
    // loads (setValue:forUndefinedKey:) and `nameLabel` stays nil.
    @IBOutlet weak var nameLabel: UILabel!
}
