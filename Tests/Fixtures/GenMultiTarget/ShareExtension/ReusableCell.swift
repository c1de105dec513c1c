import UIKit

/// The share extension's helper (the app has another of this name): a cell laid out in the xib of its name, and
/// the collection view's register(_:) for such cells. Nibable has a nibName too: a generated Nibable conformance
/// would make `nibName` and `register(_:)` ambiguous for these cells.
protocol ReusableCell {
    static var nibName: String { get }
}

extension ReusableCell {
    static var nibName: String { "\(self)" }
}

extension UICollectionView {
    func register<T: ReusableCell>(_ cellType: T.Type) {
        register(UINib(nibName: cellType.nibName, bundle: nil), forCellWithReuseIdentifier: cellType.nibName)
    }
}
