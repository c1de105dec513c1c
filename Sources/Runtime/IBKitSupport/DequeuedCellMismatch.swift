/// A data source asked for a cell of one class at an index path and the view dequeued another under that class's
/// reuse identifier: the identifier is registered for another class, or a xib's cell has another Custom Class.
/// Which item asked for which class is what a data source mixing several cell types needs to say.
public struct DequeuedCellMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The data source, for instance `ArrayDataSource<Row, UITableViewCell>`.
    public let owner: String
    /// `table view` or `collection view`.
    public let view: String
    public let section: Int
    public let item: Int
    /// The class chosen for the item (qualified without module) and its conventional class name.
    public let expected: String
    public let expectedClassName: String
    /// The class of the cell dequeued (`String(reflecting:)`).
    public let found: String
    public let reuseIdentifier: String

    public init(owner: String, view: String, section: Int, item: Int, expected: String, expectedClassName: String,
                found: String, reuseIdentifier: String) {
        self.owner = owner
        self.view = view
        self.section = section
        self.item = item
        self.expected = expected
        self.expectedClassName = expectedClassName
        self.found = found
        self.reuseIdentifier = reuseIdentifier
    }

    public var description: String {
        "\(owner) chose \(expected) for item \(item) of section \(section), but the \(view) dequeued a \(found) for reuse "
            + "identifier \"\(reuseIdentifier)\"; register \(expectedClassName) on this \(view), or set its xib cell's "
            + "Custom Class to \(expectedClassName)."
    }
}
