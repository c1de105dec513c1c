#if canImport(UIKit)
import IBKitNaming
import UIKit

/// A typed reference to one scene of a storyboard: its storyboard, its Storyboard ID (or none, for the initial
/// view controller) and the class Interface Builder makes there.
///
/// `ibkit gen` writes one for the initial scene and every identified scene of each storyboard, so scenes that
/// do not follow the one-scene-per-storyboard convention still load without strings or casts:
///
/// ```swift
/// let detail = Storyboards.Main.detail.instance()        // DetailViewController
/// let root = Storyboards.Main.initial.instance()         // UINavigationController
/// ```
///
/// Loading is checked like `Storyboardable`'s: a missing storyboard or identifier, or a scene of another class,
/// is a `LoadingFailure` message instead of an Objective-C exception or a failed cast.
public struct StoryboardScene<ViewController: UIViewController>: Sendable {
    /// The storyboard's name without extension.
    public let storyboardName: String
    /// The scene's Storyboard ID; nil for the storyboard's initial view controller.
    public let identifier: String?
    /// The bundle holding the compiled storyboard.
    public let bundle: Bundle

    public init(storyboard storyboardName: String, identifier: String? = nil, bundle: Bundle) {
        self.storyboardName = storyboardName
        self.identifier = identifier
        self.bundle = bundle
    }

    @MainActor public var storyboard: UIStoryboard { UIStoryboard(name: storyboardName, bundle: bundle) }

    /// The scene's view controller; stops with the `LoadingFailure` message when it cannot be made.
    @MainActor public func instance() -> ViewController {
        do {
            return try instantiate()
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instance()`: checks the storyboard file and, when its Info.plist can be read, the
    /// scene before asking UIKit, then the class of what UIKit made.
    @MainActor public func instantiate() throws(LoadingFailure) -> ViewController {
        let storyboard = try checkedStoryboard()
        let made: UIViewController
        if let identifier {
            made = storyboard.instantiateViewController(withIdentifier: identifier)
        } else {
            guard let initial = storyboard.instantiateInitialViewController() else { throw failure(.missingInitialScene) }
            made = initial
        }
        guard let typed = made as? ViewController else {
            throw failure(.unexpectedClass(found: String(reflecting: type(of: made)), identifier: identifier))
        }
        return typed
    }

    /// The scene made by your initializer (iOS 13), so its dependencies can be `let`s:
    ///
    /// ```swift
    /// Storyboards.Main.detail.instance { coder in DetailViewController(coder: coder, photo: photo) }
    /// ```
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor public func instance(creator: @escaping (NSCoder) -> ViewController?) -> ViewController {
        do {
            return try instantiate(creator: creator)
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instance(creator:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    @MainActor public func instantiate(creator: @escaping (NSCoder) -> ViewController?) throws(LoadingFailure) -> ViewController {
        let storyboard = try checkedStoryboard()
        if let identifier {
            return storyboard.instantiateViewController(identifier: identifier, creator: creator)
        }
        guard let initial = storyboard.instantiateInitialViewController(creator: creator) else {
            throw failure(.missingInitialScene)
        }
        return initial
    }

    /// The storyboard, after checking that its compiled file is in the bundle and, when the compiled
    /// storyboard's Info.plist can be read, that it has the scene (UIKit raises uncatchable exceptions for both).
    @MainActor func checkedStoryboard() throws(LoadingFailure) -> UIStoryboard {
        if let missing = ResourceCheck.missing(.storyboard, named: storyboardName, in: bundle, for: ViewController.self,
                                               source: .generatedReference) {
            throw missing
        }
        if let contents = StoryboardContentsCache.contents(named: storyboardName, in: bundle),
           let problem = StoryboardIdentifiers.problem(loading: identifier, identifiers: contents.identifiers,
                                                       hasInitial: contents.hasInitial) {
            throw failure(problem)
        }
        return storyboard
    }

    func failure(_ problem: LoadingFailure.Problem) -> LoadingFailure {
        LoadingFailure(
            typeName: ClassName.qualified(for: ViewController.self), resource: .storyboard, resourceName: storyboardName,
            bundlePath: bundle.bundlePath, problem: problem, source: .generatedReference
        )
    }
}
#endif
