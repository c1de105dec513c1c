import IBKitEdit
import SwiftSyntax

/// A loading call written the usual way, which IBKit's typed API can replace, found by its syntax alone
/// (`AdoptStep` decides, with the app as the plan leaves it, whether the replacement loads the same thing).
struct AdoptSite {
    enum Role: String { case table, tableHeaderFooter, collection }

    enum Kind {
        /// `UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T`
        /// (the storyboard also through a local `let`), or `instantiateInitialViewController()` when `identifier`
        /// is nil → `T.instance()`.
        case instance(storyboard: String, identifier: String?)
        /// `dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! T` → `dequeueReusableCell(T.self, for: indexPath)`.
        case dequeue(Role, identifier: String)
        /// `register(UINib(nibName: T, bundle: nil), forCellReuseIdentifier: identifier)` → `register(T.self)`.
        case registerNib(Role, identifier: String)
    }

    let kind: Kind
    let typeName: String
    let line: Int
    let column: Int
    /// The call as written, and as it becomes.
    let before: String
    let after: String
    let edits: [TextEdit]
    /// The local `let storyboard = UIStoryboard(…)` the call loads through: it goes when every use is rewritten.
    let variable: Variable?

    struct Variable: Hashable {
        /// The declaration's line (or the declaration alone, when the line holds more).
        let declaration: Range<Int>
        let uses: Int
    }

    /// The protocol the type must conform to for the new call to compile and load the same file.
    var conformance: String? {
        switch kind {
        case .instance: "Storyboardable"
        case .registerNib: "Nibable"
        case .dequeue: nil
        }
    }
}
