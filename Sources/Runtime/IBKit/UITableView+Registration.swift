#if canImport(UIKit)
import IBKitNaming
import UIKit

extension UITableView {
    /// Registers a cell laid out in its own xib (IBKit's naming convention): nib and reuse identifier are the class name.
    public func register<Cell: UITableViewCell & Nibable>(_ cellType: Cell.Type) {
        RegistrationAudit.checkNib(cellType)
        let identifier = ReuseIdentifierLookup.of(cellType)
        RegistrationAudit.record(cellType, as: identifier, in: .cell, on: self)
        register(cellType.uiNib, forCellReuseIdentifier: identifier)
    }

    /// Registers a cell built in code under its class name.
    ///
    /// Debug builds stop when a nib named after the class is in its bundle: a xib cell that does not conform to
    /// `Nibable` (here, where the call is made) would otherwise be registered as a class and show no outlets.
    public func register<Cell: UITableViewCell>(_ cellType: Cell.Type) {
        RegistrationAudit.checkNoForgottenNib(cellType, role: "cell")
        let identifier = ReuseIdentifierLookup.of(cellType)
        RegistrationAudit.record(cellType, as: identifier, in: .cell, on: self)
        register(cellType, forCellReuseIdentifier: identifier)
    }

    /// Registers a header or footer view laid out in its own xib.
    public func registerHeaderFooterView<View: UITableViewHeaderFooterView & Nibable>(_ viewType: View.Type) {
        RegistrationAudit.checkNib(viewType)
        let identifier = ReuseIdentifierLookup.of(viewType)
        RegistrationAudit.record(viewType, as: identifier, in: .headerFooter, on: self)
        register(viewType.uiNib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a header or footer view built in code.
    /// Debug builds stop when a nib named after the class is in its bundle (see `register(_:)`).
    public func registerHeaderFooterView<View: UITableViewHeaderFooterView>(_ viewType: View.Type) {
        RegistrationAudit.checkNoForgottenNib(viewType, role: "header/footer view")
        let identifier = ReuseIdentifierLookup.of(viewType)
        RegistrationAudit.record(viewType, as: identifier, in: .headerFooter, on: self)
        register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A cell of the class, dequeued under its class name: no identifier string, no cast at the call site.
    public func dequeueReusableCell<Cell: UITableViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell {
        let identifier = ReuseIdentifierLookup.of(cellType)
        let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            fatalError(ReuseMismatch.message(expected: cellType, got: cell, identifier: identifier, xib: "cell"))
        }
        return typed
    }

    /// A header or footer view of the class, or `nil` when none is registered under its class name.
    public func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(_ viewType: View.Type) -> View? {
        let identifier = ReuseIdentifierLookup.of(viewType)
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) else { return nil }
        guard let typed = view as? View else {
            fatalError(ReuseMismatch.message(expected: viewType, got: view, identifier: identifier, xib: "view"))
        }
        return typed
    }
}

enum ReuseMismatch {
    /// A view registered under the identifier is of another class: the xib's root object has the wrong custom
    /// class, or another type registered the identifier.
    static func message(expected: AnyClass, got: AnyObject, identifier: String, xib role: String) -> String {
        "\(ClassName.qualified(for: expected)): the \(role) dequeued with reuse identifier \"\(identifier)\" is a "
            + "\(String(reflecting: type(of: got))). Set the xib's root \(role) Custom Class to "
            + "\(ClassName.conventional(for: expected)), or check which type registered \"\(identifier)\"."
    }
}
#endif
