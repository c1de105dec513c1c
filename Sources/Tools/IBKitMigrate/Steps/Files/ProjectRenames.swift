import IBKitEdit
import IBKitProject

/// The Xcode projects under the migration's root, and what the files step's renames change in them. Each rename
/// is tried on a copy of every project's edits first: one that cannot be written (a reference whose path does
/// not end with the file's name) stops that rename alone.
struct ProjectRenames {
    private struct Project {
        var path: String
        var editor: PBXProjectEditor
    }

    private var projects: [Project] = []
    /// Projects that do not parse: a rename cannot know whether they list the file.
    private var unreadable: [(path: String, problem: String)] = []
    private(set) var notes: [(place: String, message: String)] = []
    private let display: (String) -> String

    init(plan: inout MigrationPlan) throws(MigrationError) {
        let paths = plan.changes.paths
        display = { paths.displayPath($0) }
        for xcodeproj in plan.projectPaths() {
            let path = xcodeproj + "/project.pbxproj"
            guard let bytes = try? plan.changes.read(path) else { continue }
            do {
                projects.append(Project(path: plan.changes.absolutePath(path), editor: PBXProjectEditor(try plan.projectFile(xcodeproj, bytes: bytes))))
            } catch {
                unreadable.append((plan.changes.absolutePath(path), error.description))
            }
        }
    }

    /// The edits of every project, by pbxproj path.
    var edits: [(String, [TextEdit])] {
        projects.filter { !$0.editor.edits.isEmpty }.map { ($0.path, $0.editor.edits) }
    }

    /// Adds the project edits of a rename; returns why it cannot be made, without adding anything, when it cannot.
    mutating func rename(_ rename: FileRename) -> FileNameUses.Blocker? {
        if let project = unreadable.first {
            return .init(place: display(project.path), why: "the Xcode project does not parse (\(project.problem)), so whether it lists the file cannot be told")
        }
        var trial = projects
        var newNotes: [(String, String)] = []
        for k in trial.indices {
            let before = trial[k].editor.edits.count
            var listed = false
            for move in rename.moves {
                do {
                    listed = try trial[k].editor.rename(move.from, to: move.to) == .referenced || listed
                } catch {
                    return .init(place: display(trial[k].path), why: error.message)
                }
            }
            let keys = rename.kind == .storyboard ? InfoPlistNames.storyboardKeys : InfoPlistNames.nibKeys
            let settings = trial[k].editor.renameInfoPlistSettings(keys: keys, from: rename.oldName, to: rename.newName)
            let added = trial[k].editor.edits[before...]
            guard let first = added.map(\.range.lowerBound).min() else { continue }
            let project = trial[k].editor.project
            if listed {
                let at = project.lineAndColumn(of: first)
                newNotes.append(("\(display(trial[k].path)):\(at.line):\(at.column)",
                                 "\(rename.oldFileName) → \(rename.newFileName): file references, groups and build files follow"))
            }
            for (setting, offset) in settings.sorted(by: { $0.offset < $1.offset }) {
                let at = project.lineAndColumn(of: offset)
                newNotes.append(("\(display(trial[k].path)):\(at.line):\(at.column)", "\(setting) \(rename.oldName) → \(rename.newName)"))
            }
            if !listed && settings.isEmpty {
                let at = project.lineAndColumn(of: first)
                newNotes.append(("\(display(trial[k].path)):\(at.line):\(at.column)", "\(rename.oldFileName) → \(rename.newFileName): the synchronized folder's membership exceptions follow"))
            }
        }
        projects = trial
        notes += newNotes
        return nil
    }
}
