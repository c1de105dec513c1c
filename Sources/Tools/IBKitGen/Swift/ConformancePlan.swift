import IBKitDiagnostics
import IBKitDocument
import IBKitNaming
import IBKitPlumbing
import IBKitSwiftIndex

/// A conformance (or members of one) that makes a runtime convention true for a class of the module, as the
/// generated code declares it: `extension FugaViewController: IBKit.Storyboardable { static var storyboardName … }`.
public struct GenConformance: Sendable, Codable, Hashable {
    public enum ProtocolName: String, Sendable, Codable, CaseIterable {
        /// `T.instance()` loads the class's scene.
        case storyboardable = "Storyboardable"
        /// The class is the root view of its xib: `register(T.self)`, `T.instanceFromNib()`.
        case nibable = "Nibable"
        /// The class is its xib's File's Owner: `installNibContent()`.
        case nibOwnerLoadable = "NibOwner"
        /// The class's reuse identifier is not its name.
        case customReuseIdentifier = "CustomReuseIdentifier"

        /// The section of the generated file with the typed references that load what the conformance would.
        var typedReferences: String {
            switch self {
            case .storyboardable: "Storyboards"
            case .nibable, .nibOwnerLoadable: "Nibs"
            case .customReuseIdentifier: "ReuseIdentifiers"
            }
        }

        /// The protocols (IBKit's and refinements) whose conformance already gives what this one would.
        var satisfiedBy: [String] {
            switch self {
            case .storyboardable: ["Storyboardable"]
            case .nibable: ["Nibable", "NibOwner", "NibOwnerLoadable", "NibInstantiableViewController"]
            // NibOwnerLoadable: IBKit's former name, and Reusable's protocol of the same role.
            case .nibOwnerLoadable: ["NibOwner", "NibOwnerLoadable"]
            case .customReuseIdentifier: ["CustomReuseIdentifier"]
            }
        }
    }

    /// A static requirement with the value the IB files give it.
    public struct Member: Sendable, Codable, Hashable {
        /// `storyboardName`, `sceneIdentifier`, `nibName` or `reuseIdentifier`.
        public var name: String
        public var value: String
    }

    /// The Swift name to extend (`Outer.Inner` for a nested class IB knows as `Inner`).
    public var typeName: String
    /// The class name as IB writes it (`customClass`).
    public var className: String
    public var protocolName: ProtocolName
    /// False when the sources already declare the conformance and only members are generated.
    public var declaresConformance: Bool
    public var members: [Member]
    /// The IB file the values come from, and the element.
    public var fileName: String
    public var position: SourcePosition
}

/// Decides the conformances of `ibkit gen`'s built-in template, and reports what it cannot decide.
///
/// Conformances are generated only for classes of the module being generated (`customModuleProvider="target"`,
/// no module, or `--module`'s) whose Swift declaration was indexed; never for system classes or classes of other
/// modules, never for what the sources already declare (a conformance, through a superclass too, or a member).
struct ConformancePlanner {
    let catalog: GenCatalog
    let sources: SourceKnowledge
    let module: String?

    private(set) var conformances: [GenConformance] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(catalog: GenCatalog, sources: SourceKnowledge, module: String?) {
        self.catalog = catalog
        self.sources = sources
        self.module = module
    }

    /// One place a class appears in: a scene, a xib root, a File's Owner, a cell.
    private struct Use {
        var fileName: String
        var fileExtension: String
        var position: SourcePosition
        var objectID: String?
        /// The storyboard identifier or reuse identifier, when there is one.
        var identifier: String?
        var isInitial = false

        var location: String { "\(fileName).\(fileExtension):\(position.line)" }
    }

    mutating func plan() -> (conformances: [GenConformance], diagnostics: [Diagnostic]) {
        guard sources.hasSources else { return ([], []) }
        planStoryboardable()
        planNibs()
        planReuseIdentifiers()
        return (conformances.sorted { ($0.typeName, $0.protocolName.rawValue) < ($1.typeName, $1.protocolName.rawValue) },
                diagnostics)
    }

    /// The Swift declaration of a class the generated code may extend, or nil.
    func ownDeclaration(_ type: GenType) -> ClassDeclaration? {
        guard type.isCustom, GenerationScope.isOwn(type, module: module),
              let declaration = sources.declaration(of: type.name), !declaration.isGeneric else { return nil }
        // Never extend a class another module declares (the projects say where each file is compiled).
        if let module, case let declaredIn = sources.modules(of: declaration), !declaredIn.isEmpty, !declaredIn.contains(module) {
            return nil
        }
        return declaration
    }

    // MARK: Storyboardable

    private mutating func planStoryboardable() {
        var uses: [String: [Use]] = [:]
        var declarations: [String: ClassDeclaration] = [:]
        for storyboard in catalog.storyboards where GenerationScope.isGenerated(storyboard) {
            for scene in storyboard.scenes {
                guard let declaration = ownDeclaration(scene.type) else { continue }
                declarations[scene.type.name] = declaration
                uses[scene.type.name, default: []].append(Use(
                    fileName: storyboard.name, fileExtension: "storyboard", position: scene.position, objectID: scene.id,
                    identifier: scene.identifier, isInitial: scene.isInitial))
            }
        }
        for (className, all) in uses.sorted(by: { $0.key < $1.key }) {
            // A scene neither initial nor identified cannot be loaded from code (lint's storyboard-instantiable).
            let loadable = all.filter { $0.isInitial || $0.identifier != nil }
            guard let first = loadable.first else { continue }
            let natural = loadable.first { $0.fileName == className && ($0.isInitial || $0.identifier == className) }
            let files = Set(loadable.map(\.fileName))
            let chosen = natural ?? (loadable.count == 1 ? first : nil)
            guard let use = chosen else {
                if !sources.declaresStaticMember("storyboardName", in: className) {
                    let where_ = files.count > 1 ? "\(files.count) storyboards" : "\(first.fileName).storyboard"
                    diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                        "\(className) has \(loadable.count) scenes in \(where_) (\(loadable.map(\.location).joined(separator: ", "))); "
                            + "Storyboardable can load only one, so no conformance is generated. Keep one scene, declare "
                            + "storyboardName (and sceneIdentifier) in \(className), or use the typed references in Storyboards.",
                        at: first.position, objectID: first.objectID))
                }
                continue
            }
            var members: [GenConformance.Member] = []
            if use.fileName != className { members.append(.init(name: "storyboardName", value: use.fileName)) }
            if !use.isInitial, let identifier = use.identifier, identifier != className {
                members.append(.init(name: "sceneIdentifier", value: identifier))
            }
            add(.storyboardable, className: className, declaration: declarations[className]!, members: members, use: use)
        }
    }

    // MARK: Nibable, NibOwnerLoadable

    private mutating func planNibs() {
        var roots: [String: [Use]] = [:]
        var owners: [String: [Use]] = [:]
        var declarations: [String: ClassDeclaration] = [:]
        for xib in catalog.xibs where GenerationScope.isGenerated(xib) {
            // One use per xib and class: several root views of one class in a xib name the same nib.
            var seen = Set<String>()
            for root in xib.rootViews {
                guard let declaration = ownDeclaration(root.type), seen.insert(root.type.name).inserted else { continue }
                declarations[root.type.name] = declaration
                roots[root.type.name, default: []].append(Use(fileName: xib.name, fileExtension: "xib", position: root.position,
                                                              objectID: root.id))
            }
            if let owner = xib.filesOwner, !xib.rootViews.isEmpty, let declaration = ownDeclaration(owner),
               sources.isView(owner.name) {
                declarations[owner.name] = declaration
                owners[owner.name, default: []].append(Use(fileName: xib.name, fileExtension: "xib",
                                                           position: xib.rootViews[0].position, objectID: nil))
            }
        }
        for (className, uses) in roots.sorted(by: { $0.key < $1.key }) {
            if let owned = owners[className] {
                // Nibable's nibName would serve both loadFromNib() and loadNibContent(): the class must pick one.
                diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                    "\(className) is the root view of \(uses.map(\.location).joined(separator: ", ")) and File's Owner of "
                        + "\(owned.map(\.location).joined(separator: ", ")); one nibName cannot name both, so neither Nibable "
                        + "nor NibOwnerLoadable is generated.",
                    at: uses[0].position, objectID: uses[0].objectID))
                owners[className] = nil
                continue
            }
            planNib(.nibable, className: className, uses: uses, declaration: declarations[className]!, role: "the root view")
        }
        for (className, uses) in owners.sorted(by: { $0.key < $1.key }) {
            planNib(.nibOwnerLoadable, className: className, uses: uses, declaration: declarations[className]!, role: "File's Owner")
        }
    }

    private mutating func planNib(_ protocolName: GenConformance.ProtocolName, className: String, uses: [Use],
                                  declaration: ClassDeclaration, role: String) {
        guard let use = uses.first(where: { $0.fileName == className }) ?? (uses.count == 1 ? uses[0] : nil) else {
            if !sources.declaresStaticMember("nibName", in: className) {
                diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                    "\(className) is \(role) of several xibs (\(uses.map(\.location).joined(separator: ", "))) and none is "
                        + "named \(className).xib; \(protocolName.rawValue) can load only one, so none is generated. Rename one "
                        + "to \(className).xib or declare nibName in \(className).",
                    at: uses[0].position, objectID: uses[0].objectID))
            }
            return
        }
        let members: [GenConformance.Member] = use.fileName == className ? [] : [.init(name: "nibName", value: use.fileName)]
        add(protocolName, className: className, declaration: declaration, members: members, use: use)
    }

    // MARK: CustomReuseIdentifier

    private mutating func planReuseIdentifiers() {
        var uses: [String: [Use]] = [:]
        var declarations: [String: ClassDeclaration] = [:]
        let platforms = GenerationScope.platforms(of: catalog)
        for cell in catalog.reuseIdentifiers where GenerationScope.isGenerated(cell, platforms: platforms) {
            guard let declaration = ownDeclaration(cell.cellType) else { continue }
            declarations[cell.cellType.name] = declaration
            uses[cell.cellType.name, default: []].append(Use(
                fileName: cell.fileName, fileExtension: cell.fileKind == .xib ? "xib" : "storyboard",
                position: cell.position, objectID: nil, identifier: cell.identifier))
        }
        for (className, all) in uses.sorted(by: { $0.key < $1.key }) {
            let identifiers = Set(all.compactMap(\.identifier))
            if identifiers.contains(className) { continue } // the convention already holds where it is used
            guard identifiers.count == 1, let identifier = identifiers.first else {
                if !sources.declaresStaticMember("reuseIdentifier", in: className),
                   !sources.conforms(className, toAnyOf: GenConformance.ProtocolName.customReuseIdentifier.satisfiedBy) {
                    let listed = all.map { "\"\($0.identifier ?? "")\" (\($0.location))" }.joined(separator: ", ")
                    diagnostics.append(GenDiagnostics.make(GenDiagnostics.conflict,
                        "\(className) has reuse identifiers \(listed); CustomReuseIdentifier names one, so none is "
                            + "generated. Use \(className) everywhere (the convention) or dequeue with ReuseIdentifiers.",
                        at: all[0].position))
                }
                continue
            }
            // A class that already names its identifier is left alone, even if it names another one: that is
            // `ibkit check`'s finding, not something to paper over.
            guard !sources.conforms(className, toAnyOf: GenConformance.ProtocolName.customReuseIdentifier.satisfiedBy) else { continue }
            add(.customReuseIdentifier, className: className, declaration: declarations[className]!,
                members: [.init(name: "reuseIdentifier", value: identifier)], use: all[0])
        }
    }

    // MARK: Adding

    private mutating func add(_ protocolName: GenConformance.ProtocolName, className: String, declaration: ClassDeclaration,
                              members: [GenConformance.Member], use: Use) {
        let satisfiedBy = protocolName.satisfiedBy
        let conforms = sources.conforms(className, toAnyOf: satisfiedBy)
        // Inherited conformances bind static requirements at the superclass: members here would not be used.
        if conforms && sources.inheritsConformance(className, toAnyOf: satisfiedBy) { return }
        let missing = members.filter { !sources.declaresStaticMember($0.name, in: className) }
        // A class that declares one of the members has taken over the names: generate none of them.
        let newMembers = missing.count == members.count ? members : []
        if conforms && newMembers.isEmpty { return }
        let collisions = sources.collisions(of: protocolName, members: newMembers.map(\.name), declaresConformance: !conforms,
                                            className: className)
        guard collisions.isEmpty else {
            let shown = collisions.prefix(3).map(\.description).joined(separator: "; ")
            let more = collisions.count > 3 ? "; and \(collisions.count - 3) more" : ""
            let what = conforms
                ? "\(newMembers.map(\.name).joined(separator: " and ")) of \(className) \(newMembers.count == 1 ? "is" : "are") not generated"
                : "\(className) is not made \(protocolName.rawValue)"
            diagnostics.append(GenDiagnostics.make(GenDiagnostics.memberCollision,
                "\(what): \(shown)\(more). Rename one of them, or use the typed reference in \(protocolName.typedReferences) instead.",
                at: use.position, objectID: use.objectID))
            return
        }
        conformances.append(GenConformance(
            typeName: declaration.qualifiedName, className: className, protocolName: protocolName,
            declaresConformance: !conforms, members: newMembers, fileName: use.fileName, position: use.position))
    }
}

/// Which IB files and classes the built-in template covers.
enum GenerationScope {
    /// UIKit platforms only: the generated file is UIKit code.
    static func isUIKit(_ platform: IBPlatform) -> Bool { platform == .iOS || platform == .tvOS || platform == .unknown }

    static func isGenerated(_ storyboard: GenStoryboard) -> Bool {
        isUIKit(storyboard.platform) && !storyboard.isLaunchScreen
    }

    static func isGenerated(_ xib: GenXib) -> Bool { isUIKit(xib.platform) }

    static func isGenerated(_ cell: GenReuseIdentifier, platforms: [String: IBPlatform]) -> Bool {
        isGenerated(path: cell.position.path, platforms: platforms)
    }

    /// Whether the cells of the file at `path` are generated.
    static func isGenerated(path: String, platforms: [String: IBPlatform]) -> Bool {
        platforms[path].map(isUIKit) ?? false
    }

    /// Each file's platform by path, looked up once per cell and unknown class rather than searched.
    static func platforms(of catalog: GenCatalog) -> [String: IBPlatform] {
        var platforms: [String: IBPlatform] = [:]
        platforms.reserveCapacity(catalog.storyboards.count + catalog.xibs.count)
        // By index: the files are read in place, not copied.
        let storyboards = catalog.storyboards
        for k in storyboards.indices { platforms[storyboards[k].path] = storyboards[k].platform }
        let xibs = catalog.xibs
        for k in xibs.indices { platforms[xibs[k].path] = xibs[k].platform }
        return platforms
    }

    /// Whether two files of one name are localizations of one file (`en.lproj/Main.storyboard`,
    /// `ja.lproj/Main.storyboard`): both in `.lproj` folders of one folder.
    static func isLocalization(_ a: String, of b: String) -> Bool {
        func folder(_ path: String) -> (parent: Substring, isLocalized: Bool) {
            // ASCII paths by bytes (a corpus compares hundreds); others by Characters.
            var path = path
            let slashes = path.withUTF8 { bytes -> (file: Int, folder: Int)? in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                let file = bytes.lastIndex(of: 0x2F) ?? -1
                return (file, file > 0 ? bytes[..<file].lastIndex(of: 0x2F) ?? -1 : -1)
            }
            guard let slashes else {
                let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                return (parts.dropLast().joined(separator: "/")[...], parts.last?.hasSuffix(".lproj") ?? false)
            }
            guard slashes.file >= 0 else { return ("", false) }
            let utf8 = path.utf8
            let fileSlash = utf8.index(utf8.startIndex, offsetBy: slashes.file)
            let nameStart = utf8.index(utf8.startIndex, offsetBy: slashes.folder + 1)
            let parent = slashes.folder >= 0 ? path[..<utf8.index(utf8.startIndex, offsetBy: slashes.folder)] : ""
            return (parent, path[nameStart ..< fileSlash].hasSuffix(".lproj"))
        }
        let (x, y) = (folder(a), folder(b))
        return x.isLocalized && y.isLocalized && x.parent == y.parent
    }

    /// A class compiled into the module being generated: IB's "Inherit Module From Target", no module, or the
    /// module given with `--module`.
    static func isOwn(_ type: GenType, module: String?) -> Bool {
        guard let customModule = type.customModule, !type.moduleIsPlaceholder else { return true }
        return customModule == module
    }
}
