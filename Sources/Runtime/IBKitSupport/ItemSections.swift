/// The items of a list, by section: the bookkeeping of ArrayDataSource without UIKit, so index
/// path arithmetic is tested on Linux.
public struct ItemSections<Item> {
    public var sections: [[Item]]

    /// One section.
    public init(_ items: [Item]) {
        sections = [items]
    }

    public init(sections: [[Item]]) {
        self.sections = sections
    }

    public var numberOfSections: Int { sections.count }

    /// Zero for a section that does not exist, which UIKit may ask about while a reload is in flight.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// Every item, section after section.
    public var allItems: [Item] { sections.flatMap { $0 } }

    public subscript(section section: Int, item item: Int) -> Item? {
        guard sections.indices.contains(section), sections[section].indices.contains(item) else { return nil }
        return sections[section][item]
    }

    /// The first position (section, item) whose item matches.
    public func firstPosition(where matches: (Item) throws -> Bool) rethrows -> (section: Int, item: Int)? {
        for (s, items) in sections.enumerated() {
            if let i = try items.firstIndex(where: matches) { return (s, i) }
        }
        return nil
    }

    /// The message for an index path that names no item, with the sizes that show why.
    public func outOfRangeMessage(section: Int, item: Int, owner: String) -> String {
        guard sections.indices.contains(section) else {
            return "\(owner): no section \(section) (there are \(sections.count) sections); item \(item) requested."
        }
        return "\(owner): no item \(item) in section \(section) (it has \(sections[section].count) items)."
    }
}

extension ItemSections: Sendable where Item: Sendable {}
extension ItemSections: Equatable where Item: Equatable {}
