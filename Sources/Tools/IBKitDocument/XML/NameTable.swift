#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Interns element and attribute names so that rules compare integers, not strings.
///
/// Names that Interface Builder writes are interned once, globally, into fixed symbols (`IBName`); a document
/// only interns the rare names it adds on top, in its own `LocalNames`. A symbol below `KnownNames.count`
/// is a known name, anything above is local to one document.
struct ByteNameTable: Sendable {
    private(set) var strings: [String] = []
    private var bytes: [UInt8] = []
    private var ranges: [(start: Int32, count: Int32)] = []
    private var slots: [Int32]
    private var mask: Int
    let symbolBase: Int32

    init(symbolBase: Int32, capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        self.symbolBase = symbolBase
    }

    var count: Int { strings.count }

    /// Constant time in the name's length: the first and last eight bytes, mixed with the length. Reads only
    /// inside `p[0..<n]`.
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var x: UInt64
        if n >= 8 {
            let raw = UnsafeRawPointer(p)
            let first = raw.loadUnaligned(as: UInt64.self)
            let last = raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            x = first ^ (last << 23 | last >> 41)
        } else {
            x = 0
            var k = 0
            while k < n {
                x |= UInt64(p[k]) << UInt64(k * 8)
                k += 1
            }
        }
        x ^= UInt64(truncatingIfNeeded: n) &* 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: x ^ (x >> 29))
    }

    /// The symbol of the name, or nil.
    @inline(__always)
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int, hash h: Int) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            ranges.withUnsafeBufferPointer { ranges in
                bytes.withUnsafeBufferPointer { bytes in
                    var slot = h & mask
                    while true {
                        let entry = slots[slot]
                        if entry < 0 { return nil }
                        let r = ranges[Int(entry)]
                        if Int(r.count) == n, memoryEqual(bytes.baseAddress! + Int(r.start), p, n) {
                            return entry + symbolBase
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    mutating func insert(_ p: UnsafePointer<UInt8>, _ n: Int, hash h: Int) -> Int32 {
        let local = Int32(strings.count)
        ranges.append((Int32(bytes.count), Int32(n)))
        bytes.append(contentsOf: UnsafeBufferPointer(start: p, count: n))
        strings.append(String(decoding: UnsafeBufferPointer(start: p, count: n), as: UTF8.self))
        if strings.count * 2 > slots.count { grow() } else { place(local, hash: h) }
        return local + symbolBase
    }

    mutating func intern(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { buf in
            let p = buf.baseAddress ?? UnsafePointer(bitPattern: 1)!
            let h = Self.hash(p, buf.count)
            return lookup(p, buf.count, hash: h) ?? insert(p, buf.count, hash: h)
        }
    }

    func lookup(_ name: String) -> Int32? {
        var name = name
        return name.withUTF8 { buf in
            let p = buf.baseAddress ?? UnsafePointer(bitPattern: 1)!
            return lookup(p, buf.count, hash: Self.hash(p, buf.count))
        }
    }

    private mutating func place(_ local: Int32, hash h: Int) {
        var slot = h & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = local
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for local in 0..<ranges.count {
            let r = ranges[local]
            let h = bytes.withUnsafeBufferPointer { Self.hash($0.baseAddress! + Int(r.start), Int(r.count)) }
            place(Int32(local), hash: h)
        }
    }
}

/// Inline for the short runs names are; a `memcmp` call costs more than the comparison.
@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    if n >= 8 {
        let ra = UnsafeRawPointer(a)
        let rb = UnsafeRawPointer(b)
        var k = 0
        while k + 8 <= n {
            if ra.loadUnaligned(fromByteOffset: k, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
            k += 8
        }
        return k == n || ra.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self) == rb.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
    }
    var k = 0
    while k < n {
        if a[k] != b[k] { return false }
        k += 1
    }
    return true
}
