/// What debug builds say when a binding cannot be applied: the IB file, object id and key, so the fix starts
/// in the right place. (`ibkit check` finds the same problems before the app runs.)
public enum BindingMessages {
    /// Where a binding was set in Interface Builder: `PhotoCell.xib`, object `Lbl-00-001`.
    public struct Place: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var objectID: String

        public init(file: String, objectID: String) {
            self.file = file
            self.objectID = objectID
        }

        public var description: String { "\(file) (object \(objectID))" }
    }

    /// The view at run time is not the kind the generated table expects (a label became a button in IB).
    public static func wrongView(key: String, owner: String, place: Place, expected: BoundViewKind, found: String) -> String {
        "binding '\(key)' of \(owner) at \(place) drives a \(expected.uiKitClass), but the view is a \(found): run ibkit gen again after changing the view in Interface Builder"
    }

    /// A view carries a binding the generated table does not have (the IB file changed since `ibkit gen`). The
    /// view's object id is not known at run time; `files` are the IB files the table was generated from.
    public static func notInTable(key: String, owner: String, viewClass: String, known: [String], files: [String] = []) -> String {
        let list = known.isEmpty ? "none" : known.sorted().map { "'\($0)'" }.joined(separator: ", ")
        let place = files.isEmpty ? "" : " in \(Set(files).sorted().joined(separator: ", "))"
        return "a \(viewClass) under \(owner)\(place) is bound to '\(key)', which \(owner)'s generated binding table lacks (it has \(list)): run ibkit gen (ibkit check names the object), or fix the key in Interface Builder"
    }

    /// The binding's text does not parse (typed in the Identity inspector, say).
    public static func malformed(text: String, owner: String, viewClass: String, error: BindingKeyError) -> String {
        "a \(viewClass) under \(owner) has the binding '\(text)', which is not a binding: \(error.message)"
    }
}
