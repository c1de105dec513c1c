/// Scenes that end up in one file together: one scene, or with `containers: together` a container and its
/// root view controller.
struct SplitGroup {
    /// Indices into `SplitSource.units`, in document order.
    var units: [Int]
    /// The scene that becomes its new file's initial view controller (the container of a pair).
    var head: Int
    /// The scene the new file is named after (the root of a pair).
    var named: Int
    var placement: Placement = .stays
    var reason: StayReason?
    /// The file is named after the scene's storyboard identifier (`unnamed_scenes: storyboard-identifier`).
    var namedAfterIdentifier = false

    enum Placement: Equatable {
        case stays
        /// To `<name>.storyboard` beside the original.
        case moves(String)
    }

    var isMoving: Bool { placement != .stays }

    var targetName: String? {
        if case let .moves(name) = placement { return name }
        return nil
    }

    mutating func stay(_ reason: StayReason) {
        placement = .stays
        self.reason = reason
        namedAfterIdentifier = false
    }
}

/// Why a scene stays in the original storyboard. Some need nothing from anyone and are not reported.
enum StayReason {
    /// The storyboard's initial view controller: `UIMainStoryboardFile` and `instantiateInitialViewController()`
    /// keep working.
    case initial
    /// A library's class (`customModule` of another module): not the app's to give a storyboard.
    case anotherModule
    /// The file is already named after it.
    case home
    /// A container without a custom class (`containers: references`): its children move out behind references.
    case container(kind: String)
    case noClass
    case systemClass(String)
    /// `inTarget`: counted in the storyboards that share a bundle with this one, fewer than the app has.
    case sharedClass(String, count: Int, inTarget: Bool)
    /// Another storyboard of the app already has the name.
    case nameTaken(String, path: String)
    case invalidName(String)
    /// Code loads it by storyboard identifier from this storyboard.
    case loadedByCode(identifier: String, place: String, why: String)
    /// Other storyboards reference it by identifier, and more than one storyboard has this one's name.
    case ambiguousReferences(name: String)
    /// Linked to another scene by something only one storyboard can hold (an outlet or action across scenes).
    case linked(to: String, by: String)
    /// The storyboard has no initial view controller and would keep no screen.
    case keepsOne(String)

    /// The message of a note for a person, nil when nothing is to be done.
    func message(policy: MigratePolicy, identifier: String?) -> String? {
        let identifierHint: String
        switch policy.unnamedScenes {
        case .keep: identifierHint = "; or name its file after its storyboard identifier (migrate: unnamed_scenes: storyboard-identifier in .ibkit.yml)"
        case .storyboardIdentifier:
            identifierHint = identifier.map { "; its storyboard identifier '\($0)' cannot name a file either" }
                ?? "; it has no storyboard identifier to name a file after"
        }
        switch self {
        case .initial, .anotherModule, .home: return nil
        case let .container(kind):
            return "a \(kind) without a custom class has no storyboard of its own; its children move out behind storyboard references (migrate: containers: together keeps it with its root)"
        case .noClass:
            return "it has no custom class, so no storyboard can be named after it; give it a class" + identifierHint
        case let .systemClass(name):
            return "its class \(name) is the system's, so no storyboard can be named after it; give it a class of its own" + identifierHint
        case let .sharedClass(name, count, inTarget):
            let storyboards = inTarget ? "the storyboards of its target" : "the app's storyboards"
            return "its class \(name) has \(count) scenes in \(storyboards), and \(name).storyboard could hold only one" + identifierHint
        case let .nameTaken(name, path):
            return "\(path) already has the name \(name)"
        case let .invalidName(name):
            return "'\(name)' cannot be a file name"
        case let .loadedByCode(identifier, place, why):
            return "code loads it by its storyboard identifier '\(identifier)' at \(place), where \(why); load it by its class (migrate --adopt) and split again"
        case let .ambiguousReferences(name):
            return "storyboard references name it by identifier in '\(name)', and more than one storyboard of the app is named '\(name)'"
        case let .linked(other, by):
            return "it is linked to \(other) by \(by), which works only inside one storyboard"
        case let .keepsOne(file):
            return "\(file) has no initial view controller and keeps one screen; rename the file after its class"
        }
    }
}
