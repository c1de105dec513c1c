import Foundation

/// The tools' parallel primitive: `transform` over every item on all cores, results in input order. Work that
/// is independent per file or per check goes through it, so there is one place that decides how work is spread.
public enum Parallel {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = Results<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in results.set(i, transform(items[i])) }
        return results.values
    }

    /// One slot per item, each written once by the worker that computed it.
    private final class Results<R>: @unchecked Sendable {
        private var storage: [R?]
        private let lock = NSLock()
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: R) { lock.withLock { storage[i] = value } }
        var values: [R] { lock.withLock { storage.map { $0! } } }
    }
}
