import IBKitCheck
import IBKitLint
import IBKitRuleModel
import IBKitSwiftIndex
import IBKitWorkspace

/// What every step knows before it starts: the app as it is on disk (IB files parsed, Swift indexed, modules
/// resolved — the same inputs `ibkit check` reads) and the policy.
public struct MigrationContext: Sendable {
    public let root: String
    public let inputs: CheckInputs
    public let policy: MigratePolicy
    /// `.ibkit.yml` as the run read it: which rules are on, their options and suppressions, for steps that follow
    /// lint's advice. Nil: the defaults.
    public let configuration: Configuration?

    public init(root: String, inputs: CheckInputs, policy: MigratePolicy, configuration: Configuration? = nil) {
        self.root = root
        self.inputs = inputs
        self.policy = policy
        self.configuration = configuration
    }

    public var files: [LintFile] { inputs.context.files }
    public var index: SwiftIndex { inputs.context.index }
    /// Swift sources (not headers), which steps may edit.
    public var swiftPaths: [String] { inputs.sourcePaths.filter { $0.hasSuffix(".swift") } }
}
