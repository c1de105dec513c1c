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
            cell.bind(photo)
        }
        tableView.register(PhotoCell.self)
        tableView.registerHeaderFooterView(CaptionView<AboveSection>.self)
        tableView.registerHeaderFooterView(CaptionView<BelowSection>.self)
        tableView.dataSource = dataSource
        self.dataSource = dataSource

        let summary = PhotoSummaryView.instanceFromNib()
        summary.configure(place: "日本橋人形町", photos: store.photos)
        tableView.tableHeaderView = summary
    }
}

// The table's delegate (connected in the storyboard) supplies the section's caption views.
extension PhotosViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(CaptionView<AboveSection>.self)
        header?.caption = "Around Ningyocho"
        return header
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(CaptionView<BelowSection>.self)
        footer?.caption = "Symbols stand in for the photos: the example ships no images."
        return footer
    }
}
