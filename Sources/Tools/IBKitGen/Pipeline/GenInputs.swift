import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitRuleModel
import IBKitSwiftIndex
import IBKitWorkspace

/// The files of one generated output, read: the IB files as a catalog, the Swift sources as an index, and the
/// files that could not be parsed (reported, left out; the rest is still generated).
public struct GenInputs: Sendable {
    public var catalog: GenCatalog
    public var index: SwiftIndex
    /// Which module each file belongs to, from the Xcode projects and Swift packages under the configuration's
    /// folder and `check: modules:` of `.ibkit.yml`.
    public var modules: ModuleMap
    /// IB files that did not parse, as `parse-error` diagnostics (lint's rule id) at the place of the error.
    public var parseErrors: [Diagnostic]
    public var ibPaths: [String]
    /// The Swift sources handed to the indexer (which leaves generated ones out).
    public var sourcePaths: [String]
    /// The module the output is compiled into: the one asked for, else the one the projects give all the IB files.
    public var module: String?
    /// The IB files found under the paths, by the module (target) the projects put them in, before any was left
    /// out; files no project names are not listed. More than one key without a module asked for: the files
    /// cannot be generated into one file (`GenTargets`).
    public var ibPathsByModule: [String: [String]] = [:]
    /// How many IB files and Swift sources under the paths were left out because they belong to other modules only.
    public var leftOut: (ibFiles: Int, sources: Int, modules: [String]) = (0, 0, [])

    /// The first line of every file `ibkit gen` writes: the indexers below leave such files out, whoever wrote
    /// them, so the next run does not mistake its own conformances for hand-written ones.
    public static let generatedHeaderPrefix = SwiftIndexer.generatedFileHeader

    /// Discovers IB files (as lint does) and Swift and Objective-C sources (`.swift`, `.h`, `.m`, `.mm`) under
    /// `paths`, parses and indexes them.
    /// - Parameters:
    ///   - excluding: generated files (any output of the run) to leave out of the index.
    ///   - modules: which module each file belongs to (`modules(configuration:overrides:)`), computed once for
    ///     all the outputs of a run.
    ///   - indexSources: the indexer; the default has no cache (`indexer(cacheDirectory:)` has one) and, like every
    ///     indexer here, leaves out files that start with `generatedHeaderPrefix`.
    ///   - module: the module the output is compiled into (`--module`); nil: the one the projects give all the IB
    ///     files, if they agree. When the projects know it, the files they put only in other modules are left out:
    ///     code for one target cannot refer to another target's classes and resources.
    ///   - generatedFilesOnly: count only the files the built-in template generates from (UIKit, no launch screen)
    ///     when working out the module and `ibPathsByModule`.
    public static func load(paths: [String], configuration: Configuration, excluding: [String] = [],
                            modules: ModuleMap = ModuleMap(), module: String? = nil, generatedFilesOnly: Bool = false,
                            indexSources: (_ root: String, _ paths: [String]) -> SwiftIndex = defaultIndexer) -> GenInputs {
        // One walk finds the IB files and the Swift sources. Files are parsed as the walk finds them (a level of
        // folders at a time), so the walk's system calls overlap the parsing. Each worker takes what the catalog
        // needs from its document and drops the document: the extraction runs in parallel too, and no document
        // outlives its file's turn.
        let parsing = Parallel.Stream<String, (String, Result<GenCatalog.Builder, IBParseError>)> { path in
            (path, IBDocumentLoader.load(path: path).map { document in
                var part = GenCatalog.Builder()
                part.add(document, path: path)
                return part
            })
        }
        var started = Set<String>()
        // Objective-C too: a class IB names may be declared by `@interface` in a header, as `ibkit check` reads it.
        let found = FileDiscovery.discover(paths, configuration: configuration, sourceExtensions: FileDiscovery.sourceFileExtensions) { batch in
            for path in batch where started.insert(path).inserted { parsing.start(path) }
        }
        let results = Dictionary(parsing.results(), uniquingKeysWith: { first, _ in first })
        var ib = found.files
        let excluded = Set(excluding.map(standardized))
        var sources = found.sources.filter { !excluded.contains(standardized($0)) }
        // Each look-up standardizes a path: none when no project or package named a module.
        var byModule: [String: [String]] = [:]
        if !modules.allModules.isEmpty {
            for path in ib {
                // The built-in template leaves macOS, watchOS and launch-screen files out: they do not tie the
                // output to their targets.
                if generatedFilesOnly, case .success(let part)? = results[path], !part.holdsGeneratedFile { continue }
                for name in modules.modules(of: path) { byModule[name, default: []].append(path) }
            }
        }
        let selected = module ?? (byModule.count == 1 ? byModule.keys.first : nil)
        var leftOut: (ibFiles: Int, sources: Int, modules: [String]) = (0, 0, [])
        if let selected, modules.allModules.contains(selected) {
            var others = Set<String>()
            // The projects list the module's files: one they do not name (a source left out of every target) is
            // not compiled into it either.
            func belongs(_ path: String) -> Bool {
                let names = modules.modules(of: path)
                if names.contains(selected) { return true }
                others.formUnion(names.isEmpty ? ["no target"] : names)
                return false
            }
            let (ibCount, sourceCount) = (ib.count, sources.count)
            ib = ib.filter(belongs)
            sources = sources.filter(belongs)
            leftOut = (ibCount - ib.count, sourceCount - sources.count, others.sorted())
        }
        // Assembled in the sorted order of the files, whatever order the workers finished in.
        var builder = GenCatalog.Builder()
        var errors: [Diagnostic] = []
        for path in ib {
            switch results[path] {
            case .success(let part)?: builder.add(contentsOf: part)
            case .failure(let e)?:
                errors.append(Diagnostic(parseError: e))
            case nil: break
            }
        }
        return GenInputs(catalog: builder.build(), index: indexSources(configuration.rootDirectory, sources), modules: modules,
                         parseErrors: errors.sorted(by: Diagnostic.ordered), ibPaths: ib, sourcePaths: sources, module: selected,
                         ibPathsByModule: byModule, leftOut: leftOut)
    }

    /// The swift-syntax indexer, without a cache.
    public static func defaultIndexer(root: String, paths: [String]) -> SwiftIndex {
        indexer(cacheDirectory: nil)(root, paths)
    }

    /// The modules of the Xcode projects and Swift packages under the configuration's folder, with the
    /// `check: modules:` mappings of `.ibkit.yml` (`ConfigurationLoader.checkModules`) on top.
    public static func modules(configuration: Configuration, overrides: [(pattern: String, module: String)]) -> ModuleMap {
        ModuleResolver.resolve(root: configuration.rootDirectory).map
            .merging(overrides: overrides, relativeTo: configuration.rootDirectory)
    }

    /// The indexer with its content-hash cache in `directory` (`CacheLocation`; nil: none), in a pack of its own:
    /// check's pack records other calls and holds Objective-C files too, and sharing one would make each run
    /// discard the other's.
    public static func indexer(cacheDirectory directory: String?) -> (String, [String]) -> SwiftIndex {
        { _, paths in
            SwiftIndexer.index(paths: paths, cache: directory.map { SwiftIndexCache(directory: $0, packName: "gen-index.bin") },
                               leavingOutFilesStartingWith: generatedHeaderPrefix)
        }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
