#if canImport(UIKit)
import UIKit

/// A reuse identifier with the class of the cell or view Interface Builder registers under it: what
/// `ibkit gen` writes for every prototype cell and xib cell, so dequeuing needs neither the string nor a cast.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(ReuseIdentifiers.cell, for: indexPath)   // PhotoCell
/// ```
///
/// When a class has a single identifier, `ibkit gen` also makes it the class's `CustomReuseIdentifier`, and
/// `dequeueReusableCell(PhotoCell.self, for:)` works as well.
public struct ReuseIdentifier<View: UIView>: Sendable, Hashable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

extension UITableView {
    /// The cell registered under the identifier, typed; stops with a message naming both classes when it is of
    /// another class.
    public func dequeueReusableCell<Cell: UITableViewCell>(_ identifier: ReuseIdentifier<Cell>, for indexPath: IndexPath) -> Cell {
        let cell = dequeueReusableCell(withIdentifier: identifier.rawValue, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError(ReuseMismatch.message(expected: Cell.self, got: cell, identifier: identifier.rawValue, xib: "cell"))
        }
        return typed
    }
}

extension UICollectionView {
    /// The cell registered under the identifier, typed.
    public func dequeueReusableCell<Cell: UICollectionViewCell>(_ identifier: ReuseIdentifier<Cell>, for indexPath: IndexPath) -> Cell {
        let cell = dequeueReusableCell(withReuseIdentifier: identifier.rawValue, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError(ReuseMismatch.message(expected: Cell.self, got: cell, identifier: identifier.rawValue, xib: "cell"))
        }
        return typed
    }

    /// The supplementary view of the kind registered under the identifier, typed.
    public func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
        _ identifier: ReuseIdentifier<View>, ofKind kind: String, for indexPath: IndexPath
    ) -> View {
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier.rawValue, for: indexPath)
        guard let typed = view as? View else {
            fatalError(ReuseMismatch.message(expected: View.self, got: view, identifier: identifier.rawValue, xib: "view"))
        }
        return typed
    }
}
#endif
