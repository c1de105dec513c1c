import Foundation
import IBKitPlumbing
import IBKitSwiftIndex

/// Size and content hash of every input file, in parallel into reused buffers — or, for a file whose `stat` is
/// the one recorded when it was last hashed, the recorded hash without reading it (git's index does the same).
///
/// A recorded stat vouches for the content only if any later write must change it. Every write sets the file's
/// ctime to the current time, which no user can set back (`touch -d` restores the mtime, and itself sets the
/// ctime), so a later write changes the stat unless it lands in the same clock tick (or, on coarse file systems,
/// the same second) as the recorded ctime. Hence a record is kept only when the file's mtime and ctime are older
/// than the pass that hashed it by more than `racyInterval` — more conservative than git, which compares with the
/// time its index was written. A file written less than that before a pass ("racy") gets no record and is read
/// again by the next pass, until one finds it old enough; this costs one read each, nothing else.
///
/// Left to chance, as in git: a file on a network share whose clock lags this machine's by more than
/// `racyInterval`, written twice within one tick of that clock with the same size, hashed in between.
enum InputFingerprints {
    struct Fingerprint: Equatable {
        /// Bytes read, or -1 when the file could not be read (then `hash` holds `errno`).
        var size: Int
        var hash: UInt64
    }

    /// A file's identity and times as `stat` reports them (links followed), times in nanoseconds since 1970.
    struct FileStat: Equatable {
        var device: UInt64
        var inode: UInt64
        var mode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64

        init(device: UInt64, inode: UInt64, mode: UInt64, size: Int64, modified: Int64, changed: Int64) {
            (self.device, self.inode, self.mode, self.size, self.modified, self.changed) = (device, inode, mode, size, modified, changed)
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            let (m, c) = (info.st_mtimespec, info.st_ctimespec)
            #else
            let (m, c) = (info.st_mtim, info.st_ctim)
            #endif
            self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                      mode: UInt64(truncatingIfNeeded: info.st_mode), size: Int64(info.st_size),
                      modified: Int64(m.tv_sec) &* 1_000_000_000 &+ Int64(m.tv_nsec),
                      changed: Int64(c.tv_sec) &* 1_000_000_000 &+ Int64(c.tv_nsec))
        }

        var isRegularFile: Bool { (mode & UInt64(S_IFMT)) == UInt64(S_IFREG) }
    }

    /// The stat of a regular file taken just before all its `stat.size` bytes were read, and their hash; only
    /// made when the stat predates the pass's horizon, so that an equal stat later means the same bytes.
    struct Record: Equatable {
        var stat: FileStat
        var hash: UInt64

        var fingerprint: Fingerprint { Fingerprint(size: Int(stat.size), hash: hash) }
    }

    /// How far before a pass a file's last write must lie for its stat to be trusted on later runs: above the
    /// 2-second timestamp granularity of the coarsest file systems (FAT; HFS+ and ext3 have 1 second), and far
    /// above the lag of the kernel's coarse clock (a few milliseconds), which stamps writes on Linux.
    static let racyInterval: Int64 = 2_000_000_000

    /// The horizon of a pass starting now: records are made for files last written before it.
    static func horizon(racyInterval: Int64 = racyInterval) -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec) &- racyInterval
    }

    /// One pass over the inputs.
    struct Pass {
        var fingerprints: [Fingerprint]
        /// One per input: nil for a file read too soon after a write, or not read as a whole regular file.
        var records: [Record?]
        /// Files opened and read (the others were vouched for by their record).
        var filesRead: Int
    }

    /// - Parameters:
    ///   - known: records of an earlier pass, one per path (same order, same count), or nil to read every file.
    ///   - horizon: `horizon()`, taken before this pass started.
    ///   - read: inputs the caller has read already; taken as they are.
    static func of(_ paths: [String], known: [Record?]?, horizon: Int64, read: InputsRead? = nil) -> Pass {
        guard !paths.isEmpty else { return Pass(fingerprints: [], records: [], filesRead: 0) }
        // One buffer per worker; files are handed out in small batches so that a worker slowed by another process
        // (or by a large file) does not hold up the end of the run.
        let all = Parallel.map(Array(paths.indices), batch: 32, makeState: { Buffer() }, finish: { $0.release() }) {
            buffer, i -> (Fingerprint, Record?, Bool) in
            if let done = read?.fingerprint(of: paths[i], known: known?[i]) {
                return (done.0, done.1, false)
            } else if let record = known?[i], unchanged(paths[i], since: record) {
                return (record.fingerprint, record, false)
            }
            let (fingerprint, record) = buffer.fingerprint(paths[i], horizon: horizon)
            return (fingerprint, record, true)
        }
        return Pass(fingerprints: all.map(\.0), records: all.map(\.1), filesRead: all.reduce(0) { $0 + ($1.2 ? 1 : 0) })
    }

    /// The fingerprint of a file's bytes, read after `status` was taken on the open file, and its record when that
    /// stat can vouch for them on later passes.
    static func fingerprint(of bytes: UnsafeRawBufferPointer, status: FileStat, horizon: Int64) -> (Fingerprint, Record?) {
        let fingerprint = Fingerprint(size: bytes.count, hash: ContentHash.hash(bytes))
        let settled = status.isRegularFile && Int64(bytes.count) == status.size && max(status.modified, status.changed) < horizon
        return (fingerprint, settled ? Record(stat: status, hash: fingerprint.hash) : nil)
    }

    static func fingerprint(of bytes: [UInt8], status: FileStat, horizon: Int64) -> (Fingerprint, Record?) {
        bytes.withUnsafeBytes { fingerprint(of: $0, status: status, horizon: horizon) }
    }

    /// One `stat`, no `open`.
    static func unchanged(_ path: String, since record: Record) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && FileStat(info) == record.stat
    }

    /// One reading buffer, grown to the largest file met.
    struct Buffer {
        private var storage: UnsafeMutableRawPointer?
        private var capacity = 0

        /// Four system calls for a file: open, fstat, read, close.
        mutating func fingerprint(_ path: String, horizon: Int64) -> (Fingerprint, Record?) {
            // Non-blocking, so that a FIFO named like a source cannot hang the run; no effect on files.
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return (Fingerprint(size: -1, hash: UInt64(errno)), nil) }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0 else { return (Fingerprint(size: -1, hash: UInt64(errno)), nil) }
            if (info.st_mode & S_IFMT) == S_IFDIR { return (Fingerprint(size: -1, hash: UInt64(EISDIR)), nil) }
            let stat = FileStat(info)
            let size = Int(info.st_size)
            // One byte more than the size, so that a file that grew since fstat is read to its end.
            reserve(size + 1)
            var total = 0
            while true {
                if total == capacity { reserve(capacity * 2) }
                let n = read(fd, storage! + total, capacity - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN { break }
                    return (Fingerprint(size: -1, hash: UInt64(errno)), nil)
                }
                if n == 0 { break }
                total += n
                // All the bytes fstat announced and no more: the end, without a read to confirm it.
                if total == size { break }
            }
            return InputFingerprints.fingerprint(of: UnsafeRawBufferPointer(start: storage, count: total), status: stat, horizon: horizon)
        }

        /// Keeps the bytes already read.
        private mutating func reserve(_ bytes: Int) {
            guard bytes > capacity else { return }
            let size = max(bytes, 256 << 10)
            guard let grown = realloc(storage, size) else { fatalError("out of memory reading inputs") }
            storage = grown
            capacity = size
        }

        mutating func release() {
            free(storage)
            storage = nil
            capacity = 0
        }
    }
}
