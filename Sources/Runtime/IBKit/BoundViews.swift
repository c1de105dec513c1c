#if canImport(UIKit)
import IBKitBinding
import UIKit

/// The bound views below a root, found once and kept in the root's layer.
@MainActor
final class BoundViews {
    struct Bound {
        let view: UIView
        /// The binding's canonical text, the generated table's key.
        let key: String
    }

    let views: [Bound]

    private init(_ views: [Bound]) {
        self.views = views
    }

    static func of(_ root: UIView, owner: String) -> [Bound] {
        if let found = root.layer.value(forKey: IBKitBindingStorage.boundViewsKey) as? BoundViews { return found.views }
        var views: [Bound] = []
        collect(below: root, owner: owner, into: &views)
        root.layer.setValue(BoundViews(views), forKey: IBKitBindingStorage.boundViewsKey)
        return views
    }

    /// Depth first, in subview order; cells and other bindable views are not entered: they bind their own.
    private static func collect(below view: UIView, owner: String, into views: inout [Bound]) {
        for subview in view.subviews {
            if let text = subview.ibkitBinding, !text.isEmpty {
                do {
                    views.append(Bound(view: subview, key: try BindingKey(parsing: text).description))
                } catch {
                    BindingFailure.report(BindingMessages.malformed(text: text, owner: owner, viewClass: String(describing: type(of: subview)), error: error))
                }
            }
            let ownsItsBindings = subview is UITableViewCell || subview is UICollectionReusableView || subview is UITableViewHeaderFooterView
                || subview is any Bindable
            if !ownsItsBindings { collect(below: subview, owner: owner, into: &views) }
        }
    }
}
#endif
