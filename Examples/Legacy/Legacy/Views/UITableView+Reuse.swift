import UIKit

extension UITableView {
    /// Dequeues a cell by its class name, so call sites need no identifier string. The storyboard's prototypes
    /// were never renamed to match: their identifiers are still whatever they were when the helper came in.
    func dequeueReusableCell<Cell: UITableViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeueReusableCell(withIdentifier: String(describing: cellType), for: indexPath) as! Cell
    }
}
