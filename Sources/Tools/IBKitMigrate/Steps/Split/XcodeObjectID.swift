/// Object ids in Xcode's shape (`rBC-Ks-FRF`: three, two and three letters or digits), made deterministically from
/// a seed, so that planning the same migration twice writes the same bytes.
struct XcodeObjectIDs {
    /// Ids the file already has, and every id made so far: a new id is none of them.
    private(set) var taken: Set<String>

    init(taken: Set<String>) {
        self.taken = taken
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)

    /// A new id for `seed` (the file and what the id is for); another seed's id on a collision, tried in order.
    mutating func make(_ seed: String) -> String {
        var attempt = 0
        while true {
            var hash = Self.fnv1a(seed + (attempt == 0 ? "" : "#\(attempt)"))
            var letters: [UInt8] = []
            for position in 0..<8 {
                if position == 3 || position == 5 { letters.append(UInt8(ascii: "-")) }
                letters.append(Self.alphabet[Int(hash % 62)])
                hash /= 62
            }
            let id = String(decoding: letters, as: UTF8.self)
            if taken.insert(id).inserted { return id }
            attempt += 1
        }
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
