import IBKitDiagnostics
import IBKitDocument
import IBKitLint

/// The IB files of a render, each parsed once, while the walk finds them (as lint parses them): the check reads
/// them when its results are not in its cache, and each page draws its own.
final class RenderDocuments: Sendable {
    /// The files as discovered (sorted, each once), and their parse in the same order.
    let files: [String]
    private let parsed: [Result<IBDocument, IBParseError>]

    private init(files: [String], parsed: [Result<IBDocument, IBParseError>]) {
        self.files = files
        self.parsed = parsed
    }

    /// Walks `paths` as `FileDiscovery.discover` does, parsing each IB file as soon as it is found.
    static func discover(_ paths: [String], configuration: Configuration, sourceExtensions: Set<String>, listings: FolderListings,
                         workingDirectory: String) -> (discovered: FileDiscovery.Result, documents: RenderDocuments) {
        let parsing = Parallel.Stream<String, Result<IBDocument, IBParseError>> { path in
            IBDocumentLoader.load(path: PathNormalization.absolute(path, base: workingDirectory))
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
        return (discovered, RenderDocuments(files: discovered.files, parsed: parsed))
    }

    func parseAll() -> [Result<IBDocument, IBParseError>] {
        parsed
    }

    func document(_ i: Int) -> Result<IBDocument, IBParseError> {
        parsed[i]
    }
}
