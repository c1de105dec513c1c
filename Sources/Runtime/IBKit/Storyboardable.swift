#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A view controller whose scene is in a storyboard named after it (IBKit's naming convention): one call makes it.
///
/// ```swift
/// final class HogeViewController: UIViewController, Storyboardable {}
/// let viewController = HogeViewController.instance()
/// ```
///
/// `instance()` makes the storyboard's initial view controller when it is of the class, else the scene whose
/// Storyboard ID is the class name, which is how a scene that still shares a storyboard is loaded:
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
    ///
    /// The Info.plist (read once per storyboard and bundle) also says which scene to make: the one identified
    /// as `sceneIdentifier` when the storyboard has it, without making the initial view controller first; the
    /// initial view controller otherwise. Without it, both are tried in that order, as UIKit alone allows.
    ///
    /// Disfavoured so that for a class also conforming to Reusable's `StoryboardBased` or `StoryboardSceneBased`,
    /// `instantiate()` means Reusable's (non-throwing) one instead of being ambiguous; IBKit's is `instance()`.
    @_disfavoredOverload
    public static func instantiate() throws(LoadingFailure) -> Self {
        let storyboard = try checkedStoryboard()
        let made: UIViewController
        let identifier: String?
        let contents = StoryboardContentsCache.contents(named: storyboardName, in: storyboardBundle)
        switch StoryboardRoute.to(sceneIdentifier, in: contents) {
        case .identified(let id):
            made = storyboard.instantiateViewController(withIdentifier: id)
            identifier = id
        case .initial:
            guard let initial = storyboard.instantiateInitialViewController() else {
                throw failure(.missingScene(identifier: sceneIdentifier,
                                            identifiers: StoryboardIdentifiers.userDefined(contents?.identifiers ?? [])))
            }
            made = initial
            identifier = nil
        case .initialThenIdentified(let id):
            if let initial = storyboard.instantiateInitialViewController() as? Self { return initial }
            made = storyboard.instantiateViewController(withIdentifier: id)
            identifier = id
        case .failure(let problem):
            throw failure(problem)
        }
        guard let typed = made as? Self else {
            throw failure(.unexpectedClass(found: String(reflecting: type(of: made)), identifier: identifier))
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
