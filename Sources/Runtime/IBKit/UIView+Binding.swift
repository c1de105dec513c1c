#if canImport(UIKit)
import IBKitBinding
import UIKit

extension UIView {
    /// The "Binding" field Interface Builder shows in every view's Attributes inspector: a property path of the
    /// owner's model (`title`, `author.name`, `!isPublished`, `price | currency`). IB stores it as the user-defined
    /// runtime attribute `ibkitBinding`, so typing that attribute in the Identity inspector is the same.
    ///
    /// Kept in the layer, which stores any key-value coding key: no storage of its own, no Objective-C runtime calls.
    @IBInspectable public var ibkitBinding: String? {
        get { layer.value(forKey: IBKitBindingStorage.key) as? String }
        set { layer.setValue(newValue, forKey: IBKitBindingStorage.key) }
    }
}

enum IBKitBindingStorage {
    static let key = "ibkitBinding"
    /// Where a bindable owner's root view keeps the bound views it found on the first `bind(_:)`.
    static let boundViewsKey = "ibkitBoundViews"
}
#endif
