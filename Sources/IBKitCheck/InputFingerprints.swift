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
        // Contiguous chunks, several per core so that one large file does not leave a core idle at the end.
        let chunks = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 8)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var buffer = Buffer()
            let lower = paths.count * chunk / chunks, upper = paths.count * (chunk + 1) / chunks
            for i in lower ..< upper { results[i] = buffer.fingerprint(paths[i]) }
            buffer.release()
        }
        return results.finish()
    }

    /// One reading buffer, grown to the largest file met.
    struct Buffer {
        private var storage: UnsafeMutableRawPointer?
        private var capacity = 0

        mutating func fingerprint(_ path: String) -> Fingerprint {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return Fingerprint(size: -1, hash: UInt64(errno)) }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0 else { return Fingerprint(size: -1, hash: UInt64(errno)) }
            if (info.st_mode & S_IFMT) == S_IFDIR { return Fingerprint(size: -1, hash: UInt64(EISDIR)) }
            // One byte more than the size, so that a file that grew since fstat is seen growing.
            reserve(Int(info.st_size) + 1)
            var total = 0
            while true {
                if total == capacity { reserve(capacity * 2) }
                let n = read(fd, storage! + total, capacity - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    return Fingerprint(size: -1, hash: UInt64(errno))
                }
                if n == 0 { break }
                total += n
            }
            return Fingerprint(size: total, hash: ContentHash.hash(UnsafeRawBufferPointer(start: storage, count: total)))
        }

        /// Keeps the bytes already read.
        private mutating func reserve(_ bytes: Int) {
            guard bytes > capacity else { return }
            let size = max(bytes, 64 << 10)
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
