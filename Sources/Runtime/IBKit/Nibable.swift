#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A class laid out in a xib named after it (IBKit's naming convention): `TableViewCell` ↔ `TableViewCell.xib`.
///
/// ```swift
/// final class TableViewCell: UITableViewCell, Nibable {}
/// tableView.register(TableViewCell.self)
/// ```
///
/// In a Swift package, point at the package's resources with one line:
/// `static var nibBundle: Bundle { .module }`.
@MainActor
public protocol Nibable: NSObjectProtocol {
    /// The xib's name without extension. Default: the class name.
    static var nibName: String { get }
    /// The bundle holding the compiled nib. Default: the bundle of the class (the framework that defines it,
    /// which is also what Interface Builder renders `@IBDesignable` views from), not `Bundle.main`.
    static var nibBundle: Bundle { get }
}

extension Nibable {
    public static var nibName: String { className }

    public static var nibBundle: Bundle { Bundle(for: self) }

    /// `UINib(nibName: nibName, bundle: nibBundle)`. UINib loads lazily: use `checkNib()` to fail early.
    ///
    /// Not `nib`: a class conforming to Reusable's `NibLoadable` as well would then have two defaults for that
    /// protocol's `nib` requirement and not compile.
    public static var uiNib: UINib { UINib(nibName: nibName, bundle: nibBundle) }

    /// Throws a `LoadingFailure` naming the class, the xib, the bundle and any file differing only in case
    /// when the compiled nib is not in `nibBundle`: what UIKit would otherwise report as an uncatchable
    /// "Could not load NIB in bundle" exception, later, from somewhere else.
    public static func checkNib() throws(LoadingFailure) {
        if let failure = ResourceCheck.missing(.nib, named: nibName, in: nibBundle, for: self) { throw failure }
    }
}
#endif
