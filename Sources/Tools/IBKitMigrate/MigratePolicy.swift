/// The choices `migrate:` in `.ibkit.yml` (and the command's options) make.
public struct MigratePolicy: Sendable, Equatable {
    /// Rewrite loading calls to IBKit's typed API (`T.instance()`, `register(T.self)`) instead of changing literals.
    public var adopt = false
    /// Containers without a custom class (navigation, tab bar, split view controllers): stay where they are and
    /// their children move out behind storyboard references (`references`), or move together with their root
    /// view controller (`together`, for teams that lint with `ignore_containers`).
    public enum Containers: String, Sendable, CaseIterable { case references, together }
    public var containers: Containers = .references
    /// A scene that cannot be named after its class (no custom class, or a class with several scenes): stays in the
    /// original file (`keep`) or moves to a file named after its storyboard identifier (`storyboard-identifier`).
    public enum UnnamedScenes: String, Sendable, CaseIterable { case keep, storyboardIdentifier = "storyboard-identifier" }
    public var unnamedScenes: UnnamedScenes = .keep

    public init(adopt: Bool = false, containers: Containers = .references, unnamedScenes: UnnamedScenes = .keep) {
        self.adopt = adopt
        self.containers = containers
        self.unnamedScenes = unnamedScenes
    }
}
