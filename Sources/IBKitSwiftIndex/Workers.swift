#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads with a large stack for parsing. swift-syntax's recursive descent (its lookahead in particular) can
/// recurse far deeper than dispatch's or the test runner's threads allow on pathological input; the stack is
/// address space reserved up front and only touched pages cost memory. `Nesting` caps the depth on top of it.
enum Workers {
    static let stackSize = 512 << 20

    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `body(i)` for every `i` in `0..<count` on up to `processorCount` large-stack threads; returns when all
    /// are done.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let queue = WorkQueue(count: count, body: body)
        let threads = min(count, processorCount)
        var handles: [pthread_t] = []
        for _ in 0 ..< threads {
            if let handle = spawn(queue) { handles.append(handle) }
        }
        // No thread could be created (resource limits): do the work here rather than not at all.
        if handles.isEmpty { queue.drain() }
        for handle in handles { pthread_join(handle, nil) }
    }

    /// `run` for one item, on a large-stack thread, returning its result.
    static func one<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
        let slot = ResultSlots<R>(count: 1)
        run(count: 1) { _ in slot.set(0, body()) }
        return slot.values[0]
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
private final class WorkQueue: @unchecked Sendable {
    private var next = 0
    private let count: Int
    private let body: @Sendable (Int) -> Void
    /// Allocated, not a stored `pthread_mutex_t` passed as `&mutex`: Swift does not promise that a property's
    /// address stays the same from one `&` access to the next, and a mutex must not move.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    private func take() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }

    func drain() {
        while let index = take() { body(index) }
    }
}

/// Each slot is written by exactly one worker and read after all have finished.
final class ResultSlots<R>: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<R?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: R) { slots[index] = value }
    var values: [R] { slots.map { $0! } }
}

/// Bracket nesting, measured before parsing: beyond `limit`, a file is reported instead of parsed (no real source
/// nests 1,000 deep; generated or hostile input might, and would exhaust any stack).
enum Nesting {
    static let limit = 1_000

    /// The deepest `(`/`[`/`{` nesting, counting brackets in strings and comments too (which can only make a file
    /// look deeper, never shallower).
    static func maximumDepth(_ bytes: UnsafeRawBufferPointer) -> Int {
        var depth = 0
        var deepest = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > deepest { deepest = depth }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth > 0 { depth -= 1 }
            default:
                break
            }
        }
        return deepest
    }
}
