import Foundation
import IBKitDiagnostics
import IBKitPlumbing

extension ChangeSet {
    /// Validates the whole result, then writes all of it or nothing, and returns what it wrote.
    ///
    /// 1. Validation (`validate(validators)`): any problem throws `.invalid` before any file is touched.
    /// 2. Every file must still be as the plan read it (else `.changedOnDisk`); a file that already holds its new
    ///    content is skipped, so applying a plan twice writes nothing the second time.
    /// 3. Every new content goes to a temporary file beside its target, flushed to disk (`AtomicFile`), missing
    ///    folders created. If any of this fails, the temporaries and the new folders are removed: nothing changed.
    /// 4. Each temporary is renamed over its target (atomic per file), then renamed files' old names are removed.
    ///    A failure here, which step 3 makes unlikely, restores the files already replaced from the plan's copy.
    /// 5. The folders are flushed, so a crash after `apply` returns keeps the renames.
    ///
    /// A crash or a full disk therefore leaves every file old or new, never half written; only a crash in step 4
    /// can leave some files new and others old.
    @discardableResult
    public func apply(validators: [ChangeValidator] = []) throws(ChangeSetError) -> [FileChange] {
        let problems = validate(validators)
        guard problems.isEmpty else { throw .invalid(problems) }
        let pending = try pendingChanges()
        guard !pending.isEmpty else { return [] }

        var createdFolders: [String] = []
        var staged: [AtomicFile.Staged] = []
        func abandon() {
            for file in staged { file.discard() }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        for change in pending {
            do {
                try Self.createFolders(for: change.path, recordingIn: &createdFolders)
                staged.append(try AtomicFile.stage(change.after, for: change.path, permissionsOf: change.oldPath ?? change.path))
            } catch {
                abandon()
                throw .writeFailed(path: change.path, reason: error.reason)
            }
        }
        for oldPath in pending.compactMap(\.oldPath) where access(AtomicFile.parentFolder(of: oldPath), W_OK) != 0 {
            let reason = String(cString: strerror(errno))
            abandon()
            throw .writeFailed(path: oldPath, reason: "cannot remove the old name: \(reason)")
        }

        var done = Progress()
        for (index, (change, file)) in zip(pending, staged).enumerated() {
            do {
                try file.commit()
                done.replaced.append(change)
            } catch {
                let note = done.rollBack()
                staged = Array(staged[(index + 1)...]) // the failed commit removed its own temporary
                abandon()
                throw .writeFailed(path: change.path, reason: error.reason + note)
            }
        }
        for change in pending {
            guard let oldPath = change.oldPath, !Self.sameFile(oldPath, change.path) else { continue }
            if unlink(oldPath) != 0 {
                let reason = String(cString: strerror(errno))
                let note = done.rollBack()
                staged = []
                abandon()
                throw .writeFailed(path: oldPath, reason: "cannot remove the old name: \(reason)" + note)
            }
            done.removed.append(change)
        }
        var folders = Set(pending.map { AtomicFile.parentFolder(of: $0.path) })
        folders.formUnion(pending.compactMap(\.oldPath).map(AtomicFile.parentFolder(of:)))
        for folder in folders.sorted() { AtomicFile.syncFolder(folder) }
        return pending
    }

    /// The changes still to write, after checking that each file is as the plan read it.
    private func pendingChanges() throws(ChangeSetError) -> [FileChange] {
        var pending: [FileChange] = []
        for change in changes {
            let now = try Self.readFromDisk(change.path)
            if let oldPath = change.oldPath {
                let old = try Self.readFromDisk(oldPath)
                if old == nil, now == change.after { continue } // renamed by an earlier apply
                guard now == nil else { throw .changedOnDisk(path: change.path) }
                guard old == change.before else { throw .changedOnDisk(path: oldPath) }
            } else {
                if now == change.after { continue }
                guard now == change.before else { throw .changedOnDisk(path: change.path) }
            }
            pending.append(change)
        }
        return pending
    }

    /// Creates the missing folders above `path`, outermost first, appending each to `created`.
    private static func createFolders(for path: String, recordingIn created: inout [String]) throws(AtomicFileError) {
        var missing: [String] = []
        var folder = AtomicFile.parentFolder(of: path)
        var info = stat()
        while stat(folder, &info) != 0 {
            guard errno == ENOENT else { break }
            missing.append(folder)
            folder = AtomicFile.parentFolder(of: folder)
        }
        for folder in missing.reversed() {
            guard mkdir(folder, 0o777) == 0 else {
                throw AtomicFileError(path: path, reason: "cannot create the folder \(folder): \(String(cString: strerror(errno)))")
            }
            created.append(folder)
        }
    }

    /// True when both paths name one file (a rename that changes only case, on a case-insensitive file system).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat()
        var y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// What step 4 has done, and how to undo it from the plan's copies of the old content.
    private struct Progress {
        var replaced: [FileChange] = []
        var removed: [FileChange] = []

        /// Undoes everything, most recent first; returns a note on what could not be undone, "" when all was.
        mutating func rollBack() -> String {
            var failures: [String] = []
            for change in removed.reversed() {
                guard let oldPath = change.oldPath, let before = change.before else { continue }
                do { try AtomicFile.write(before, to: oldPath) } catch { failures.append(oldPath) }
            }
            for change in replaced.reversed() {
                if change.kind == .modified, let before = change.before {
                    do { try AtomicFile.write(before, to: change.path) } catch { failures.append(change.path) }
                } else if unlink(change.path) != 0 {
                    failures.append(change.path)
                }
            }
            replaced = []
            removed = []
            return failures.isEmpty
                ? "; the files already written were restored"
                : "; could not restore \(failures.joined(separator: ", ")) (the others were restored)"
        }
    }
}
