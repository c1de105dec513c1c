import Foundation
import IBKitDiagnostics
import IBKitProject
import IBKitSwiftIndex

/// The diagnostics of the last `ibkit check` run with the key of everything they came from, so that a run on an
/// unchanged project only walks the folders, `stat`s the files and reads one small file.
///
/// One file, `check-result.bin`, next to the Swift index cache: magic, `formatVersion`, the run's key (see
/// `CheckRunner`), the hash of the input paths and, per input, the stat and content hash that let the next run
/// skip reading it (`InputFingerprints.Record`), what module resolution read from disk (folders, files and paths,
/// which a hit must observe unchanged), whether any source was indexed, the diagnostics, and a checksum of all of
/// it. It is written to a temporary file renamed into place, so a reader sees a whole file or none; a damaged,
/// truncated or foreign file is a miss, never an error.
public struct CheckResultCache: Sendable {
    /// Bumped whenever the file layout changes.
    public static let formatVersion = 2
    static let magic = Array("IBKCHECK".utf8)

    public let directory: String
    public var path: String { directory + "/check-result.bin" }

    public init(directory: String) {
        self.directory = directory
    }

    /// `<project>/.build/ibkit-cache`, where the Swift index cache lives too.
    public static func inProject(root: String) -> CheckResultCache {
        CheckResultCache(directory: (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/.build/ibkit-cache")
    }

    struct Entry: Equatable {
        var key: UInt64
        /// `inputsHash(_:)` of the IB files and sources, in the order of `records`.
        var inputsHash: UInt64
        var records: [InputFingerprints.Record?]
        var dependencies: ProjectDependencies
        /// `ContentHash` of `dependencies.observed` when the entry was made.
        var dependenciesHash: UInt64
        var hasSources: Bool
        var diagnostics: [Diagnostic]

        /// Whether module resolution's inputs still read as they did when the entry was made.
        func dependenciesHold() -> Bool {
            ContentHash.hash(dependencies.observeNow()) == dependenciesHash
        }
    }

    /// The stored entry if the file is intact, whatever its key.
    func read() -> Entry? {
        readFile(path).flatMap(Self.decode)
    }

    /// Identifies a list of inputs, so that stored records are only matched with the paths they were made for.
    static func inputsHash(_ paths: [String]) -> UInt64 {
        var w = ByteWriter()
        w.strings(paths)
        return ContentHash.hash(w.bytes)
    }

    @discardableResult
    func store(_ entry: Entry) -> Bool {
        Self.writeAtomically(Self.encode(entry), to: path, directory: directory)
    }

    // MARK: File format

    static func encode(_ entry: Entry) -> [UInt8] {
        var w = ByteWriter()
        w.bytes += magic
        w.int(formatVersion)
        w.uint64(entry.key)
        w.uint64(entry.inputsHash)
        w.int(entry.records.count)
        for record in entry.records {
            guard let record else {
                w.bytes.append(0)
                continue
            }
            w.bytes.append(1)
            w.uint64(record.stat.device)
            w.uint64(record.stat.inode)
            w.uint64(record.stat.mode)
            w.uint64(UInt64(bitPattern: record.stat.size))
            w.uint64(UInt64(bitPattern: record.stat.modified))
            w.uint64(UInt64(bitPattern: record.stat.changed))
            w.uint64(record.hash)
        }
        w.strings(entry.dependencies.folders)
        w.strings(entry.dependencies.files)
        w.strings(entry.dependencies.paths)
        w.uint64(entry.dependenciesHash)
        w.bytes.append(entry.hasSources ? 1 : 0)
        w.int(entry.diagnostics.count)
        for d in entry.diagnostics {
            w.string(d.ruleID)
            w.string(d.severity.rawValue)
            w.string(d.message)
            w.string(d.path)
            w.int(d.line)
            w.int(d.column)
            w.bytes.append(d.objectID == nil ? 0 : 1)
            if let id = d.objectID { w.string(id) }
        }
        w.uint64(ContentHash.hash(w.bytes))
        return w.bytes
    }

    static func decode(_ bytes: [UInt8]) -> Entry? {
        guard bytes.count >= magic.count + 8, Array(bytes[..<magic.count]) == magic else { return nil }
        let body = bytes.count - 8
        var r = ByteReader(bytes: bytes, offset: body, end: bytes.count)
        let checksum = bytes.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[..<body])) }
        guard (try? r.uint64()) == checksum else { return nil }
        r = ByteReader(bytes: bytes, offset: magic.count, end: body)
        do {
            guard try r.int() == formatVersion else { return nil }
            let key = try r.uint64()
            let inputsHash = try r.uint64()
            let recordCount = try r.count()
            var records: [InputFingerprints.Record?] = []
            records.reserveCapacity(recordCount)
            for _ in 0 ..< recordCount {
                switch try r.byte() {
                case 0: records.append(nil)
                case 1:
                    let stat = InputFingerprints.FileStat(
                        device: try r.uint64(), inode: try r.uint64(), mode: try r.uint64(), size: Int64(bitPattern: try r.uint64()),
                        modified: Int64(bitPattern: try r.uint64()), changed: Int64(bitPattern: try r.uint64()))
                    records.append(InputFingerprints.Record(stat: stat, hash: try r.uint64()))
                default: return nil
                }
            }
            let dependencies = ProjectDependencies(folders: try r.strings(), files: try r.strings(), paths: try r.strings())
            let dependenciesHash = try r.uint64()
            let hasSources = try r.byte() == 1
            var diagnostics: [Diagnostic] = []
            for _ in 0 ..< (try r.count()) {
                let ruleID = try r.string()
                guard let severity = Severity(rawValue: try r.string()) else { return nil }
                let message = try r.string(), path = try r.string()
                let line = try r.int(), column = try r.int()
                let objectID = try r.byte() == 1 ? try r.string() : nil
                diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message, path: path,
                                              line: line, column: column, objectID: objectID))
            }
            guard r.offset == body else { return nil }
            return Entry(key: key, inputsHash: inputsHash, records: records, dependencies: dependencies,
                         dependenciesHash: dependenciesHash, hasSources: hasSources, diagnostics: diagnostics)
        } catch {
            return nil
        }
    }

    /// Creates the directory, writes a temporary sibling and renames it over the target. Failure (read-only
    /// checkout, full disk) only costs the next run its cache.
    static func writeAtomically(_ bytes: [UInt8], to path: String, directory: String) -> Bool {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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

/// The whole file, or nil when it cannot be read: plain system calls, as this is on the path of every warm run.
func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var total = 0
    while total < bytes.count {
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + total, $0.count - total) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return nil }
        total += n
    }
    return bytes
}

/// Varint integers, little-endian 64-bit words and length-prefixed UTF-8 strings.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var v = UInt64(bitPattern: Int64(value))
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes += value.utf8
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for v in values { string(v) }
    }
}

struct ByteReader {
    struct Damaged: Error {}

    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(bytes: [UInt8], offset: Int, end: Int) {
        self.bytes = bytes
        self.offset = offset
        self.end = min(end, bytes.count)
    }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < end else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() throws(Damaged) -> Int {
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

    /// A count or length: never negative, never more than the bytes left.
    mutating func count() throws(Damaged) -> Int {
        let n = try int()
        guard n >= 0, n <= end - offset else { throw Damaged() }
        return n
    }

    mutating func uint64() throws(Damaged) -> UInt64 {
        guard end - offset >= 8 else { throw Damaged() }
        defer { offset += 8 }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    mutating func string() throws(Damaged) -> String {
        let n = try count()
        defer { offset += n }
        // The file's checksum already vouches for the bytes.
        return String(decoding: bytes[offset ..< offset + n], as: UTF8.self)
    }

    mutating func strings() throws(Damaged) -> [String] {
        let n = try count()
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0 ..< n { values.append(try string()) }
        return values
    }
}
