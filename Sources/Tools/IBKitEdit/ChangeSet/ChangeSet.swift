import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing

/// The planned new content of many files: files written, created, and renamed (old name → new name). Nothing
/// is deleted but a renamed file's old name.
///
/// A plan is built step by step on top of itself: `read` returns a file as the plan leaves it so far (its bytes
/// on disk the first time), so a later step edits what an earlier one planned. Nothing touches the disk until
/// `apply`, which validates the whole result first and then writes all of it or nothing (ChangeSet+Apply.swift);
/// `diff` shows it for a dry run (ChangeSet+Diff.swift).
///
/// Paths are resolved against `root` (relative paths) and normalised (`.`, `..`, repeated slashes; symbolic links
/// are not resolved); diffs and reports show them relative to `root`.
public struct ChangeSet: Sendable {
    /// The folder paths are relative to in diffs and reports.
    public let root: String
    var slots = SlotTable()
    let parseCache = ParseCache()
    /// Names what the plan changes: every write and move takes a new revision, unique in the process, so two
    /// copies of a plan that went different ways never share one. What was computed from the plan at a revision
    /// holds while the revision is the same.
    public private(set) var revision = Revision.next()
    /// `changes` at the latest revision asked, shared by copies: steps ask for the list again and again.
    let changesCache = ChangesCache()
    /// Set on a copy whose reads and writes are to be checked and replayed on the plan (`ChangeLog`).
    public var log: ChangeLog?
    /// Every file the plan reads from disk, when set (shared by copies): what a cache of the plan is keyed by.
    public var diskReads: DiskReads?

    /// What the plan knows about one path.
    struct Slot: Sendable {
        /// The bytes on disk when the plan first read the path; nil when no file was there.
        var base: [UInt8]?
        /// What the plan leaves at the path; nil for nothing (there was no file, or it was renamed away).
        var content: [UInt8]?
        /// The path `content` was renamed from, when it was.
        var renamedFrom: String?
        /// The file on disk here is renamed to another path: its name is removed when the plan is applied.
        var renamedAway = false
    }

    public init(root: String) {
        self.root = PathNormalization.absolute(root, base: WorkingDirectory.current)
    }

    /// `path` as the plan keys it: absolute and normalised.
    public func absolutePath(_ path: String) -> String {
        paths.absolutePath(path)
    }

    /// `path` as diffs and reports show it: relative to `root` (with `..` when outside it).
    public func displayPath(_ path: String) -> String {
        paths.displayPath(path)
    }

    /// How the plan names paths, without the plan: what a closure that outlives a step's edits keeps (holding
    /// the plan itself would copy all of it at the next edit).
    public var paths: ChangeSetPaths { ChangeSetPaths(root: root) }

    // MARK: - Planning

    /// The file as the plan leaves it so far, nil when there is none. The first read of a path takes its bytes
    /// from disk and remembers them: edits apply to them, diffs start from them, and `apply` refuses to write
    /// over a file that no longer has them.
    public mutating func read(_ path: String) throws(ChangeSetError) -> [UInt8]? {
        let key = absolutePath(path)
        log?.reads.insert(key)
        if let slot = slots[key] { return slot.content }
        let bytes = try recordedRead(key)
        slots.set(key, Slot(base: bytes, content: bytes))
        return bytes
    }

    /// `readFromDisk`, told to `diskReads`.
    private func recordedRead(_ key: String) throws(ChangeSetError) -> [UInt8]? {
        guard let diskReads else { return try Self.readFromDisk(key) }
        do {
            let bytes = try Self.readFromDisk(key)
            diskReads.record(key, bytes)
            return bytes
        } catch {
            diskReads.recordFailure()
            throw error
        }
    }

    /// Plans `content` for `path`: the file is created or replaced. Writing a file's current content is no change.
    public mutating func write(_ content: [UInt8], to path: String) throws(ChangeSetError) {
        let key = absolutePath(path)
        _ = try read(key)
        guard var slot = slots[key] else { return }
        if slot.renamedAway { throw .renamedAway(path: key) }
        slot.content = content
        slots.set(key, slot)
        log?.writes.append(key)
        revision = Revision.next()
    }

    public mutating func write(_ content: String, to path: String) throws(ChangeSetError) {
        try write(Array(content.utf8), to: path)
    }

    /// Applies `edits`, computed from the bytes `read(path)` returns, to the file.
    public mutating func edit(_ path: String, _ edits: FileEdits) throws(ChangeSetError) {
        let key = absolutePath(path)
        guard let content = try read(key) else { throw .missing(path: key) }
        let edited: [UInt8]
        do {
            edited = try edits.apply(to: content)
        } catch {
            throw .edit(path: key, error)
        }
        try write(edited, to: key)
    }

    public mutating func edit(_ path: String, _ edits: [TextEdit]) throws(ChangeSetError) {
        try edit(path, FileEdits(edits))
    }

    /// Renames `path` to `newPath`, with the content the plan has for it. The new path must be free, on disk and in
    /// the plan; on a case-insensitive file system a rename that changes only case is therefore refused.
    public mutating func move(_ path: String, to newPath: String) throws(ChangeSetError) {
        let from = absolutePath(path)
        let to = absolutePath(newPath)
        guard let content = try read(from), var source = slots[from] else { throw .missing(path: from) }
        guard try read(to) == nil else { throw .destinationExists(path: to) }
        if slots[to]?.renamedAway == true { throw .renamedAway(path: to) }
        // A file that came from disk keeps its origin; one the plan created stays a creation.
        let origin = source.renamedFrom ?? (source.base != nil ? from : nil)
        log?.readsEverything = true
        revision = Revision.next()
        slots.set(to, Slot(base: slots[to]?.base, content: content, renamedFrom: origin))
        source.content = nil
        source.renamedFrom = nil
        source.renamedAway = source.base != nil
        slots.set(from, source)
    }

    /// Readies the plan to be copied many times: a copy then changes only a table of its own (`SlotTable`).
    public mutating func settle() {
        slots.settle()
    }

    // MARK: - The result

    /// The file at `path` as the plan leaves it: its planned content, else its bytes on disk (read now and not
    /// remembered); nil when there is none or it cannot be read. For validators, which see the whole result.
    public func content(of path: String) -> [UInt8]? {
        let key = absolutePath(path)
        log?.reads.insert(key)
        if let slot = slots[key] { return slot.content }
        return (try? recordedRead(key)) ?? nil
    }

    /// Every file the plan changes, sorted by path: created, modified or renamed (old name → new name).
    public var changes: [FileChange] {
        log?.readsEverything = true
        if let cached = changesCache.changes(at: revision) { return cached }
        let computed = computeChanges()
        changesCache.store(computed, at: revision)
        return computed
    }

    private func computeChanges() -> [FileChange] {
        var out: [FileChange] = []
        for (path, slot) in slots.all {
            guard let content = slot.content else { continue }
            if let origin = slot.renamedFrom {
                out.append(FileChange(path: path, oldPath: origin, before: slots[origin]?.base, after: content))
            } else if slot.base != content {
                out.append(FileChange(path: path, oldPath: nil, before: slot.base, after: content))
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// Whether the plan changes, creates or renames the file at `path` (cheap: no file is read).
    public func changes(_ path: String) -> Bool {
        let key = absolutePath(path)
        log?.reads.insert(key)
        guard let slot = slots[key] else { return false }
        return slot.content != slot.base || slot.renamedFrom != nil || slot.renamedAway
    }

    /// True when applying the plan would write nothing.
    public var isEmpty: Bool { changes.isEmpty }

    /// The old names of renamed files, which `apply` removes.
    var renamedAwayPaths: [String] {
        slots.all.filter { $0.value.renamedAway && $0.value.content == nil }.map(\.key).sorted()
    }

    /// A file's bytes, nil when there is no file; a folder or an unreadable file is an error.
    static func readFromDisk(_ path: String) throws(ChangeSetError) -> [UInt8]? {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(path: path, reason: "it is a folder") }
        switch IBDocumentLoader.read(path: path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .unreadable(path: path, reason: error.message)
        }
    }
}
