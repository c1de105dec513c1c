import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitSwiftIndex
import IBKitWorkspace

/// Where `ibkit check` gets the Swift side and the module map. The indexer (`IBKitSwiftIndex.SwiftIndexer`) and
/// the resolver (`IBKitProject.ModuleResolver`) plug in here; tests pass hand-made `FileIndex` values.
public struct CheckInputProvider: Sendable {
    /// Project root, Swift files and Objective-C headers, the I/O calls to record → one index per file (problems
    /// recorded in it, never thrown).
    public var indexSources: @Sendable (_ root: String, _ paths: [String], _ vocabulary: IOVocabulary) -> [FileIndex]
    /// Project root, source and IB paths → which module each file belongs to.
    public var resolveModules: @Sendable (_ root: String, _ sourcePaths: [String], _ ibPaths: [String]) -> ModuleMap
    /// The real resolver, reading folders through the run's listings and, when asked, telling what it read from
    /// the file system. Only runs that have it may be served from (or stored in) the result cache, which must
    /// know when the module map could change.
    var resolveModulesRecording: (@Sendable (_ root: String, _ listings: FolderListings?, _ record: Bool) -> (ModuleMap, ProjectDependencies?))?

    public init(indexSources: @escaping @Sendable (String, [String], IOVocabulary) -> [FileIndex],
                resolveModules: @escaping @Sendable (String, [String], [String]) -> ModuleMap) {
        self.indexSources = indexSources
        self.resolveModules = resolveModules
    }

    /// Whether a `CheckRunner` may use its result cache with this provider.
    public var supportsResultCache: Bool { resolveModulesRecording != nil }

    /// The swift-syntax indexer without a cache, and the module resolver over the Xcode projects and Swift
    /// packages under the root.
    public static let `default` = standard(cacheDirectory: nil)

    /// The swift-syntax indexer, with its per-file cache in `cacheDirectory` (`CacheLocation`; nil: none), and the
    /// module resolver.
    public static func standard(cacheDirectory: String?) -> CheckInputProvider {
        var provider = CheckInputProvider(
            indexSources: { _, paths, vocabulary in
                SwiftIndexer.index(paths: paths, cache: cacheDirectory.map { SwiftIndexCache(directory: $0) }, vocabulary: vocabulary).files
            },
            resolveModules: { root, _, _ in ModuleResolver.resolve(root: root).map })
        provider.resolveModulesRecording = { root, listings, record in
            guard record else { return (ModuleResolver.resolve(root: root, listings: listings).map, nil) }
            let (resolution, dependencies) = ModuleResolver.resolveRecordingDependencies(root: root, listings: listings)
            return (resolution.map, dependencies)
        }
        return provider
    }
}

/// The files of one `ibkit check` run, read and parsed: the context plus what could not be read.
public struct CheckInputs: Sendable {
    public var context: CheckContext
    /// IB files that did not parse (reported as `parse-error`, as lint does).
    public var parseErrors: [Diagnostic]
    public var ibPaths: [String]
    public var sourcePaths: [String]
    /// What module resolution read, when the provider records it (see `CheckInputProvider.supportsResultCache`).
    public var moduleDependencies: ProjectDependencies?
    /// The folders the run listed: later searches of the same tree in the run (the migration's) read none again.
    public var folders = FolderListings()

    /// Swift, and Objective-C for class names (`@interface` in headers, `@implementation` and private
    /// `@interface`s in implementation files).
    public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm"]

    /// IB files (as lint finds them) and sources under `paths`, in one walk.
    public static func discover(_ paths: [String], configuration: Configuration, listings: FolderListings? = nil)
        -> (ibPaths: [String], sourcePaths: [String]) {
        let found = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions, listings: listings)
        return (found.files, found.sources)
    }

    /// Discovers IB files (as lint does) and Swift sources / headers under `paths`, parses and indexes them.
    /// - Parameter moduleOverrides: `check: modules:` of `.ibkit.yml`, on top of what the projects say.
    /// - Parameter folders: the listings to walk with (those of a discovery made already, for one).
    /// - Parameter recordingModules: tell what module resolution read (`moduleDependencies`), for a cache of the run.
    public static func load(paths: [String], configuration: Configuration, provider: CheckInputProvider,
                            moduleOverrides: [(pattern: String, module: String)] = [], folders: FolderListings = FolderListings(),
                            recordingModules: Bool = false) -> CheckInputs {
        // IB files are parsed while the walk goes on, as lint lints them.
        let (found, parsed) = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: sourceExtensions,
                                                     listings: folders, transformingEach: parse)
        // `CheckRunner` loads files it found: only a caller that caches the run asks what module resolution read.
        return load(ibPaths: found.files, sourcePaths: found.sources, configuration: configuration, provider: provider,
                    moduleOverrides: moduleOverrides, folders: folders, recordingModules: recordingModules) { parsed }
    }

    /// Parses and indexes files already discovered.
    /// - Parameter folders: the listings the discovery read, for module resolution's walk of the same tree.
    public static func load(ibPaths ib: [String], sourcePaths sources: [String], configuration: Configuration,
                            provider: CheckInputProvider, moduleOverrides: [(pattern: String, module: String)] = [],
                            folders: FolderListings = FolderListings()) -> CheckInputs {
        load(ibPaths: ib, sourcePaths: sources, configuration: configuration, provider: provider, moduleOverrides: moduleOverrides,
             folders: folders, recordingModules: true) { Parallel.map(ib, parse) }
    }

    /// Indexes sources for IB files a caller has already parsed (`documents`, in the order of `ib`): `ibkit render`
    /// parses each file once, for its page and for the check.
    public static func load(ibPaths ib: [String], documents: [Result<IBDocument, IBParseError>], sourcePaths sources: [String],
                            configuration: Configuration, provider: CheckInputProvider,
                            moduleOverrides: [(pattern: String, module: String)] = [], folders: FolderListings) -> CheckInputs {
        load(ibPaths: ib, sourcePaths: sources, configuration: configuration, provider: provider, moduleOverrides: moduleOverrides,
             folders: folders, recordingModules: true) {
            zip(ib, documents).map { path, document in document.map { LintFile(document: $0, path: path) } }
        }
    }

    private typealias ParsedFile = Result<LintFile, IBParseError>

    @Sendable private static func parse(_ path: String) -> ParsedFile {
        IBDocumentLoader.load(path: path).map { LintFile(document: $0, path: path) }
    }

    /// - Parameter parsed: the IB files parsed, in the order of `ib`.
    private static func load(ibPaths ib: [String], sourcePaths sources: [String], configuration: Configuration,
                             provider: CheckInputProvider, moduleOverrides: [(pattern: String, module: String)],
                             folders: FolderListings, recordingModules: Bool, parsed: () -> [ParsedFile]) -> CheckInputs {
        // Module resolution walks the whole root and mostly waits on the file system: it runs beside the parsing
        // and the indexing, not after them.
        let root = configuration.rootDirectory
        let vocabulary = CheckEngine.ioVocabulary(configuration)
        // The files' class uses are gathered on this side too: they need neither the modules nor the index.
        let ((uses, errors, index), (projectModules, dependencies)) = Parallel.beside({ () -> (ModuleMap, ProjectDependencies?) in
            if let recording = provider.resolveModulesRecording { return recording(root, folders, recordingModules) }
            return (provider.resolveModules(root, sources, ib), nil)
        }, { () -> (CheckContext.ClassUses, [Diagnostic], SwiftIndex) in
            var files: [LintFile] = []
            var errors: [Diagnostic] = []
            for result in parsed() {
                switch result {
                case .success(let file): files.append(file)
                case .failure(let e): errors.append(Diagnostic(parseError: e))
                }
            }
            return (CheckContext.ClassUses(files: files), errors, SwiftIndex(files: provider.indexSources(root, sources, vocabulary)))
        })
        let modules = projectModules.merging(overrides: moduleOverrides, relativeTo: configuration.rootDirectory)
        let context = CheckContext(uses: uses, index: index, modules: modules, rootDirectory: configuration.rootDirectory)
        return CheckInputs(context: context, parseErrors: errors, ibPaths: ib, sourcePaths: sources, moduleDependencies: dependencies,
                           folders: folders)
    }
}
