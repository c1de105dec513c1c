import IBKit
import UIKit

/// Seed 004: the table's data source is a reusable ArrayDataSource, the data comes from a PhotoStore and the
/// cell configures itself, so what remains here is wiring.
final class PhotosViewController: UIViewController, Storyboardable {
    @IBOutlet private weak var tableView: UITableView!

    private var store = PhotoStore(photos: [])
    // UITableView holds its data source weakly.
    private var dataSource: ArrayDataSource<Photo, PhotoCell>?

    static func makeInstance(store: PhotoStore) -> PhotosViewController {
        let viewController = instance()
        viewController.store = store
        return viewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let dataSource = ArrayDataSource<Photo, PhotoCell>(items: store.photos) { cell, photo in
            cell.configure(with: photo)
        }
        tableView.register(PhotoCell.self)
        tableView.dataSource = dataSource
        self.dataSource = dataSource
    }
}
