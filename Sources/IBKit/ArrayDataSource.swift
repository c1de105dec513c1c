#if canImport(UIKit)
import IBKitNaming
import IBKitSupport
import UIKit

/// A table or collection view data source over an array (seed 004, objc.io's ArrayDataSource): it maps index
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
@MainActor
public final class ArrayDataSource<Item, Cell: UIView>: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    /// The items by section; setting it does not reload the view.
    public var sections: ItemSections<Item>

    /// Headers, footers and other supplementary views of a collection view; used by the plain data source and by
    /// the diffable one `apply` installs alike.
    public var supplementaryViewProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)?

    private let configure: (Cell, Item) -> Void
    /// The diffable data source `apply` installed, and the plan it last applied.
    var diffable: (source: NSObject, plan: Any)?

    /// One section of items in a table view.
    public init(items: [Item], configure: @escaping (Cell, Item) -> Void) where Cell: UITableViewCell {
        sections = ItemSections(items)
        self.configure = configure
    }

    /// Items in sections, in a table view.
    public init(sections: [[Item]], configure: @escaping (Cell, Item) -> Void) where Cell: UITableViewCell {
        self.sections = ItemSections(sections: sections)
        self.configure = configure
    }

    /// One section of items in a collection view.
    public init(items: [Item], configure: @escaping (Cell, Item) -> Void) where Cell: UICollectionViewCell {
        sections = ItemSections(items)
        self.configure = configure
    }

    /// Items in sections, in a collection view.
    public init(sections: [[Item]], configure: @escaping (Cell, Item) -> Void) where Cell: UICollectionViewCell {
        self.sections = ItemSections(sections: sections)
        self.configure = configure
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
        let identifier = ReuseIdentifierLookup.of(Cell.self)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError("\(ownerName) is the data source of a table view, but dequeued a \(String(reflecting: type(of: cell))) "
                + "for reuse identifier \"\(identifier)\"; register \(ClassName.conventional(for: Cell.self)) on this table view.")
        }
        configure(typed, item)
        return cell
    }

    func collectionCell(_ collectionView: UICollectionView, at indexPath: IndexPath, item: Item) -> UICollectionViewCell {
        let identifier = ReuseIdentifierLookup.of(Cell.self)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError("\(ownerName) is the data source of a collection view, but dequeued a \(String(reflecting: type(of: cell))) "
                + "for reuse identifier \"\(identifier)\"; register \(ClassName.conventional(for: Cell.self)) on this collection view.")
        }
        configure(typed, item)
        return cell
    }

    var ownerName: String {
        "ArrayDataSource<\(ClassName.qualified(for: Item.self)), \(ClassName.qualified(for: Cell.self))>"
    }
}
#endif
