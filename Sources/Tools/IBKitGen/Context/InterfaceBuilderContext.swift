import IBKitDocument
import IBKitPlumbing

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
        var builder = Builder<PlainForm>(catalog)
        return builder.context(extra: extra)
    }

    /// The same context with its dictionaries made into the objects templates read (`TemplateObject`) as they are
    /// built, rather than by a second pass over the whole tree.
    static func makeForTemplates(_ catalog: GenCatalog, extra: [String: Any] = [:]) -> [String: Any] {
        var builder = Builder<TemplateForm>(catalog)
        return builder.context(extra: extra.mapValues(TemplateObject.wrap))
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

    /// SwiftGen's `module` for a custom type whose module is "Inherit Module From Target".
    static let placeholderModule = "<placeholder>"

    /// - Parameter capacity: room for the keys the caller adds (a dictionary that grows rehashes every key).
    static func swiftType(_ type: GenType, capacity: Int = 3) -> [String: Any] {
        var result = [String: Any](minimumCapacity: capacity)
        result["type"] = type.name
        result["module"] = type.module ?? ""
        result["moduleIsPlaceholder"] = type.moduleIsPlaceholder
        return result
    }

    /// A type the way scenes show it: Swift type plus `customClass`/`customModule` or `baseType`, and `tag`.
    static func object(_ type: GenType, capacity: Int = 6) -> [String: Any] {
        var result = swiftType(type, capacity: capacity)
        if let customClass = type.customClass {
            result["customClass"] = customClass
            result["customModule"] = type.customModule ?? ""
        } else {
            result["baseType"] = type.elementTag.uppercasedFirstLetter
        }
        result["tag"] = type.elementTag
        return result
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
}

/// A custom view controller class of `customSceneTypes` and the identified segues of its scenes.
private struct CustomSceneType {
    var type: GenType
    var segues: [(segue: GenSegue, storyboard: GenStoryboard)] = []
}

/// What the context's nested dictionaries become: themselves (`make`, for dumps and callers), or the objects
/// templates read (`makeForTemplates`).
protocol ContextForm {
    associatedtype Object
    static func object(_ dictionary: [String: Any]) -> Object
}

enum PlainForm: ContextForm {
    static func object(_ dictionary: [String: Any]) -> [String: Any] { dictionary }
}

enum TemplateForm: ContextForm {
    /// Its values are already in this form; an empty dictionary stays one (false in an `if`).
    static func object(_ dictionary: [String: Any]) -> Any {
        dictionary.isEmpty ? dictionary : TemplateObject(prewrapped: dictionary)
    }
}

/// Builds one context. Scenes and segues are made once each and shared, by the element's position: a scene
/// appears as itself, in `allScenes`, as the destination and source of segues and as the initial scene; a segue in
/// its storyboard and in `customSceneTypes`.
private struct Builder<Form: ContextForm> {
    typealias Object = Form.Object
    let catalog: GenCatalog
    private var scenes: [SourcePosition: Object] = [:]
    private var segues: [SourcePosition: Object] = [:]

    init(_ catalog: GenCatalog) {
        self.catalog = catalog
    }

    mutating func context(extra: [String: Any]) -> [String: Any] {
        let storyboards = catalog.storyboards
        // Each storyboard's cells, in the catalog's order: grouped once rather than filtered per storyboard.
        var cellsByPath: [String: [GenReuseIdentifier]] = [:]
        for cell in catalog.reuseIdentifiers where cell.fileKind == .storyboard {
            cellsByPath[cell.position.path, default: []].append(cell)
        }
        var storyboardObjects: [Object] = []
        storyboardObjects.reserveCapacity(storyboards.count)
        for storyboard in storyboards {
            storyboardObjects.append(self.storyboard(storyboard, cells: cellsByPath[storyboard.path] ?? []))
        }
        var context: [String: Any] = [
            "modules": InterfaceBuilderContext.modules(of: storyboards),
            "platform": InterfaceBuilderContext.platformName(of: storyboards),
            "storyboards": storyboardObjects,
            "customSceneTypes": customSceneTypes(),
            // IBKit additions.
            "xibs": catalog.xibs.map(xib),
            "reuseIdentifiers": catalog.reuseIdentifiers.map(reuseIdentifier),
        ]
        for (key, value) in extra where context[key] == nil { context[key] = value }
        return context
    }

    // MARK: SwiftGen keys

    /// - Parameter cells: the storyboard's reuse identifiers.
    mutating func storyboard(_ storyboard: GenStoryboard, cells: [GenReuseIdentifier]) -> Object {
        var identifiedScenes: [Object] = []
        for scene in InterfaceBuilderContext.uniqueScenes(storyboard.identifiedScenes) { identifiedScenes.append(self.scene(scene)) }
        var identifiedSegues: [Object] = []
        for segue in InterfaceBuilderContext.uniqueSegues(storyboard.identifiedSegues) {
            identifiedSegues.append(self.segue(segue, in: storyboard))
        }
        var allScenes: [Object] = []
        for scene in storyboard.scenes { allScenes.append(self.scene(scene)) }
        var result: [String: Any] = [
            "name": storyboard.name,
            "platform": storyboard.platform.contextName,
            "scenes": identifiedScenes,
            "segues": identifiedSegues,
            // IBKit additions.
            "path": storyboard.path,
            "isLaunchScreen": storyboard.isLaunchScreen,
            "allScenes": allScenes,
            "references": storyboard.references.map(reference),
            "reuseIdentifiers": cells.map(reuseIdentifier),
        ]
        if let initial = storyboard.initialScene { result["initialScene"] = scene(initial) }
        if let reference = storyboard.initialReference { result["initialReference"] = self.reference(reference) }
        return Form.object(result)
    }

    /// SwiftGen's scene dictionary: the Swift type, and either `customClass`/`customModule` or `baseType`.
    mutating func scene(_ scene: GenScene) -> Object {
        if let made = scenes[scene.position] { return made }
        var result = InterfaceBuilderContext.object(scene.type, capacity: 13)
        result["identifier"] = scene.identifier ?? ""
        // IBKit additions.
        result["id"] = scene.id
        result["isInitial"] = scene.isInitial
        result["path"] = scene.position.path
        result["line"] = scene.position.line
        result["column"] = scene.position.column
        let made = Form.object(result)
        scenes[scene.position] = made
        return made
    }

    mutating func segue(_ segue: GenSegue, in storyboard: GenStoryboard) -> Object {
        if let made = segues[segue.position] { return made }
        var result = InterfaceBuilderContext.swiftType(segue.type, capacity: 16)
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
        let made = Form.object(result)
        segues[segue.position] = made
        return made
    }

    /// SwiftGen's `customSceneTypes`: one entry per custom view controller class (by module and name), with the
    /// identified segues that start in its scenes, sorted by identifier.
    mutating func customSceneTypes() -> [Object] {
        var entries: [String: CustomSceneType] = [:]
        for storyboard in catalog.storyboards {
            for scene in storyboard.scenes where scene.type.isCustom {
                let module = scene.type.moduleIsPlaceholder ? InterfaceBuilderContext.placeholderModule : scene.type.module ?? ""
                let key = "\(module).\(scene.type.name)"
                var entry = entries[key] ?? CustomSceneType(type: scene.type)
                for segue in storyboard.segues(from: scene) where segue.identifier != nil {
                    entry.segues.append((segue, storyboard))
                }
                entries[key] = entry
            }
        }
        var out: [Object] = []
        for (_, entry) in entries.sorted(by: { $0.key < $1.key }) {
            var result = InterfaceBuilderContext.swiftType(entry.type, capacity: 4)
            if entry.type.moduleIsPlaceholder { result["module"] = InterfaceBuilderContext.placeholderModule }
            var seen = Set<InterfaceBuilderContext.SegueKey>()
            let segues = entry.segues
                .sorted { ($0.segue.identifier ?? "", $0.segue.position) < ($1.segue.identifier ?? "", $1.segue.position) }
                .filter { seen.insert(InterfaceBuilderContext.SegueKey($0.segue)).inserted }
            var segueObjects: [Object] = []
            for item in segues { segueObjects.append(segue(item.segue, in: item.storyboard)) }
            result["segues"] = segueObjects
            out.append(Form.object(result))
        }
        return out
    }

    // MARK: IBKit additions

    func reference(_ reference: GenStoryboardReference) -> Object {
        var result: [String: Any] = [
            "id": reference.id,
            "path": reference.position.path, "line": reference.position.line, "column": reference.position.column,
        ]
        if let name = reference.storyboardName { result["storyboardName"] = name }
        if let identifier = reference.referencedIdentifier { result["referencedIdentifier"] = identifier }
        if let bundle = reference.bundleIdentifier { result["bundleIdentifier"] = bundle }
        return Form.object(result)
    }

    func xib(_ xib: GenXib) -> Object {
        func item(_ object: GenObject) -> Object {
            var result = InterfaceBuilderContext.object(object.type, capacity: 12)
            result["id"] = object.id
            if let reuse = object.reuseIdentifier { result["reuseIdentifier"] = reuse }
            if let label = object.userLabel { result["userLabel"] = label }
            result["path"] = object.position.path
            result["line"] = object.position.line
            result["column"] = object.position.column
            return Form.object(result)
        }
        var result: [String: Any] = [
            "name": xib.name,
            "path": xib.path,
            "platform": xib.platform.contextName,
            "rootViews": xib.rootViews.map(item),
            "rootObjects": xib.rootObjects.map(item),
            "reuseIdentifiers": xib.reuseIdentifiers,
        ]
        if let owner = xib.filesOwner { result["filesOwner"] = Form.object(InterfaceBuilderContext.object(owner)) }
        return Form.object(result)
    }

    func reuseIdentifier(_ reuse: GenReuseIdentifier) -> Object {
        var result = InterfaceBuilderContext.object(reuse.cellType, capacity: 14)
        result["identifier"] = reuse.identifier
        result["file"] = reuse.fileName
        result["fileKind"] = reuse.fileKind.rawValue
        result["isTopLevel"] = reuse.isTopLevel
        if let scene = reuse.sceneID { result["sceneID"] = scene }
        result["path"] = reuse.position.path
        result["line"] = reuse.position.line
        result["column"] = reuse.position.column
        return Form.object(result)
    }
}
