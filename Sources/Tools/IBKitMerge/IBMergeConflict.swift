/// A change of one side that the merge could not take together with the other side's: named by scene and element
/// as a person knows them, with the three values. The merged file holds ours's version of it.
public struct IBMergeConflict: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable {
        /// The same attribute (or text) set to different values.
        case attribute
        /// Ours removed the element, theirs changed it (the merge leaves it out, as ours did).
        case removedByOurs
        /// Theirs removed the element, ours changed it (the merge keeps ours's).
        case removedByTheirs
        /// The element moved to a different parent on each side (the merge keeps ours's place).
        case moved
        /// Both sides reordered the same children differently (the merge keeps ours's order).
        case order
        /// Elements known only by their place (segments, text fragments) changed on both sides.
        case list
        /// One side changed an element's kind (keeping its id), the other edited it (the merge keeps ours's).
        case added
        /// A connection or constraint of one side points at an element the other side removed: it is left out.
        case dangling
        /// The merge would not make a valid file (a reference to what the other side removed, …): the file keeps
        /// ours's version and every change of theirs is left for a person.
        case invalid
    }

    public let kind: Kind
    /// The storyboard scene or xib top-level object: `ProfileViewController`, `document`.
    public let scene: String
    /// The element: `label 'Title'`, `outlet nameLabel → label 'Name'`.
    public let element: String
    /// The attribute (or `text`), for `attribute` conflicts.
    public let attribute: String?
    public let base: String?
    public let ours: String?
    public let theirs: String?
    /// The element's id, when it has one: what `--resolve` finds it by.
    public let id: String?

    public init(kind: Kind, scene: String, element: String, attribute: String? = nil, base: String? = nil, ours: String? = nil,
                theirs: String? = nil, id: String? = nil) {
        self.kind = kind
        self.scene = scene
        self.element = element
        self.attribute = attribute
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.id = id
    }

    public var description: String { "\(scene): \(text)" }

    /// The conflict without its scene: `label 'Title' text: base 'Hi', ours 'Hello', theirs 'Howdy'`.
    public var text: String {
        func shown(_ value: String?) -> String { value.map { "'\($0)'" } ?? "(none)" }
        let values = "base \(shown(base)), ours \(shown(ours)), theirs \(shown(theirs))"
        switch kind {
        case .attribute: return "\(element) \(attribute ?? "?"): \(values)"
        case .removedByOurs: return "\(element) removed by ours, changed by theirs"
        case .removedByTheirs: return "\(element) removed by theirs, changed by ours"
        case .moved: return "\(element) moved to a different place on each side: \(values)"
        case .order: return "the order of \(element)'s children changed on both sides"
        case .list: return "\(element): its \(attribute ?? "items") changed on both sides"
        case .added: return "\(element) is another kind of element on each side"
        case .dangling: return "\(element) left out: it points at an element the other side removed"
        case .invalid: return element
        }
    }
}
