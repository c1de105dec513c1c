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

    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var h: UInt32 = 2_166_136_261
        for k in 0..<n { h = (h ^ UInt32(p[k])) &* 16_777_619 }
        return Int(h)
    }

    /// The symbol of the name, or nil.
    func lookup(_ p: UnsafePointer<UInt8>, _ n: Int, hash h: Int) -> Int32? {
        var slot = h & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            let r = ranges[Int(entry)]
            if Int(r.count) == n {
                let equal = bytes.withUnsafeBufferPointer { buf in
                    memoryEqual(buf.baseAddress! + Int(r.start), p, n)
                }
                if equal { return entry + symbolBase }
            }
            slot = (slot + 1) & mask
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

@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    var k = 0
    while k < n {
        if a[k] != b[k] { return false }
        k += 1
    }
    return true
}
