import IBKitProject

/// The Xcode projects' side of files a migration makes: a step that writes a new IB file beside an existing one
/// (`split` writes `DetailViewController.storyboard` beside `Main.storyboard`) adds it to the project the way the
/// existing file is in it, so the new file is built into the same targets.
public enum ProjectFiles {
    /// What happened in one project.
    public enum Outcome: String, Sendable, Equatable {
        /// A file reference and build files were planned.
        case added
        /// The project lists the new file already (planning twice adds it once).
        case alreadyListed
        /// The existing file is in a synchronized folder: Xcode lists the new one from disk, nothing to write.
        case synchronized
    }

    /// Adds `newPath` to every Xcode project under the plan's root that lists `existingPath` (both paths relative to
    /// the plan's root, or absolute): a `PBXFileReference` copied from the existing one in the same group (for a
    /// localized file, in the variant group named after the new file, made beside the existing one's), and a
    /// `PBXBuildFile` in each build phase that builds the existing file (its Resources phases), with Xcode's
    /// comments. Edits the planned `project.pbxproj`, so calls add up. Returns the outcome for each project that
    /// lists the existing file, by the project's display path, sorted; empty when none does.
    @discardableResult
    public static func addSibling(newPath: String, like existingPath: String, in plan: inout MigrationPlan) throws(MigrationError) -> [(project: String, outcome: Outcome)] {
        let new = plan.changes.absolutePath(newPath)
        let existing = plan.changes.absolutePath(existingPath)
        var outcomes: [(String, Outcome)] = []
        for xcodeproj in plan.projectPaths() {
            let path = xcodeproj + "/project.pbxproj"
            guard let bytes = try? plan.changes.read(path) else { continue }
            var editor: PBXProjectEditor
            do {
                editor = PBXProjectEditor(try plan.projectFile(xcodeproj, bytes: bytes))
            } catch {
                throw MigrationError("\(plan.changes.displayPath(path)) does not parse, so \(Paths.lastComponent(new)) cannot be added to it: \(error)")
            }
            let outcome: Outcome
            switch try editor.addSibling(new, like: existing) {
            case .absent: continue
            case .alreadyListed: outcome = .alreadyListed
            case .synchronized: outcome = .synchronized
            case .added: outcome = .added
            }
            do {
                try plan.changes.edit(path, editor.edits)
            } catch {
                throw MigrationError("cannot add \(Paths.lastComponent(new)) to \(plan.changes.displayPath(path)): \(error)")
            }
            outcomes.append((plan.changes.displayPath(path), outcome))
        }
        return outcomes
    }
}
