import Foundation
import IBKitPlumbing

/// Revisions of plans: a process-wide counter, so that no two plan states share one.
enum Revision {
    private static let last = Locked<UInt64>(0)

    static func next() -> UInt64 {
        last.withLock { last in
            last += 1
            return last
        }
    }
}

/// The change list of a plan at one revision.
final class ChangesCache: Sendable {
    private let cached = Locked<(revision: UInt64, changes: [FileChange])>((0, []))

    func changes(at revision: UInt64) -> [FileChange]? {
        cached.withLock { $0.revision == revision ? $0.changes : nil }
    }

    func store(_ changes: [FileChange], at revision: UInt64) {
        cached.withLock { $0 = (revision, changes) }
    }
}
