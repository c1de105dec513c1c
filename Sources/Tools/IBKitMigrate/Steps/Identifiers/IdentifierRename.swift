import IBKitLint

/// One IB name the identifiers step would change: a storyboard or reuse identifier of one object, and the class
/// name it becomes (the advice of `storyboard-viewcontroller-id` / `reuse-identifier`).
struct IdentifierRename: Sendable, Hashable {
    enum Kind: String, Sendable { case storyboardIdentifier = "Storyboard ID", reuseIdentifier = "reuse identifier" }

    var kind: Kind
    var path: String
    var objectID: String
    var className: String
    /// Nil when the object has none yet.
    var oldValue: String?
    var newValue: String
    var line: Int
    var column: Int
}
