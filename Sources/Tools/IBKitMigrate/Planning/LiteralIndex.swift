import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// The string literals of the app's sources, read once per file content and shared by every census of a run
/// (`LiteralCensus`): the identifiers, split and files steps each ask about their own names, of files that are
/// mostly the same between them, and each census used to scan every source for each of its names and parse again
/// every Swift file that wrote one.
final class LiteralIndex: Sendable {
    /// What one source file (with these bytes) writes.
    final class FileLiterals: Sendable {
        let bytes: [UInt8]
        let fileExtension: String
        /// Every single-line literal by value, in file order (a property list: its values and keys).
        let literals: [String: [LiteralCensus.Hit]]
        /// A binary property list: looked up by its bytes, not by literals.
        let binaryText: [UInt8]?
        /// The type and function names a Swift file declares (`ConsumedLiterals.declaredNames`).
        let declared: Set<String>
        /// Swift literals passed straight to a call, with the callee: parsed on first use (only files that write a
        /// name some census asks about are parsed).
        private let calls = Locked<[String: [ConsumedLiterals.Candidate]]?>(nil)

        init(bytes: [UInt8], fileExtension: String) {
            self.bytes = bytes
            self.fileExtension = fileExtension
            var text = bytes
            // .strings files are often UTF-16.
            if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
                text = Array((String(data: Data(bytes), encoding: .utf16) ?? "").utf8)
            }
            var binary: [UInt8]?
            let hits: [LiteralCensus.Hit]
            if fileExtension == "plist" {
                if text.starts(with: Array("bplist".utf8)) {
                    binary = text
                    hits = []
                } else {
                    hits = LiteralCensus.xmlValues(text, names: nil)
                }
            } else {
                hits = LiteralCensus.cFamilyLiterals(text, nestedComments: fileExtension == "swift", characterLiterals: fileExtension != "swift")
            }
            binaryText = binary
            literals = Dictionary(grouping: hits, by: \.name)
            declared = fileExtension == "swift" ? ConsumedLiterals.declaredNames(in: bytes) : []
        }

        /// The occurrences of `names` here (a binary property list: line 1, column 1 for each name it holds).
        func hits(_ names: Set<String>) -> [LiteralCensus.Hit] {
            if let binaryText {
                return names.filter { binaryText.contains(subsequence: Array($0.utf8)) }.sorted().map { LiteralCensus.Hit(name: $0, line: 1, column: 1) }
            }
            var out: [LiteralCensus.Hit] = []
            if names.count < literals.count {
                for name in names { out += literals[name] ?? [] }
            } else {
                for (value, hits) in literals where names.contains(value) { out += hits }
            }
            return out.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }

        /// Swift literals passed straight to a call, by value (parsed once).
        func candidates() -> [String: [ConsumedLiterals.Candidate]] {
            if let calls = calls.current { return calls }
            let found = Dictionary(grouping: ConsumedLiterals.candidates(in: bytes), by: \.value)
            calls.withLock { $0 = found }
            return found
        }
    }

    private let files = Locked<[String: FileLiterals]>([:])

    init() {}

    /// The literals of the file at `path` with these bytes: read from them once.
    func file(_ path: String, bytes: [UInt8]) -> FileLiterals {
        if let known = files.withLock({ $0[path] }), known.bytes == bytes { return known }
        let read = FileLiterals(bytes: bytes, fileExtension: Paths.fileExtension(path))
        files.withLock { $0[path] = read }
        return read
    }
}
