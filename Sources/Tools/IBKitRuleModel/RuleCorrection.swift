/// A triggering example and the file `--fix` must make of it (in the rule's description, run by the example test).
public struct RuleCorrection: Sendable {
    public let before: RuleExample
    /// The whole file after the fix.
    public let after: String

    public init(_ before: RuleExample, _ after: String) {
        self.before = before
        self.after = after
    }
}
