#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A view whose content is laid out in a xib with the view as File's Owner (a component such as a tab bar button):
/// storyboards place the class like any other view, and the xib stays an implementation detail.
///
/// ```swift
/// @IBDesignable
/// public final class MUITabBarButton: UIControl, NibOwner {
///     public override init(frame: CGRect) { super.init(frame: frame); installNibContent() }
///     public required init?(coder: NSCoder) { super.init(coder: coder); installNibContent() }
/// }
/// ```
///
/// The nib comes from `nibBundle`, the bundle of the class by default, which is what makes it work under
/// `@IBDesignable`: Interface Builder renders from the components' framework, where `Bundle.main` is not the app.
///
/// (Formerly `NibOwnerLoadable`: that name is Reusable's, and an app importing both libraries could not write it.)
@MainActor
public protocol NibOwner: Nibable {}

/// The unavailable old name gives IBKit-only code a fix-it; being unavailable, it does not compete with
/// Reusable's `NibOwnerLoadable` in an app that imports both.
@available(*, unavailable, renamed: "NibOwner")
public typealias NibOwnerLoadable = NibOwner

extension NibOwner where Self: UIView {
    /// Instantiates the nib with `self` as owner (connecting its outlets and actions) and pins the nib's root
    /// view to the edges of `self`. Stops with a `LoadingFailure` message when the nib or its root view is
    /// missing.
    public func installNibContent() {
        do {
            try Self.checkNib()
        } catch {
            fatalError(error.description)
        }
        let objects = Self.uiNib.instantiate(withOwner: self, options: nil)
        guard let content = objects.lazy.compactMap({ $0 as? UIView }).first else {
            let failure = LoadingFailure(
                typeName: ClassName.qualified(for: Self.self), resource: .nib, resourceName: Self.nibName,
                bundlePath: Self.nibBundle.bundlePath,
                problem: .missingContentView(found: objects.map { String(reflecting: type(of: $0)) })
            )
            fatalError(failure.description)
        }
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    /// The former name of `installNibContent()`. Disfavoured, so that for a class also conforming to Reusable's
    /// `NibOwnerLoadable` the call means Reusable's.
    @available(*, deprecated, renamed: "installNibContent()")
    @_disfavoredOverload
    public func loadNibContent() { installNibContent() }
}
#endif
