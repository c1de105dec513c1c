#if canImport(UIKit)
import UIKit

/// The cell an `ArrayDataSource` shows an item in, when one list mixes several cell types: the class to dequeue
/// (under its reuse identifier, as `register(_:)` registered it) and what to do with the cell.
///
/// ```swift
/// let dataSource = ArrayDataSource<Row, UITableViewCell>(sections: rows) { row, indexPath in
///     switch row {
///     case .photo(let photo): .cell(PhotoCell.self) { $0.configure(with: photo) }
///     case .author(let name): .cell(AuthorCell.self) { $0.name = name }
///     }
/// }
/// ```
///
/// `Base` is `UITableViewCell` or `UICollectionViewCell`, so a table's data source cannot pick a collection view
/// cell.
@MainActor
public struct CellChoice<Base: UIView> {
    let cellType: AnyClass
    /// Configures the dequeued cell; false when it is not of `cellType`.
    let apply: (UIView) -> Bool

    /// Any class, for the data source's own single-type form.
    static func typed<Cell: UIView>(_ cellType: Cell.Type, configure: @escaping (Cell) -> Void) -> CellChoice {
        CellChoice(cellType: cellType) { view in
            guard let cell = view as? Cell else { return false }
            configure(cell)
            return true
        }
    }
}

extension CellChoice where Base == UITableViewCell {
    /// A table view cell of this class, dequeued under its reuse identifier and handed to `configure`.
    public static func cell<Cell: UITableViewCell>(_ cellType: Cell.Type, configure: @escaping (Cell) -> Void = { _ in }) -> CellChoice {
        typed(cellType, configure: configure)
    }
}

extension CellChoice where Base == UICollectionViewCell {
    /// A collection view cell of this class, dequeued under its reuse identifier and handed to `configure`.
    public static func cell<Cell: UICollectionViewCell>(_ cellType: Cell.Type, configure: @escaping (Cell) -> Void = { _ in }) -> CellChoice {
        typed(cellType, configure: configure)
    }
}
#endif
