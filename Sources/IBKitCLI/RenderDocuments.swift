import IBKitCheck
import IBKitConfiguration
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitWorkspace

/// The IB files of a render, each parsed once, while the walk finds them (as lint parses them): the check reads
/// them when its results are not in its cache, and each page draws its own. What was read is fingerprinted for
/// the check's result cache as it is read (`InputsRead`), so the cache does not read the files again.
final class RenderDocuments: Sendable {
    /// The files' parse, in the order of the files discovered.
    private let parsed: [Result<IBDocument, IBParseError>]
    /// Nil when the files are not fingerprinted (no check runs).
    let read: InputsRead?

    private init(parsed: [Result<IBDocument, IBParseError>], read: InputsRead?) {
        self.parsed = parsed
        self.read = read
    }

    /// Walks `paths` as `FileDiscovery.discover` does, parsing each IB file as soon as it is found (and
    /// fingerprinting it for the check when `fingerprint`).
    static func discover(_ paths: [String], configuration: Configuration, sourceExtensions: Set<String>, listings: FolderListings,
                         workingDirectory: String, fingerprint: Bool) -> (discovered: FileDiscovery.Result, documents: RenderDocuments) {
        let read = fingerprint ? InputsRead() : nil
        let (discovered, parsed) = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions,
                                                          listings: listings) { path in
            let loaded = IBDocumentLoader.loadWithStatus(path: PathNormalization.absolute(path, base: workingDirectory))
            if let read, let file = loaded.read { read.add(path: path, bytes: file.bytes, status: file.status) }
            return loaded.document
        }
        return (discovered, RenderDocuments(parsed: parsed, read: read))
    }

    func parseAll() -> [Result<IBDocument, IBParseError>] {
        parsed
    }

    func document(_ i: Int) -> Result<IBDocument, IBParseError> {
        parsed[i]
    }
}
