#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Replaces a file's content so that readers, and a crash or a full disk, see the old bytes or the new, never
/// a mix: the new bytes go to a hidden temporary sibling (same folder, so same file system), are flushed to disk,
/// and only then is the temporary renamed over the file. The one primitive behind every file IBKit writes
/// (`ibkit gen`'s output, the baseline, the edits of `IBKitEdit`), here because this is the lowest module all
/// of them use.
///
/// Writing is two steps so that a caller replacing several files can stage them all first and rename none if
/// any staging fails (`IBKitEdit.ChangeSet`); `write(_:to:)` does both for one file.
public enum AtomicFile {
    /// New content, flushed to a temporary file beside `path`, not yet in place.
    public struct Staged: Sendable {
        /// The file the content is for (symbolic links resolved: the file a link points at is replaced, not the link).
        public let path: String
        public let temporaryPath: String

        /// Renames the temporary over `path`: atomic on POSIX file systems. On failure the temporary is removed.
        public func commit() throws(AtomicFileError) {
            let code = temporaries.finish(temporaryPath) { rename(temporaryPath, path) == 0 ? 0 : errno }
            guard code == 0 else {
                throw AtomicFileError(path: path, reason: "cannot replace the file: \(errorText(code))")
            }
        }

        /// Removes the temporary; `path` is left as it was.
        public func discard() {
            _ = temporaries.finish(temporaryPath) { 1 }
        }
    }

    /// Writes `bytes` to a new temporary file beside `path` and flushes it. The temporary gets the permissions of
    /// the file at `permissionsOf` (default: `path` itself) when that exists, else the defaults of a new file.
    /// `durable: false` skips the flush to disk: for output that is made again on demand (a rendered site), where
    /// the rename's atomicity is what matters and a thousand fsyncs would be most of the run.
    public static func stage(_ bytes: [UInt8], for path: String, permissionsOf source: String? = nil, durable: Bool = true) throws(AtomicFileError) -> Staged {
        let target = resolvingLink(path)
        let folder = parentFolder(of: target)
        let name = target.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? target
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<16 {
            // Dot-prefixed, so hidden and never picked up by globs such as *.swift; O_EXCL never reuses a file.
            temporary = folder + "/." + name + ".\(getpid()).\(UInt32.random(in: 0 ... .max)).tmp"
            fd = temporaries.create(temporary) {
                open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) // the umask applies, as for any new file
            }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            throw AtomicFileError(path: path, reason: "cannot write in \(folder): \(errorText(errno))")
        }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(fd, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        var info = stat()
        if failure == 0, stat(source ?? target, &info) == 0, fchmod(fd, info.st_mode & 0o7777) != 0 { failure = errno }
        if failure == 0, durable, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            _ = temporaries.finish(temporary) { 1 }
            throw AtomicFileError(path: path, reason: "cannot write in \(folder): \(errorText(failure))")
        }
        return Staged(path: target, temporaryPath: temporary)
    }

    /// Stages and commits `bytes` for `path`, then flushes the folder so the rename itself survives a crash.
    /// The folder must exist.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AtomicFileError) {
        let staged = try stage(bytes, for: path, durable: durable)
        try staged.commit()
        if durable { syncFolder(parentFolder(of: staged.path)) }
    }

    /// Flushes a folder's entries (renames, new names) to disk; best effort, as a failure loses nothing written.
    public static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Makes SIGINT, SIGTERM and SIGHUP remove the temporaries not yet renamed before the process ends (by the
    /// same signal, so a shell or git sees how it ended). Without it, an interrupted `gen`, `lint --fix`,
    /// `migrate --apply` or `merge` would leave `.name.pid.random.tmp` files in the user's tree. The handler runs on
    /// a dispatch queue, not in the signal's context, so it may take the lock that `stage` and `commit` take: a
    /// temporary is either not yet created or removed, and a rename either done or never done. Once the handler
    /// holds the lock, no file changes any more. A signal the process was started ignoring stays ignored
    /// (`nohup`, a background job of a script). Call once, at the start of a command-line run.
    public static func removeTemporariesOnSignal() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            // A handler that does nothing keeps the default action (the end of the process) from happening before
            // the dispatch source's; unlike SIG_IGN, it is not inherited by the processes ibkit starts (git), which
            // Ctrl-C must still stop. signal() returns the previous disposition: a signal ignored by whoever
            // started us stays ignored.
            let previous = signal(number, { _ in })
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
                continue
            }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInteractive))
            source.setEventHandler { temporaries.endProcess(signal: number) }
            source.resume()
            temporaries.keep(source)
        }
    }

    /// The temporaries that exist now (staged, neither committed nor discarded); for tests.
    public static var temporariesInUse: [String] { temporaries.paths }

    /// The folder part of a path (`.` for a bare name, `/` for a file at the root).
    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A symbolic link's final target, so that writing replaces the file rather than the link; other paths as given.
    private static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A file that could not be written; the file itself, if any, is as it was.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Every temporary `stage` made and nobody renamed or removed yet, so that a signal can remove them
/// (`AtomicFile.removeTemporariesOnSignal`). Creating, renaming and removing a temporary happen under the lock.
private let temporaries = Temporaries()

private final class Temporaries: Sendable {
    private struct State {
        var pending: Set<String> = []
        var sources: [any DispatchSourceSignal] = []
    }

    private let state = Locked(State())

    var paths: [String] { state.withLock { $0.pending.sorted() } }

    func keep(_ source: any DispatchSourceSignal) { state.withLock { $0.sources.append(source) } }

    /// Runs `open` (which creates `path`) and records `path` when it returned a descriptor.
    func create(_ path: String, _ open: () -> Int32) -> Int32 {
        state.withLock { state in
            let fd = open()
            if fd >= 0 { state.pending.insert(path) }
            return fd
        }
    }

    /// Runs `step` (a rename, 0 when it succeeded), removes the temporary unless it succeeded, forgets it;
    /// returns what `step` returned.
    func finish(_ path: String, _ step: () -> Int32) -> Int32 {
        state.withLock { state in
            let result = step()
            if result != 0 { unlink(path) }
            state.pending.remove(path)
            return result
        }
    }

    /// Removes every temporary and ends the process by `signal`, holding the lock so that no other thread creates
    /// or renames a file in between.
    func endProcess(signal number: Int32) -> Never {
        state.withLock { state -> Never in
            for path in state.pending { unlink(path) }
            // libdispatch blocks the signal it watches (Linux reads it from a signalfd): unblock it in this
            // thread, then take the default action, which ends the process.
            signal(number, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, number)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(number)
            _exit(128 + number) // not reached
        }
    }
}

private func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

/// write(2), which a type's own `write` would shadow.
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}
