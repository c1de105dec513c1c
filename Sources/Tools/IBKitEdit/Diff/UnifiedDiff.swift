/// Line diffs printed the way `diff -u` prints them: `@@ -l,n +l,n @@` hunks with `context` lines around the
/// changes, deletions before insertions, `\ No newline at end of file` after a last line without one. Lines are
/// compared byte for byte with their line break, so a CRLF line differs from the same LF line, as in `diff`.
///
/// The edit script is Myers' O(ND) algorithm in linear space (the middle-snake bisection), which finds a
/// shortest one. Large inputs are first cut at the lines that occur once in each (patience diff's anchors, kept in
/// order by a longest increasing subsequence): in Interface Builder files almost every line carries a unique id,
/// so a move of whole scenes becomes many small problems instead of one whose cost grows with the square of
/// the lines moved. Deterministic: the same inputs give the same bytes.
public enum UnifiedDiff {
    /// The hunks turning `old` into `new`, each from its `@@` line; empty when the two are equal.
    public static func hunks(from old: [UInt8], to new: [UInt8], context: Int = 3) -> [UInt8] {
        let a = lines(old)
        let b = lines(new)
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = ids[line] { return known }
            let next = ids.count
            ids[line] = next
            return next
        }
        var script = EditScript(a: a.map(id), b: b.map(id), symbols: ids.count)
        script.run()
        return render(script.operations(), a: a, b: b, context: max(0, context))
    }

    /// The lines of `bytes`, each with its `\n`; the last one without when the file does not end with one.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
            out.append(bytes[start..<end])
            start = end
        }
        return out
    }

    /// One line of the edit script, with where it stands in both files: for an insertion `old` is the index of
    /// the next old line, for a deletion `new` the index of the next new line.
    struct Operation: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        var old: Int
        var new: Int

        var isChange: Bool { kind != .equal }
    }

    // MARK: - Hunks

    static func render(_ operations: [Operation], a: [ArraySlice<UInt8>], b: [ArraySlice<UInt8>], context: Int) -> [UInt8] {
        var out: [UInt8] = []
        var k = 0
        while let first = operations[k...].firstIndex(where: \.isChange) {
            // Changes closer than twice the context share a hunk, as in diff -u.
            var last = first
            var e = first + 1
            while e < operations.count {
                if operations[e].isChange {
                    last = e
                    e += 1
                    continue
                }
                let run = operations[e...].prefix { !$0.isChange }.count
                guard e + run < operations.count, run <= 2 * context else { break }
                e += run
            }
            let start = max(k, first - context)
            let end = min(operations.count, last + 1 + context)
            appendHunk(operations[start..<end], a: a, b: b, to: &out)
            k = end
        }
        return out
    }

    private static func appendHunk(_ hunk: ArraySlice<Operation>, a: [ArraySlice<UInt8>], b: [ArraySlice<UInt8>], to out: inout [UInt8]) {
        guard let first = hunk.first else { return }
        let oldCount = hunk.count { $0.kind != .insert }
        let newCount = hunk.count { $0.kind != .delete }
        // A side with no line in the hunk names the line before it (0 at the start of the file), as diff does.
        let oldLine = first.old + (oldCount > 0 ? 1 : 0)
        let newLine = first.new + (newCount > 0 ? 1 : 0)
        out += Array("@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n".utf8)
        for operation in hunk {
            switch operation.kind {
            case .equal: appendLine(UInt8(ascii: " "), a[operation.old], to: &out)
            case .delete: appendLine(UInt8(ascii: "-"), a[operation.old], to: &out)
            case .insert: appendLine(UInt8(ascii: "+"), b[operation.new], to: &out)
            }
        }
    }

    private static func range(_ line: Int, _ count: Int) -> String {
        count == 1 ? "\(line)" : "\(line),\(count)"
    }

    private static func appendLine(_ prefix: UInt8, _ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        out.append(prefix)
        out += line
        if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
    }
}

/// Which lines of `a` are deleted and which of `b` inserted: a shortest edit script (Myers), after cutting large
/// inputs at their unique common lines.
struct EditScript {
    let a: [Int]
    let b: [Int]
    /// Line ids are `0..<symbols`.
    let symbols: Int
    private(set) var deleted: [Bool]
    private(set) var inserted: [Bool]
    /// Below this many lines (both sides, after trimming), Myers runs alone: its cost is then small whatever the
    /// number of differences.
    static let anchoringThreshold = 2_000

    init(a: [Int], b: [Int], symbols: Int) {
        self.a = a
        self.b = b
        self.symbols = symbols
        deleted = [Bool](repeating: false, count: a.count)
        inserted = [Bool](repeating: false, count: b.count)
    }

    mutating func run() {
        var (aLo, aHi, bLo, bHi) = (0, a.count, 0, b.count)
        trim(&aLo, &aHi, &bLo, &bHi)
        if (aHi - aLo) + (bHi - bLo) > Self.anchoringThreshold {
            var previous = (aLo, bLo)
            for (i, j) in anchors(aLo, aHi, bLo, bHi) {
                myers(previous.0, i, previous.1, j)
                previous = (i + 1, j + 1)
            }
            myers(previous.0, aHi, previous.1, bHi)
        } else {
            myers(aLo, aHi, bLo, bHi)
        }
    }

    /// The script as operations in file order: equal lines, and at each change deletions before insertions.
    func operations() -> [UnifiedDiff.Operation] {
        var out: [UnifiedDiff.Operation] = []
        out.reserveCapacity(max(a.count, b.count))
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, !deleted[i], !inserted[j] {
                out.append(.init(kind: .equal, old: i, new: j))
                i += 1
                j += 1
                continue
            }
            let start = (i, j)
            while i < a.count, deleted[i] || j == b.count {
                out.append(.init(kind: .delete, old: i, new: j))
                i += 1
            }
            while j < b.count, inserted[j] || i == a.count {
                out.append(.init(kind: .insert, old: i, new: j))
                j += 1
            }
            if (i, j) == start { break } // unreachable for a consistent script; never loop
        }
        return out
    }

    // MARK: - Anchors

    /// Lines that occur exactly once in each range, as (index in a, index in b), the longest run of them in the
    /// same order in both.
    private func anchors(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> [(Int, Int)] {
        var countA = [Int32](repeating: 0, count: symbols)
        var countB = [Int32](repeating: 0, count: symbols)
        var positionB = [Int](repeating: -1, count: symbols)
        for i in aLo..<aHi { countA[a[i]] &+= 1 }
        for j in bLo..<bHi {
            countB[b[j]] &+= 1
            positionB[b[j]] = j
        }
        var pairs: [(Int, Int)] = []
        for i in aLo..<aHi where countA[a[i]] == 1 && countB[a[i]] == 1 {
            pairs.append((i, positionB[a[i]]))
        }
        // Longest increasing subsequence of the b positions (patience sorting), with back links.
        var tails: [Int] = []
        var back = [Int](repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if pairs[tails[mid]].1 < pair.1 { low = mid + 1 } else { high = mid }
            }
            if low > 0 { back[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var out: [(Int, Int)] = []
        var k = tails.last ?? -1
        while k >= 0 {
            out.append(pairs[k])
            k = back[k]
        }
        return out.reversed()
    }

    // MARK: - Myers

    private func trim(_ aLo: inout Int, _ aHi: inout Int, _ bLo: inout Int, _ bHi: inout Int) {
        while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
            aLo += 1
            bLo += 1
        }
        while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] {
            aHi -= 1
            bHi -= 1
        }
    }

    private mutating func myers(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
        var (aLo, aHi, bLo, bHi) = (aLo, aHi, bLo, bHi)
        trim(&aLo, &aHi, &bLo, &bHi)
        if aLo == aHi {
            for j in bLo..<bHi { inserted[j] = true }
        } else if bLo == bHi {
            for i in aLo..<aHi { deleted[i] = true }
        } else if let (x, y) = middleSnake(aLo, aHi, bLo, bHi) {
            myers(aLo, x, bLo, y)
            myers(x, aHi, y, bHi)
        } else {
            for i in aLo..<aHi { deleted[i] = true }
            for j in bLo..<bHi { inserted[j] = true }
        }
    }

    /// Where a shortest edit script of the two ranges crosses its middle: the forward and the reverse searches
    /// run one step each in turn until they overlap on a diagonal (Myers 1986, section 4b). The ranges differ in
    /// their first and last lines (trimmed), so the split is strictly inside and the recursion ends.
    private func middleSnake(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
        let n = aHi - aLo
        let m = bHi - bLo
        let maxD = (n + m + 1) / 2
        let offset = maxD
        let length = 2 * maxD + 2
        var forward = [Int](repeating: -1, count: length)
        var reverse = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        reverse[offset + 1] = 0
        let delta = n - m
        let odd = delta & 1 != 0
        // Diagonals that ran off the grid are skipped from then on.
        var forwardStart = 0
        var forwardEnd = 0
        var reverseStart = 0
        var reverseEnd = 0
        for d in 0..<maxD {
            var k1 = -d + forwardStart
            while k1 <= d - forwardEnd {
                let index = offset + k1
                var x = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k1
                while x < n, y < m, a[aLo + x] == b[bLo + y] {
                    x += 1
                    y += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if odd {
                    let other = offset + delta - k1
                    if other >= 0, other < length, reverse[other] != -1, x >= n - reverse[other] {
                        return (aLo + x, bLo + y)
                    }
                }
                k1 += 2
            }
            var k2 = -d + reverseStart
            while k2 <= d - reverseEnd {
                let index = offset + k2
                var x = (k2 == -d || (k2 != d && reverse[index - 1] < reverse[index + 1])) ? reverse[index + 1] : reverse[index - 1] + 1
                var y = x - k2
                while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] {
                    x += 1
                    y += 1
                }
                reverse[index] = x
                if x > n {
                    reverseEnd += 2
                } else if y > m {
                    reverseStart += 2
                } else if !odd {
                    let other = offset + delta - k2
                    if other >= 0, other < length, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - x { return (aLo + forwardX, bLo + forwardY) }
                    }
                }
                k2 += 2
            }
        }
        return nil
    }
}
