import Foundation

/// The tools' parallel primitive: work that is independent per file or per check goes through it, results in input
/// order, so that there is one place that decides how work is spread over the cores.
///
/// Threads come from libdispatch, except where `Options.largeStacks` asks for threads with a large stack
/// (`WorkerThreads`): swift-syntax's recursive descent and Stencil's renderer recurse deeper than dispatch's threads
/// allow on pathological input.
public enum Parallel {
    /// Called on the worker thread before each item's work; set once at the process's start, before any work
    /// (`ProcessHeap` readies the worker's heap).
    nonisolated(unsafe) public static var workerSetup: (@Sendable () -> Void)?

    /// How `map` spreads its items.
    public struct Options: Sendable {
        /// Run on threads with a large stack (`WorkerThreads.stackSize`).
        public var largeStacks = false

        public init(largeStacks: Bool = false) {
            self.largeStacks = largeStacks
        }

        public static let standard = Options()
        public static let largeStacks = Options(largeStacks: true)
    }

    /// `transform` over every item on all cores, results in input order.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], options: Options = .standard,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        if options.largeStacks {
            guard !items.isEmpty else { return [] }
            let results = Slots<R>(count: items.count)
            let setup = workerSetup
            // The threads are joined before `run` returns: `transform` does not outlive this call.
            withoutActuallyEscaping(transform) { transform in
                WorkerThreads.run(count: items.count) { i in
                    setup?()
                    results[i] = transform(items[i])
                }
            }
            return results.values
        }
        guard items.count > 1 else { return items.map(transform) }
        let results = Slots<R>(count: items.count)
        let setup = workerSetup
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            setup?()
            results[i] = transform(items[i])
        }
        return results.values
    }

    /// `transform` over every item, in batches of `batch` consecutive items handed to whichever worker asks first,
    /// one `State` per worker (a read buffer), made by `makeState` and given to `finish` when the worker ends. For
    /// many small items, where one hand-out per item would cost more than the item.
    public static func map<T: Sendable, R: Sendable, State>(
        _ items: [T], batch: Int, makeState: @Sendable () -> State, finish: @Sendable (inout State) -> Void,
        _ transform: @Sendable (inout State, T) -> R
    ) -> [R] {
        guard !items.isEmpty else { return [] }
        let results = Slots<R>(count: items.count)
        let next = Locked(0)
        let setup = workerSetup
        DispatchQueue.concurrentPerform(iterations: min(processorCount, items.count)) { _ in
            setup?()
            var state = makeState()
            while let range = next.withLock({ start -> Range<Int>? in
                guard start < items.count else { return nil }
                defer { start = min(items.count, start + batch) }
                return start ..< min(items.count, start + batch)
            }) {
                for i in range { results[i] = transform(&state, items[i]) }
            }
            finish(&state)
        }
        return results.values
    }

    /// `body` on a thread with a large stack, waiting for its result.
    public static func onLargeStack<R: Sendable>(_ body: @Sendable () -> R) -> R {
        map([()], options: .largeStacks) { _ in body() }[0]
    }

    /// `background` on another thread while `foreground` runs on this one; both results once both ended. For
    /// work that waits on the system (a walk of a tree) beside work that fills the cores with `map` (a
    /// `map` inside a `map` would run on one core: libdispatch narrows nested `concurrentPerform`).
    public static func beside<A: Sendable, B: Sendable>(_ background: @escaping @Sendable () -> B, _ foreground: () -> A) -> (A, B) {
        let result = Slots<B>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { result[0] = background() }
        let a = foreground()
        group.wait()
        return (a, result.values[0])
    }

    /// Work started as its items become known (a walk's files, level by level, while the walk goes on), on all
    /// cores; `results()` waits for all of it and gives the results in the order the items were started.
    public final class Stream<T: Sendable, R: Sendable>: Sendable {
        private let transform: @Sendable (T) -> R
        private let group = DispatchGroup()
        private let queue = DispatchQueue.global(qos: .userInitiated)
        private let collected = Locked<[(Int, R)]>([])
        private let count = Locked(0)

        public init(_ transform: @escaping @Sendable (T) -> R) {
            self.transform = transform
        }

        /// Starts `transform(item)`.
        public func start(_ item: T) {
            let i = count.withLock { count in
                defer { count += 1 }
                return count
            }
            let setup = Parallel.workerSetup
            queue.async(group: group) { [self] in
                setup?()
                let result = transform(item)
                collected.withLock { $0.append((i, result)) }
            }
        }

        public func results() -> [R] {
            group.wait()
            return collected.withLock { $0.sorted { $0.0 < $1.0 }.map(\.1) }
        }
    }

    /// The cores this process may use. (`ProcessInfo.activeProcessorCount` reads the cgroup's CPU quota from files
    /// on every call on Linux: read once.)
    public static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// One slot per item, written once by the worker that computed it and read after all of them ended: no lock.
    private final class Slots<R>: @unchecked Sendable { // safe: each slot has one writer, and is read after the join
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
