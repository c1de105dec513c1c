import IBKitDocument

/// The Stencil context templates render: SwiftGen's `ib` context, plus what IBKit knows besides storyboards.
///
/// Every key SwiftGen's `ib` parser puts in its context is here with SwiftGen's value, so SwiftGen users'
/// templates render unchanged (tested against SwiftGen's own fixtures, `StencilContexts/IB-*/*.yaml`). Keys
/// SwiftGen does not have are additions, never replacements; docs/gen.md lists them all.
///
/// Deliberate differences from SwiftGen (docs/gen.md, "SwiftGen compatibility"):
/// - System classes SwiftGen would spell as prefix + element name where that is not a real class or module
///   (`hostingController` is SwiftUI's `UIHostingController`, `mapView` is MapKit's `MKMapView`) get their real
///   name and framework.
/// - Files that do not parse are reported and left out; SwiftGen stops at the first one.
/// - A storyboard whose platform is unknown is kept (platform `""`, UIKit names) instead of failing the run.
/// - `scenes` and `segues` entries equal in every SwiftGen key are listed once (SwiftGen keeps them in a set);
///   ties between different entries with one identifier are ordered by position in the file, not at random.
public enum InterfaceBuilderContext {
    /// The context for a catalog. `extra` keys (for example `conformances` from the generator) are added at the
    /// top level and replace nothing: a key the context already has is left as is.
    public static func make(_ catalog: GenCatalog, extra: [String: Any] = [:]) -> [String: Any] {
        let storyboards = catalog.storyboards
        // Each storyboard's cells, in the catalog's order: grouped once rather than filtered per storyboard.
        var cellsByPath: [String: [GenReuseIdentifier]] = [:]
        for cell in catalog.reuseIdentifiers where cell.fileKind == .storyboard {
            cellsByPath[cell.position.path, default: []].append(cell)
        }
        var context: [String: Any] = [
            "modules": modules(of: storyboards),
            "platform": platformName(of: storyboards),
            "storyboards": storyboards.map { storyboard(catalog, $0, cells: cellsByPath[$0.path] ?? []) },
            "customSceneTypes": customSceneTypes(catalog),
            // IBKit additions.
            "xibs": catalog.xibs.map(xib),
            "reuseIdentifiers": catalog.reuseIdentifiers.map(reuseIdentifier),
        ]
        for (key, value) in extra where context[key] == nil { context[key] = value }
        return context
    }

    // MARK: SwiftGen keys

    /// SwiftGen's `Storyboard.modules`, merged: each storyboard's framework, the modules of its identified scenes,
    /// initial scene and identified segues, placeholders excluded.
    static func modules(of storyboards: [GenStoryboard]) -> [String] {
        var modules = Set<String>()
        for storyboard in storyboards {
            modules.insert(storyboard.platform.frameworkModule)
            var types = storyboard.identifiedScenes.map(\.type) + storyboard.identifiedSegues.map(\.type)
            if let initial = storyboard.initialScene { types.append(initial.type) }
            for type in types where !type.moduleIsPlaceholder {
                if let module = type.module { modules.insert(module) }
            }
        }
        return modules.sorted()
    }

    /// The platform shared by every storyboard, else `""`.
    static func platformName(of storyboards: [GenStoryboard]) -> String {
        let platforms = Set(storyboards.map(\.platform.contextName))
        return platforms.count == 1 ? platforms.first ?? "" : ""
    }

    /// - Parameter cells: the storyboard's reuse identifiers.
    static func storyboard(_ catalog: GenCatalog, _ storyboard: GenStoryboard, cells: [GenReuseIdentifier]) -> [String: Any] {
        var result: [String: Any] = [
            "name": storyboard.name,
            "platform": storyboard.platform.contextName,
            "scenes": uniqueScenes(storyboard.identifiedScenes).map(scene),
            "segues": uniqueSegues(storyboard.identifiedSegues).map { segue(catalog, $0, in: storyboard) },
            // IBKit additions.
            "path": storyboard.path,
            "isLaunchScreen": storyboard.isLaunchScreen,
            "allScenes": storyboard.scenes.map(scene),
            "references": storyboard.references.map(reference),
            "reuseIdentifiers": cells.map(reuseIdentifier),
        ]
        if let initial = storyboard.initialScene { result["initialScene"] = scene(initial) }
        if let reference = storyboard.initialReference { result["initialReference"] = self.reference(reference) }
        return result
    }

    /// SwiftGen's scene dictionary: the Swift type, and either `customClass`/`customModule` or `baseType`.
    static func scene(_ scene: GenScene) -> [String: Any] {
        var result = object(scene.type)
        result["identifier"] = scene.identifier ?? ""
        // IBKit additions.
        result["id"] = scene.id
        result["isInitial"] = scene.isInitial
        result["path"] = scene.position.path
        result["line"] = scene.position.line
        result["column"] = scene.position.column
        return result
    }

    static func segue(_ catalog: GenCatalog, _ segue: GenSegue, in storyboard: GenStoryboard) -> [String: Any] {
        var result = swiftType(segue.type)
        result["identifier"] = segue.identifier ?? ""
        result["kind"] = segue.kind
        result["customClass"] = segue.type.customClass ?? ""
        result["customModule"] = segue.type.customModule ?? ""
        if let destination = catalog.destination(of: segue, in: storyboard) {
            result["destination"] = scene(destination.scene)
            // IBKit addition: where the destination lives when a reference leads out of this storyboard.
            result["destinationStoryboard"] = destination.storyboard.name
        }
        // IBKit additions.
        result["id"] = segue.id
        if let relationship = segue.relationship { result["relationship"] = relationship }
        if let source = segue.sourceID.flatMap(storyboard.scene(id:)) { result["source"] = scene(source) }
        result["path"] = segue.position.path
        result["line"] = segue.position.line
        result["column"] = segue.position.column
        return result
    }

    /// SwiftGen's `customSceneTypes`: one entry per custom view controller class (by module and name), with the
    /// identified segues that start in its scenes, sorted by identifier.
    static func customSceneTypes(_ catalog: GenCatalog) -> [[String: Any]] {
        struct Entry {
            var type: GenType
            var segues: [(segue: GenSegue, storyboard: GenStoryboard)] = []
        }
        var entries: [String: Entry] = [:]
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes where scene.type.isCustom {
                let module = scene.type.moduleIsPlaceholder ? placeholderModule : scene.type.module ?? ""
                let key = "\(module).\(scene.type.name)"
                var entry = entries[key] ?? Entry(type: scene.type)
                for segue in storyboard.segues(from: scene) where segue.identifier != nil {
                    entry.segues.append((segue, storyboard))
                }
                entries[key] = entry
            }
        }
        return entries.sorted { $0.key < $1.key }.map { _, entry in
            var result = swiftType(entry.type)
            if entry.type.moduleIsPlaceholder { result["module"] = placeholderModule }
            var seen = Set<SegueKey>()
            let segues = entry.segues
                .sorted { ($0.segue.identifier ?? "", $0.segue.position) < ($1.segue.identifier ?? "", $1.segue.position) }
                .filter { seen.insert(SegueKey($0.segue)).inserted }
            result["segues"] = segues.map { segue(catalog, $0.segue, in: $0.storyboard) }
            return result
        }
    }

    /// SwiftGen's `module` for a custom type whose module is "Inherit Module From Target".
    static let placeholderModule = "<placeholder>"

    static func swiftType(_ type: GenType) -> [String: Any] {
        ["type": type.name, "module": type.module ?? "", "moduleIsPlaceholder": type.moduleIsPlaceholder]
    }

    /// SwiftGen keeps scenes in a set: scenes equal in every key it reads are one.
    static func uniqueScenes(_ scenes: [GenScene]) -> [GenScene] {
        var seen = Set<[String]>()
        return scenes.filter { scene in
            let t = scene.type
            return seen.insert([scene.identifier ?? "", t.elementTag, t.customClass ?? "\u{0}", t.customModule ?? "\u{0}",
                                t.moduleIsPlaceholder ? "1" : "0"]).inserted
        }
    }

    /// SwiftGen keeps segues in a set keyed by identifier and class: two `Embed` segues are one `case embed`.
    static func uniqueSegues(_ segues: [GenSegue]) -> [GenSegue] {
        var seen = Set<SegueKey>()
        return segues.filter { seen.insert(SegueKey($0)).inserted }
    }

    struct SegueKey: Hashable {
        let identifier: String?, customClass: String?, customModule: String?, moduleIsPlaceholder: Bool
        init(_ segue: GenSegue) {
            identifier = segue.identifier
            customClass = segue.type.customClass
            customModule = segue.type.customModule
            moduleIsPlaceholder = segue.type.moduleIsPlaceholder
        }
    }

    // MARK: IBKit additions

    static func reference(_ reference: GenStoryboardReference) -> [String: Any] {
        var result: [String: Any] = [
            "id": reference.id,
            "path": reference.position.path, "line": reference.position.line, "column": reference.position.column,
        ]
        if let name = reference.storyboardName { result["storyboardName"] = name }
        if let identifier = reference.referencedIdentifier { result["referencedIdentifier"] = identifier }
        if let bundle = reference.bundleIdentifier { result["bundleIdentifier"] = bundle }
        return result
    }

    /// A type the way scenes show it: Swift type plus `customClass`/`customModule` or `baseType`, and `tag`.
    static func object(_ type: GenType) -> [String: Any] {
        var result = swiftType(type)
        if let customClass = type.customClass {
            result["customClass"] = customClass
            result["customModule"] = type.customModule ?? ""
        } else {
            result["baseType"] = type.elementTag.uppercasedFirstLetter
        }
        result["tag"] = type.elementTag
        return result
    }

    static func xib(_ xib: GenXib) -> [String: Any] {
        func item(_ object: GenObject) -> [String: Any] {
            var result = self.object(object.type)
            result["id"] = object.id
            if let reuse = object.reuseIdentifier { result["reuseIdentifier"] = reuse }
            if let label = object.userLabel { result["userLabel"] = label }
            result["path"] = object.position.path
            result["line"] = object.position.line
            result["column"] = object.position.column
            return result
        }
        var result: [String: Any] = [
            "name": xib.name,
            "path": xib.path,
            "platform": xib.platform.contextName,
            "rootViews": xib.rootViews.map(item),
            "rootObjects": xib.rootObjects.map(item),
            "reuseIdentifiers": xib.reuseIdentifiers,
        ]
        if let owner = xib.filesOwner { result["filesOwner"] = object(owner) }
        return result
    }

    static func reuseIdentifier(_ reuse: GenReuseIdentifier) -> [String: Any] {
        var result = object(reuse.cellType)
        result["identifier"] = reuse.identifier
        result["file"] = reuse.fileName
        result["fileKind"] = reuse.fileKind.rawValue
        result["isTopLevel"] = reuse.isTopLevel
        if let scene = reuse.sceneID { result["sceneID"] = scene }
        result["path"] = reuse.position.path
        result["line"] = reuse.position.line
        result["column"] = reuse.position.column
        return result
    }
}
