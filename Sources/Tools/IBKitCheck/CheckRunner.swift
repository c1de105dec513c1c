import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitPlumbing
import IBKitProject
import IBKitSwiftIndex
import IBKitWorkspace

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
    /// Inputs opened and read to hash them, over all passes: on a warm run only those written shortly before the
    /// last one (see `InputFingerprints`); the others were vouched for by their recorded `stat`.
    public var filesRead = 0
    public var timings = Timings()

    /// Wall time of each step, in seconds (for the benchmark).
    public struct Timings: Sendable {
        /// Walking the folders for IB files and sources.
        public var discovery = 0.0
        /// `stat` of every input, and reading and hashing those whose stat is not the one recorded, for the result
        /// cache's key.
        public var readAndHash = 0.0
        /// Reading and decoding the result cache, and checking what module resolution read.
        public var cacheLookup = 0.0
        /// On a miss: parsing, indexing, module resolution and the checks.
        public var analysis = 0.0
        /// On a miss: hashing the inputs again and writing the result cache. On a hit: writing it again when
        /// inputs changed their stat but not their content, or were written too recently to be vouched for before.
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
/// and content hash of every IB file and source found. A file whose `stat` is the one recorded in the cache when it
/// was last hashed is not read again: the recorded size and hash stand for it (`InputFingerprints` says when a stat
/// can vouch for the content). Module resolution also reads project files and lists folders (a Swift package's
/// layout is its folders); it records each of those reads, the cache stores the record, and a hit requires each to
/// give the same answer again. Results are stored only when the inputs hashed after the run match those hashed
/// before it, so a file saved during the run is never cached with the wrong results.
public struct CheckRunner: Sendable {
    public var configuration: Configuration
    public var checks: [ConfiguredCheck]
    public var moduleOverrides: [(pattern: String, module: String)]
    public var provider: CheckInputProvider
    /// Nil: every run computes its results.
    public var cache: CheckResultCache?
    /// `InputFingerprints.racyInterval`; tests shorten it to see stats vouch for files they just wrote.
    var racyInterval = InputFingerprints.racyInterval

    public init(configuration: Configuration, checks: [ConfiguredCheck], moduleOverrides: [(pattern: String, module: String)] = [],
                provider: CheckInputProvider = .default, cache: CheckResultCache?) {
        self.configuration = configuration
        self.checks = checks
        self.moduleOverrides = moduleOverrides
        self.provider = provider
        self.cache = cache
    }

    /// Walks `paths` (IB files and sources, as `CheckInputs.discover` finds them) and runs on what it found.
    public func run(paths: [String]) -> CheckRun {
        let clock = ContinuousClock()
        let start = clock.now
        let inputs = Workspace.walk(paths, configuration: configuration, sourceExtensions: CheckInputs.sourceExtensions)
        let walked = (clock.now - start).components
        var run = run(inputs)
        run.timings.discovery = Double(walked.seconds) + Double(walked.attoseconds) * 1e-18
        return run
    }

    /// Runs on inputs a command walked (with `CheckInputs.sourceExtensions`), parsing their IB files only when the
    /// walk did not and the results are not in the cache.
    /// - Parameter read: inputs the caller read already (`InputsRead`), which the result cache's key takes as they are.
    public func run(_ walked: Workspace, read: InputsRead? = nil) -> CheckRun {
        let clock = ContinuousClock()
        var timings = CheckRun.Timings()
        var mark = clock.now
        func lap(_ field: WritableKeyPath<CheckRun.Timings, Double>) {
            let now = clock.now
            let d = (now - mark).components
            timings[keyPath: field] += Double(d.seconds) + Double(d.attoseconds) * 1e-18
            mark = now
        }

        let paths = walked.paths
        let (ib, sources) = (walked.found.files, walked.found.sources)
        let inputs = ib + sources
        let cache = provider.supportsResultCache ? self.cache : nil
        var filesRead = 0
        // The key before the analysis, and the records that made it.
        var before: (key: UInt64, prefix: BinaryWriter, inputsHash: UInt64, records: [InputFingerprints.Record?])?
        if let cache, let prefix = keyPrefix(paths: paths) {
            let stored = cache.read()
            let inputsHash = CheckResultCache.inputsHash(inputs)
            lap(\.cacheLookup)
            let known = stored.flatMap { $0.inputsHash == inputsHash && $0.records.count == inputs.count ? $0.records : nil }
            let pass = InputFingerprints.of(inputs, known: known, horizon: InputFingerprints.horizon(racyInterval: racyInterval), read: read)
            filesRead += pass.filesRead
            let key = Self.key(prefix, ib: ib.count, inputs: inputs, pass.fingerprints)
            lap(\.readAndHash)
            if var entry = stored, entry.key == key, entry.dependenciesHold() {
                lap(\.cacheLookup)
                // Same bytes, new records (a file saved unchanged, or old enough now to be vouched for by its stat):
                // kept, so that the next run need not read those files.
                if entry.records != pass.records {
                    entry.records = pass.records
                    cache.store(entry)
                    lap(\.cacheStore)
                }
                return CheckRun(diagnostics: entry.diagnostics, ibPaths: ib, sourcePaths: sources, hasSources: entry.hasSources,
                                cacheStatus: .hit, filesRead: filesRead, timings: timings)
            }
            lap(\.cacheLookup)
            before = (key, prefix, inputsHash, pass.records)
        }

        let folders = walked.listings
        let loaded = if let parsed = walked.documents, parsed.count == ib.count {
            CheckInputs.load(ibPaths: ib, documents: parsed, sourcePaths: sources, configuration: configuration, provider: provider,
                             moduleOverrides: moduleOverrides, folders: folders)
        } else {
            CheckInputs.load(ibPaths: ib, sourcePaths: sources, configuration: configuration, provider: provider,
                             moduleOverrides: moduleOverrides, folders: folders)
        }
        let diagnostics = (loaded.parseErrors + CheckEngine.run(loaded.context, checks: checks)).sorted(by: Diagnostic.ordered)
        let hasSources = loaded.context.hasSources
        lap(\.analysis)
        if let cache, let before, let dependencies = loaded.moduleDependencies {
            // Files vouched for before the analysis and still with the same stat were not written during it.
            let pass = InputFingerprints.of(inputs, known: before.records, horizon: InputFingerprints.horizon(racyInterval: racyInterval))
            filesRead += pass.filesRead
            if Self.key(before.prefix, ib: ib.count, inputs: inputs, pass.fingerprints) == before.key {
                cache.store(CheckResultCache.Entry(key: before.key, inputsHash: before.inputsHash, records: pass.records,
                                                   dependencies: dependencies, dependenciesHash: ContentHash.hash(dependencies.observed),
                                                   hasSources: hasSources, diagnostics: diagnostics))
            }
        }
        lap(\.cacheStore)
        return CheckRun(diagnostics: diagnostics, ibPaths: ib, sourcePaths: sources, hasSources: hasSources,
                        cacheStatus: cache == nil ? .disabled : .miss, filesRead: filesRead, timings: timings)
    }

    /// What the key hashes besides the inputs' fingerprints; nil when the run cannot be keyed (no identity for the
    /// executable, an unreadable configuration file, check options from no file).
    func keyPrefix(paths: [String]) -> BinaryWriter? {
        guard let tool = ToolIdentity.current else { return nil }
        var w = BinaryWriter()
        w.string("ibkit check results")
        w.int(CheckResultCache.formatVersion)
        w.bytes += tool
        w.string(WorkingDirectory.current)
        w.strings(paths)
        w.string(configuration.rootDirectory)
        if let file = configuration.path {
            guard let bytes = CacheFile.read(file) else { return nil }
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
        return w
    }

    /// The hash of everything the run's results depend on but module resolution's reads: the prefix, then the IB
    /// files and the sources (`inputs`, IB files first), each with its size and content hash.
    static func key(_ prefix: BinaryWriter, ib: Int, inputs: [String], _ fingerprints: [InputFingerprints.Fingerprint]) -> UInt64 {
        var w = prefix
        for group in [0 ..< ib, ib ..< inputs.count] {
            w.int(group.count)
            for i in group {
                w.string(inputs[i])
                w.int(fingerprints[i].size)
                w.uint64(fingerprints[i].hash)
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
        var w = BinaryWriter()
        w.string(path)
        w.uint64(UInt64(truncatingIfNeeded: info.st_dev))
        w.uint64(UInt64(truncatingIfNeeded: info.st_ino))
        w.uint64(UInt64(truncatingIfNeeded: info.st_size))
        w.uint64(UInt64(bitPattern: modified.0))
        w.uint64(UInt64(bitPattern: modified.1))
        return w.bytes
    }()
}
