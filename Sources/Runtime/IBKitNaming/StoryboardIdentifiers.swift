/// The Storyboard IDs people gave, among the identifiers of a compiled storyboard.
///
/// A compiled storyboard (`Name.storyboardc/Info.plist`, key `UIViewControllerIdentifiersToNibNames`) lists
/// every scene, those without a Storyboard ID under a generated `Class-abc-de-fgh` identifier (the class and
/// the object id). Messages list only the ones a person typed.
public enum StoryboardIdentifiers {
    public static func userDefined(_ identifiers: [String]) -> [String] {
        identifiers.filter { !isGenerated($0) }.sorted()
    }

    /// `UIViewController-BYZ-38-t0r`: ends with an Interface Builder object id.
    public static func isGenerated(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return false }
        let id = parts.suffix(3).map(\.count)
        let alnum = parts.suffix(3).allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        return id == [3, 2, 3] && alnum && !parts.dropLast(3).joined().isEmpty
    }
}

extension StoryboardIdentifiers {
    /// What keeps a compiled storyboard from giving a scene, from its Info.plist: the identifiers it has and
    /// whether it has an initial view controller. `identifier` nil asks for the initial view controller. Nil
    /// when the scene is there (UIKit would raise an uncatchable exception otherwise).
    public static func problem(loading identifier: String?, identifiers: [String], hasInitial: Bool) -> LoadingFailure.Problem? {
        guard let identifier else { return hasInitial ? nil : .missingInitialScene }
        return identifiers.contains(identifier) ? nil : .missingScene(identifier: identifier, identifiers: userDefined(identifiers))
    }
}
