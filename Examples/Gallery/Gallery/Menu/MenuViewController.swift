import IBKit
import UIKit

/// The gallery's first screen: one row per seed technique.
///
/// Its cells come from TableViewCell.xib; registering and dequeuing name only the class, because the xib's
/// file name and the cell's reuse identifier are both `TableViewCell` (seed 000). The note below the rows is
/// a footer view from MenuFooterView.xib, registered and dequeued the same way.
final class MenuViewController: UITableViewController, Storyboardable {
    private let items = GalleryItem.allCases

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "IBKit Gallery"
        tableView.register(TableViewCell.self)
        tableView.registerHeaderFooterView(MenuFooterView.self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = tableView.dequeueReusableCell(TableViewCell.self, for: indexPath)
        cell.configure(title: item.title, subtitle: item.subtitle)
        return cell
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(MenuFooterView.self)
        footer?.configure(screenCount: items.count)
        return footer
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let item = items[indexPath.row]
        let viewController: UIViewController
        do {
            viewController = try item.makeViewController()
        } catch {
            // The message names the class, the expected file and the bundle: enough to fix the project.
            let alert = UIAlertController(title: "Cannot open \(item.title)", message: error.description, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            present(alert, animated: true)
            return
        }
        if item.isModal {
            present(viewController, animated: true)
        } else {
            navigationController?.pushViewController(viewController, animated: true)
        }
    }
}
