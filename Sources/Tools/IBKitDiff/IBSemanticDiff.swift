import IBKitDocument

/// What changed between two versions of an IB file, in words a reviewer reads, grouped by scene.
///
/// Elements are matched by id first; an element whose id was re-generated but whose kind, parent and content are the
/// same (references to other elements compared by what they point at) is the same element, so it is no change.
/// What Xcode writes without a user edit is never a change (see `Churn`): tool and system versions, capability and
/// plug-in lists, `<resources>`, the "View as" device, canvas positions of scenes, `misplaced`/`ambiguous` flags,
/// colors written another way with the same value, and float noise (frames within half a point).
///
/// A subtree added or removed is one change, named by its top element and listing what it holds; a scene added or
/// removed is one change. Within a scene, what a person did comes first — elements added, removed or moved into
/// another view, then texts, then classes, identifiers, connections and constraints, then other settings — and
/// frames that moved or resized (`isGeometry`: mostly Interface Builder laying views out again) last. Scenes are
/// sorted by name, changes of the same rank by position in the new document, so the same two files always give
/// the same list.
public struct IBSemanticDiff: Sendable {
    public enum Kind: String, Sendable, CaseIterable, Comparable {
        /// An element (a view, constraint, connection, segue, scene, …) that only the new document has.
        case added
        /// An element that only the old document has.
        case removed
        /// A view's frame origin moved by half a point or more, or the element moved to another parent.
        case moved
        /// A view's frame size changed by half a point or more.
        case resized
        /// Any other setting: colors, fonts, flags, a constraint's constant, a connection's target.
        case restyled
        /// Text a person reads: a label's text, a button's title, a placeholder, an item's title.
        case textChanged

        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// How the renderer outlines an element: green, red, or orange.
    public enum Highlight: String, Sendable {
        case added, removed, changed
    }

    public enum Side: Sendable {
        case old, new
    }

    public struct Change: Sendable, Hashable, CustomStringConvertible {
        public let kind: Kind
        /// The scene (storyboards) or top-level object (xibs) the change is in; `document` for the file's settings.
        public let scene: String
        /// The element's id in the old document (nil when added).
        public let oldID: String?
        /// The element's id in the new document (nil when removed).
        public let newID: String?
        /// The change in words: `label 'Title' text 'Hi' → 'Hello'`.
        public let text: String
        /// The id of the scene's view controller (storyboards) or the top-level object (xibs) in the old document,
        /// when the scene exists there: which scene to draw on the "before" side.
        public let oldSceneID: String?
        /// The same in the new document: which scene to draw on the "after" side.
        public let newSceneID: String?
        /// A frame that moved or resized (not a move into another view): what Interface Builder recomputes when
        /// constraints, content or the canvas device change, so a report summarises it (`scenes(geometry:)`).
        public let isGeometry: Bool

        public init(kind: Kind, scene: String, oldID: String?, newID: String?, text: String, oldSceneID: String? = nil,
                    newSceneID: String? = nil, isGeometry: Bool = false) {
            self.isGeometry = isGeometry
            self.kind = kind
            self.scene = scene
            self.oldID = oldID
            self.newID = newID
            self.text = text
            self.oldSceneID = oldSceneID
            self.newSceneID = newSceneID
        }

        public var description: String { "\(scene): \(text)" }
    }

    /// Every change, sorted by scene, then position in the document.
    public let changes: [Change]

    public var isEmpty: Bool { changes.isEmpty }

    /// The changes by scene, in the order of `changes` (each scene once).
    public var changesByScene: [(scene: String, changes: [Change])] {
        var out: [(scene: String, changes: [Change])] = []
        for change in changes {
            if out.last?.scene == change.scene { out[out.count - 1].changes.append(change) } else { out.append((change.scene, [change])) }
        }
        return out
    }

    /// Compares two versions of one file; `nil` is a file that does not exist on that side (added or removed).
    public init(old: IBDocument?, new: IBDocument?) {
        var computation = DiffComputation(old: DiffSide(old), new: DiffSide(new))
        changes = computation.run()
    }

    /// Parses two versions of the file at `path` (`nil` = absent on that side) and compares them; throws the first
    /// version's parse error (with `path` and the line and column) when one does not parse.
    public init(oldBytes: [UInt8]?, newBytes: [UInt8]?, path: String) throws(IBParseError) {
        let old = try oldBytes.map { bytes throws(IBParseError) in try IBDocument(bytes: bytes, path: path) }
        let new = try newBytes.map { bytes throws(IBParseError) in try IBDocument(bytes: bytes, path: path) }
        self.init(old: old, new: new)
    }

    /// Element id → how to outline it, for the elements of one side that changed.
    public func highlights(_ side: Side) -> [String: Highlight] {
        var map: [String: Highlight] = [:]
        for change in changes {
            let id = side == .old ? change.oldID : change.newID
            guard let id else { continue }
            let mark: Highlight = switch change.kind {
            case .added: .added
            case .removed: .removed
            default: .changed
            }
            if let existing = map[id], existing != mark { map[id] = .changed } else { map[id] = mark }
        }
        return map
    }

    /// `highlights(.old)`: ids in the old document of what was removed or changed.
    public var oldHighlights: [String: Highlight] { highlights(.old) }
    /// `highlights(.new)`: ids in the new document of what was added or changed.
    public var newHighlights: [String: Highlight] { highlights(.new) }

    /// One scene's changes as a reader sees them.
    public struct SceneReport: Sendable, Equatable {
        public let scene: String
        /// What a person did, in order; with `geometry`, every frame that moved or resized too.
        public let lines: [String]
        /// `and 30 elements moved or resized`: the scene's geometry in one line, when it touches two elements or
        /// more and `geometry` is off; the lines it stands for are `geometry`.
        public let geometrySummary: String?
        /// The geometry lines the summary stands for (empty without a summary).
        public let geometry: [String]
    }

    /// The changes scene by scene: what a person did, then the geometry, one summary line per scene unless
    /// `geometry` asks for every line (the geometry of one element is listed as is: a summary would hide its name).
    public func scenes(geometry listAll: Bool = false) -> [SceneReport] {
        changesByScene.map { scene, changes in
            let person = changes.filter { !$0.isGeometry }.map(\.text)
            let frames = changes.filter(\.isGeometry)
            let elements = Set(frames.map { $0.newID ?? $0.oldID ?? $0.text })
            guard !listAll, elements.count > 1 else {
                return SceneReport(scene: scene, lines: person + frames.map(\.text), geometrySummary: nil, geometry: [])
            }
            let kinds = Set(frames.map(\.kind))
            let verb = kinds == [.moved] ? "moved" : kinds == [.resized] ? "resized" : "moved or resized"
            let summary = (person.isEmpty ? "" : "and ") + "\(elements.count) elements \(verb)"
            return SceneReport(scene: scene, lines: person, geometrySummary: summary, geometry: frames.map(\.text))
        }
    }

    /// Lines for CI logs: `Main.storyboard — PhotosViewController: label 'Title' text 'Hi' → 'Hello'`, each scene's
    /// geometry summarised unless `geometry`.
    public func report(fileName: String, geometry: Bool = false) -> [String] {
        scenes(geometry: geometry).flatMap { scene in
            (scene.lines + (scene.geometrySummary.map { [$0] } ?? [])).map { "\(fileName) — \(scene.scene): \($0)" }
        }
    }

    /// The report of many files' diffs, sorted by file name (each file's lines in their own stable order).
    public static func report(_ files: [(fileName: String, diff: IBSemanticDiff)], geometry: Bool = false) -> [String] {
        files.sorted { $0.fileName < $1.fileName }.flatMap { $0.diff.report(fileName: $0.fileName, geometry: geometry) }
    }
}
