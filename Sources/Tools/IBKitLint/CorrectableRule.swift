import IBKitEdit
import IBKitRuleModel

/// A rule whose findings `ibkit lint --fix` corrects in the IB file alone: byte-range edits that change only what
/// the finding names, never anything the code or the app's behaviour depends on.
public protocol CorrectableRule: Rule {
    /// The edits of the file's bytes that remove the rule's findings; empty when there is nothing to correct.
    func corrections(_ file: LintFile) -> [TextEdit]
}
