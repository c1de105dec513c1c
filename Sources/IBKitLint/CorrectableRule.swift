import IBKitEdit

/// A rule whose findings `ibkit lint --fix` corrects in the IB file alone: byte-range edits that change only what
/// the finding names, never anything the code or the app's behaviour depends on.
public protocol CorrectableRule: Rule {
    /// The edits of the file's bytes that remove the rule's findings; empty when there is nothing to correct.
    func corrections(_ file: LintFile) -> [TextEdit]
}

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
