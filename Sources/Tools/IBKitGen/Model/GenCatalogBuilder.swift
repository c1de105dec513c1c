import IBKitDocument
import IBKitPlumbing
import IBKitRuleModel

extension GenCatalog {
    /// Collects parsed documents into a `GenCatalog`.
    ///
    /// ```swift
    /// var builder = GenCatalog.Builder()
    /// for file in lintFiles { builder.add(file) }
    /// let catalog = builder.build()
    /// ```
    /// Adding is order-independent: `build()` sorts everything. Positions (line:column) are computed here for the
    /// few elements the catalog keeps, never for the rest of the file.
    public struct Builder: Sendable {
        private var storyboards: [GenStoryboard] = []
        private var xibs: [GenXib] = []
        private var reuseIdentifiers: [GenReuseIdentifier] = []
        private var bindings: [GenBinding] = []

        public init() {}

        /// Adds a document; `path` (default: the document's own) is the one positions and `path` properties show.
        public mutating func add(_ document: IBDocument, path: String? = nil) {
            let path = path ?? document.path
            let name = GenCatalog.baseName(of: path)
            switch document.kind {
            case .storyboard:
                storyboards.append(GenCatalog.storyboard(document, name: name, path: path))
            case .xib:
                xibs.append(GenCatalog.xib(document, name: name, path: path))
            }
            reuseIdentifiers += GenCatalog.reuseIdentifiers(document, name: name, path: path)
            bindings += GenBinding.all(in: document, path: path)
        }

        /// Adds a file as the linter sees it (same path and names as lint diagnostics).
        public mutating func add(_ file: LintFile) {
            add(file.document, path: file.path)
        }

        /// Adds what another builder collected (e.g. one per file, filled in parallel).
        public mutating func add(contentsOf other: Builder) {
            storyboards += other.storyboards
            xibs += other.xibs
            reuseIdentifiers += other.reuseIdentifiers
            bindings += other.bindings
        }

        /// Whether the built-in template generates from a file of this part: a UIKit storyboard other than a launch
        /// screen, or a UIKit xib.
        var holdsGeneratedFile: Bool {
            storyboards.contains(where: GenerationScope.isGenerated) || xibs.contains(where: GenerationScope.isGenerated)
        }

        public func build() -> GenCatalog {
            GenCatalog(storyboards: storyboards, xibs: xibs, reuseIdentifiers: reuseIdentifiers, bindings: bindings)
        }
    }

    /// `Sources/App/Main.storyboard` → `Main`.
    static func baseName(of path: String) -> String {
        // ASCII paths by bytes; others by Characters, as a combining mark can make `/` or `.` part of another one.
        var path = path
        let name = path.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let start = (bytes.lastIndex(of: 0x2F) ?? -1) + 1
            let end = bytes[start...].lastIndex(of: 0x2E) ?? bytes.count
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self)
        }
        if let name { return name }
        let file = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
        return String(file.lastIndex(of: ".").map { file[..<$0] } ?? file)
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// The view controller of a storyboard `<scene>`: the object of its `<objects>` marked
    /// `sceneMemberID="viewController"` (`IBScene.viewController`, without making the list of objects).
    static func viewController(ofScene scene: IBElement) -> IBElement? {
        for child in scene.children where child.is(.objects) {
            for object in child.children where object.attribute(.sceneMemberID, equals: "viewController") { return object }
            return nil
        }
        return nil
    }

    static func storyboard(_ document: IBDocument, name: String, path: String) -> GenStoryboard {
        let platform = document.platform
        let initialID = nonEmpty(document.initialViewControllerID)
        var systemTypes = SystemTypeCache(platform: platform)
        var scenes: [GenScene] = []
        var references: [GenStoryboardReference] = []
        if let sceneList = document.root.firstChild(.scenes) {
            for scene in sceneList.children where scene.is(.scene) {
                guard let controller = viewController(ofScene: scene), let id = controller.id else { continue }
                if controller.is(.viewControllerPlaceholder) || controller.name == "controllerPlaceholder" {
                    references.append(GenStoryboardReference(
                        id: id,
                        storyboardName: nonEmpty(controller[.storyboardName]),
                        referencedIdentifier: nonEmpty(controller[.referencedIdentifier]),
                        bundleIdentifier: nonEmpty(controller.attribute("bundleIdentifier")),
                        position: SourcePosition(controller, path: path)
                    ))
                } else {
                    scenes.append(GenScene(
                        id: id,
                        identifier: nonEmpty(controller.storyboardIdentifier),
                        type: GenType(element: controller, systemTypes: &systemTypes),
                        isInitial: id == initialID,
                        position: SourcePosition(controller, path: path)
                    ))
                }
            }
        }
        var segues: [GenSegue] = []
        // A scene's view controller id, looked up once for all the segues of the scene.
        var sourceIDs: [Int: String?] = [:]
        for segue in document.elements.named(.segue) where segue.parent?.is(.connections) == true {
            // Segues outside scenes (`inferredMetricsTieBreakers`) are references to segues, not segues.
            guard let scene = segue.ancestor(.scene) else { continue }
            let sourceID: String?
            if let known = sourceIDs[scene.index] {
                sourceID = known
            } else {
                sourceID = viewController(ofScene: scene)?.id
                sourceIDs[scene.index] = .some(sourceID)
            }
            segues.append(GenSegue(
                id: segue.id ?? "",
                identifier: nonEmpty(segue[.identifier]),
                kind: segue[.kind] ?? "",
                relationship: nonEmpty(segue[.relationship]),
                type: GenType(segue: segue, platform: platform),
                destinationID: nonEmpty(segue[.destination]),
                sourceID: sourceID,
                position: SourcePosition(segue, path: path)
            ))
        }
        return GenStoryboard(
            name: name, path: path, platform: platform, initialSceneID: initialID, scenes: scenes, segues: segues,
            references: references, isLaunchScreen: document.isLaunchScreen || name == "LaunchScreen"
        )
    }

    static func xib(_ document: IBDocument, name: String, path: String) -> GenXib {
        let platform = document.platform
        var systemTypes = SystemTypeCache(platform: platform)
        let filesOwner = document.filesOwner.map { owner in
            nonEmpty(owner.customClass) == nil
                ? GenType(name: "NSObject", module: "Foundation", elementTag: owner.name)
                : GenType(element: owner, platform: platform)
        }
        var rootViews: [GenObject] = []
        var rootObjects: [GenObject] = []
        for object in document.topLevelObjects where !object.is(.placeholder) {
            let item = GenObject(
                id: object.id ?? "",
                type: GenType(element: object, systemTypes: &systemTypes),
                reuseIdentifier: nonEmpty(object.reuseIdentifier),
                userLabel: nonEmpty(object.userLabel),
                position: SourcePosition(object, path: path)
            )
            if object.isView {
                rootViews.append(item)
            } else if item.type.isCustom || object.name.hasSuffix("Controller") {
                rootObjects.append(item)
            }
        }
        return GenXib(name: name, path: path, platform: platform, filesOwner: filesOwner, rootViews: rootViews, rootObjects: rootObjects)
    }

    static func reuseIdentifiers(_ document: IBDocument, name: String, path: String) -> [GenReuseIdentifier] {
        guard document.mayContain(.reuseIdentifier) else { return [] }
        var systemTypes = SystemTypeCache(platform: document.platform)
        let kind = document.kind
        var out: [GenReuseIdentifier] = []
        // The view controller id of each scene holding cells, looked up once per scene.
        var sceneIDs: [Int: String?] = [:]
        for element in document.elements.having(.reuseIdentifier) {
            guard let identifier = nonEmpty(element.reuseIdentifier) else { continue }
            let parent = element.parent
            let topLevel = kind == .xib && parent?.is(.objects) == true && parent?.parent?.is(.document) == true
            var sceneID: String?
            if let scene = element.ancestor(.scene) {
                if let known = sceneIDs[scene.index] {
                    sceneID = known
                } else {
                    sceneID = viewController(ofScene: scene)?.id
                    sceneIDs[scene.index] = .some(sceneID)
                }
            }
            out.append(GenReuseIdentifier(
                identifier: identifier,
                cellType: GenType(element: element, systemTypes: &systemTypes),
                fileName: name,
                fileKind: kind,
                isTopLevel: topLevel,
                sceneID: sceneID,
                position: SourcePosition(element, path: path)
            ))
        }
        return out
    }
}

extension GenCatalog {
    /// The catalog of files as the linter loaded them.
    public init(files: [LintFile]) {
        var builder = Builder()
        for file in files { builder.add(file) }
        self = builder.build()
    }
}
