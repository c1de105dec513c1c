import IBKitPlumbing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The generated file as UTF-8 bytes, appended piece by piece into one growing buffer: no line arrays, no
/// interpolated temporaries. The built-in template writes ~1 MB for 1,000 storyboards; as strings joined from
/// lines, that took most of its time.
final class SourceWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func append(_ bytes: UnsafePointer<UInt8>, _ n: Int) {
        if count + n > capacity { grow(count + n) }
        (base + count).update(from: bytes, count: n)
        count += n
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }

    @inline(__always)
    func write(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    @inline(__always)
    func write(_ text: String) {
        var text = text
        text.withUTF8 { if let start = $0.baseAddress { append(start, $0.count) } }
    }

    func write(_ other: SourceWriter) {
        append(other.base, other.count)
    }

    /// A line break.
    @inline(__always)
    func line() {
        if count == capacity { grow(count + 1) }
        base[count] = 0x0A
        count += 1
    }

    /// `text` and a line break.
    @inline(__always)
    func line(_ text: StaticString) {
        write(text)
        line()
    }

    /// A Swift string literal of `value` (`SwiftNames.stringLiteral`), written in place when nothing needs escaping.
    func stringLiteral(_ value: String) {
        var value = value
        let plain = value.withUTF8 { utf8 in
            guard !utf8.contains(where: SwiftNames.needsEscape) else { return false }
            var quote: UInt8 = 0x22
            append(&quote, 1)
            if let start = utf8.baseAddress { append(start, utf8.count) }
            append(&quote, 1)
            return true
        }
        if !plain { write(SwiftLiteralEscaping.literal(value)) }
    }

    /// Drops what was written after the first `count` bytes.
    func truncate(to count: Int) {
        precondition(count <= self.count)
        self.count = count
    }

    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
