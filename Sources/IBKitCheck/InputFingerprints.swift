import Foundation
import IBKitSwiftIndex

/// Size and content hash of every input file, read in parallel into reused buffers: on a warm run this is
/// nearly all the work, so no per-file allocation and no second pass over the bytes.
enum InputFingerprints {
    struct Fingerprint: Equatable {
        /// Bytes read, or -1 when the file could not be read (then `hash` holds `errno`).
        var size: Int
        var hash: UInt64
    }

    static func of(_ paths: [String]) -> [Fingerprint] {
        guard !paths.isEmpty else { return [] }
        let results = UnsafeSlots<Fingerprint>(count: paths.count)
        // One worker per core, one buffer per worker; files are handed out in small batches so that a worker
        // slowed by another process (or by a large file) does not hold up the end of the run.
        let next = BatchCounter(total: paths.count, batch: 32)
        DispatchQueue.concurrentPerform(iterations: min(ProcessInfo.processInfo.activeProcessorCount, paths.count)) { _ in
            var buffer = Buffer()
            while let batch = next.take() {
                for i in batch { results[i] = buffer.fingerprint(paths[i]) }
            }
            buffer.release()
        }
        return results.finish()
    }

    /// One reading buffer, grown to the largest file met.
    struct Buffer {
        private var storage: UnsafeMutableRawPointer?
        private var capacity = 0

        /// Four system calls for a file: open, fstat, read, close (syscalls, not hashing, are the cost of a warm run).
        mutating func fingerprint(_ path: String) -> Fingerprint {
            // Non-blocking, so that a FIFO named like a source cannot hang the run; no effect on files.
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return Fingerprint(size: -1, hash: UInt64(errno)) }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0 else { return Fingerprint(size: -1, hash: UInt64(errno)) }
            if (info.st_mode & S_IFMT) == S_IFDIR { return Fingerprint(size: -1, hash: UInt64(EISDIR)) }
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
                    return Fingerprint(size: -1, hash: UInt64(errno))
                }
                if n == 0 { break }
                total += n
                // All the bytes fstat announced and no more: the end, without a read to confirm it.
                if total == size { break }
            }
            return Fingerprint(size: total, hash: ContentHash.hash(UnsafeRawBufferPointer(start: storage, count: total)))
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

/// Hands out `0 ..< total` in batches, to whichever worker asks first.
final class BatchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let total: Int
    private let batch: Int

    init(total: Int, batch: Int) {
        self.total = total
        self.batch = batch
    }

    func take() -> Range<Int>? {
        lock.withLock {
            guard next < total else { return nil }
            let start = next
            next = min(total, next + batch)
            return start ..< next
        }
    }
}

/// Fixed-size results written from several threads, each slot by exactly one of them, read once all are done.
final class UnsafeSlots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(i: Int) -> T? {
        get { storage[i] }
        set { storage[i] = newValue }
    }

    /// Every slot; all must have been written.
    func finish() -> [T] {
        (0 ..< count).map { storage[$0]! }
    }
}
