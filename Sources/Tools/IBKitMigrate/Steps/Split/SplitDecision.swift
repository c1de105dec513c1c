import IBKitDocument
import IBKitNaming

/// Which scenes of one storyboard move to a storyboard of their own, and which stay (and why).
struct SplitDecision {
    let source: SplitSource
    let census: SplitCensus
    let policy: MigratePolicy
    /// True when a file is at the path, on disk or in the plan.
    let exists: (String) -> Bool
    /// The storyboard identifier code loads the controller by, and where; nil when no code does.
    let loadedByCode: (IBViewController) -> (identifier: String, place: String, why: String)?
    /// The `.lproj` folders holding a `.strings` table of this storyboard: the split writes there too.
    let stringsFolders: [String]
    /// A path as notes show it.
    let display: (String) -> String

    /// The scenes that count as screens: not storyboard references, not a library's classes.
    static func counted(_ unit: SceneUnit, in document: IBDocument) -> Bool {
        guard let controller = unit.controller, !controller.isStoryboardReference else { return false }
        return !isFromAnotherModule(controller.element, in: document)
    }

    /// The groups in document order, each with its placement. `run` holds the names new files took so far in
    /// this migration (`SplitRun.claims`); a name taken in another folder family that shares a bundle with this
    /// storyboard is not free. Each name looked up is added to the run's `consultedClaims`.
    func groups(run: inout SplitRun) -> [SplitGroup] {
        var groups = Self.grouping(source, together: policy.containers == .together)
        let family = SplitCensus.folderFamily(of: source.path)
        let bundles = census.bundles(ofStoryboard: source.path)
        var takenHere = Set<String>()
        // Plain loops rather than closures here: Swift 6.3's optimizer crashed on this function (CopyPropagation).
        for k in groups.indices {
            decide(&groups[k])
            guard let name = groups[k].targetName else { continue }
            run.consultedClaims.insert(name)
            let claimedElsewhere = run.isClaimed(name, apartFrom: family, bundles: bundles)
            if takenHere.contains(name) || claimedElsewhere {
                groups[k].stay(.nameTaken(name, path: display(SplitCensus.sibling(source.path, named: name))))
            } else {
                takenHere.insert(name)
            }
        }
        // A storyboard without an initial view controller keeps its first screen rather than none; the files step
        // names it after its class.
        var staysAScreen = false
        for group in groups where !group.isMoving {
            for u in group.units {
                if let controller = source.units[u].controller, !controller.isStoryboardReference { staysAScreen = true }
            }
        }
        if !staysAScreen, let first = groups.firstIndex(where: \.isMoving) {
            groups[first].stay(.keepsOne(SplitCensus.fileName(of: source.path)))
        }
        return groups
    }

    /// One group per scene with a screen, but a container and its root with `together`.
    static func grouping(_ source: SplitSource, together: Bool) -> [SplitGroup] {
        let screens = source.units.indices.filter { counted(source.units[$0], in: source.document) }
        var pairedRoot: [Int: Int] = [:] // container → root
        if together {
            var roots: [Int: [Int]] = [:]
            for c in screens {
                guard let controller = source.units[c].controller, controller.isContainer, (controller.customClass ?? "").isEmpty else { continue }
                let segues = controller.element.descendants.named(.segue).filter {
                    $0.attribute(.kind, equals: "relationship") && $0.attribute(.relationship, equals: "rootViewController")
                }
                guard segues.count == 1, let destination = segues[0][.destination],
                      let r = source.unit(ofController: destination), r != c, screens.contains(r),
                      source.units[r].controller?.isContainer == false else { continue }
                roots[r, default: []].append(c)
            }
            for (r, containers) in roots where containers.count == 1 { pairedRoot[containers[0]] = r }
        }
        let rootsPaired = Set(pairedRoot.values)
        var groups: [SplitGroup] = []
        for u in screens where !rootsPaired.contains(u) {
            if let r = pairedRoot[u] {
                groups.append(SplitGroup(units: [u, r].sorted(), head: u, named: r))
            } else {
                groups.append(SplitGroup(units: [u], head: u, named: u))
            }
        }
        return groups
    }

    private func decide(_ group: inout SplitGroup) {
        let initial = source.initialControllerID
        if group.units.contains(where: { initial != nil && source.units[$0].controllerID == initial }) { return group.stay(.initial) }
        guard let controller = source.units[group.named].controller else { return group.stay(.noClass) }
        if Self.isFromAnotherModule(controller.element, in: source.document) { return group.stay(.anotherModule) }
        let customClass = controller.customClass ?? ""
        if controller.isContainer, customClass.isEmpty { return group.stay(.container(kind: controller.kind)) }

        var unnamed: StayReason?
        var name = ClassName.conventional(fromQualified: customClass)
        if customClass.isEmpty {
            unnamed = .noClass
        } else if Self.isSystemClass(name) {
            unnamed = .systemClass(name)
        } else if census.sceneCount(of: name, sharingBundleWith: source.path) > 1 {
            let count = census.sceneCount(of: name, sharingBundleWith: source.path)
            unnamed = .sharedClass(name, count: count, inTarget: count != census.sceneCount(of: name))
        }
        if let unnamed {
            guard policy.unnamedScenes == .storyboardIdentifier, let identifier = controller.storyboardIdentifier,
                  !identifier.isEmpty, !StoryboardIdentifiers.isGenerated(identifier), Self.isFileName(identifier),
                  census.sceneCount(of: identifier) == 0 else { return group.stay(unnamed) }
            name = identifier
            group.namedAfterIdentifier = true
        }
        guard Self.isFileName(name) else { return group.stay(.invalidName(name)) }
        if name == SplitCensus.baseName(of: source.path) { return group.stay(.home) }
        if let other = census.storyboards(named: name, except: source.path).first { return group.stay(.nameTaken(name, path: display(other))) }
        let target = SplitCensus.sibling(source.path, named: name)
        if exists(target) { return group.stay(.nameTaken(name, path: display(target))) }
        for folder in stringsFolders {
            let strings = folder + "/" + name + ".strings"
            if exists(strings) { return group.stay(.nameTaken(name, path: display(strings))) }
        }
        for u in group.units {
            guard let controller = source.units[u].controller else { continue }
            if let load = loadedByCode(controller) { return group.stay(.loadedByCode(identifier: load.identifier, place: load.place, why: load.why)) }
            guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
            let base = SplitCensus.baseName(of: source.path)
            if census.referencedIdentifiers.contains(.init(storyboard: base, identifier: identifier)),
               census.anyStoryboards(named: base, except: source.path).contains(where: {
                   SplitCensus.folderFamily(of: $0) != SplitCensus.folderFamily(of: source.path)
               }) {
                return group.stay(.ambiguousReferences(name: base))
            }
        }
        group.placement = .moves(name)
    }

    /// A class from another module than the app's, as lint's convention rules tell it (`customModule` set, and
    /// no element of the file marks that module as the target's own).
    static func isFromAnotherModule(_ element: IBElement, in document: IBDocument) -> Bool {
        guard let module = element.customModule, !module.isEmpty else { return false }
        if element.customModuleProvider == "target" { return false }
        return !document.elements.contains { $0.customModuleProvider == "target" && $0.customModule == module }
    }

    /// `UIViewController`, `NSWindowController`: Apple's prefixes followed by a capital.
    static func isSystemClass(_ name: String) -> Bool {
        let u = Array(name.utf8)
        guard u.count > 2, name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return u[2] >= UInt8(ascii: "A") && u[2] <= UInt8(ascii: "Z")
    }

    /// A name that can be a file beside the original on every file system Xcode runs on, and that UIKit looks up
    /// as given (`~` would make it a device variant).
    static func isFileName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 200, !name.hasPrefix("."), !name.hasSuffix(" ") else { return false }
        return !name.unicodeScalars.contains { $0.value < 0x20 || $0 == "/" || $0 == ":" || $0 == "\\" || $0 == "~" || $0.value == 0x7F }
    }
}
