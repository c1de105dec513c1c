import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitPlumbing
import IBKitProject

/// What a migration will write (`changes`) and say (`notes`). Steps build it in order; each reads files through
/// it, so a later step sees an earlier one's result.
public struct MigrationPlan: Sendable {
    public var changes: ChangeSet
    public private(set) var notes: [MigrationNote] = []
    /// The `.xcodeproj` folders under the root, found once: every file a split creates is added to them.
    private var projects: [String]?
    /// Each project.pbxproj parsed for the bytes the plan last left in it: a split adds many files to a project
    /// that most of them are not in.
    private var projectFiles: [String: (bytes: [UInt8], file: PBXProjectFile)] = [:]
    /// The module step's fix of each IB file, for the bytes and modules it was computed for: the files step
    /// computes them first, and the module step computes again only the files renamed or changed since.
    var moduleFixes: [String: ModuleStep.CachedFix] = [:]
    /// `PlannedApp.ibPaths` at a revision of the plan.
    var ibPaths: (revision: UInt64, paths: [String])?
    /// The literals of the app's sources, read once per file content for every census of the run (shared by copies).
    let literalIndex = LiteralIndex()

    /// The run's folder listings (`CheckInputs.folders`), for the search of projects; nil: read here.
    private let folders: FolderListings?

    public init(root: String, folders: FolderListings? = nil) {
        changes = ChangeSet(root: root)
        self.folders = folders
    }

    public mutating func note(_ kind: MigrationNote.Kind, _ step: MigrationStepID?, at place: String, _ message: String) {
        notes.append(MigrationNote(kind, step, at: place, message))
    }

    /// A copy of the plan that logs what it reads and writes, for work done side by side (`adopt`). It starts
    /// with no notes of its own: what it notes is appended to the plan's when it is taken over. Call `settle()`
    /// on the plan first, so that copies share its tables.
    func tracked() -> MigrationPlan {
        var copy = self
        copy.changes.log = ChangeLog()
        copy.notes = []
        return copy
    }

    /// Readies the plan to be copied many times (`tracked()`): what a copy changes is then its own, and the
    /// rest stays shared with the plan.
    mutating func settle() {
        changes.settle()
    }

    /// Takes over what `copy` (`base.tracked()`, then worked on) wrote and noted, when every file it read is the
    /// same in this plan as in `base`: the plan is then the one the work would have made here. False, and the
    /// plan unchanged, otherwise.
    mutating func adopt(_ copy: MigrationPlan, madeFrom base: MigrationPlan) throws(MigrationError) -> Bool {
        guard let log = copy.changes.log, changes.agrees(with: base.changes, on: log) else { return false }
        do {
            try changes.replay(log, from: copy.changes)
        } catch {
            throw MigrationError("\(error)")
        }
        notes += copy.notes
        return true
    }

    /// `path:line:col` as the plan's notes and diff show paths (relative to the plan's root).
    public func place(_ path: String, _ line: Int, _ column: Int) -> String {
        "\(changes.displayPath(path)):\(line):\(column)"
    }

    /// The IB file as the plan leaves it so far: `original` (parsed once for the whole run) while the plan has not
    /// changed it, else parsed again; nil when it is gone or does not parse.
    public mutating func document(_ path: String, original: IBDocument) -> IBDocument? {
        changes.changes(path) ? document(path) : original
    }

    /// The IB file as the plan leaves it so far, parsed; nil when it is gone or does not parse.
    public mutating func document(_ path: String) -> IBDocument? {
        guard let bytes = try? changes.read(path) else { return nil }
        // Steps read every file several times (lint's rules, the check's modules, the files step): parsed once
        // for the same bytes.
        return changes.document(bytes, path: path)
    }

    /// The names in a folder on disk, sorted (hidden ones too; none for a folder that is not there), read once per
    /// run. What the plan creates is not among them. A closure, not a method, so that it outlives edits of the plan.
    public var namesOnDisk: @Sendable (String) -> [String] {
        let folders = self.folders
        return { folder in (folders?.listing(of: folder) ?? FolderListing.read(folder))?.entries.map(\.name) ?? [] }
    }

    /// Parses the IB files at `paths` as the plan leaves them, side by side, for the `document(_:)` calls that
    /// follow: a split creates hundreds of files, and every later step reads each of them.
    public mutating func parse(_ paths: [String]) {
        var unread: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            if let bytes = try? changes.read(path) { unread.append((path, bytes)) }
        }
        let changes = self.changes
        _ = Parallel.map(unread) { changes.document($0.bytes, path: $0.path) != nil }
    }

    /// The project file of `xcodeproj` as `bytes` hold it, parsed once for the same bytes.
    public mutating func projectFile(_ xcodeproj: String, bytes: [UInt8]) throws(LocatedProblem) -> PBXProjectFile {
        if let cached = projectFiles[xcodeproj], cached.bytes == bytes { return cached.file }
        let file = try PBXProjectFile(xcodeproj: xcodeproj, bytes: bytes)
        projectFiles[xcodeproj] = (bytes, file)
        return file
    }

    /// Finds the Xcode projects and parses their project files now: copies of the plan made next (`tracked()`)
    /// then share them rather than each finding and parsing them again.
    mutating func loadProjects() {
        for xcodeproj in projectPaths() {
            if let bytes = try? changes.read(xcodeproj + "/project.pbxproj") { _ = try? projectFile(xcodeproj, bytes: bytes) }
        }
    }

    /// The Xcode projects under the plan's root (`ModuleResolver.projectPaths`), walked for once per run.
    public mutating func projectPaths() -> [String] {
        if let projects { return projects }
        let found = ModuleResolver.projectPaths(root: changes.root, listings: folders)
        projects = found
        return found
    }

    /// The text of a file as the plan leaves it so far.
    public mutating func text(_ path: String) -> String? {
        guard let bytes = try? changes.read(path) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
