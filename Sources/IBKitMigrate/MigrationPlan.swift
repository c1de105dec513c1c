import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
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
    /// The module step's fixes at a revision of the plan: the files step computes them first, and when it changes
    /// nothing the module step finds them here.
    var moduleFixes: (revision: Int, fixes: [ModuleStep.Fix])?

    /// The run's folder listings (`CheckInputs.folders`), for the search of projects; nil: read here.
    private let folders: FolderListings?

    public init(root: String, folders: FolderListings? = nil) {
        changes = ChangeSet(root: root)
        self.folders = folders
    }

    public mutating func note(_ kind: MigrationNote.Kind, _ step: MigrationStepID?, at place: String, _ message: String) {
        notes.append(MigrationNote(kind, step, at: place, message))
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

    /// The project file of `xcodeproj` as `bytes` hold it, parsed once for the same bytes.
    public mutating func projectFile(_ xcodeproj: String, bytes: [UInt8]) throws(ProjectProblem) -> PBXProjectFile {
        if let cached = projectFiles[xcodeproj], cached.bytes == bytes { return cached.file }
        let file = try PBXProjectFile(xcodeproj: xcodeproj, bytes: bytes)
        projectFiles[xcodeproj] = (bytes, file)
        return file
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
