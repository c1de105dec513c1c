import Foundation
import IBKitPlumbing

/// The files a plan read from disk, each with the size and hash of the bytes it read (nil: no file was there), for a
/// cache of what the plan gave (`ibkit migrate`'s dry run): the plan is the same while each of these reads the
/// same. Shared by every copy of the plan (a reference), and safe to fill from several threads.
public final class DiskReads: Sendable {
    public struct Read: Sendable, Equatable {
        public let size: Int
        public let hash: UInt64
    }

    private let hash: @Sendable ([UInt8]) -> UInt64
    private let reads = Locked<(byPath: [String: Read?], unreadable: Bool)>(([:], false))

    /// `hash`: the content hash the cache compares files by.
    public init(hash: @escaping @Sendable ([UInt8]) -> UInt64) {
        self.hash = hash
    }

    func record(_ path: String, _ bytes: [UInt8]?) {
        let read = bytes.map { Read(size: $0.count, hash: hash($0)) }
        reads.withLock { if $0.byPath[path] == nil { $0.byPath[path] = .some(read) } }
    }

    func recordFailure() {
        reads.withLock { $0.unreadable = true }
    }

    /// Every path read, sorted, with what it held; nil when a read failed (what the plan made of it cannot be
    /// told from the file).
    public var all: [(path: String, read: Read?)]? {
        reads.withLock { reads in
            guard !reads.unreadable else { return nil }
            return reads.byPath.map { ($0.key, $0.value) }.sorted { $0.path < $1.path }
        }
    }
}
