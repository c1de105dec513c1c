/// Small, fast, seedable; the standard library's generator cannot be seeded.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func int(below n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Unique type names from word lists, in a fixed order: `ProfileList`, `ProfileList2`, …
public struct UniqueNames {
    public let words: [String]
    public let qualifiers: [String]
    private var counter = 0
    private var used = Set<String>()

    public init(words: [String], qualifiers: [String]) {
        self.words = words
        self.qualifiers = qualifiers
    }

    public mutating func next(suffix: String) -> String {
        while true {
            let w = words[counter % words.count]
            let q = qualifiers[(counter / words.count) % qualifiers.count]
            let round = counter / (words.count * qualifiers.count)
            counter += 1
            let name = "\(w)\(q)\(round == 0 ? "" : String(round))\(suffix)"
            if used.insert(name).inserted { return name }
        }
    }
}

extension String {
    /// A hash that does not change between runs (String.hashValue is seeded per process).
    public var hashValueStable: Int {
        var h: UInt64 = 1_469_598_103_934_665_603
        for b in utf8 { h = (h ^ UInt64(b)) &* 1_099_511_628_211 }
        return Int(truncatingIfNeeded: h >> 1)
    }
}
