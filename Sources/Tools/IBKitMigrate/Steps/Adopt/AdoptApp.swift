import IBKitDocument
import IBKitProject
import IBKitSwiftIndex
import SwiftSyntax

/// The app as the earlier steps leave it, asked what a loading call loads before and after the rewrite.
struct AdoptApp {
    struct Scene: Equatable {
        let path: String
        let id: String
        let className: String?

        /// The same scene in any localization of the storyboard.
        static func == (a: Scene, b: Scene) -> Bool {
            (Paths.stripLocalization(a.path), a.id, a.className) == (Paths.stripLocalization(b.path), b.id, b.className)
        }
    }

    let index: SwiftIndex
    private let storyboards: [String: [(path: String, document: IBDocument)]]
    private let xibs: [String: [(path: String, document: IBDocument)]]
    private let modules: ModuleMap
    private let context: MigrationContext
    private let swiftPaths: Set<String>
    private let absolute: @Sendable (String) -> String
    private let display: @Sendable (String) -> String

    init(_ plan: inout MigrationPlan, _ context: MigrationContext) {
        self.context = context
        swiftPaths = Set(PlannedApp.swiftPaths(plan, context))
        let paths = plan.changes.paths
        absolute = { paths.absolutePath($0) }
        display = { paths.displayPath($0) }
        index = PlannedApp.index(&plan, context)
        let files = PlannedApp.lintFiles(&plan, context)
        var storyboards: [String: [(String, IBDocument)]] = [:], xibs: [String: [(String, IBDocument)]] = [:]
        for file in files {
            let name = Paths.baseName(file.path)
            if file.kind == .storyboard { storyboards[name, default: []].append((file.path, file.document)) }
            else { xibs[name, default: []].append((file.path, file.document)) }
        }
        self.storyboards = storyboards
        self.xibs = xibs
        modules = PlannedApp.modules(&plan, context, files: files.map(\.path))
    }

    /// The absolute path of the Swift file declaring the class, when the app declares it once, as a plain class.
    func declarationPath(_ className: String) -> String? {
        guard let declaration = index.declaration(of: className), !declaration.isGeneric, !declaration.isExtension,
              declaration.qualifiedName == className else { return nil }
        let path = absolute(declaration.position.path)
        return swiftPaths.contains(path) ? path : nil
    }

    func verdict(_ site: AdoptSite, sources: inout AdoptSources, plan: inout MigrationPlan) -> AdoptVerdict {
        let type = site.typeName
        switch site.kind {
        case let .instance(storyboard, identifier):
            guard index.isSubtype(type, of: "UIViewController") else { return .skip }
            if let reason = cannotConform(type, to: "Storyboardable", members: ["storyboardName", "sceneIdentifier", "storyboardBundle", "instance"], &sources, &plan) {
                return .leave(reason)
            }
            guard let after = sceneOfInstance(type) else {
                return .leave("no storyboard named \(type).storyboard has \(type)'s scene as its initial view controller or under the identifier '\(type)', which is where \(type).instance() looks")
            }
            let before = scene(in: storyboard, identifier: identifier)
            if let before, before != after {
                return .leave("\(type).instance() would load \(place(after)), not \(place(before)), which this call loads")
            }
            if let reason = otherBundle(type, after.path) { return .leave(reason) }
            guard before == nil else { return .rewrite(remark: nil) }
            let what = identifier.map { "no scene has the identifier '\($0)' in \(storyboard).storyboard" } ?? "\(storyboard).storyboard has no initial view controller"
            return .rewrite(remark: "the call crashed: \(what); instance() loads \(place(after))")
        case let .dequeue(role, identifier):
            guard identifier == type, index.isSubtype(type, of: role == .collection ? "UICollectionViewCell" : "UITableViewCell"),
                  !index.conforms(type, to: "CustomReuseIdentifier") else { return .skip }
            return .rewrite(remark: nil)
        case let .registerNib(role, identifier):
            let base = switch role {
            case .table: "UITableViewCell"
            case .collection: "UICollectionViewCell"
            case .tableHeaderFooter: "UITableViewHeaderFooterView"
            }
            guard identifier == type, index.isSubtype(type, of: base), !index.conforms(type, to: "CustomReuseIdentifier") else { return .skip }
            if let reason = cannotConform(type, to: "Nibable", members: ["nibName", "nibBundle"], &sources, &plan) { return .leave(reason) }
            let files = xibs[type] ?? []
            guard !files.isEmpty else { return .skip }
            for file in files {
                let cells = file.document.topLevelObjects.filter { $0.customClass == type }
                guard !cells.isEmpty else { return .leave("\(display(file.path)) has no top-level \(type) for register(\(type).self) to load") }
                if let other = cells.compactMap(\.reuseIdentifier).first(where: { !$0.isEmpty && $0 != type }) {
                    return .leave("\(display(file.path)) gives \(type) the reuse identifier '\(other)', and register(\(type).self) registers it as '\(type)'")
                }
                if let reason = otherBundle(type, file.path) { return .leave(reason) }
            }
            return .rewrite(remark: nil)
        }
    }

    /// Why the class cannot gain the conformance (or use the protocol's defaults); nil when it can or already has it.
    private func cannotConform(_ type: String, to protocolName: String, members: [String], _ sources: inout AdoptSources,
                               _ plan: inout MigrationPlan) -> String? {
        let declared = Set(index.visibleMembers(of: type).filter { !$0.ownerIsProtocol }.map(\.member.name))
        if let member = members.first(where: declared.contains) {
            return "\(type) declares its own `\(member)`, so the typed call would not load what this one does"
        }
        if index.conforms(type, to: protocolName) { return nil }
        guard let path = declarationPath(type), let tree = sources.tree(path, &plan),
              AdoptDeclarations.conformance(protocolName, of: type, in: tree) != nil else {
            return "\(type) is not declared as a plain class in this app's Swift, so it cannot be made \(protocolName) here"
        }
        return nil
    }

    /// Where `T.instance()` finds T: the scene identified as T in T.storyboard, else its initial view controller.
    func sceneOfInstance(_ type: String) -> Scene? {
        guard let scene = scene(in: type, identifier: type) ?? scene(in: type, identifier: nil), scene.className == type else { return nil }
        return scene
    }

    /// The scene a storyboard load reaches: by identifier, or the initial view controller; nil when none (the call
    /// crashes). Every localization of the storyboard must agree.
    func scene(in storyboard: String, identifier: String?) -> Scene? {
        let found = (storyboards[storyboard] ?? []).map { file -> Scene? in
            let controller = identifier.map { id in file.document.viewControllers.first { $0.storyboardIdentifier == id } }
                ?? file.document.initialViewController
            return controller.flatMap { c in c.id.map { Scene(path: file.path, id: $0, className: c.customClass) } }
        }
        guard let first = found.first, found.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// IBKit loads from the class's bundle (`Bundle(for:)`), the old call from the app's: they differ when the file
    /// is in another module than the class.
    private func otherBundle(_ type: String, _ ibPath: String) -> String? {
        guard let swift = declarationPath(type) else { return nil }
        let classModules = Set(context.inputs.context.modules(ofFile: swift)), fileModules = Set(modules.modules(of: ibPath))
        guard !classModules.isEmpty, !fileModules.isEmpty, classModules.isDisjoint(with: fileModules) else { return nil }
        return "\(display(ibPath)) is in \(fileModules.sorted().joined(separator: ", ")), \(type) in \(classModules.sorted().joined(separator: ", ")): IBKit would look in \(type)'s bundle"
    }

    private func place(_ scene: Scene) -> String { "\(display(scene.path)) (object \(scene.id))" }
}
