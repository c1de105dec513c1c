#if canImport(UIKit)
import IBKitNaming
import UIKit

extension NSObjectProtocol {
    /// The class name every conventional name derives from (IBKit's naming convention): `TableViewCell`, also for
    /// `Outer.TableViewCell` and `TableViewCell<Item>` (see `ClassName`). Usable from any isolation.
    public static var className: String { ClassName.conventional(for: self) }
}
#endif
