import Foundation
import IBKitDiagnostics
import IBKitProject
import IBKitSwiftIndex

/// The diagnostics of the last `ibkit check` run with the key of everything they came from, so that a run on an
/// unchanged project only walks the folders, `stat`s the files and reads one small file.
///
/// One file, `check-result.bin`, next to the Swift index cache (in the folder `CacheLocation` gives): magic, `formatVersion`, the run's key (see
/// `CheckRunner`), the hash of the input paths and, per input, the stat and content hash that let the next run
/// skip reading it (`InputFingerprints.Record`), what module resolution read from disk (folders, files and paths,
/// which a hit must observe unchanged), whether any source was indexed, the diagnostics, and a checksum of all of
/// it. It is written to a temporary file renamed into place, so a reader sees a whole file or none; a damaged,
/// truncated or foreign file is a miss, never an error.
public struct CheckResultCache: Sendable {
    /// Bumped whenever the file layout changes.
    public static let formatVersion = 4
    static let magic = Array("IBKCHECK".utf8)

    public let directory: String
    /// `check-result.bin` for `ibkit check`; other commands keep their results in files of their own
    /// (`RunResultCache`).
    public let fileName: String
    public var path: String { directory + "/" + fileName }

    public init(directory: String) {
        self.init(directory: directory, fileName: "check-result.bin")
    }

    public init(directory: String, fileName: String) {
        self.directory = directory
        self.fileName = fileName
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
        /// Files other than the inputs the result was made from (`RunResultCache`), sorted, with their records.
        var extraPaths: [String] = []
        var extraRecords: [InputFingerprints.Record?] = []
        /// The folders whose listings the result was made from (`RunResultCache`), sorted.
        var listedFolders: [String] = []
        /// A command's printed result (`RunResultCache`); empty for `check`, whose result is `diagnostics`.
        var output: [String] = []

        /// Whether module resolution's inputs still read as they did when the entry was made.
        func dependenciesHold() -> Bool {
            ContentHash.hash(dependencies.observeNow()) == dependenciesHash
        }
    }

    /// The stored entry if the file is intact, whatever its key.
    func read() -> Entry? {
        CacheFile.read(path).flatMap(Self.decode)
    }

    /// Identifies a list of inputs, so that stored records are only matched with the paths they were made for.
    static func inputsHash(_ paths: [String]) -> UInt64 {
        var w = BinaryWriter()
        w.strings(paths)
        return ContentHash.hash(w.bytes)
    }

    @discardableResult
    func store(_ entry: Entry) -> Bool {
        CacheFile.writeAtomically(Self.encode(entry), to: path, directory: directory)
    }

    // MARK: File format

    static func encode(_ entry: Entry) -> [UInt8] {
        var w = BinaryWriter()
        w.bytes += magic
        w.int(formatVersion)
        w.uint64(entry.key)
        w.uint64(entry.inputsHash)
        encode(entry.records, &w)
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
            w.bytes.append(d.convention == nil ? 0 : 1)
            if let convention = d.convention { w.string(convention) }
        }
        w.strings(entry.extraPaths)
        encode(entry.extraRecords, &w)
        w.strings(entry.listedFolders)
        w.strings(entry.output)
        w.uint64(ContentHash.hash(w.bytes))
        return w.bytes
    }

    private static func encode(_ records: [InputFingerprints.Record?], _ w: inout BinaryWriter) {
        w.int(records.count)
        for record in records {
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
    }

    /// Nil for a record of neither form.
    private static func decodeRecords(_ r: inout BinaryReader) throws(BinaryReader.Damaged) -> [InputFingerprints.Record?]? {
        let count = try r.count()
        var records: [InputFingerprints.Record?] = []
        records.reserveCapacity(count)
        for _ in 0 ..< count {
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
        return records
    }

    static func decode(_ bytes: [UInt8]) -> Entry? {
        guard bytes.count >= magic.count + 8, Array(bytes[..<magic.count]) == magic else { return nil }
        let body = bytes.count - 8
        var r = BinaryReader(bytes: bytes, range: body ..< bytes.count)
        let checksum = bytes.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[..<body])) }
        guard (try? r.uint64()) == checksum else { return nil }
        r = BinaryReader(bytes: bytes, range: magic.count ..< body)
        do {
            guard try r.int() == formatVersion else { return nil }
            let key = try r.uint64()
            let inputsHash = try r.uint64()
            guard let records = try decodeRecords(&r) else { return nil }
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
                let convention = try r.byte() == 1 ? try r.string() : nil
                diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message, path: path,
                                              line: line, column: column, objectID: objectID, convention: convention))
            }
            let extraPaths = try r.strings()
            guard let extraRecords = try decodeRecords(&r), extraRecords.count == extraPaths.count else { return nil }
            let listedFolders = try r.strings()
            let output = try r.strings()
            guard r.offset == body else { return nil }
            return Entry(key: key, inputsHash: inputsHash, records: records, dependencies: dependencies,
                         dependenciesHash: dependenciesHash, hasSources: hasSources, diagnostics: diagnostics,
                         extraPaths: extraPaths, extraRecords: extraRecords, listedFolders: listedFolders, output: output)
        } catch {
            return nil
        }
    }
}
