import IBKitDocument
import IBKitNaming

/// A file the split writes: the original storyboard, or a new one beside it.
enum SplitFile: Hashable, Comparable {
    case original
    case new(String)

    static func < (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.original, .new): true
        case let (.new(x), .new(y)): x < y
        default: false
        }
    }
}

/// The links between scenes that the split cuts: segues that now cross files go through storyboard references;
/// anything else that crosses (an outlet or action between scenes, which Interface Builder does not make but a
/// hand-edited file may hold) keeps its scenes in the original.
struct SplitLinks {
    /// A segue (or relationship) whose destination ends up in another file.
    struct CrossingSegue {
        let segue: IBElement
        let from: Int
        let to: Int
    }

    /// A storyboard reference the split adds: in `file`, standing for the scene `target`.
    struct Reference {
        let file: SplitFile
        let target: Int
        let storyboardName: String
        let referencedIdentifier: String?
        var scene: StoryboardReferenceScene
        var segues: [IBElement]
    }

    let source: SplitSource
    private(set) var fileOfUnit: [SplitFile]
    private(set) var crossing: [CrossingSegue] = []
    /// The new references, by file then target.
    private(set) var references: [Reference] = []
    /// Existing storyboard-reference scenes a new file needs (their ids are unique in it too: copied as they are).
    private(set) var copies: [SplitFile: Set<Int>] = [:]
    /// Storyboard identifiers given to controllers a reference must name, by unit.
    private(set) var identifiers: [Int: String] = [:]
    /// The placeholder id each crossing segue now points at, by the segue's element index.
    private(set) var destinations: [Int: String] = [:]

    /// Settles `groups` (a group linked across files by something that is not a segue stays, as does what it
    /// then links to) and works out the references.
    init(source: SplitSource, groups: inout [SplitGroup], census: SplitCensus, seed: String) {
        self.source = source
        let links = Self.links(source)
        var fileOfUnit = Self.files(source, groups)
        var changed = true
        while changed {
            changed = false
            for link in links where !link.isSegue && fileOfUnit[link.from] != fileOfUnit[link.to] {
                for (this, other) in [(link.from, link.to), (link.to, link.from)] {
                    guard let g = groups.firstIndex(where: { $0.units.contains(this) }), groups[g].isMoving else { continue }
                    groups[g].stay(.linked(to: "\(source.units[other].displayName) (scene \(source.units[other].sceneID))", by: link.by))
                    changed = true
                }
                fileOfUnit = Self.files(source, groups)
            }
        }
        self.fileOfUnit = fileOfUnit
        crossing = links.filter { $0.isSegue && fileOfUnit[$0.from] != fileOfUnit[$0.to] }
            .map { CrossingSegue(segue: $0.element, from: $0.from, to: $0.to) }
        plan(groups, census: census, seed: seed)
    }

    /// The name of the storyboard a file is, as references name it.
    func storyboardName(_ file: SplitFile) -> String {
        switch file {
        case .original: SplitCensus.baseName(of: source.path)
        case let .new(name): name
        }
    }

    private mutating func plan(_ groups: [SplitGroup], census: SplitCensus, seed: String) {
        let heads = Set(groups.filter(\.isMoving).map(\.head))
        var ids = XcodeObjectIDs(taken: source.ids)
        var byKey: [Pair: Int] = [:]
        for link in crossing.sorted(by: { ($0.from, $0.to, $0.segue.index) < ($1.from, $1.to, $1.segue.index) }) {
            let file = fileOfUnit[link.from]
            let target = source.units[link.to]
            if target.isReference {
                copies[file, default: []].insert(link.to)
                continue
            }
            let key = Pair(file: file, target: link.to)
            if let n = byKey[key] {
                references[n].segues.append(link.segue)
                continue
            }
            let targetFile = fileOfUnit[link.to]
            let isInitial = targetFile == .original ? target.controllerID == source.initialControllerID : heads.contains(link.to)
            var identifier: String?
            if !isInitial {
                identifier = target.controller?.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 } ?? identifiers[link.to]
                if identifier == nil {
                    let made = Self.newIdentifier(for: link.to, source, census)
                    identifiers[link.to] = made
                    identifier = made
                }
            }
            let name = storyboardName(targetFile)
            let keySeed = "\(seed)|\(storyboardName(file))|\(target.sceneID)"
            let scene = StoryboardReferenceScene(
                sceneID: ids.make(keySeed + "|scene"), placeholderID: ids.make(keySeed + "|reference"),
                firstResponderID: ids.make(keySeed + "|firstResponder"), storyboardName: name, referencedIdentifier: identifier,
                canvasLocation: Self.canvasLocation(of: target, in: source.document))
            byKey[key] = references.count
            references.append(Reference(file: file, target: link.to, storyboardName: name, referencedIdentifier: identifier,
                                        scene: scene, segues: [link.segue]))
        }
        for n in references.indices {
            for segue in references[n].segues { destinations[segue.index] = references[n].scene.placeholderID }
            guard references[n].segues.contains(where: Self.isTab) else { continue }
            let target = source.units[references[n].target]
            let item = target.controller?.element.children.first { $0.is(.tabBarItem) && $0.attribute(.key, equals: "tabBarItem") }
            let seed = "\(seed)|\(storyboardName(references[n].file))|\(target.sceneID)|tabBarItem"
            references[n].scene.tabBarItem = (ids.make(seed), item?[.title] ?? "Item")
        }
    }

    /// A tab bar controller's relationship to one of its tabs.
    static func isTab(_ segue: IBElement) -> Bool {
        segue.attribute(.kind, equals: "relationship") && segue.attribute(.relationship, equals: "viewControllers")
            && segue.ancestor(.tabBarController) != nil
    }

    private struct Pair: Hashable {
        let file: SplitFile
        let target: Int
    }

    /// A storyboard identifier for a controller a reference must name and that has none: its class's name when
    /// no other scene could claim it (the convention's identifier), else Interface Builder's own key for a
    /// scene without one (`UIViewController-b1e-bs-c56`, what a compiled storyboard already lists it under).
    static func newIdentifier(for unit: Int, _ source: SplitSource, _ census: SplitCensus) -> String {
        guard let controller = source.units[unit].controller else { return "" }
        let customClass = controller.customClass.map(ClassName.conventional(fromQualified:)) ?? ""
        if !customClass.isEmpty, !SplitDecision.isSystemClass(customClass), census.sceneCount(of: customClass) <= 1,
           !source.document.elements.contains(where: { $0.attribute(.storyboardIdentifier, equalsString: customClass) }) {
            return customClass
        }
        return ClassName.conventional(fromQualified: controller.effectiveClassName) + "-" + (controller.id ?? "")
    }

    static func canvasLocation(of unit: SceneUnit, in document: IBDocument) -> String? {
        guard let point = unit.scene.element.children.first(where: { $0.is(.point) && $0.attribute(.key, equals: "canvasLocation") }),
              point.isSelfClosing else { return nil }
        return String(decoding: document.bytes[point.byteRange], as: UTF8.self)
    }

    // MARK: - Links between scenes

    private struct Link {
        let element: IBElement
        let from: Int
        let to: Int
        /// A segue to the other scene's controller: a storyboard reference can stand in for it.
        let isSegue: Bool
        let by: String
    }

    /// Every id-valued `destination` or `reference` attribute that names an object of another scene.
    private static func links(_ source: SplitSource) -> [Link] {
        var out: [Link] = []
        let document = source.document
        for (attribute, name) in [(IBName.destination, "destination"), (IBName.reference, "reference")] {
            for element in document.elements.having(attribute) {
                guard let from = source.unit(of: element), let id = element[attribute],
                      let to = source.unitOfID[id], to != from else { continue }
                let isSegue = attribute == .destination && element.is(.segue) && source.units[to].controllerID == id
                out.append(Link(element: element, from: from, to: to, isSegue: isSegue,
                                by: "<\(element.name) \(name)=\"\(id)\">" + (element.id.map { " (\($0))" } ?? "")))
            }
        }
        return out
    }

    private static func files(_ source: SplitSource, _ groups: [SplitGroup]) -> [SplitFile] {
        var files = Array(repeating: SplitFile.original, count: source.units.count)
        for group in groups {
            guard let name = group.targetName else { continue }
            for u in group.units { files[u] = .new(name) }
        }
        return files
    }
}
