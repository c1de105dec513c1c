import IBKit
import UIKit

final class RoomsViewController: UIViewController {
    @IBOutlet var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // IBKit's register(_:) for Nibable cells: RoomCell is one through the generated conformance.
        tableView.register(RoomCell.self)
        _ = RoomCell.defaultHeight
    }

    func showDetail() {
        let detail = DetailViewController.instance()
        let avatar = AvatarView.instanceFromNib()
        _ = (detail, avatar)
    }
}

final class DetailViewController: UIViewController {}
