import Foundation
import IBKitDocument
import IBKitLint
import IBKitProject
import IBKitRuleModel
import IBKitSwiftIndex

/// The app as the plan leaves it so far: what a step reads, so that it sees the earlier steps' result (a scene
/// `split` moved, a literal `identifiers` changed) rather than the files on disk.
enum PlannedApp {
    /// Absolute paths of the IB files: those the run found, less the ones renamed away, plus those the plan made
    /// or renamed; sorted.
    static func ibPaths(_ plan: inout MigrationPlan, _ context: MigrationContext) -> [String] {
        // Steps ask again and again, mostly of a plan that has not changed since.
        if let cached = plan.ibPaths, cached.revision == plan.changes.revision { return cached.paths }
        var paths = Set(context.inputs.ibPaths.map(plan.changes.absolutePath))
        for change in plan.changes.changes where ["storyboard", "xib"].contains(Paths.fileExtension(change.path)) {
            paths.insert(change.path)
        }
        let found = paths.filter { plan.changes.content(of: $0) != nil }.sorted()
        plan.ibPaths = (plan.changes.revision, found)
        return found
    }

    /// The IB files as the plan leaves them, parsed (files that do not parse are left out, as lint reports them).
    static func lintFiles(_ plan: inout MigrationPlan, _ context: MigrationContext) -> [LintFile] {
        ibPaths(&plan, context).compactMap { path in plan.document(path).map { LintFile(document: $0, path: path) } }
    }

    /// Absolute paths of the Swift files the run indexed, sorted.
    static func swiftPaths(_ plan: MigrationPlan, _ context: MigrationContext) -> [String] {
        context.swiftPaths.map(plan.changes.absolutePath).sorted()
    }

    /// Absolute paths of the Objective-C sources and headers the run found, sorted.
    static func objectiveCPaths(_ plan: MigrationPlan, _ context: MigrationContext) -> [String] {
        context.inputs.sourcePaths.filter(ObjCLiteral.isObjectiveC).map(plan.changes.absolutePath).sorted()
    }

    /// The index with every source file (Swift or Objective-C) the plan changed indexed again from its planned
    /// text, so references sit where they are in the text a step edits. The run's index when the plan changed none.
    static func index(_ plan: inout MigrationPlan, _ context: MigrationContext) -> SwiftIndex {
        var changed: [String: [UInt8]] = [:]
        for change in plan.changes.changes where Paths.fileExtension(change.path) == "swift" || ObjCLiteral.isObjectiveC(change.path) {
            changed[change.path] = change.after
        }
        guard !changed.isEmpty else { return context.index }
        let files = context.index.files.map { file in
            guard let text = changed[plan.changes.absolutePath(file.path)] else { return file }
            return SwiftIndexer.index(source: String(decoding: text, as: UTF8.self), path: file.path)
        }
        return SwiftIndex(files: files)
    }

    /// The modules of every IB file as the plan leaves it: the run's module map, a renamed file in its old name's
    /// modules, and a file the plan made in the modules of the IB files beside it when they agree (`split` adds
    /// its files to the targets of the file they come from, which is beside them).
    static func modules(_ plan: inout MigrationPlan, _ context: MigrationContext, files: [String]) -> ModuleMap {
        var map = context.inputs.context.modules
        let known = context.inputs.context
        var renamedFrom: [String: String] = [:]
        var created: [String] = []
        for change in plan.changes.changes {
            if let old = change.oldPath { renamedFrom[change.path] = old } else if change.before == nil { created.append(change.path) }
        }
        for (path, old) in renamedFrom {
            for module in known.modules(ofFile: old) { map.add(module, for: path) }
        }
        let createdSet = Set(created)
        // Grouped once: a split of a large app creates hundreds of files, each looking at its folder.
        let filesByFolder = Dictionary(grouping: files.filter { !createdSet.contains($0) }, by: Paths.parent)
        for path in created where ["storyboard", "xib"].contains(Paths.fileExtension(path)) {
            let siblings = filesByFolder[Paths.parent(path)] ?? []
            let moduleSets = Set(siblings.map { known.modules(ofFile: renamedFrom[$0] ?? $0) }.filter { !$0.isEmpty })
            guard moduleSets.count == 1, let modules = moduleSets.first else { continue }
            for module in modules { map.add(module, for: path) }
        }
        return map
    }

    /// Paths under the plan's root named `names` or with one of `extensions` (lowercased, no dot), sorted;
    /// hidden folders, build products, dependencies (`ModuleResolver.skippedFolders`) and asset catalogs are not
    /// searched. The folders come from the run's listings: the discovery read them already.
    /// - Parameter root: the folder to search instead of the plan's root.
    static func files(_ plan: MigrationPlan, _ context: MigrationContext, under root: String? = nil, names: Set<String> = [],
                      extensions: Set<String> = []) -> [String] {
        context.inputs.folders.find(under: root ?? plan.changes.root, names: names, extensions: extensions) { name in
            ModuleResolver.skippedFolders.contains(name) || name == "build" || name.hasSuffix(".xcassets")
        }
    }
}
