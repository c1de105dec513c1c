/// A 1-based line and column (in Unicode scalars, as editors count them) plus the byte offset.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column, a.offset) < (b.line, b.column, b.offset)
    }

    public var description: String { "\(line):\(column)" }
}

/// Line starts of a byte buffer, found with `memchr`; built only when a location is first asked for.
struct LineIndex: Sendable {
    private let starts: [Int32]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        guard let base = bytes.baseAddress else { self.starts = starts; return }
        var i = 0
        while i < bytes.count, let hit = memchr(base + i, 0x0A, bytes.count - i) {
            i = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
            starts.append(Int32(i))
        }
        self.starts = starts
    }

    func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var k = Int(starts[low])
        while k < offset {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return SourceLocation(line: low + 1, column: column, offset: offset)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
