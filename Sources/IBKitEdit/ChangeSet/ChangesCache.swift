import Foundation

/// Revisions of plans: a process-wide counter, so that no two plan states share one.
enum Revision {
    nonisolated(unsafe) private static var last: UInt64 = 0
    private static let lock = NSLock()

    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// The change list of a plan at one revision.
final class ChangesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var revision: UInt64 = 0
    private var cached: [FileChange] = []

    func changes(at revision: UInt64) -> [FileChange]? {
        lock.lock()
        defer { lock.unlock() }
        return self.revision == revision ? cached : nil
    }

    func store(_ changes: [FileChange], at revision: UInt64) {
        lock.lock()
        self.revision = revision
        cached = changes
        lock.unlock()
    }
}
