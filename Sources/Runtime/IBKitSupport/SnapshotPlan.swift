/// What an `NSDiffableDataSourceSnapshot` will be made of, checked before UIKit sees it.
///
/// Diffable data sources identify items by their hash and trap on a duplicate ("Supplied item identifiers
/// are not unique") without saying which; the plan finds duplicates first and names them and their
/// positions. Sections are identified by their index.
public struct SnapshotPlan<Item: Hashable>: Equatable {
    public let sectionIdentifiers: [Int]
    public let itemsBySection: [[Item]]

    /// Items that appear more than once, with every position they appear at (section, item).
    public struct DuplicateItems: Error, CustomStringConvertible {
        public let duplicates: [(item: Item, positions: [(section: Int, item: Int)])]

        public var description: String {
            let list = duplicates.map { entry in
                let positions = entry.positions.map { "[\($0.section), \($0.item)]" }.joined(separator: ", ")
                return "\(entry.item) at \(positions)"
            }
            return "A diffable data source needs every item once; duplicates: \(list.joined(separator: "; ")). "
                + "Make the items unique (add an identifier to the type) or use reloadData()."
        }
    }

    public init(_ sections: ItemSections<Item>) throws(DuplicateItems) {
        var firstSeen: [Item: Int] = [:]
        var positions: [[(section: Int, item: Int)]] = []
        var order: [Item] = []
        for (s, items) in sections.sections.enumerated() {
            for (i, item) in items.enumerated() {
                if let slot = firstSeen[item] {
                    positions[slot].append((s, i))
                } else {
                    firstSeen[item] = positions.count
                    positions.append([(s, i)])
                    order.append(item)
                }
            }
        }
        let duplicates = zip(order, positions).filter { $0.1.count > 1 }.map { (item: $0.0, positions: $0.1) }
        guard duplicates.isEmpty else { throw DuplicateItems(duplicates: duplicates) }
        sectionIdentifiers = Array(sections.sections.indices)
        itemsBySection = sections.sections
    }

    /// How this plan differs from the previous one: counts of inserted, deleted and moved items.
    public func difference(from old: SnapshotPlan) -> SnapshotDifference {
        let oldItems = old.itemsBySection.flatMap { $0 }
        let newItems = itemsBySection.flatMap { $0 }
        let oldSet = Set(oldItems)
        let newSet = Set(newItems)
        // Items kept on both sides, in old order: the ones outside a longest increasing run of their new
        // positions are the fewest that must move.
        var newPosition: [Item: Int] = [:]
        for (index, item) in newItems.enumerated() { newPosition[item] = index }
        let kept = oldItems.compactMap { newPosition[$0] }
        let sectionOf = Dictionary(uniqueKeysWithValues: old.itemsBySection.enumerated().flatMap { s, items in items.map { ($0, s) } })
        let newSectionOf = Dictionary(uniqueKeysWithValues: itemsBySection.enumerated().flatMap { s, items in items.map { ($0, s) } })
        let changedSection = oldItems.filter { item in newSectionOf[item].map { $0 != sectionOf[item] } ?? false }.count
        let moved = max(kept.count - Self.longestIncreasingRun(kept), changedSection)
        return SnapshotDifference(
            inserted: newSet.subtracting(oldSet).count,
            deleted: oldSet.subtracting(newSet).count,
            moved: moved,
            sectionsChanged: sectionIdentifiers != old.sectionIdentifiers
        )
    }

    /// Length of the longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}

extension SnapshotPlan: Sendable where Item: Sendable {}
extension SnapshotPlan.DuplicateItems: Sendable where Item: Sendable {}

/// The size of an update between two snapshot plans.
public struct SnapshotDifference: Sendable, Equatable {
    public let inserted: Int
    public let deleted: Int
    public let moved: Int
    public let sectionsChanged: Bool

    public init(inserted: Int, deleted: Int, moved: Int, sectionsChanged: Bool) {
        self.inserted = inserted
        self.deleted = deleted
        self.moved = moved
        self.sectionsChanged = sectionsChanged
    }

    /// Nothing to animate: applying would only cost a diff.
    public var isEmpty: Bool { inserted == 0 && deleted == 0 && moved == 0 && !sectionsChanged }
}
