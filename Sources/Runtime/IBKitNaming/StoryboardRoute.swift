/// Which scene `Storyboardable.instance()` makes for a class, decided from the compiled storyboard's Info.plist
/// before UIKit makes anything.
///
/// The order of preference is the convention's: the initial view controller when it is of the class (one view
/// controller per storyboard), else the scene whose Storyboard ID is the class name. With the Info.plist, the
/// first step is skipped when it cannot succeed: a storyboard that has a scene with the identifier gets it made
/// directly, so a storyboard whose initial view controller is a navigation controller no longer builds the
/// navigation controller and its root only to throw them away.
public enum StoryboardRoute: Sendable, Equatable {
    /// Make the initial view controller, which must be of the class: no scene has the identifier.
    case initial
    /// Make the scene with this Storyboard ID, and only it.
    case identified(String)
    /// The Info.plist could not be read: try the initial view controller, then the identifier.
    case initialThenIdentified(String)
    /// No scene of the storyboard can be the class's.
    case failure(LoadingFailure.Problem)

    /// The route to the scene identified as `sceneIdentifier`, given the storyboard's contents when known.
    ///
    /// A scene with the identifier is made directly even when the initial view controller is another scene:
    /// the initial one could only be of the class if the storyboard held the class twice.
    public static func to(_ sceneIdentifier: String, in contents: StoryboardContents?) -> StoryboardRoute {
        guard let contents else { return .initialThenIdentified(sceneIdentifier) }
        if contents.nibNames[sceneIdentifier] != nil { return .identified(sceneIdentifier) }
        if contents.hasInitial { return .initial }
        return .failure(.missingScene(identifier: sceneIdentifier,
                                      identifiers: StoryboardIdentifiers.userDefined(contents.identifiers)))
    }
}
