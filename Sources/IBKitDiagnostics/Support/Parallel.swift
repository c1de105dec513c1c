import Foundation

/// The tools' parallel primitive: `transform` over every item on all cores, results in input order. Work that
/// is independent per file or per check goes through it, so there is one place that decides how work is spread.
/// (Two places keep their own workers for a reason: the Swift indexer needs threads with large stacks, and the
/// check cache's fingerprinting hands out batches to workers that each keep a read buffer.)
public enum Parallel {
    /// Called on the worker thread before each item's work; set once at the process's start, before any work
    /// (`ProcessHeap` readies the worker's heap).
    nonisolated(unsafe) public static var workerSetup: (@Sendable () -> Void)?

    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = Results<R>(count: items.count)
        let setup = workerSetup
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            setup?()
            results[i] = transform(items[i])
        }
        return results.values
    }

    /// `background` on another thread while `foreground` runs on this one; both results once both ended. For
    /// work that waits on the system (a walk of a tree) beside work that fills the cores with `map` (a
    /// `map` inside a `map` would run on one core: libdispatch narrows nested `concurrentPerform`).
    public static func beside<A: Sendable, B: Sendable>(_ background: @escaping @Sendable () -> B, _ foreground: () -> A) -> (A, B) {
        let result = Results<B>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { result[0] = background() }
        let a = foreground()
        group.wait()
        return (a, result.values[0])
    }

    /// Work started as its items become known (a walk's files, level by level, while the walk goes on), on all
    /// cores; `results()` waits for all of it and gives the results in the order the items were started.
    public final class Stream<T: Sendable, R: Sendable>: @unchecked Sendable {
        private let transform: @Sendable (T) -> R
        private let group = DispatchGroup()
        private let queue = DispatchQueue.global(qos: .userInitiated)
        private let lock = NSLock()
        private var collected: [(Int, R)] = []
        private var count = 0

        public init(_ transform: @escaping @Sendable (T) -> R) {
            self.transform = transform
        }

        /// Starts `transform(item)`; call from one thread.
        public func start(_ item: T) {
            let i = count
            count += 1
            let setup = Parallel.workerSetup
            queue.async(group: group) { [self] in
                setup?()
                let result = transform(item)
                lock.lock()
                collected.append((i, result))
                lock.unlock()
            }
        }

        public func results() -> [R] {
            group.wait()
            lock.lock()
            defer { lock.unlock() }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
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
