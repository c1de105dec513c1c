import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// Finds the Interface Builder files (and asset catalogs) under the paths given on the command line.
///
/// Folders named like IB files (`x.storyboard/`, `x.storyboardc/`, `x.nib/`) are reported, not entered; build and
/// dependency folders are skipped; a folder reached twice through symbolic links is walked once, so link loops end.
public enum FileDiscovery {
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]
    /// Folders that hold the file as a unit: reported by the loader (compiled or misnamed), never walked.
    static let fileLikeFolderExtensions: Set<String> = ["storyboard", "xib", "storyboardc", "nib"]
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]
    /// Source files named explicitly are left to the commands that read sources (check, gen): the plugins pass a
    /// target's whole file list, IB and source files alike.
    public static let sourceFileExtensions: Set<String> = ["swift", "h", "m", "mm"]

    public struct Result: Sendable {
        /// Files to lint, sorted, as the user will see their paths.
        public var files: [String] = []
        /// `*.xcassets` folders met on the way.
        public var assetCatalogs: [String] = []
        /// Files with one of the `sourceExtensions` asked for (case-sensitive, as compilers match them), sorted.
        public var sources: [String] = []
    }

    /// `discover`, with `transform` started on each IB file as soon as the walk finds it (on all cores: parsing
    /// goes on while the walk does), its results in the order of `Result.files`.
    public static func discover<R: Sendable>(_ inputs: [String], configuration: Configuration, sourceExtensions: Set<String> = [],
                                             listings: FolderListings? = nil,
                                             transformingEach transform: @escaping @Sendable (String) -> R) -> (found: Result, transformed: [R]) {
        let working = Parallel.Stream<String, R>(transform)
        var started: [String: Int] = [:]
        let found = discover(inputs, configuration: configuration, sourceExtensions: sourceExtensions, listings: listings) { batch in
            for path in batch where started[path] == nil {
                started[path] = started.count
                working.start(path)
            }
        }
        let results = working.results()
        return (found, found.files.map { path in started[path].map { results[$0] } ?? transform(path) })
    }

    /// - Parameter sourceExtensions: also collect files with these extensions (for `ibkit check`: Swift and
    ///   Objective-C sources), in the same walk, under the same rules (skipped folders, `included`/`excluded`).
    ///   A file named explicitly with one of them is a source, not an IB file.
    /// - Parameter listings: the run's folder listings, when later walks of the same tree (module resolution,
    ///   the migration's searches) are to read each folder once.
    /// - Parameter found: called on the calling thread with the files of each folder level as soon as they are
    ///   known, so that the caller can start on them while the walk goes on (a file may be passed twice when
    ///   two inputs reach it; `Result.files` has each once).
    public static func discover(_ inputs: [String], configuration: Configuration, sourceExtensions: Set<String> = [],
                                listings: FolderListings? = nil, found: (ArraySlice<String>) -> Void = { _ in }) -> Result {
        var result = Result()
        var visited = Set<FolderIdentity>()
        for input in inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            let ext = (input as NSString).pathExtension.lowercased()
            if exists, isDirectory.boolValue, !fileLikeFolderExtensions.contains(ext) {
                if ext == "xcassets" { result.assetCatalogs.append(input) }
                walk(input, configuration: configuration, sourceExtensions: sourceExtensions, listings: listings, visited: &visited, into: &result, found: found)
            } else if exists, !sourceExtensions.isEmpty, sourceExtensions.contains(sourceExtension(input)) {
                result.sources.append(input)
            } else if !sourceFileExtensions.contains(ext),
                      !configuration.filtersNamedFiles || configuration.includes(relativePath: relative(input, to: configuration)) {
                // Files named explicitly are linted whatever their name; the loader reports what it cannot read.
                result.files.append(input)
                found(result.files[(result.files.count - 1)...])
            }
        }
        result.files = sortedUnique(result.files)
        result.assetCatalogs = sortedUnique(result.assetCatalogs)
        result.sources = sortedUnique(result.sources)
        return result
    }

    /// `Array(Set(paths)).sorted()`, faster: the walk yields each folder's entries in order, and the sort takes
    /// advantage of such runs (which a `Set` would shuffle); equal paths end up next to each other.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var sorted = paths.sorted()
        var kept = 0
        for i in sorted.indices where kept == 0 || sorted[i] != sorted[kept - 1] {
            sorted.swapAt(kept, i)
            kept += 1
        }
        sorted.removeSubrange(kept...)
        return sorted
    }

    private static func walk(_ root: String, configuration: Configuration, sourceExtensions: Set<String>, listings: FolderListings?,
                             visited: inout Set<FolderIdentity>, into result: inout Result, found: (ArraySlice<String>) -> Void) {
        // Relative paths cost a URL standardisation each: only made when a glob needs them.
        let filtersFiles = !configuration.included.isEmpty || !configuration.excluded.isEmpty
        let filtersFolders = !configuration.excluded.isEmpty
        FolderListing.walk(from: root, listings: listings, visited: &visited) { level in
            let known = result.files.count
            defer { found(result.files[known...]) }
            var next: [String] = []
            for (folder, listing) in level {
                for entry in listing.entries {
                    let name = entry.name
                    let path = join(folder, name)
                    let ext = pathExtension(name)
                    guard entry.kind != .missing else {
                        // A dangling link named like an IB file (or a source) is still reported (as unreadable).
                        if fileExtensions.contains(ext), !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) {
                            result.files.append(path)
                        } else if !sourceExtensions.isEmpty, sourceExtensions.contains(sourceExtension(name)),
                                  !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) {
                            result.sources.append(path)
                        }
                        continue
                    }
                    if entry.kind == .directory {
                        if skippedFolders.contains(name) || name.hasPrefix(".build") { continue }
                        if ext == "xcassets" {
                            result.assetCatalogs.append(path)
                            continue
                        }
                        if fileExtensions.contains(ext) {
                            if !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) { result.files.append(path) }
                            continue
                        }
                        if fileLikeFolderExtensions.contains(ext) { continue } // compiled output
                        if filtersFolders {
                            let relativePath = relative(path, to: configuration)
                            if configuration.excluded.contains(where: { $0.matches(relativePath) }) { continue }
                        }
                        next.append(path)
                    } else if fileExtensions.contains(ext) {
                        if !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) { result.files.append(path) }
                    } else if !sourceExtensions.isEmpty, sourceExtensions.contains(sourceExtension(name)),
                              !filtersFiles || configuration.includes(relativePath: relative(path, to: configuration)) {
                        result.sources.append(path)
                    }
                }
            }
            return next
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// Lowercased extension after the last dot, as `NSString.pathExtension` gives it for file names.
    static func pathExtension(_ name: String) -> String {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// The extension after the last dot, case kept (`NSString.pathExtension` of a file name).
    static func sourceExtension(_ name: String) -> String {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
        guard slash.map({ $0 < dot }) ?? true, dot != (slash.map { utf8.index(after: $0) } ?? utf8.startIndex) else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path relative to the configuration's folder, for glob matching.
    public static func relative(_ path: String, to configuration: Configuration) -> String {
        // Cleaned as URL's standardizedFileURL would, without building a URL per file.
        PathNormalization.stripping(configuration.rootDirectory, from: PathNormalization.absolute(path, base: WorkingDirectory.current))
    }
}
