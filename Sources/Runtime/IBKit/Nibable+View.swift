#if canImport(UIKit)
import IBKitNaming
import UIKit

extension Nibable where Self: UIView {
    /// The view that is the root of its xib (`BadgeView.xib`'s top-level `BadgeView`).
    ///
    /// For a view that is its xib's File's Owner instead (components), see `NibOwner`.
    public static func instanceFromNib() -> Self {
        do {
            return try instantiateFromNib()
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instanceFromNib()`: the nib must exist and have a top-level object of this class.
    public static func instantiateFromNib() throws(LoadingFailure) -> Self {
        try checkNib()
        let objects = uiNib.instantiate(withOwner: nil, options: nil)
        if let view = objects.lazy.compactMap({ $0 as? Self }).first { return view }
        throw LoadingFailure(
            typeName: ClassName.qualified(for: self), resource: .nib, resourceName: nibName,
            bundlePath: nibBundle.bundlePath,
            problem: .missingRootObject(found: objects.map { String(reflecting: type(of: $0)) })
        )
    }

    /// The former name of `instanceFromNib()`. Disfavoured, so that for a class also conforming to Reusable's
    /// `NibLoadable` the call means Reusable's, as it did before IBKit was imported.
    @available(*, deprecated, renamed: "instanceFromNib()")
    @_disfavoredOverload
    public static func loadFromNib() -> Self { instanceFromNib() }
}
#endif
