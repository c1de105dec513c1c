#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Registers a cell laid out in its own xib: nib and reuse identifier are the class name.
    public func register<Cell: UICollectionViewCell & Nibable>(_ cellType: Cell.Type) {
        RegistrationAudit.checkNib(cellType)
        let identifier = ReuseIdentifierLookup.of(cellType)
        RegistrationAudit.record(cellType, as: identifier, in: .cell, on: self)
        register(cellType.uiNib, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a cell built in code under its class name.
    ///
    /// Debug builds stop when a nib named after the class is in its bundle: a xib cell that does not conform to
    /// `Nibable` (here, where the call is made) would otherwise be registered as a class and show no outlets.
    public func register<Cell: UICollectionViewCell>(_ cellType: Cell.Type) {
        RegistrationAudit.checkNoForgottenNib(cellType, role: "cell")
        let identifier = ReuseIdentifierLookup.of(cellType)
        RegistrationAudit.record(cellType, as: identifier, in: .cell, on: self)
        register(cellType, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a supplementary view (`UICollectionView.elementKindSectionHeader`, …) laid out in its own xib.
    public func register<View: UICollectionReusableView & Nibable>(_ viewType: View.Type, ofKind kind: String) {
        RegistrationAudit.checkNib(viewType)
        let identifier = ReuseIdentifierLookup.of(viewType)
        RegistrationAudit.record(viewType, as: identifier, in: .supplementary(kind: kind), on: self)
        register(viewType.uiNib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// Registers a supplementary view built in code.
    /// Debug builds stop when a nib named after the class is in its bundle (see `register(_:)`).
    public func register<View: UICollectionReusableView>(_ viewType: View.Type, ofKind kind: String) {
        RegistrationAudit.checkNoForgottenNib(viewType, role: "supplementary view")
        let identifier = ReuseIdentifierLookup.of(viewType)
        RegistrationAudit.record(viewType, as: identifier, in: .supplementary(kind: kind), on: self)
        register(viewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// A cell of the class, dequeued under its class name.
    public func dequeueReusableCell<Cell: UICollectionViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        let identifier = ReuseIdentifierLookup.of(cellType)
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError(ReuseMismatch.message(expected: cellType, got: cell, identifier: identifier, xib: "cell"))
        }
        return typed
    }

    /// A supplementary view of the class, dequeued under its class name.
    public func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
        _ viewType: View.Type, ofKind kind: String, for indexPath: IndexPath
    ) -> View {
        let identifier = ReuseIdentifierLookup.of(viewType)
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let typed = view as? View else {
            fatalError(ReuseMismatch.message(expected: viewType, got: view, identifier: identifier, xib: "view"))
        }
        return typed
    }
}
#endif
