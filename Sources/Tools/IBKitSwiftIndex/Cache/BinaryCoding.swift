#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The binary form of IBKit's cache files (the Swift index pack, `ibkit check`'s result): varint integers,
/// little-endian 64-bit words and length-prefixed UTF-8 strings.
public struct BinaryWriter: Sendable {
    public var bytes: [UInt8] = []

    public init() {}

    public mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value))
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Four little-endian bytes each, after the count.
    public mutating func uint32s(_ values: [UInt32]) {
        int(values.count)
        bytes.reserveCapacity(bytes.count + 4 * values.count)
        for v in values {
            bytes.append(UInt8(truncatingIfNeeded: v))
            bytes.append(UInt8(truncatingIfNeeded: v >> 8))
            bytes.append(UInt8(truncatingIfNeeded: v >> 16))
            bytes.append(UInt8(truncatingIfNeeded: v >> 24))
        }
    }

    public mutating func string(_ value: String) {
        let utf8 = value.utf8
        int(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    public mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    public mutating func strings(_ values: [String]) {
        int(values.count)
        for v in values { string(v) }
    }
}

/// Reads what `BinaryWriter` wrote; anything out of range or malformed is `Damaged`, never a crash.
public struct BinaryReader {
    public struct Damaged: Error {}

    public let bytes: [UInt8]
    public private(set) var offset: Int
    public let end: Int

    public init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.offset = range.lowerBound
        self.end = min(range.upperBound, bytes.count)
    }

    public mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < end else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func int() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw Damaged() }
            value |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value))
    }

    /// A count or length: never negative, never more than the bytes left (each element takes at least one byte).
    public mutating func count() throws(Damaged) -> Int {
        let n = try int()
        guard n >= 0, n <= end - offset else { throw Damaged() }
        return n
    }

    public mutating func skip(_ n: Int) throws(Damaged) {
        guard n >= 0, n <= end - offset else { throw Damaged() }
        offset += n
    }

    public mutating func bool() throws(Damaged) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        default: throw Damaged()
        }
    }

    public mutating func uint64() throws(Damaged) -> UInt64 {
        guard end - offset >= 8 else { throw Damaged() }
        defer { offset += 8 }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    public mutating func uint32s() throws(Damaged) -> [UInt32] {
        let n = try int()
        guard n >= 0, n <= (end - offset) / 4 else { throw Damaged() }
        var values = [UInt32](repeating: 0, count: n)
        var o = offset
        for k in 0 ..< n {
            values[k] = UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3]) << 24
            o += 4
        }
        offset = o
        return values
    }

    public mutating func string() throws(Damaged) -> String {
        let n = try count()
        defer { offset += n }
        let slice = bytes[offset ..< offset + n]
        guard slice.withUnsafeBytes({ UTF8Validation.isValid($0) }) else { throw Damaged() }
        return String(decoding: slice, as: UTF8.self)
    }

    public mutating func optionalString() throws(Damaged) -> String? { try bool() ? try string() : nil }

    public mutating func strings() throws(Damaged) -> [String] {
        let n = try count()
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0 ..< n { values.append(try string()) }
        return values
    }

    public mutating func raw<T: RawRepresentable<String>>(_: T.Type) throws(Damaged) -> T {
        guard let value = T(rawValue: try string()) else { throw Damaged() }
        return value
    }
}

/// Whole cache files: read with the source reader's guards (regular files only, never a FIFO), written to a
/// temporary sibling renamed into place, so a reader sees a whole file or none.
public enum CacheFile {
    public static func read(_ path: String) -> [UInt8]? {
        guard case .success(let bytes) = FileReader.contents(path, limit: Int.max) else { return nil }
        return bytes
    }

    /// `mkdir -p`, quietly: a folder that cannot be made shows when its files cannot be written.
    public static func makeDirectories(_ directory: String) {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            mkdir(prefix, 0o755)
        }
    }

    /// Creates the directory, writes a temporary sibling and renames it over `path`. Failure (read-only checkout,
    /// full disk) only costs the next run its cache.
    @discardableResult
    public static func writeAtomically(_ bytes: [UInt8], to path: String, directory: String) -> Bool {
        makeDirectories(directory)
        let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0 ... .max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        let closed = close(fd) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
