#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A typed reference to a xib: its name, bundle and the class of its root view.
///
/// `ibkit gen` writes one for every xib, so a xib that is not named after its class still loads without a
/// string or a cast:
///
/// ```swift
/// let header = Nibs.profileHeader.instance()               // ProfileHeaderView, from ProfileHeader.xib
/// let controller = DestinationViewController(nibName: Nibs.destinationViewController.name,
///                                            bundle: Nibs.destinationViewController.bundle)
/// ```
///
/// `Root` is the xib's root view class when it has one root view, `UIView` otherwise (for instance a File's
/// Owner xib, whose content `NibOwner` installs).
public struct NibReference<Root: UIView>: Sendable {
    /// The xib's name without extension.
    public let name: String
    /// The bundle holding the compiled nib.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }

    /// `UINib(nibName: name, bundle: bundle)`. UINib loads lazily: use `check()` to fail early.
    @MainActor public var nib: UINib { UINib(nibName: name, bundle: bundle) }

    /// Throws when the compiled nib is not in the bundle (UIKit's "Could not load NIB" is an uncatchable
    /// exception, raised later and elsewhere).
    @MainActor public func check() throws(LoadingFailure) {
        if let missing = ResourceCheck.missing(.nib, named: name, in: bundle, for: Root.self, source: .generatedReference) {
            throw missing
        }
    }

    /// The first top-level object of class `Root`, with `owner` as File's Owner (its outlets and actions are
    /// connected); stops with the `LoadingFailure` message when there is none.
    @MainActor public func instance(owner: AnyObject? = nil) -> Root {
        do {
            return try instantiate(owner: owner)
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instance(owner:)`.
    @MainActor public func instantiate(owner: AnyObject? = nil) throws(LoadingFailure) -> Root {
        try check()
        let objects = nib.instantiate(withOwner: owner, options: nil)
        if let root = objects.lazy.compactMap({ $0 as? Root }).first { return root }
        throw LoadingFailure(
            typeName: ClassName.qualified(for: Root.self), resource: .nib, resourceName: name, bundlePath: bundle.bundlePath,
            problem: .missingRootObject(found: objects.map { String(reflecting: type(of: $0)) }), source: .generatedReference
        )
    }
}
#endif
