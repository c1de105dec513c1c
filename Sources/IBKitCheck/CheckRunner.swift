import Foundation
import IBKitDiagnostics
import IBKitLint
import IBKitProject
import IBKitSwiftIndex

/// What one `ibkit check` run found, before any baseline filtering or reporting.
public struct CheckRun: Sendable {
    public enum CacheStatus: Sendable, Equatable {
        /// No result cache (`--no-cache`, or a provider that cannot tell what module resolution read).
        case disabled
        /// Served from the result cache: nothing was parsed, indexed, resolved or checked.
        case hit
        /// Computed, and stored for the next run.
        case miss
    }

    /// Sorted (`Diagnostic.ordered`), parse errors included.
    public var diagnostics: [Diagnostic]
    public var ibPaths: [String]
    public var sourcePaths: [String]
    /// Whether any Swift or Objective-C file was indexed (checks that need sources are skipped otherwise).
    public var hasSources: Bool
    public var cacheStatus: CacheStatus
    public var timings = Timings()

    /// Wall time of each step, in seconds (for the benchmark).
    public struct Timings: Sendable {
        /// Walking the folders for IB files and sources.
        public var discovery = 0.0
        /// Reading and hashing every input for the result cache's key.
        public var readAndHash = 0.0
        /// Reading the result cache and checking what module resolution read.
        public var cacheLookup = 0.0
        /// On a miss: parsing, indexing, module resolution and the checks.
        public var analysis = 0.0
        /// On a miss: hashing the inputs again and writing the result cache.
        public var cacheStore = 0.0

        public init() {}
    }
}

/// Runs `ibkit check` from discovery to sorted diagnostics, answering from a `CheckResultCache` when nothing the
/// answer depends on has changed.
///
/// The key covers every input of the run: this build of ibkit (its executable's path, size, mtime and inode, so a
/// rebuilt tool never serves old results), the working directory, the paths asked for, the configuration (its
/// file's bytes, root, file filters, the enabled checks with their severities, module mappings) and the path, size
/// and content hash of every IB file and source found. Module resolution also reads project files and lists folders
/// (a Swift package's layout is its folders); it records each of those reads, the cache stores the record, and a
/// hit requires each to give the same answer again. Results are stored only when the inputs hashed after the run
/// match those hashed before it, so a file saved during the run is never cached with the wrong results.
public struct CheckRunner: Sendable {
    public var configuration: Configuration
    public var checks: [ConfiguredCheck]
    public var moduleOverrides: [(pattern: String, module: String)]
    public var provider: CheckInputProvider
    /// Nil: every run computes its results.
    public var cache: CheckResultCache?

    public init(configuration: Configuration, checks: [ConfiguredCheck], moduleOverrides: [(pattern: String, module: String)] = [],
                provider: CheckInputProvider = .default, cache: CheckResultCache?) {
        self.configuration = configuration
        self.checks = checks
        self.moduleOverrides = moduleOverrides
        self.provider = provider
        self.cache = cache
    }

    public func run(paths: [String]) -> CheckRun {
        let clock = ContinuousClock()
        var timings = CheckRun.Timings()
        var mark = clock.now
        func lap(_ field: WritableKeyPath<CheckRun.Timings, Double>) {
            let now = clock.now
            let d = (now - mark).components
            timings[keyPath: field] = Double(d.seconds) + Double(d.attoseconds) * 1e-18
            mark = now
        }

        let (ib, sources) = CheckInputs.discover(paths, configuration: configuration)
        lap(\.discovery)
        let cache = provider.supportsResultCache ? self.cache : nil
        let key = cache == nil ? nil : self.key(paths: paths, ibPaths: ib, sourcePaths: sources)
        lap(\.readAndHash)
        if let cache, let key, let entry = cache.load(key: key) {
            lap(\.cacheLookup)
            return CheckRun(diagnostics: entry.diagnostics, ibPaths: ib, sourcePaths: sources, hasSources: entry.hasSources,
                            cacheStatus: .hit, timings: timings)
        }
        lap(\.cacheLookup)

        let inputs = CheckInputs.load(ibPaths: ib, sourcePaths: sources, configuration: configuration, provider: provider,
                                      moduleOverrides: moduleOverrides)
        let diagnostics = (inputs.parseErrors + CheckEngine.run(inputs.context, checks: checks)).sorted(by: Diagnostic.ordered)
        let hasSources = inputs.context.hasSources
        lap(\.analysis)
        if let cache, let key, let dependencies = inputs.moduleDependencies,
           self.key(paths: paths, ibPaths: ib, sourcePaths: sources) == key {
            cache.store(CheckResultCache.Entry(key: key, dependencies: dependencies,
                                               dependenciesHash: ContentHash.hash(dependencies.observed),
                                               hasSources: hasSources, diagnostics: diagnostics))
        }
        lap(\.cacheStore)
        return CheckRun(diagnostics: diagnostics, ibPaths: ib, sourcePaths: sources, hasSources: hasSources,
                        cacheStatus: cache == nil ? .disabled : .miss, timings: timings)
    }

    /// The hash of everything the run's results depend on but module resolution's reads; nil when it cannot be
    /// known (no identity for the executable, an unreadable configuration file, check options from no file).
    func key(paths: [String], ibPaths: [String], sourcePaths: [String]) -> UInt64? {
        guard let tool = ToolIdentity.current else { return nil }
        var w = ByteWriter()
        w.string("ibkit check results")
        w.int(CheckResultCache.formatVersion)
        w.bytes += tool
        w.string(FileManager.default.currentDirectoryPath)
        w.strings(paths)
        w.string(configuration.rootDirectory)
        if let file = configuration.path {
            guard let bytes = FileManager.default.contents(atPath: file) else { return nil }
            w.string(file)
            w.int(bytes.count)
            w.bytes += bytes
        } else if configuration.checkSection != nil {
            return nil
        } else {
            w.string("")
        }
        w.strings(configuration.included.map(\.pattern))
        w.strings(configuration.excluded.map(\.pattern))
        w.strings(checks.map { $0.id + " " + $0.severity.rawValue })
        w.strings(moduleOverrides.flatMap { [$0.pattern, $0.module] })
        for group in [ibPaths, sourcePaths] {
            w.int(group.count)
            for (path, fingerprint) in zip(group, InputFingerprints.of(group)) {
                w.string(path)
                w.int(fingerprint.size)
                w.uint64(fingerprint.hash)
            }
        }
        return ContentHash.hash(w.bytes)
    }
}

/// This ibkit build: its executable's path, device, inode, size and modification time.
enum ToolIdentity {
    static let current: [UInt8]? = {
        #if os(Linux)
        let link = "/proc/self/exe"
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink(link, &buffer, 4096)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: 4097)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let path = String(cString: buffer)
        #else
        let path = CommandLine.arguments.first ?? ""
        #endif
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        #else
        let modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        #endif
        var w = ByteWriter()
        w.string(path)
        w.uint64(UInt64(truncatingIfNeeded: info.st_dev))
        w.uint64(UInt64(truncatingIfNeeded: info.st_ino))
        w.uint64(UInt64(truncatingIfNeeded: info.st_size))
        w.uint64(UInt64(bitPattern: modified.0))
        w.uint64(UInt64(bitPattern: modified.1))
        return w.bytes
    }()
}
