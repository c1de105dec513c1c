import IBKitCheck
import IBKitDiagnostics
import IBKitDocument
import IBKitLint

/// The IB files of a render, each parsed once, while the walk finds them (as lint parses them): the check reads
/// them when its results are not in its cache, and each page draws its own. What was read is fingerprinted for
/// the check's result cache as it is read (`InputsRead`), so the cache does not read the files again.
final class RenderDocuments: Sendable {
    /// The files as discovered (sorted, each once), and their parse in the same order.
    let files: [String]
    private let parsed: [Result<IBDocument, IBParseError>]
    /// Nil when the files are not fingerprinted (no check runs).
    let read: InputsRead?

    private init(files: [String], parsed: [Result<IBDocument, IBParseError>], read: InputsRead?) {
        self.files = files
        self.parsed = parsed
        self.read = read
    }

    /// Walks `paths` as `FileDiscovery.discover` does, parsing each IB file as soon as it is found (and
    /// fingerprinting it for the check when `fingerprint`).
    static func discover(_ paths: [String], configuration: Configuration, sourceExtensions: Set<String>, listings: FolderListings,
                         workingDirectory: String, fingerprint: Bool) -> (discovered: FileDiscovery.Result, documents: RenderDocuments) {
        let read = fingerprint ? InputsRead() : nil
        let parsing = Parallel.Stream<String, Result<IBDocument, IBParseError>> { path in
            let loaded = IBDocumentLoader.loadWithStatus(path: PathNormalization.absolute(path, base: workingDirectory))
            if let read, let file = loaded.read { read.add(path: path, bytes: file.bytes, status: file.status) }
            return loaded.document
        }
        var started: [String: Int] = [:]
        let discovered = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions,
                                                listings: listings) { batch in
            for path in batch where started[path] == nil {
                started[path] = started.count
                parsing.start(path)
            }
        }
        let results = parsing.results()
        let parsed = discovered.files.map { path in
            started[path].map { results[$0] } ?? IBDocumentLoader.load(path: PathNormalization.absolute(path, base: workingDirectory))
        }
        return (discovered, RenderDocuments(files: discovered.files, parsed: parsed, read: read))
    }

    func parseAll() -> [Result<IBDocument, IBParseError>] {
        parsed
    }

    func document(_ i: Int) -> Result<IBDocument, IBParseError> {
        parsed[i]
    }
}
