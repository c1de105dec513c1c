import IBKitRuleModel
import Yams

/// The `migrate:` section of `.ibkit.yml`: the policy choices of `ibkit migrate` (docs/migrate.md).
///
/// ```yaml
/// migrate:
///   adopt: false                 # true: rewrite loading calls to IBKit's typed API
///   containers: references       # or together: a container moves with its root view controller
///   unnamed_scenes: keep         # or storyboard-identifier: such scenes get a file named after their identifier
/// ```
public struct MigrateSetting: Sendable, Equatable {
    public var adopt: Bool?
    public var containers: String?
    public var unnamedScenes: String?

    public init(adopt: Bool? = nil, containers: String? = nil, unnamedScenes: String? = nil) {
        self.adopt = adopt
        self.containers = containers
        self.unnamedScenes = unnamedScenes
    }

    public static let containerValues: Set<String> = ["references", "together"]
    public static let unnamedSceneValues: Set<String> = ["keep", "storyboard-identifier"]
}

extension ConfigurationLoader {
    static let migrateKeys: Set<String> = ["adopt", "containers", "unnamed_scenes"]

    /// The `migrate:` section, validated: unknown keys or values are errors with their line and column.
    public static func migrateSetting(_ configuration: Configuration) throws(ConfigurationError) -> MigrateSetting {
        guard let section = configuration.migrateSection else { return MigrateSetting() }
        let reader = Reader(path: section.path)
        var setting = MigrateSetting()
        for (keyNode, value) in try reader.mapping(section.node, what: "'migrate'") {
            let key = try reader.key(keyNode, allowed: migrateKeys, what: "key of 'migrate'")
            func oneOf(_ allowed: Set<String>) throws(ConfigurationError) -> String {
                guard case .scalar = value, let text = value.string, allowed.contains(text) else {
                    throw ConfigurationError("'\(key)' is one of \(allowed.sorted().joined(separator: ", "))", at: reader.location(value))
                }
                return text
            }
            switch key {
            case "adopt":
                guard let flag = value.bool else { throw ConfigurationError("'adopt' is true or false", at: reader.location(value)) }
                setting.adopt = flag
            case "containers": setting.containers = try oneOf(MigrateSetting.containerValues)
            default: setting.unnamedScenes = try oneOf(MigrateSetting.unnamedSceneValues)
            }
        }
        return setting
    }
}
