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
    /// comments; in a synchronized folder, the new file is named in every membership exception set that names the
    /// existing one. Edits the planned `project.pbxproj`, so calls add up. Returns the outcome for each project that
    /// lists the existing file, by the project's display path, sorted; empty when none does.
    @discardableResult
    public static func addSibling(newPath: String, like existingPath: String, in plan: inout MigrationPlan) throws(MigrationError) -> [(project: String, outcome: Outcome)] {
        try addSiblings([(newPath, existingPath)], in: &plan)[0]
    }

    /// `addSibling` for many files, in order, each project parsed once: the same edits as one call per file.
    /// Returns the outcomes of each file.
    public static func addSiblings(_ files: [(newPath: String, like: String)], in plan: inout MigrationPlan) throws(MigrationError)
        -> [[(project: String, outcome: Outcome)]] {
        let all = files.map { (new: plan.changes.absolutePath($0.newPath), like: plan.changes.absolutePath($0.like)) }
        var outcomes: [[(project: String, outcome: Outcome)]] = Array(repeating: [], count: all.count)
        guard !all.isEmpty else { return outcomes }
        // Runs in which no file is added like one the run adds: each is one parse of each project.
        var runs: [Range<Int>] = []
        var start = 0
        var adding = Set<String>()
        for (k, file) in all.enumerated() {
            if adding.contains(file.like) {
                runs.append(start..<k)
                start = k
                adding = []
            }
            adding.insert(file.new)
        }
        runs.append(start..<all.count)
        for xcodeproj in plan.projectPaths() {
            let path = xcodeproj + "/project.pbxproj"
            for run in runs {
                guard let bytes = try? plan.changes.read(path) else { continue }
                var editor: PBXProjectEditor
                do {
                    editor = PBXProjectEditor(try plan.projectFile(xcodeproj, bytes: bytes))
                } catch {
                    throw MigrationError("\(plan.changes.displayPath(path)) does not parse, so \(Paths.lastComponent(all[run.lowerBound].new)) cannot be added to it: \(error)")
                }
                let additions = try editor.addSiblings(all[run].map { ($0.new, $0.like) })
                do {
                    try plan.changes.edit(path, editor.edits)
                } catch {
                    throw MigrationError("cannot add \(all[run].map { Paths.lastComponent($0.new) }.joined(separator: ", ")) to \(plan.changes.displayPath(path)): \(error)")
                }
                for (k, addition) in zip(run, additions) {
                    let outcome: Outcome
                    switch addition {
                    case .absent: continue
                    case .alreadyListed: outcome = .alreadyListed
                    case .synchronized: outcome = .synchronized
                    case .added: outcome = .added
                    }
                    outcomes[k].append((plan.changes.displayPath(path), outcome))
                }
            }
        }
        return outcomes
    }
}
