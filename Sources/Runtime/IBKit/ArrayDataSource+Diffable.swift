#if canImport(UIKit)
import IBKitSupport
import UIKit

extension ArrayDataSource where Item: Hashable & Sendable {
    /// Shows `items` as one section, animating the change through a `UITableViewDiffableDataSource`, which
    /// becomes the table's data source (this object keeps it alive and still does the dequeuing).
    ///
    /// Duplicate items, which UIKit rejects with an exception that does not say which, are reported by name
    /// in debug builds; release builds fall back to `reloadData()`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func apply(_ items: [Item], to tableView: UITableView, animatingDifferences: Bool = true) where Cell: UITableViewCell {
        apply(sections: [items], to: tableView, animatingDifferences: animatingDifferences)
    }

    /// Sectioned form of `apply(_:to:animatingDifferences:)`; sections are identified by index.
    @available(iOS 13.0, tvOS 13.0, *)
    public func apply(sections newSections: [[Item]], to tableView: UITableView, animatingDifferences: Bool = true)
        where Cell: UITableViewCell {
        sections = ItemSections(sections: newSections)
        guard let plan = plan() else {
            tableView.dataSource = self
            tableView.reloadData()
            return
        }
        let source: UITableViewDiffableDataSource<Int, Item>
        if let existing = diffable?.source as? UITableViewDiffableDataSource<Int, Item>, tableView.dataSource === existing {
            if let previous = diffable?.plan as? SnapshotPlan<Item>, plan.difference(from: previous).isEmpty { return }
            source = existing
        } else {
            source = UITableViewDiffableDataSource<Int, Item>(tableView: tableView) { [unowned self] tableView, indexPath, item in
                tableCell(tableView, at: indexPath, item: item)
            }
        }
        diffable = (source, plan)
        source.apply(Self.snapshot(plan), animatingDifferences: animatingDifferences)
    }

    /// Shows `items` as one section of a collection view, animated through a `UICollectionViewDiffableDataSource`.
    @available(iOS 13.0, tvOS 13.0, *)
    public func apply(_ items: [Item], to collectionView: UICollectionView, animatingDifferences: Bool = true)
        where Cell: UICollectionViewCell {
        apply(sections: [items], to: collectionView, animatingDifferences: animatingDifferences)
    }

    /// Sectioned form of `apply(_:to:animatingDifferences:)` for collection views.
    @available(iOS 13.0, tvOS 13.0, *)
    public func apply(sections newSections: [[Item]], to collectionView: UICollectionView, animatingDifferences: Bool = true)
        where Cell: UICollectionViewCell {
        sections = ItemSections(sections: newSections)
        guard let plan = plan() else {
            collectionView.dataSource = self
            collectionView.reloadData()
            return
        }
        let source: UICollectionViewDiffableDataSource<Int, Item>
        if let existing = diffable?.source as? UICollectionViewDiffableDataSource<Int, Item>, collectionView.dataSource === existing {
            if let previous = diffable?.plan as? SnapshotPlan<Item>, plan.difference(from: previous).isEmpty { return }
            source = existing
        } else {
            source = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
                collectionCell(collectionView, at: indexPath, item: item)
            }
            source.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
                self.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
        }
        diffable = (source, plan)
        source.apply(Self.snapshot(plan), animatingDifferences: animatingDifferences)
    }

    /// The checked plan for the current sections, or `nil` (reported in debug builds) when items repeat.
    private func plan() -> SnapshotPlan<Item>? {
        do {
            return try SnapshotPlan(sections)
        } catch {
            assertionFailure("\(ownerName): \(error.description)")
            diffable = nil
            return nil
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    private static func snapshot(_ plan: SnapshotPlan<Item>) -> NSDiffableDataSourceSnapshot<Int, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(plan.sectionIdentifiers)
        for (section, items) in zip(plan.sectionIdentifiers, plan.itemsBySection) {
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}
#endif
