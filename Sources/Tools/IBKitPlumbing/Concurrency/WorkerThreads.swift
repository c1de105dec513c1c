#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `Parallel`'s threads with a large stack. swift-syntax's recursive descent (its lookahead in particular) can
/// recurse far deeper than dispatch's or the test runner's threads allow on pathological input; the stack is
/// address space reserved up front and only touched pages cost memory. (The Swift indexer caps bracket nesting on
/// top of it.)
enum WorkerThreads {
    static let stackSize = 512 << 20

    /// Runs `body(i)` for every `i` in `0..<count` on up to `processorCount` large-stack threads; returns when all
    /// are done.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let queue = WorkQueue(count: count, body: body)
        let threads = min(count, Parallel.processorCount)
        var handles: [pthread_t] = []
        for _ in 0 ..< threads {
            if let handle = spawn(queue) { handles.append(handle) }
        }
        // No thread could be created (resource limits): do the work here rather than not at all.
        if handles.isEmpty { queue.drain() }
        for handle in handles { pthread_join(handle, nil) }
    }

    private static func spawn(_ queue: WorkQueue) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(queue).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        let status = pthread_create(&handle, &attributes, { context in
            Unmanaged<WorkQueue>.fromOpaque(context).takeRetainedValue().drain()
            return nil
        }, context)
        guard status == 0, let handle else {
            Unmanaged<WorkQueue>.fromOpaque(context).release()
            return nil
        }
        return handle
        #else
        var handle = pthread_t()
        let status = pthread_create(&handle, &attributes, { context in
            Unmanaged<WorkQueue>.fromOpaque(context!).takeRetainedValue().drain()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<WorkQueue>.fromOpaque(context).release()
            return nil
        }
        return handle
        #endif
    }
}

/// Hands out indices to the worker threads.
private final class WorkQueue: Sendable {
    private let next = Locked(0)
    private let count: Int
    private let body: @Sendable (Int) -> Void

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    private func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func drain() {
        while let index = take() { body(index) }
    }
}
