#if canImport(UIKit)
import IBKitNaming
import UIKit

extension Storyboardable where Self: UIViewController {
    /// The scene made by your initializer (iOS 13), so a storyboard view controller can take constructor
    /// parameters and keep them in `let`s:
    ///
    /// ```swift
    /// static func makeInstance(user: User) -> ProfileViewController {
    ///     instance { coder in ProfileViewController(coder: coder, user: user) }
    /// }
    /// ```
    ///
    /// A creator cannot be tried and discarded, so the scene is chosen before anything is made: the one whose
    /// Storyboard ID is `sceneIdentifier` when the storyboard has it, else the initial view controller.
    @available(iOS 13.0, tvOS 13.0, *)
    public static func instance(creator: @escaping (NSCoder) -> Self?) -> Self {
        do {
            return try instantiate(creator: creator)
        } catch {
            fatalError(error.description)
        }
    }

    /// The throwing form of `instance(creator:)`.
    @available(iOS 13.0, tvOS 13.0, *)
    public static func instantiate(creator: @escaping (NSCoder) -> Self?) throws(LoadingFailure) -> Self {
        let storyboard = try checkedStoryboard()
        let contents = StoryboardContentsCache.contents(named: storyboardName, in: storyboardBundle)
        switch StoryboardRoute.to(sceneIdentifier, in: contents) {
        case .initial:
            guard let initial = storyboard.instantiateInitialViewController(creator: creator) else {
                throw failure(.missingScene(identifier: sceneIdentifier,
                                            identifiers: StoryboardIdentifiers.userDefined(contents?.identifiers ?? [])))
            }
            return initial
        case .failure(let problem):
            throw failure(problem)
        case .identified, .initialThenIdentified:
            break
        }
        return storyboard.instantiateViewController(identifier: sceneIdentifier, creator: creator)
    }
}
#endif
