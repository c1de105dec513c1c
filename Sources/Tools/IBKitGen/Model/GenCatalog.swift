import IBKitBindingModel
import IBKitDocument
import IBKitPlumbing

/// Everything `ibkit gen` needs from a set of Interface Builder files, as plain values.
///
/// Built once from parsed documents by `GenCatalog.Builder`, then read by the Swift generator and the Stencil
/// contexts; it holds no reference to the documents. Every list is sorted (see each property), so the same files
/// give the same catalog whatever the order they were found in.
public struct GenCatalog: Sendable, Codable, Hashable {
    /// Sorted by name, then path.
    public private(set) var storyboards: [GenStoryboard]
    /// Sorted by name, then path.
    public private(set) var xibs: [GenXib]
    /// Every reuse identifier of every file (storyboard prototypes and xib cells), sorted by identifier, then
    /// position.
    public private(set) var reuseIdentifiers: [GenReuseIdentifier]
    /// Every view's Binding, by file path and position.
    public private(set) var bindings: [GenBinding]

    /// Positions in `storyboards` by name, for destination look-ups (derived, so neither encoded nor compared).
    private let storyboardsByName: [String: [Int]]

    public init(storyboards: [GenStoryboard] = [], xibs: [GenXib] = [], reuseIdentifiers: [GenReuseIdentifier] = [], bindings: [GenBinding] = []) {
        self.bindings = bindings.sorted { $0.position < $1.position }
        // Comparators read the fields in place: tuples of them copied every string at every comparison.
        self.storyboards = storyboards.sorted { $0.name != $1.name ? $0.name < $1.name : $0.path < $1.path }
        self.xibs = xibs.sorted { $0.name != $1.name ? $0.name < $1.name : $0.path < $1.path }
        self.reuseIdentifiers = Self.sortedByIdentifier(reuseIdentifiers)
        storyboardsByName = Self.index(self.storyboards)
    }

    /// `cells.sorted { ($0.identifier, $0.position) < ($1.identifier, $1.position) }`, with fewer string
    /// comparisons: many cells share an identifier, so the distinct identifiers are sorted, then each one's cells by
    /// position (in a stable sort, as `sorted` is).
    static func sortedByIdentifier(_ cells: [GenReuseIdentifier]) -> [GenReuseIdentifier] {
        var groups: [String: [Int]] = [:]
        for k in cells.indices { groups[cells[k].identifier, default: []].append(k) }
        var sorted: [GenReuseIdentifier] = []
        sorted.reserveCapacity(cells.count)
        for identifier in groups.keys.sorted() {
            for k in groups[identifier]!.sorted(by: { cells[$0].position < cells[$1].position }) { sorted.append(cells[k]) }
        }
        return sorted
    }

    private static func index(_ storyboards: [GenStoryboard]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, storyboard) in storyboards.enumerated() { index[storyboard.name, default: []].append(position) }
        return index
    }

    private enum CodingKeys: String, CodingKey {
        case storyboards, xibs, reuseIdentifiers, bindings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(storyboards: try container.decode([GenStoryboard].self, forKey: .storyboards),
                  xibs: try container.decode([GenXib].self, forKey: .xibs),
                  reuseIdentifiers: try container.decode([GenReuseIdentifier].self, forKey: .reuseIdentifiers),
                  bindings: try container.decodeIfPresent([GenBinding].self, forKey: .bindings) ?? [])
    }

    public static func == (a: GenCatalog, b: GenCatalog) -> Bool {
        a.storyboards == b.storyboards && a.xibs == b.xibs && a.reuseIdentifiers == b.reuseIdentifiers && a.bindings == b.bindings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storyboards)
        hasher.combine(xibs)
        hasher.combine(reuseIdentifiers)
        hasher.combine(bindings)
    }

    /// The catalog of already parsed documents.
    public init(documents: [IBDocument]) {
        var builder = Builder()
        for document in documents { builder.add(document) }
        self = builder.build()
    }

    /// The platform of every file, or nil when there are none or they differ (SwiftGen's `platform`).
    public var platform: IBPlatform? {
        let platforms = Set(storyboards.map(\.platform) + xibs.map(\.platform))
        return platforms.count == 1 ? platforms.first : nil
    }

    /// The storyboards with this name (several when two folders hold one of the same name).
    public func storyboards(named name: String) -> [GenStoryboard] { (storyboardsByName[name] ?? []).map { storyboards[$0] } }
    /// The xibs with this name.
    public func xibs(named name: String) -> [GenXib] { xibs.filter { $0.name == name } }

    /// The scene a segue leads to, following storyboard references into other storyboards of the catalog: the
    /// referenced identifier's scene, or the referenced storyboard's initial scene. Nil when the destination is
    /// not a scene of the catalog (unknown id, missing storyboard or identifier).
    public func destination(of segue: GenSegue, in storyboard: GenStoryboard) -> (storyboard: GenStoryboard, scene: GenScene)? {
        guard let id = segue.destinationID else { return nil }
        if let scene = storyboard.scene(id: id) { return (storyboard, scene) }
        guard let reference = storyboard.reference(id: id) else { return nil }
        return resolve(reference, from: storyboard)
    }

    /// The scene a storyboard reference stands for, when its storyboard is in the catalog.
    public func resolve(_ reference: GenStoryboardReference, from storyboard: GenStoryboard) -> (storyboard: GenStoryboard, scene: GenScene)? {
        let name = reference.storyboardName ?? storyboard.name
        // Prefer the storyboard of the same folder when several have the name.
        let candidates = storyboards(named: name)
        guard let target = candidates.first(where: { $0.directory == storyboard.directory }) ?? candidates.first else { return nil }
        if let identifier = reference.referencedIdentifier {
            return target.scene(identifier: identifier).map { (target, $0) }
        }
        return target.initialScene.map { (target, $0) }
    }
}

/// A view's Binding in an IB file: what the resolver reads, and where the runtime's messages point.
public struct GenBinding: Sendable, Codable, Hashable {
    public var site: BindingSite
    /// The IB file's name with its extension (`PhotoCell.xib`).
    public var fileName: String
    /// The bound view's object id.
    public var objectID: String
    /// Where the runtime attribute is.
    public var position: SourcePosition

    static func all(in document: IBDocument, path: String) -> [GenBinding] {
        document.bindings.map { binding in
            let location = binding.attribute.location
            return GenBinding(site: BindingSite(binding), fileName: String(path.split(separator: "/").last ?? Substring(path)), objectID: binding.view.id ?? "",
                              position: SourcePosition(path: path, line: location.line, column: location.column))
        }
    }
}

extension SourcePosition {
    /// The position of an element's start tag.
    init(_ element: IBElement, path: String) {
        let location = element.location
        self.init(path: path, line: location.line, column: location.column)
    }
}

// MARK: - Storyboards

/// A `.storyboard` file.
public struct GenStoryboard: Sendable, Codable, Hashable {
    /// The file name without extension: what `UIStoryboard(name:bundle:)` takes.
    public var name: String
    public var path: String
    public var platform: IBPlatform
    /// The `id` of the initial view controller, when the storyboard has one.
    public var initialSceneID: String?
    /// Every view controller of the storyboard (storyboard references excluded): identified scenes sorted by
    /// identifier, then the others by position.
    public var scenes: [GenScene]
    /// Every segue of every scene, relationship and embed segues included: identified ones sorted by
    /// identifier, then the others, each group by position.
    public var segues: [GenSegue]
    /// Storyboard references (`viewControllerPlaceholder`), by position.
    public var references: [GenStoryboardReference]
    /// `launchScreen="YES"` or named `LaunchScreen`.
    public var isLaunchScreen: Bool

    public init(name: String, path: String, platform: IBPlatform, initialSceneID: String?, scenes: [GenScene],
                segues: [GenSegue], references: [GenStoryboardReference], isLaunchScreen: Bool = false) {
        self.name = name
        self.path = path
        self.platform = platform
        self.initialSceneID = initialSceneID
        self.scenes = scenes.sortedIfSeveral { Self.identifiedFirst($0.identifier, $0.position, $1.identifier, $1.position) }
        self.segues = segues.sortedIfSeveral { Self.identifiedFirst($0.identifier, $0.position, $1.identifier, $1.position) }
        self.references = references.sortedIfSeveral { $0.position < $1.position }
        self.isLaunchScreen = isLaunchScreen
    }

    /// Identified items by identifier, then the others; ties by position.
    private static func identifiedFirst(_ x: String?, _ p: SourcePosition, _ y: String?, _ q: SourcePosition) -> Bool {
        if let x {
            guard let y else { return true }
            return x != y ? x < y : p < q
        }
        return y == nil && p < q
    }

    /// The initial view controller's scene; nil when there is none or it is a storyboard reference.
    public var initialScene: GenScene? { initialSceneID.flatMap(scene(id:)) }
    /// The initial storyboard reference, when the storyboard starts with one.
    public var initialReference: GenStoryboardReference? { initialSceneID.flatMap(reference(id:)) }
    /// Scenes with a storyboard identifier, sorted by identifier.
    public var identifiedScenes: [GenScene] { scenes.filter { $0.identifier != nil } }
    /// Segues with an identifier, sorted by identifier.
    public var identifiedSegues: [GenSegue] { segues.filter { $0.identifier != nil } }

    /// The scene whose view controller has this IB `id`.
    public func scene(id: String) -> GenScene? {
        // An index loop compares each scene's id in place; `first(where:)` copied every scene it passed.
        for k in scenes.indices where scenes[k].id == id { return scenes[k] }
        return nil
    }
    /// The first scene (by position) with this storyboard identifier.
    public func scene(identifier: String) -> GenScene? {
        scenes.filter { $0.identifier == identifier }.min { $0.position < $1.position }
    }
    /// The storyboard reference with this IB `id`.
    public func reference(id: String) -> GenStoryboardReference? {
        for k in references.indices where references[k].id == id { return references[k] }
        return nil
    }
    /// Segues that start in the scene.
    public func segues(from scene: GenScene) -> [GenSegue] { segues.filter { $0.sourceID == scene.id } }

    var directory: Substring { path.lastIndex(of: "/").map { path[..<$0] } ?? "" }
}

/// One view controller of a storyboard.
public struct GenScene: Sendable, Codable, Hashable {
    /// The view controller's IB object id (`BYZ-38-t0r`): what segues and `initialViewController` point at.
    public var id: String
    /// The storyboard identifier (`storyboardIdentifier`); nil when absent or empty.
    public var identifier: String?
    /// The controller's class and module; `type.elementTag` is SwiftGen's scene `tag`.
    public var type: GenType
    /// True for the storyboard's initial view controller.
    public var isInitial: Bool
    /// Where the view controller's element starts.
    public var position: SourcePosition

    public init(id: String, identifier: String?, type: GenType, isInitial: Bool, position: SourcePosition) {
        self.id = id
        self.identifier = identifier
        self.type = type
        self.isInitial = isInitial
        self.position = position
    }
}

/// A `<segue>` of a scene's connections.
public struct GenSegue: Sendable, Codable, Hashable {
    /// The segue's IB id; empty when the file has none.
    public var id: String
    /// `identifier`; nil when absent or empty.
    public var identifier: String?
    /// `show`, `presentation`, `embed`, `relationship`, `unwind`, `custom`, `popover`, … (empty when absent).
    public var kind: String
    /// The relationship of a relationship segue (`rootViewController`, `viewControllers`).
    public var relationship: String?
    /// The segue class: `customClass`, else `UIStoryboardSegue`/`NSStoryboardSegue`.
    public var type: GenType
    /// The IB id of the view controller (or storyboard reference) the segue leads to; nil for unwind segues
    /// without a destination.
    public var destinationID: String?
    /// The IB id of the view controller whose scene holds the segue.
    public var sourceID: String?
    public var position: SourcePosition

    public init(id: String, identifier: String?, kind: String, relationship: String?, type: GenType,
                destinationID: String?, sourceID: String?, position: SourcePosition) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.type = type
        self.destinationID = destinationID
        self.sourceID = sourceID
        self.position = position
    }
}

/// A storyboard reference (`viewControllerPlaceholder`): a scene standing for another storyboard's scene.
public struct GenStoryboardReference: Sendable, Codable, Hashable {
    /// The placeholder's IB id: what segues point at.
    public var id: String
    /// The referenced storyboard; nil means the storyboard that holds the reference.
    public var storyboardName: String?
    /// The referenced scene's storyboard identifier; nil means the referenced storyboard's initial scene.
    public var referencedIdentifier: String?
    /// The bundle of the referenced storyboard, when it lives in another one.
    public var bundleIdentifier: String?
    public var position: SourcePosition

    public init(id: String, storyboardName: String?, referencedIdentifier: String?, bundleIdentifier: String?, position: SourcePosition) {
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.position = position
    }
}

// MARK: - Xibs

/// A `.xib` file.
public struct GenXib: Sendable, Codable, Hashable {
    /// The file name without extension: what `UINib(nibName:bundle:)` takes.
    public var name: String
    public var path: String
    public var platform: IBPlatform
    /// File's Owner's class; nil when the xib has no File's Owner placeholder. A File's Owner without custom
    /// class is `NSObject` (`type.isCustom == false`).
    public var filesOwner: GenType?
    /// Top-level objects that are views (cells included), by position.
    public var rootViews: [GenObject]
    /// Top-level view controllers, window controllers and other non-view objects with a custom class, by position.
    public var rootObjects: [GenObject]

    public init(name: String, path: String, platform: IBPlatform, filesOwner: GenType?, rootViews: [GenObject], rootObjects: [GenObject] = []) {
        self.name = name
        self.path = path
        self.platform = platform
        self.filesOwner = filesOwner
        self.rootViews = rootViews.sortedIfSeveral { $0.position < $1.position }
        self.rootObjects = rootObjects.sortedIfSeveral { $0.position < $1.position }
    }

    /// Reuse identifiers of the root views, by position.
    public var reuseIdentifiers: [String] { rootViews.compactMap(\.reuseIdentifier) }
}

/// A top-level object of a xib.
public struct GenObject: Sendable, Codable, Hashable {
    /// The object's IB id.
    public var id: String
    public var type: GenType
    /// `reuseIdentifier`, for cells and reusable views; nil when absent or empty.
    public var reuseIdentifier: String?
    /// The name shown in IB's outline (`userLabel`), when set.
    public var userLabel: String?
    public var position: SourcePosition

    public init(id: String, type: GenType, reuseIdentifier: String?, userLabel: String? = nil, position: SourcePosition) {
        self.id = id
        self.type = type
        self.reuseIdentifier = reuseIdentifier
        self.userLabel = userLabel
        self.position = position
    }
}

// MARK: - Reuse identifiers

/// One `reuseIdentifier` attribute: a storyboard prototype cell, or a cell or reusable view of a xib.
public struct GenReuseIdentifier: Sendable, Codable, Hashable {
    public var identifier: String
    /// The cell's class; `type.elementTag` says which kind (`tableViewCell`, `collectionViewCell`,
    /// `collectionReusableView`, `tableCellView`, …).
    public var cellType: GenType
    /// The file's base name (storyboard or xib name).
    public var fileName: String
    public var fileKind: IBDocumentKind
    /// True when the cell is a top-level object of a xib (registered with `register(_:forCellReuseIdentifier:)`
    /// from its nib), false for storyboard prototypes and views nested in another object.
    public var isTopLevel: Bool
    /// For storyboard prototypes: the IB id of the view controller whose scene holds the cell.
    public var sceneID: String?
    /// Where the cell's element starts.
    public var position: SourcePosition

    public init(identifier: String, cellType: GenType, fileName: String, fileKind: IBDocumentKind, isTopLevel: Bool,
                sceneID: String?, position: SourcePosition) {
        self.identifier = identifier
        self.cellType = cellType
        self.fileName = fileName
        self.fileKind = fileKind
        self.isTopLevel = isTopLevel
        self.sceneID = sceneID
        self.position = position
    }
}

extension Array {
    /// `sorted(by:)` (stable, so the same order) for arrays of big values: the positions are sorted, reading the
    /// elements in place, and each element is copied once into its place, instead of being moved at every step of
    /// the sort. An array of fewer than two elements is returned as it is.
    func sortedIfSeveral(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        guard count > 1 else { return self }
        return withUnsafeBufferPointer { elements in
            [Int](elements.indices).sorted { areInIncreasingOrder(elements[$0], elements[$1]) }.map { elements[$0] }
        }
    }
}
