#if canImport(UIKit)
import IBKitNaming
import IBKitSupport
import UIKit

/// A table or collection view data source over an array (objc.io's "Lighter View Controllers" ArrayDataSource): it maps index
/// paths to items, dequeues `Cell` by type and hands each cell its item, so a view controller keeps only
/// the wiring.
///
/// ```swift
/// let dataSource = ArrayDataSource<Photo, PhotoCell>(items: photos) { cell, photo in
///     cell.configure(with: photo)
/// }
/// tableView.register(PhotoCell.self)
/// tableView.dataSource = dataSource
/// self.dataSource = dataSource  // table and collection views hold their data source weakly
/// ```
///
/// `Cell` is a `UITableViewCell` or `UICollectionViewCell` subclass (the initializers say which), registered
/// under its class name. Items with identity can be animated through Apple's diffable data sources with
/// `apply(_:to:animatingDifferences:)`.
///
/// A list that mixes cell types (a cell per kind of item, or per section) takes `UITableViewCell` or
/// `UICollectionViewCell` as `Cell` and a closure that picks the cell for each item (see `CellChoice`):
///
/// ```swift
/// enum Row { case photo(Photo), author(String) }
/// let dataSource = ArrayDataSource<Row, UITableViewCell>(sections: rows) { row, indexPath in
///     switch row {
///     case .photo(let photo): .cell(PhotoCell.self) { $0.configure(with: photo) }
///     case .author(let name): .cell(AuthorCell.self) { $0.name = name }
///     }
/// }
/// ```
@MainActor
public final class ArrayDataSource<Item, Cell: UIView>: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    /// The items by section; setting it does not reload the view.
    public var sections: ItemSections<Item>

    /// Headers, footers and other supplementary views of a collection view; used by the plain data source and by
    /// the diffable one `apply` installs alike.
    public var supplementaryViewProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)?

    /// The cell for an item: `Cell` itself, or the one a mixing data source's closure picks.
    private let cellChoice: (Item, IndexPath) -> CellChoice<Cell>
    /// The diffable data source `apply` installed, and the plan it last applied.
    var diffable: (source: NSObject, plan: Any)?

    /// One section of items in a table view.
    public init(items: [Item], configure: @escaping (Cell, Item) -> Void) where Cell: UITableViewCell {
        sections = ItemSections(items)
        cellChoice = { item, _ in .typed(Cell.self) { configure($0, item) } }
    }

    /// Items in sections, in a table view.
    public init(sections: [[Item]], configure: @escaping (Cell, Item) -> Void) where Cell: UITableViewCell {
        self.sections = ItemSections(sections: sections)
        cellChoice = { item, _ in .typed(Cell.self) { configure($0, item) } }
    }

    /// One section of items in a collection view.
    public init(items: [Item], configure: @escaping (Cell, Item) -> Void) where Cell: UICollectionViewCell {
        sections = ItemSections(items)
        cellChoice = { item, _ in .typed(Cell.self) { configure($0, item) } }
    }

    /// Items in sections, in a collection view.
    public init(sections: [[Item]], configure: @escaping (Cell, Item) -> Void) where Cell: UICollectionViewCell {
        self.sections = ItemSections(sections: sections)
        cellChoice = { item, _ in .typed(Cell.self) { configure($0, item) } }
    }

    /// One section of items in a table view, each in the cell `cell` picks for it (a `CellChoice`).
    public init(items: [Item], cell: @escaping (Item, IndexPath) -> CellChoice<Cell>) where Cell == UITableViewCell {
        sections = ItemSections(items)
        cellChoice = cell
    }

    /// Items in sections, in a table view, each in the cell `cell` picks for it (by item, or by `indexPath.section`).
    public init(sections: [[Item]], cell: @escaping (Item, IndexPath) -> CellChoice<Cell>) where Cell == UITableViewCell {
        self.sections = ItemSections(sections: sections)
        cellChoice = cell
    }

    /// One section of items in a collection view, each in the cell `cell` picks for it.
    public init(items: [Item], cell: @escaping (Item, IndexPath) -> CellChoice<Cell>) where Cell == UICollectionViewCell {
        sections = ItemSections(items)
        cellChoice = cell
    }

    /// Items in sections, in a collection view, each in the cell `cell` picks for it.
    public init(sections: [[Item]], cell: @escaping (Item, IndexPath) -> CellChoice<Cell>) where Cell == UICollectionViewCell {
        self.sections = ItemSections(sections: sections)
        cellChoice = cell
    }

    /// All items as one section; setting it does not reload the view.
    public var items: [Item] {
        get { sections.allItems }
        set { sections = ItemSections(newValue) }
    }

    /// The item shown at an index path (row or item); stops with the sizes involved when there is none.
    public func item(at indexPath: IndexPath) -> Item {
        guard let item = sections[section: indexPath.section, item: indexPath.item] else {
            fatalError(sections.outOfRangeMessage(section: indexPath.section, item: indexPath.item, owner: ownerName))
        }
        return item
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        sections.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableCell(tableView, at: indexPath, item: item(at: indexPath))
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionCell(collectionView, at: indexPath, item: item(at: indexPath))
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else {
            fatalError("\(ownerName) was asked for a '\(kind)' supplementary view at \(indexPath); set its supplementaryViewProvider.")
        }
        return provider(collectionView, kind, indexPath)
    }

    // MARK: Cells

    func tableCell(_ tableView: UITableView, at indexPath: IndexPath, item: Item) -> UITableViewCell {
        let choice = cellChoice(item, indexPath)
        let identifier = ReuseIdentifierLookup.of(choice.cellType)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        guard choice.apply(cell) else { fatalError(mismatch(choice, cell, identifier, indexPath, view: "table view")) }
        return cell
    }

    func collectionCell(_ collectionView: UICollectionView, at indexPath: IndexPath, item: Item) -> UICollectionViewCell {
        let choice = cellChoice(item, indexPath)
        let identifier = ReuseIdentifierLookup.of(choice.cellType)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard choice.apply(cell) else { fatalError(mismatch(choice, cell, identifier, indexPath, view: "collection view")) }
        return cell
    }

    private func mismatch(_ choice: CellChoice<Cell>, _ cell: UIView, _ identifier: String, _ indexPath: IndexPath,
                          view: String) -> String {
        DequeuedCellMismatch(
            owner: ownerName, view: view, section: indexPath.section, item: indexPath.item,
            expected: ClassName.qualified(for: choice.cellType), expectedClassName: ClassName.conventional(for: choice.cellType),
            found: String(reflecting: type(of: cell)), reuseIdentifier: identifier
        ).description
    }

    var ownerName: String {
        "ArrayDataSource<\(ClassName.qualified(for: Item.self)), \(ClassName.qualified(for: Cell.self))>"
    }
}
#endif
