#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A view controller whose scene is in a storyboard named after it (seed 000): one call makes it.
///
/// ```swift
/// final class HogeViewController: UIViewController, Storyboardable {}
/// let viewController = HogeViewController.instance()
/// ```
///
/// `instance()` tries the storyboard's initial view controller first, then the scene whose Storyboard ID is
/// the class name, which is how the seed loads a scene that still shares a storyboard:
///
/// ```swift
/// final class FugaViewController: UIViewController, Storyboardable {
///     static var storyboardName: String { "HogeViewController" }
/// }
/// ```
@MainActor
public protocol Storyboardable: NSObjectProtocol {
    /// The storyboard's name without extension. Default: the class name.
    static var storyboardName: String { get }
    /// The scene's Storyboard ID, used when the initial view controller is not of this class. Default: the
    /// class name.
    static var sceneIdentifier: String { get }
    /// The bundle holding the compiled storyboard. Default: the bundle of the class; in a Swift package,
    /// `static var storyboardBundle: Bundle { .module }`.
    static var storyboardBundle: Bundle { get }
}

extension Storyboardable {
    public static var storyboardName: String { className }

    public static var sceneIdentifier: String { className }

    public static var storyboardBundle: Bundle { Bundle(for: self) }

    public static var storyboard: UIStoryboard { UIStoryboard(name: storyboardName, bundle: storyboardBundle) }
}

extension Storyboardable where Self: UIViewController {
    /// The view controller of the class's scene; stops with a `LoadingFailure` message (class, storyboard,
    /// identifier, bundle, case hint) when the storyboard or scene is not there. See `instantiate()`.
    public static func instance() -> Self {
        do {
            return try instantiate()
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instance()`: checks the storyboard file and, when its Info.plist can be read,
    /// the scene identifiers before asking UIKit, which raises uncatchable exceptions for both.
    public static func instantiate() throws(LoadingFailure) -> Self {
        let storyboard = try checkedStoryboard()
        let contents = ResourceCheck.storyboardContents(named: storyboardName, in: storyboardBundle)
        var initialClass: String?
        if contents?.hasInitial ?? true, let initial = storyboard.instantiateInitialViewController() {
            if let viewController = initial as? Self { return viewController }
            initialClass = String(reflecting: type(of: initial))
        }
        if let contents, !contents.identifiers.contains(sceneIdentifier) {
            throw failure(initialClass.map { .unexpectedClass(found: $0, identifier: nil) }
                ?? .missingScene(identifier: sceneIdentifier, identifiers: StoryboardIdentifiers.userDefined(contents.identifiers)))
        }
        let viewController = storyboard.instantiateViewController(withIdentifier: sceneIdentifier)
        guard let typed = viewController as? Self else {
            throw failure(.unexpectedClass(found: String(reflecting: type(of: viewController)), identifier: sceneIdentifier))
        }
        return typed
    }

    /// The storyboard, after checking that its compiled file is in the bundle.
    static func checkedStoryboard() throws(LoadingFailure) -> UIStoryboard {
        if let failure = ResourceCheck.missing(.storyboard, named: storyboardName, in: storyboardBundle, for: self) {
            throw failure
        }
        return storyboard
    }

    static func failure(_ problem: LoadingFailure.Problem) -> LoadingFailure {
        LoadingFailure(
            typeName: ClassName.qualified(for: self), resource: .storyboard, resourceName: storyboardName,
            bundlePath: storyboardBundle.bundlePath, problem: problem
        )
    }
}
#endif
