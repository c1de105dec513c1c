import Foundation

/// A value that several threads read and write, each access under one lock: the tools' only lock wrapper, so that
/// shared state is never touched outside `withLock`.
public final class Locked<Value>: @unchecked Sendable { // safe: `value` is only reached under `lock`
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock. Inlinable, so that callers in other modules (a document's lazy
    /// values, asked by every rule) get it specialised rather than through a generic call.
    @inlinable
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value.
    public var current: Value { withLock { $0 } }
}
