import Foundation
import IBKitDocument
import IBKitPlumbing

/// IB files of a plan parsed once for everyone who reads them: the built-in validation and each validator look
/// at the same files before and after, and the steps at the same files again and again. An entry is found by
/// path and bytes (arrays that share storage compare in O(1)), so a plan edited since stays correct.
final class ParseCache: Sendable {
    private let entries = Locked<[String: [(bytes: [UInt8], document: IBDocument?)]]>([:])

    /// Remembers a document parsed elsewhere (the run's own reading of the app).
    func insert(_ document: IBDocument, path: String) {
        entries.withLock { $0[path, default: []].append((document.bytes, document)) }
    }

    func document(_ bytes: [UInt8], path: String) -> IBDocument? {
        if let found = entries.withLock({ $0[path]?.first { $0.bytes == bytes } }) { return found.document }
        let document = try? IBDocument(bytes: bytes, path: path)
        entries.withLock { entries in
            // A path has few versions worth keeping: on disk, as planned, perhaps one in between.
            var list = entries[path] ?? []
            if list.count >= 3 { list.removeFirst() }
            list.append((bytes, document))
            entries[path] = list
        }
        return document
    }
}

extension ChangeSet {
    /// The plan starts from `document` as the run read it from `path`: its bytes are the file's bytes on disk
    /// (`apply` still refuses a file changed since), and it is not read or parsed again. A path already read is
    /// left as it is.
    public mutating func start(from document: IBDocument, at path: String) {
        let key = absolutePath(path)
        guard slots[key] == nil else { return }
        slots.set(key, Slot(base: document.bytes, content: document.bytes))
        parseCache.insert(document, path: key)
    }

    /// `bytes` of the file at `path` parsed, nil when they do not parse; parsed once per run for the same bytes.
    public func document(_ bytes: [UInt8], path: String) -> IBDocument? {
        parseCache.document(bytes, path: absolutePath(path))
    }
}
