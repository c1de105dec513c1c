#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A view controller laid out in a xib named after it and made by its own initializer, so what
/// it is given is a private `let` rather than a `var …!` set after `init(coder:)`.
///
/// ```swift
/// final class DestinationViewController: UIViewController, NibInstantiableViewController {
///     private let value: Int
///     init(input: Int) {
///         value = input
///         super.init(nibName: Self.nibName, bundle: Self.nibBundle)
///     }
///     @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
/// }
/// let destination = DestinationViewController(input: 42)
/// ```
@MainActor
public protocol NibInstantiableViewController: Nibable where Self: UIViewController {
    associatedtype Input
    init(input: Input)
}

extension NibInstantiableViewController {
    /// The throwing way to make one: checks that the xib is in `nibBundle` first, because UIKit only loads it
    /// when the view is first needed and then raises "Could not load NIB in bundle".
    public static func make(input: Input) throws(LoadingFailure) -> Self {
        try checkNib()
        return Self(input: input)
    }
}
#endif
