#if canImport(UIKit)
import IBKitNaming
import UIKit

extension Nibable where Self: UIView {
    /// The view that is the root of its xib (`BadgeView.xib`'s top-level `BadgeView`).
    ///
    /// For a view that is its xib's File's Owner instead (seed 003's components), see `NibOwnerLoadable`.
    public static func loadFromNib() -> Self {
        do {
            return try instantiateFromNib()
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `loadFromNib()`: the nib must exist and have a top-level object of this class.
    public static func instantiateFromNib() throws(LoadingFailure) -> Self {
        try checkNib()
        let objects = nib.instantiate(withOwner: nil, options: nil)
        if let view = objects.lazy.compactMap({ $0 as? Self }).first { return view }
        throw LoadingFailure(
            typeName: ClassName.qualified(for: self), resource: .nib, resourceName: nibName,
            bundlePath: nibBundle.bundlePath,
            problem: .missingRootObject(found: objects.map { String(reflecting: type(of: $0)) })
        )
    }
}
#endif
