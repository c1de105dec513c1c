import IBKitSwiftIndex
import Testing

/// `ContentHash` is XXH64 with seed 0: the reference implementation's published values.
@Suite struct ContentHashTests {
    @Test(arguments: [
        ("", 0xEF46_DB37_51D8_E999 as UInt64),
        ("a", 0xD24E_C4F1_A98C_6E5B),
        ("abc", 0x44BC_2CF5_AD77_0999),
    ])
    func referenceValues(input: String, expected: UInt64) {
        #expect(ContentHash.hash(Array(input.utf8)) == expected)
    }

    /// Every length through the lane, word, half-word and byte tails: one changed byte anywhere changes the hash.
    @Test func everyByteCounts() {
        for length in 1 ... 80 {
            let bytes = (0 ..< length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let original = ContentHash.hash(bytes)
            #expect(ContentHash.hash(Array(bytes.dropLast())) != original, "length \(length)")
            for i in 0 ..< length {
                var edited = bytes
                edited[i] ^= 0x20
                #expect(ContentHash.hash(edited) != original, "byte \(i) of \(length)")
            }
        }
    }
}
