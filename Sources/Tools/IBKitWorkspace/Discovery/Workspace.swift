import IBKitDocument
import IBKitPlumbing

/// A run's inputs, walked once: the paths given, the configuration, the files the walk found, the folders it read
/// and, when the command asks, each IB file parsed as the walk finds it. A command builds one and hands it to every
/// engine of the run (`ibkit render`: the check, lint and the pages), so no engine walks the folders or parses a
/// file again.
public struct Workspace: Sendable {
    /// The paths as given (files and folders).
    public let paths: [String]
    public let configuration: Configuration
    /// The IB files, asset catalogs and sources the walk found.
    public let found: FileDiscovery.Result
    /// The folders the walk listed: module resolution and later searches of the same tree read them from here.
    public let listings: FolderListings
    /// Each of `found.files` parsed, in their order; nil when the walk was asked not to parse.
    public let documents: [Result<IBDocument, IBParseError>]?

    public init(paths: [String], configuration: Configuration, found: FileDiscovery.Result, listings: FolderListings,
                documents: [Result<IBDocument, IBParseError>]?) {
        self.paths = paths
        self.configuration = configuration
        self.found = found
        self.listings = listings
        self.documents = documents
    }

    /// Walks `paths` for IB files (and files with `sourceExtensions`), as lint does.
    /// - Parameter parse: reads one IB file (its path as found); started on all cores as soon as the walk finds the
    ///   file, so parsing goes on while the walk does. Nil: the files are only found.
    public static func walk(_ paths: [String], configuration: Configuration, sourceExtensions: Set<String> = [],
                            parse: (@Sendable (String) -> Result<IBDocument, IBParseError>)? = nil) -> Workspace {
        let listings = FolderListings()
        guard let parse else {
            let found = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions, listings: listings)
            return Workspace(paths: paths, configuration: configuration, found: found, listings: listings, documents: nil)
        }
        let (found, documents) = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions,
                                                        listings: listings, transformingEach: parse)
        return Workspace(paths: paths, configuration: configuration, found: found, listings: listings, documents: documents)
    }
}
