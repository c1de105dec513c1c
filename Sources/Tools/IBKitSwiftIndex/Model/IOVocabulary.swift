#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A networking or persistence API, written as `view-controller-io`'s `apis` option names it:
///
/// - `URLSession`: the name used in an expression (`URLSession.shared`, `try Realm()`, `AF.request`), not in a
///   type annotation;
/// - `sqlite3_*`: any name with that prefix;
/// - `Data(contentsOf:)`: a call of the name whose first argument has that label;
/// - `.dataTask`: a call of a method with that name, on any value;
/// - `.write(to:)`: the same, with that first argument label;
/// - `realm.write`: a call of the method on a value of that name (`realm.write { … }`, `self.realm.write`).
public struct IOPattern: Sendable, Hashable, CustomStringConvertible {
    enum Shape: Hashable {
        case name(String)
        case prefix(String)
        case method(String, base: String?)
    }

    /// As written, trimmed: what an `IOCall` records as its `api`.
    public let spec: String
    let shape: Shape
    let label: String?

    /// Nil when the text is none of the accepted forms.
    public init?(_ text: String) {
        var trimmed = Substring(text)
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        let spec = String(trimmed)
        var head = Substring(spec)
        var label: String?
        if let open = head.firstIndex(of: "(") {
            guard head.hasSuffix(":)") else { return nil }
            let inner = head[head.index(after: open) ..< head.index(head.endIndex, offsetBy: -2)]
            guard Self.isIdentifier(inner) else { return nil }
            label = String(inner)
            head = head[..<open]
        }
        let shape: Shape
        if head.hasPrefix(".") {
            shape = .method(String(head.dropFirst()), base: nil)
        } else if let dot = head.firstIndex(of: ".") {
            let base = head[..<dot]
            guard Self.isIdentifier(base) else { return nil }
            shape = .method(String(head[head.index(after: dot)...]), base: String(base))
        } else if head.hasSuffix("*"), label == nil {
            shape = .prefix(String(head.dropLast()))
        } else {
            shape = .name(String(head))
        }
        let word = switch shape {
        case .name(let w), .prefix(let w), .method(let w, _): w
        }
        guard Self.isIdentifier(Substring(word)) else { return nil }
        self.spec = spec
        self.shape = shape
        self.label = label
    }

    public var description: String { spec }

    /// A word every match contains, so that a body without it can be skipped unparsed: the longest name in the
    /// pattern (`contentsOf` for `Data(contentsOf:)`; the method for `.write(to:)`, whose label is too common).
    public var keptWord: String {
        switch shape {
        case .name(let name): if let label, label.utf8.count > name.utf8.count { label } else { name }
        case .prefix(let prefix): prefix
        case .method(let method, let base): if let base, base.utf8.count >= method.utf8.count { base } else { method }
        }
    }

    private static func isIdentifier(_ s: Substring) -> Bool {
        guard let first = s.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return s.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
}

/// The APIs whose uses the indexer records in class bodies (`ClassDeclaration.ioCalls`).
///
/// It is configuration (`view-controller-io`'s `apis` and `additional_apis`), so it is an input of indexing: the
/// cache is keyed by its `fingerprint`, and a body is parsed when it holds one of its `keptWords`. Recording
/// only matches keeps the index small; recording every name a class uses, so that any option could be
/// answered later, would mean parsing every body of every class.
public struct IOVocabulary: Sendable, Hashable {
    public let patterns: [IOPattern]
    private let byName: [String: [IOPattern]]
    private let prefixes: [IOPattern]
    private let byMethod: [String: [IOPattern]]
    /// First bytes of names and methods worth a dictionary lookup, so most identifiers cost one table read.
    private let nameStarts: ByteSet
    private let methodStarts: ByteSet

    public init(_ patterns: [IOPattern]) {
        var unique: [IOPattern] = []
        var seen = Set<String>()
        for p in patterns where seen.insert(p.spec).inserted { unique.append(p) }
        self.patterns = unique
        var byName: [String: [IOPattern]] = [:], byMethod: [String: [IOPattern]] = [:], prefixes: [IOPattern] = []
        var nameStarts = ByteSet(), methodStarts = ByteSet()
        for p in unique {
            switch p.shape {
            case .name(let n): byName[n, default: []].append(p); nameStarts.insert(n)
            case .prefix(let n): prefixes.append(p); nameStarts.insert(n)
            case .method(let m, _): byMethod[m, default: []].append(p); methodStarts.insert(m)
            }
        }
        self.byName = byName
        self.byMethod = byMethod
        self.prefixes = prefixes
        self.nameStarts = nameStarts
        self.methodStarts = methodStarts
    }

    /// Patterns from their texts; the texts that are no pattern are returned instead.
    public static func parse(_ texts: [String]) -> Result<IOVocabulary, InvalidPatterns> {
        var patterns: [IOPattern] = []
        var invalid: [String] = []
        for t in texts {
            if let p = IOPattern(t) { patterns.append(p) } else { invalid.append(t) }
        }
        return invalid.isEmpty ? .success(IOVocabulary(patterns)) : .failure(InvalidPatterns(texts: invalid))
    }

    public struct InvalidPatterns: Error, Sendable {
        public let texts: [String]
    }

    /// Networking (Foundation, Alamofire) and persistence (UserDefaults, files, Core Data, Realm, SQLite).
    public static let standardSpecs = [
        "URLSession", "URLRequest", ".dataTask", ".downloadTask", ".uploadTask", "AF", "Alamofire",
        "UserDefaults", "FileManager", "Data(contentsOf:)", "String(contentsOf:)", "String(contentsOfFile:)", ".write(to:)",
        "NSFetchRequest", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchedResultsController",
        "Realm", "realm.write", "sqlite3_*",
    ]

    public static let standard = IOVocabulary(standardSpecs.compactMap(IOPattern.init))
    public static let empty = IOVocabulary([])

    public var isEmpty: Bool { patterns.isEmpty }

    /// What the cache key includes: two vocabularies with the same patterns index alike.
    public var fingerprint: String { patterns.map(\.spec).sorted().joined(separator: "\n") }

    /// One word per pattern that every match contains (see `IOPattern.keptWord`), deduplicated, sorted.
    public var keptWords: [String] { Array(Set(patterns.map(\.keptWord))).sorted() }

    /// Whether a name starting with the byte may be one the patterns name: most identifiers are ruled out here,
    /// before their text is made.
    func mayName(startingWith byte: UInt8) -> Bool { nameStarts.contains(byte) }
    func mayNameMethod(startingWith byte: UInt8) -> Bool { methodStarts.contains(byte) }

    /// Patterns naming `name` itself (`URLSession`, `Data(contentsOf:)`, `sqlite3_*`).
    func patterns(named name: String) -> [IOPattern] {
        let exact = byName[name] ?? []
        guard !prefixes.isEmpty else { return exact }
        return exact + prefixes.filter { if case .prefix(let p) = $0.shape { name.hasPrefix(p) } else { false } }
    }

    /// Patterns of a method called `name` (`.dataTask`, `realm.write`).
    func patterns(method name: String) -> [IOPattern] { byMethod[name] ?? [] }
}

/// 256 bits: which bytes start a word.
struct ByteSet: Sendable, Hashable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ word: String) {
        guard let b = word.utf8.first else { return }
        insert(b)
    }

    mutating func insert(_ b: UInt8) {
        let bit = UInt64(1) << UInt64(b & 63)
        switch b >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    func contains(_ b: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(b & 63)
        return switch b >> 6 {
        case 0: bits.0 & bit != 0
        case 1: bits.1 & bit != 0
        case 2: bits.2 & bit != 0
        default: bits.3 & bit != 0
        }
    }

    static func == (a: ByteSet, b: ByteSet) -> Bool { a.bits == b.bits }
    func hash(into hasher: inout Hasher) {
        hasher.combine(bits.0)
        hasher.combine(bits.1)
        hasher.combine(bits.2)
        hasher.combine(bits.3)
    }
}

/// Where a set of words occurs in a file: one pass, a table lookup per byte and a compare only where a word
/// can start; then whether a range holds one is a binary search, so nested bodies cost nothing more.
struct WordOccurrences {
    private var starts: [Int] = []
    private var ends: [Int] = []

    init(_ words: [String], in bytes: UnsafeRawBufferPointer) {
        // Words sorted by first byte, packed in one buffer; `groups[2b] ..< groups[2b + 1]` are those starting
        // with byte b. Plain integers and pointers in the loop: no reference counting per byte.
        let sorted = Set(words).filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var packed: [UInt8] = [], offsets: [Int] = [], lengths: [Int] = []
        var groups = [Int](repeating: 0, count: 512)
        for (n, w) in sorted.enumerated() {
            let b = Int(w[0])
            if groups[2 * b + 1] == 0 { groups[2 * b] = n }
            groups[2 * b + 1] = n + 1
            offsets.append(packed.count)
            lengths.append(w.count)
            packed += w
        }
        guard let base = bytes.baseAddress, !sorted.isEmpty else { return }
        let count = bytes.count
        packed.withUnsafeBufferPointer { packed in
            groups.withUnsafeBufferPointer { groups in
                var i = 0
                while i < count {
                    let b = Int(bytes[i])
                    var n = groups[2 * b]
                    let last = groups[2 * b + 1]
                    while n < last {
                        let length = lengths[n]
                        if i + length <= count, memcmp(base + i, packed.baseAddress! + offsets[n], length) == 0 {
                            starts.append(i)
                            ends.append(i + length)
                            break
                        }
                        n += 1
                    }
                    i += 1
                }
            }
        }
    }

    /// Whether a word lies wholly inside `start ..< end`.
    func any(in range: Range<Int>) -> Bool {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var i = low
        while i < starts.count, starts[i] < range.upperBound {
            if ends[i] <= range.upperBound { return true }
            i += 1
        }
        return false
    }
}
