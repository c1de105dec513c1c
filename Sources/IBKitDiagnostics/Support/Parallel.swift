import Foundation

/// The tools' parallel primitive: `transform` over every item on all cores, results in input order. Work that
/// is independent per file or per check goes through it, so there is one place that decides how work is spread.
/// (Two places keep their own workers for a reason: the Swift indexer needs threads with large stacks, and the
/// check cache's fingerprinting hands out batches to workers that each keep a read buffer.)
public enum Parallel {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = Results<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in results[i] = transform(items[i]) }
        return results.values
    }

    /// One slot per item, written once by the worker that computed it and read after all of them ended: no lock.
    private final class Results<R>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<R?>
        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }
        deinit {
            storage.deinitialize()
            storage.deallocate()
        }
        subscript(i: Int) -> R? {
            get { storage[i] }
            set { storage[i] = newValue }
        }
        var values: [R] { storage.map { $0! } }
    }
}
