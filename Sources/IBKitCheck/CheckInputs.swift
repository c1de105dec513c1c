import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitProject
import IBKitSwiftIndex

/// Where `ibkit check` gets the Swift side and the module map. The indexer (`IBKitSwiftIndex.SwiftIndexer`) and
/// the resolver (`IBKitProject.ModuleResolver`) plug in here; tests pass hand-made `FileIndex` values.
public struct CheckInputProvider: Sendable {
    /// Project root, Swift files and Objective-C headers, the I/O calls to record → one index per file (problems
    /// recorded in it, never thrown).
    public var indexSources: @Sendable (_ root: String, _ paths: [String], _ vocabulary: IOVocabulary) -> [FileIndex]
    /// Project root, source and IB paths → which module each file belongs to.
    public var resolveModules: @Sendable (_ root: String, _ sourcePaths: [String], _ ibPaths: [String]) -> ModuleMap

    public init(indexSources: @escaping @Sendable (String, [String], IOVocabulary) -> [FileIndex],
                resolveModules: @escaping @Sendable (String, [String], [String]) -> ModuleMap) {
        self.indexSources = indexSources
        self.resolveModules = resolveModules
    }

    /// The swift-syntax indexer with its content-hash cache in `<root>/.build/ibkit-cache`, and the module
    /// resolver over the Xcode projects and Swift packages under the root.
    public static let `default` = CheckInputProvider(
        indexSources: { root, paths, vocabulary in SwiftIndexer.index(paths: paths, cache: .inProject(root: root), vocabulary: vocabulary).files },
        resolveModules: { root, _, _ in ModuleResolver.resolve(root: root).map })
}

/// The files of one `ibkit check` run, read and parsed: the context plus what could not be read.
public struct CheckInputs: Sendable {
    public var context: CheckContext
    /// IB files that did not parse (reported as `parse-error`, as lint does).
    public var parseErrors: [Diagnostic]
    public var ibPaths: [String]
    public var sourcePaths: [String]

    public static let sourceExtensions: Set<String> = ["swift", "h"]

    /// Discovers IB files (as lint does) and Swift sources / headers under `paths`, parses and indexes them.
    /// - Parameter moduleOverrides: `check: modules:` of `.ibkit.yml`, on top of what the projects say.
    public static func load(paths: [String], configuration: Configuration, provider: CheckInputProvider,
                            moduleOverrides: [(pattern: String, module: String)] = []) -> CheckInputs {
        let ib = FileDiscovery.discover(paths, configuration: configuration).files
        let sources = discoverSources(paths, configuration: configuration)
        let parsed = Slots<Result<LintFile, IBParseError>>(count: ib.count)
        DispatchQueue.concurrentPerform(iterations: ib.count) { i in
            parsed[i] = IBDocumentLoader.load(path: ib[i]).map { LintFile(document: $0, path: ib[i]) }
        }
        var files: [LintFile] = []
        var errors: [Diagnostic] = []
        for result in parsed.values {
            switch result {
            case .success(let file)?: files.append(file)
            case .failure(let e)?:
                errors.append(Diagnostic(ruleID: "parse-error", severity: .error, message: e.message, path: e.path,
                                         line: e.location.line, column: e.location.column))
            case nil: break
            }
        }
        let index = SwiftIndex(files: provider.indexSources(configuration.rootDirectory, sources, CheckEngine.ioVocabulary(configuration)))
        let modules = provider.resolveModules(configuration.rootDirectory, sources, ib)
            .merging(overrides: moduleOverrides, relativeTo: configuration.rootDirectory)
        let context = CheckContext(files: files, index: index, modules: modules, rootDirectory: configuration.rootDirectory)
        return CheckInputs(context: context, parseErrors: errors, ibPaths: ib, sourcePaths: sources)
    }

    /// `.swift` files and `.h` headers under the paths, skipping the folders lint skips, sorted.
    public static func discoverSources(_ paths: [String], configuration: Configuration) -> [String] {
        var out = Set<String>()
        let skipped = FileDiscovery.skippedFolders.union([".build"])
        for input in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if sourceExtensions.contains((input as NSString).pathExtension) { out.insert(input) }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: input) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if skipped.contains(name) { walker.skipDescendants(); continue }
                guard sourceExtensions.contains((name as NSString).pathExtension) else { continue }
                let path = input == "." ? relative : (input as NSString).appendingPathComponent(relative)
                if configuration.includes(relativePath: FileDiscovery.relative(path, to: configuration)) { out.insert(path) }
            }
        }
        return out.sorted()
    }
}

/// One result slot per item, each written by exactly one worker.
final class Slots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    subscript(i: Int) -> T? {
        get { lock.withLock { storage[i] } }
        set { lock.withLock { storage[i] = newValue } }
    }
    var values: [T?] { lock.withLock { storage } }
}
