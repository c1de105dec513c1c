import IBKitCheck
import IBKitDocument
import IBKitEdit
import IBKitLint
import IBKitProject
import IBKitRuleModel

/// Step 4 of `ibkit migrate`: an object whose `customModule` names the IB file's own target by hand — what
/// `custom-module` reports as `ownModuleSetByHand`, and nothing else — gets `customModuleProvider="target"`
/// after it, as Interface Builder writes "Inherit Module From Target" (it keeps `customModule` beside the flag).
/// At run time nothing changes; renaming the target no longer breaks the file. Classes of other modules are
/// not touched.
public struct ModuleStep: MigrationStep {
    public static let id = MigrationStepID.module

    public init() {}

    public func plan(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) {
        let fixes = try Self.fixes(&plan, context)
        do {
            for fix in fixes { try plan.changes.edit(fix.path, fix.edits) }
        } catch {
            throw MigrationError("the module step could not plan its edits: \(error)")
        }
        for fix in fixes {
            for note in fix.notes { plan.note(.change, Self.id, at: note.place, note.message) }
        }
    }

    /// The edits of one IB file, computed from its bytes as the plan leaves them.
    struct Fix: Sendable {
        var path: String
        var edits: [TextEdit]
        var notes: [(place: String, message: String)]
    }

    /// What the step would change in each IB file as the plan leaves it, by path; nothing is planned. The files
    /// step reads it too: lint's file-name rules count a module set by hand as another module's, and judge the
    /// file the way they will once this step has run.
    static func fixes(_ plan: inout MigrationPlan, _ context: MigrationContext) throws(MigrationError) -> [Fix] {
        // The files as the plan leaves them (a scene split out, a file renamed), in the modules of the files they
        // come from. A file's fix depends on its bytes and its modules only (the Swift side is the run's).
        let paths = PlannedApp.ibPaths(&plan, context)
        let modules = PlannedApp.modules(&plan, context, files: paths)
        let root = context.inputs.context.rootDirectory
        let lookup = CheckContext(files: [], index: context.index, modules: modules, rootDirectory: root)
        var fresh: [LintFile] = []
        var keys: [String: CachedFix] = [:]
        for path in paths {
            guard let bytes = try? plan.changes.read(path) else { continue }
            let key = CachedFix(bytes: bytes, modules: lookup.modules(ofFile: path))
            if let cached = plan.moduleFixes[path], cached.bytes == key.bytes, cached.modules == key.modules { continue }
            keys[path] = key
        }
        if !keys.isEmpty {
            let changed = paths.filter { keys[$0] != nil }
            plan.parse(changed)
            // Only an object with `customModule` written can be fixed: a file without the attribute has no fix,
            // whatever its classes (most files of an app that inherits its module everywhere).
            for path in changed {
                if let document = plan.document(path), document.mayContain(.customModule) { fresh.append(LintFile(document: document, path: path)) }
            }
            let computed = try computeFixes(fresh, modules: modules, &plan, context)
            for (path, key) in keys {
                var entry = key
                entry.fix = computed[path]
                plan.moduleFixes[path] = entry
            }
        }
        return paths.compactMap { plan.moduleFixes[$0]?.fix }
    }

    /// A file's fix (nil: nothing to fix) and what it was computed from.
    struct CachedFix: Sendable {
        var bytes: [UInt8]
        var modules: [String]
        var fix: Fix?
    }

    private static func computeFixes(_ files: [LintFile], modules: ModuleMap, _ plan: inout MigrationPlan, _ context: MigrationContext)
        throws(MigrationError) -> [String: Fix] {
        let checked = CheckContext(files: files, index: context.index, modules: modules, rootDirectory: context.inputs.context.rootDirectory)
        var byFile: [String: Fix] = [:]
        for finding in checked.customModuleFindings() {
            guard case .ownModuleSetByHand(let module) = finding.verdict else { continue }
            let element = finding.use.element, path = finding.use.file.path
            let edit: TextEdit
            do {
                edit = try IBEdits.setAttribute(.customModuleProvider, to: "target", of: element, insertingAfter: .customModule)
            } catch {
                throw MigrationError("\(plan.changes.displayPath(path)): \(error)")
            }
            let location = element.location
            var fix = byFile[path] ?? Fix(path: path, edits: [], notes: [])
            fix.edits.append(edit)
            fix.notes.append(("\(plan.changes.displayPath(path)):\(location.line):\(location.column)",
                              "\(finding.className): customModule=\"\(module)\" set by hand → customModuleProvider=\"target\" (\(module) is the file's own target)"))
            byFile[path] = fix
        }
        return byFile
    }
}
