import IBKitPlumbing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with plain POSIX calls: a warm run reads every source once, so this is on the hot path.
enum FileReader {
    enum Failure: Error, Equatable {
        case unreadable(String)
        case tooLarge(Int)

        func sourceProblem(path: String) -> SourceProblem {
            let message = switch self {
            case .unreadable(let reason): "cannot read the file: \(reason)"
            case .tooLarge(let size): "file of \(size) bytes is larger than the \(SwiftIndexer.maximumFileSize >> 20) MB limit; not indexed"
            }
            return SourceProblem(message: message, position: SourcePosition(path: path, line: 1, column: 1))
        }
    }

    typealias Result = Swift.Result<[UInt8], Failure>

    static func contents(_ path: String, limit: Int) -> Result {
        // Non-blocking, then fstat on the descriptor: a FIFO or device named `*.swift` is refused, never waited on.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable("not a regular file")) }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var total = 0
        while total < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, size - total) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            total += n
        }
        if total < size { bytes.removeSubrange(total...) }
        return .success(bytes)
    }
}

/// A fast 64-bit hash of file contents for cache keys: XXH64 (seed 0), whose four independent lanes hash
/// 32 bytes per step at memory speed (a warm `ibkit check` hashes every input on every run), with a final
/// avalanche so that a one-byte edit anywhere changes the key. Not cryptographic: accidental collisions between
/// two versions of a file are the only concern.
public enum ContentHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return avalanche(p5) }
        @inline(__always) func word(_ i: Int) -> UInt64 {
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        }
        var i = 0
        var h: UInt64
        if count >= 32 {
            var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
            while i + 32 <= count {
                v1 = round(v1, word(i))
                v2 = round(v2, word(i + 8))
                v3 = round(v3, word(i + 16))
                v4 = round(v4, word(i + 24))
                i += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(merge(merge(merge(h, v1), v2), v3), v4)
        } else {
            h = p5
        }
        h &+= UInt64(count)
        while i + 8 <= count {
            h ^= round(0, word(i))
            h = rotl(h, 27) &* p1 &+ p4
            i += 8
        }
        if i + 4 <= count {
            h ^= UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt32.self))) &* p1
            h = rotl(h, 23) &* p2 &+ p3
            i += 4
        }
        while i < count {
            h ^= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) &* p5
            h = rotl(h, 11) &* p1
            i += 1
        }
        return avalanche(h)
    }

    public static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { hash($0) } }

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 { rotl(acc &+ input &* p2, 31) &* p1 }
    @inline(__always) private static func merge(_ acc: UInt64, _ lane: UInt64) -> UInt64 { (acc ^ round(0, lane)) &* p1 &+ p4 }

    @inline(__always) private static func avalanche(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33
        h &*= p2
        h ^= h >> 29
        h &*= p3
        h ^= h >> 32
        return h
    }
}

/// Skips Swift files that cannot contribute anything to the index, without parsing them.
///
/// Proof that it is conservative: everything a `FileIndex` of a Swift file holds comes from a token the file
/// must spell out in ASCII —
/// - a `ClassDeclaration` from a `class` or `extension` keyword (outlets, actions, properties, factories and
///   overrides are members of one);
/// - a `ProtocolDeclaration` from `protocol`, a `TypeAlias` from `typealias`;
/// - a `StringReference` from a string literal, which starts with `"` (raw `#"…"#` and multi-line `"""` too);
/// - a `ReuseCall` from a call of `register…` or `dequeueReusable…` (possibly in a free function);
/// - an `IOCall` only inside a class or extension;
/// - a `StringConstant` from a `String` enum (`String`), a constant with a literal (`"`), or one that names another
///   constant or a type (`String(describing:)`, `NSStoryboard.Name(…)`, or a member of a type, whose declaration
///   holds `class`, `extension` or `String` — a `struct` holding only `static let x = Other.y` is not read, but
///   the constant it names is, where it is declared); a `PendingReference` at a loading call (`loadingWords`).
/// Keywords cannot be written with escapes, so a file containing none of these byte sequences has an empty index.
/// The one thing lost is the syntax-error report of such a file, which cannot affect any check.
enum Prefilter {
    static func mayMatter(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { mayMatter($0) }
    }

    static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        if memchr(base, Int32(UInt8(ascii: "\"")), bytes.count) != nil { return true }
        let count = bytes.count
        var i = 0
        while i < count {
            switch bytes[i] {
            case UInt8(ascii: "c"): if matches(bytes, i, "class") { return true }
            case UInt8(ascii: "e"): if matches(bytes, i, "extension") || matches(bytes, i, "enum") { return true }
            // A binding's model (`struct Photo { let title: String }`).
            case UInt8(ascii: "s"): if matches(bytes, i, "struct") { return true }
            // A `String` enum's cases are constants (`enum Storyboard: String { case main }`).
            case UInt8(ascii: "S"): if matches(bytes, i, "String") { return true }
            case UInt8(ascii: "p"): if matches(bytes, i, "protocol") || matches(bytes, i, "performSegue") { return true }
            // Loading calls whose argument may be a constant (`BodyElision.loadingWords`).
            case UInt8(ascii: "U"): if matches(bytes, i, "UIStoryboard") || matches(bytes, i, "UINib") { return true }
            case UInt8(ascii: "N"): if matches(bytes, i, "NSStoryboard") || matches(bytes, i, "NSNib") { return true }
            case UInt8(ascii: "i"): if matches(bytes, i, "instantiate") { return true }
            case UInt8(ascii: "m"): if matches(bytes, i, "makeView") { return true }
            case UInt8(ascii: "l"): if matches(bytes, i, "loadNibNamed") { return true }
            case UInt8(ascii: "w"): if matches(bytes, i, "windowNibName") { return true }
            case UInt8(ascii: "t"): if matches(bytes, i, "typealias") { return true }
            case UInt8(ascii: "r"): if matches(bytes, i, "register") { return true }
            case UInt8(ascii: "d"): if matches(bytes, i, "dequeueReusable") { return true }
            // `Cell.nib` (`BodyElision.nibWords`).
            case UInt8(ascii: "."): if matches(bytes, i, ".nib") { return true }
            default: break
            }
            i += 1
        }
        return false
    }

    private static func matches(_ bytes: UnsafeRawBufferPointer, _ at: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard at + length <= bytes.count else { return false }
        return memcmp(bytes.baseAddress! + at, word.utf8Start, length) == 0
    }
}

/// Objective-C classes from `.h`/`.m`/`.mm` files: `@interface Name : Super`, `@interface Name <P>`, `@interface
/// Name` (a root class) and `@implementation Name` declare a class, so IB classes written in Objective-C are not
/// reported as unknown. `@interface Name (Category)`, `@interface Name ()` and `@implementation Name (Category)`
/// declare no class: they add members to one, declared elsewhere (often a system class such as
/// `UIViewController`, which must stay the system class with its known superclass). Their instance methods
/// (`- (IBAction)close:(id)sender;`, as selectors) and properties are recorded as an extension of the class. A
/// byte scan that skips comments and string literals; no preprocessing (a class inside `#if 0` still counts,
/// which errs on the quiet side).
public enum ObjCHeaderScanner {
    public static func handles(path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// What one file declares: classes, and the classes its categories extend with their members.
    public struct Scan: Sendable, Equatable {
        /// Classes declared (`@interface Name : Super`, `@implementation Name`), in order, once each.
        public var classNames: [String] = []
        /// Classes only extended by a category or class extension, in order, once each.
        public var categoryClasses: [String] = []
        /// One extension per category (`isExtension`), with its instance methods' selectors and its properties.
        public var categories: [ClassDeclaration] = []
    }

    public static func classNames(in text: String) -> [String] {
        scan(text).classNames
    }

    public static func classNames(in bytes: UnsafeRawBufferPointer) -> [String] {
        scan(bytes, path: "").classNames
    }

    public static func scan(_ text: String, path: String = "") -> Scan {
        var text = text
        return text.withUTF8 { scan(UnsafeRawBufferPointer($0), path: path) }
    }

    public static func scan(_ bytes: UnsafeRawBufferPointer, path: String) -> Scan {
        var result = Scan()
        var declared = Set<String>()
        var extended = Set<String>()
        let count = bytes.count
        var i = 0
        var line = 1
        var lineStart = 0
        /// Only spaces since the last line break (or `;`): where a method declaration may start.
        var atStatementStart = true
        var depth = 0
        var category: ClassDeclaration?

        func skipSpaces() {
            while i < count, isSpace(bytes[i]) {
                if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                i += 1
            }
        }
        func identifier() -> String? {
            let start = i
            while i < count, isIdentifier(bytes[i]) { i += 1 }
            return i > start ? String(decoding: bytes[start ..< i], as: UTF8.self) : nil
        }
        /// Past a balanced `( … )` starting at `i`.
        func skipParentheses() {
            var level = 0
            while i < count {
                let b = bytes[i]
                if b == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                i += 1
                if b == UInt8(ascii: "(") { level += 1 } else if b == UInt8(ascii: ")") { level -= 1; if level == 0 { return } }
            }
        }
        func here() -> SourcePosition { SourcePosition(path: path, line: line, column: i - lineStart + 1) }

        /// `- (IBAction)close:(id)sender forEvent:(UIEvent *)event;` → `close:forEvent:`, from after the `-`.
        func methodSelector() -> String? {
            skipSpaces()
            if i < count, bytes[i] == UInt8(ascii: "(") { skipParentheses() }
            skipSpaces()
            guard let first = identifier() else { return nil }
            skipSpaces()
            guard i < count, bytes[i] == UInt8(ascii: ":") else { return first }
            var selector = ""
            var label: String? = first
            while let piece = label {
                skipSpaces()
                guard i < count, bytes[i] == UInt8(ascii: ":") else { break }
                i += 1
                selector += piece + ":"
                skipSpaces()
                if i < count, bytes[i] == UInt8(ascii: "(") { skipParentheses() }
                skipSpaces()
                guard identifier() != nil else { return nil }
                skipSpaces()
                let mark = (i, line, lineStart)
                label = identifier()
                skipSpaces()
                if label != nil, !(i < count && bytes[i] == UInt8(ascii: ":")) {
                    // A macro or attribute after the parameters (`NS_SWIFT_NAME(…)`), not a label.
                    (i, line, lineStart) = mark
                    label = nil
                }
            }
            return selector
        }

        /// `@property (nonatomic, weak) IBOutlet UILabel *label API_AVAILABLE(ios(13));` → `label`, from after
        /// `@property`: the last identifier outside parentheses that is not a macro (capitals) or a call.
        func propertyName() -> String? {
            var name: String?
            while i < count, bytes[i] != UInt8(ascii: ";"), bytes[i] != UInt8(ascii: "@") {
                if bytes[i] == UInt8(ascii: "(") {
                    skipParentheses()
                } else if isIdentifier(bytes[i]) {
                    let word = identifier()!
                    skipSpaces()
                    let isCall = i < count && bytes[i] == UInt8(ascii: "(")
                    let isMacro = word.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) }
                    if !isCall, !isMacro { name = word }
                } else {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                }
            }
            return name
        }

        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
                atStatementStart = true
                i += 1
            } else if isSpace(byte) {
                i += 1
            } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if byte == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i += 2
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                atStatementStart = false
                i += 1
                while i < count, bytes[i] != byte, bytes[i] != UInt8(ascii: "\n") {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                i += 1
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                atStatementStart = true
                i += 1
            } else if byte == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
                atStatementStart = true
                i += 1
            } else if byte == UInt8(ascii: ";") {
                atStatementStart = true
                i += 1
            } else if byte == UInt8(ascii: "-"), atStatementStart, depth == 0, category != nil {
                i += 1
                let position = here()
                if let selector = methodSelector() {
                    category?.actions.append(ActionDeclaration(kind: .objc, selector: selector, position: position))
                }
                atStatementStart = false
            } else if byte == UInt8(ascii: "@") {
                atStatementStart = false
                i += 1
                let keyword = identifier() ?? ""
                if keyword == "end" {
                    if let done = category { result.categories.append(done) }
                    category = nil
                    depth = 0
                    continue
                }
                if keyword == "property", depth == 0, category != nil {
                    if let name = propertyName() { category?.properties.append(name) }
                    continue
                }
                guard keyword == "interface" || keyword == "implementation" else { continue }
                skipSpaces()
                let position = here()
                guard let name = identifier() else { continue }
                skipSpaces()
                if i < count, bytes[i] == UInt8(ascii: "(") {
                    // A category or class extension: members for a class declared elsewhere.
                    skipParentheses()
                    if let open = category { result.categories.append(open) }
                    category = ClassDeclaration(name: name, qualifiedName: name, isExtension: true, position: position)
                    if extended.insert(name).inserted { result.categoryClasses.append(name) }
                } else if declared.insert(name).inserted {
                    // Superclass, protocol list or a root class: each means the class exists.
                    result.classNames.append(name)
                }
            } else {
                atStatementStart = false
                i += 1
            }
        }
        if let open = category { result.categories.append(open) }
        result.categoryClasses.removeAll { declared.contains($0) }
        return result
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}

/// 1-based line and UTF-8 column of a byte offset, from one scan for line breaks (`\n`, `\r\n`, `\r`, as
/// swift-syntax counts them). Replaces `SourceLocationConverter`, which walks the whole tree to build the same
/// table and showed up in profiles.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: UnsafeRawBufferPointer) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return }
        if memchr(base, 0x0D, count) == nil {
            // `\n` only (nearly every file): memchr from one line break to the next.
            var i = 0
            while i < count, let found = memchr(base + i, 0x0A, count - i) {
                i = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(i)
            }
            return
        }
        var i = 0
        while i < count {
            let byte = bytes[i]
            if byte == 0x0A {
                starts.append(i + 1)
            } else if byte == 0x0D {
                if i + 1 < count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
    }

    func location(for offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}

/// The names a source file mentions, for "is this member used anywhere?": every identifier that starts with a
/// lowercase letter or `_` (members; types are not asked about), as 32-bit hashes, sorted and unique. A byte scan of
/// the whole file — function bodies included, whatever `BodyElision` cuts — that errs on the side of "mentioned":
/// names in comments and string literals count (`value(forKey: "label")`, `#keyPath(label)` are uses), and only
/// the name right after `var` or `let` (the declaration itself) is left out. A hash collision can only make a name
/// look mentioned.
///
/// The same pass records the names assigned to (`x = …`, `Cell.x += …`, not `==`): a stored `static var` is
/// followed as a constant only when no file assigns to its name.
enum Mentions {
    struct Scan: Equatable {
        var mentioned: [UInt32]
        var assigned: [UInt32]
    }

    /// Per byte: 0 not in an identifier, 1 in one, 3 also a lowercase letter or `_` (may start a recorded name).
    private static let kinds: [UInt8] = (0 ..< 256).map { b -> UInt8 in
        if (b >= 0x61 && b <= 0x7A) || b == 0x5F { return 3 }
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b >= 0x80 { return 1 }
        return 0
    }

    /// Every cold run scans every file: one pass, FNV-1a per identifier into an open-addressing table (0 is the
    /// empty slot, so a hash of 0 is stored as 1, as `hash` does).
    static func scan(_ bytes: UnsafeRawBufferPointer) -> Scan {
        let count = bytes.count
        guard count > 0 else { return Scan(mentioned: [], assigned: []) }
        var table = [UInt32](repeating: 0, count: 256)
        var mask = 255
        var used = 0
        var i = 0
        var afterDeclarationKeyword = false
        var assigned = Set<UInt32>()
        kinds.withUnsafeBufferPointer { kinds in
            while i < count {
                let b = bytes[i]
                let kind = kinds[Int(b)]
                guard kind != 0 else {
                    if b != 0x20, b != 0x09 { afterDeclarationKeyword = false }
                    i += 1
                    continue
                }
                let start = i
                var hash: UInt32 = 2_166_136_261
                repeat {
                    hash = (hash ^ UInt32(bytes[i])) &* 16_777_619
                    i += 1
                } while i < count && kinds[Int(bytes[i])] != 0
                // `var`/`let`: the next name is a declaration, not a use.
                let isKeyword = i - start == 3
                    && (bytes[start] == 0x6C && bytes[start + 1] == 0x65 && bytes[start + 2] == 0x74
                        || bytes[start] == 0x76 && bytes[start + 1] == 0x61 && bytes[start + 2] == 0x72)
                if !afterDeclarationKeyword, kind == 3 {
                    let key = hash == 0 ? 1 : hash
                    if isAssignment(bytes, at: i) { assigned.insert(key) }
                    var slot = Int(key) & mask
                    while true {
                        let existing = table[slot]
                        if existing == key { break }
                        if existing == 0 {
                            table[slot] = key
                            used += 1
                            if used * 2 > mask {
                                let old = table
                                mask = mask * 2 + 1
                                table = [UInt32](repeating: 0, count: mask + 1)
                                for k in old where k != 0 {
                                    var s = Int(k) & mask
                                    while table[s] != 0 { s = (s + 1) & mask }
                                    table[s] = k
                                }
                            }
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
                afterDeclarationKeyword = isKeyword
            }
        }
        var result: [UInt32] = []
        result.reserveCapacity(used)
        for k in table where k != 0 { result.append(k) }
        return Scan(mentioned: result.sorted(), assigned: assigned.sorted())
    }

    /// Whether `=` or a compound assignment (`+=`, `|=`, …) follows at `index`, spaces aside; `==`, `!=`, `<=`, `>=`
    /// compare.
    private static func isAssignment(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        var j = index
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        guard j < bytes.count else { return false }
        var b = bytes[j]
        // + - * / % | & ^
        if b == 0x2B || b == 0x2D || b == 0x2A || b == 0x2F || b == 0x25 || b == 0x7C || b == 0x26 || b == 0x5E {
            j += 1
            guard j < bytes.count else { return false }
            b = bytes[j]
        }
        return b == 0x3D && (j + 1 >= bytes.count || bytes[j + 1] != 0x3D)
    }

    static func hash(_ name: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for b in name.utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
        return hash == 0 ? 1 : hash
    }

    /// Whether a sorted hash list holds the name's hash.
    static func contains(_ sorted: [UInt32], _ name: String) -> Bool {
        let h = hash(name)
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < h { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low] == h
    }
}
