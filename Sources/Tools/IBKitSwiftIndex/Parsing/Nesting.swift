/// Bracket nesting, measured before parsing: beyond `limit`, a file is reported instead of parsed (no real source
/// nests 1,000 deep; generated or hostile input might, and would exhaust any stack).
enum Nesting {
    static let limit = 1_000

    /// The deepest `(`/`[`/`{` nesting, counting brackets in strings and comments too (which can only make a file
    /// look deeper, never shallower).
    static func maximumDepth(_ bytes: UnsafeRawBufferPointer) -> Int {
        var depth = 0
        var deepest = 0
        delta.withUnsafeBufferPointer { delta in
            for byte in bytes {
                // Branch-free: +1 for an opening bracket, -1 (not below 0) for a closing one, 0 otherwise.
                depth = max(0, depth + Int(delta[Int(byte)]))
                deepest = max(deepest, depth)
            }
        }
        return deepest
    }

    private static let delta: [Int8] = (0 ..< 256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): -1
        default: 0
        }
    }
}
