/// What a compiled storyboard's Info.plist says about its scenes, as `ibtool` writes it
/// (`Name.storyboardc/Info.plist`):
///
/// - `UIViewControllerIdentifiersToNibNames`: every scene UIKit can make by identifier, keyed by its Storyboard
///   ID, or by a generated `Class-objectID` (`UIViewController-BYZ-38-t0r`) when it has none, mapped to the
///   name of the scene's nib in the `.storyboardc` (usually the key itself).
/// - `UIStoryboardDesignatedEntryPointIdentifier`: the key of the initial view controller; absent when the
///   storyboard has none.
///
/// Pure Swift (the caller decodes the property list), so the choice of scene is tested on Linux.
public struct StoryboardContents: Sendable, Equatable {
    /// Scene identifier → nib name.
    public let nibNames: [String: String]
    /// The initial view controller's identifier, if the storyboard has one.
    public let entryPoint: String?

    public init(nibNames: [String: String], entryPoint: String?) {
        self.nibNames = nibNames
        self.entryPoint = entryPoint
    }

    /// Reads the decoded Info.plist dictionary; nil when it lacks the identifier map (not a storyboard's).
    public init?(infoPlist: [String: Any]) {
        guard let map = infoPlist["UIViewControllerIdentifiersToNibNames"] as? [String: Any] else { return nil }
        var nibNames: [String: String] = [:]
        for (identifier, nib) in map {
            nibNames[identifier] = nib as? String ?? identifier
        }
        self.init(nibNames: nibNames, entryPoint: infoPlist["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
    }

    /// Every identifier UIKit accepts in `instantiateViewController(withIdentifier:)`.
    public var identifiers: [String] { nibNames.keys.sorted() }

    public var hasInitial: Bool { entryPoint != nil }
}
