import Foundation
import IBKitDiagnostics
import IBKitPlumbing
import IBKitProject
import IBKitSwiftIndex
import IBKitWorkspace

/// A command's printed result kept in the result cache's form (`CheckResultCache`, in a file of its own), for a
/// command that reads more than `ibkit check`'s inputs (`ibkit migrate`'s dry run: project files, property lists,
/// `.strings` tables, folder listings). The key covers the tool, the options, the configuration file, the IB files
/// and sources found (size and content hash of each, vouched for by their stat as `check`'s are), what module
/// resolution read, every further file the run read (`extraReads`, absent ones too) and every folder it listed.
/// A damaged, truncated or foreign file is a miss; a run whose inputs changed while it ran is not stored.
public struct RunResultCache: Sendable {
    public let cache: CheckResultCache
    private let prefix: BinaryWriter
    /// `InputFingerprints.racyInterval`; tests shorten it.
    var racyInterval = InputFingerprints.racyInterval

    /// What a lookup that missed knows, for `store`.
    public struct Miss: Sendable {
        let inputs: [String]
        let ib: Int
        let inputsHash: UInt64
        let records: [InputFingerprints.Record?]
        let fingerprints: [InputFingerprints.Fingerprint]
    }

    public enum Lookup: Sendable {
        /// The stored output, in the order it was stored.
        case hit([String])
        case miss(Miss)
    }

    /// Nil when the run cannot be keyed: no identity for the executable, or a configuration file that cannot be read.
    /// - Parameters:
    ///   - name: the cache file's name in `directory`.
    ///   - command: what the output is of, with every option that changes it.
    public init?(directory: String, name: String, command: [String], configuration: Configuration, paths: [String],
                 moduleOverrides: [(pattern: String, module: String)]) {
        guard let tool = ToolIdentity.current else { return nil }
        var w = BinaryWriter()
        w.string("ibkit run result")
        w.int(CheckResultCache.formatVersion)
        w.string(name)
        w.bytes += tool
        w.strings(command)
        w.string(WorkingDirectory.current)
        w.strings(paths)
        w.string(configuration.rootDirectory)
        if let file = configuration.path {
            guard let bytes = CacheFile.read(file) else { return nil }
            w.string(file)
            w.int(bytes.count)
            w.bytes += bytes
        } else {
            w.string("")
        }
        w.strings(configuration.included.map(\.pattern))
        w.strings(configuration.excluded.map(\.pattern))
        w.strings(moduleOverrides.flatMap { [$0.pattern, $0.module] })
        prefix = w
        cache = CheckResultCache(directory: directory, fileName: name)
    }

    /// The stored output when everything the stored run read reads the same now. `folders`: the listings of the
    /// discovery that found `ib` and `sources`.
    public func lookup(ib: [String], sources: [String], folders: FolderListings) -> Lookup {
        let inputs = ib + sources
        let stored = cache.read()
        let inputsHash = CheckResultCache.inputsHash(inputs)
        let horizon = InputFingerprints.horizon(racyInterval: racyInterval)
        let known = stored.flatMap { $0.inputsHash == inputsHash && $0.records.count == inputs.count ? $0.records : nil }
        let pass = InputFingerprints.of(inputs, known: known, horizon: horizon)
        let miss = Miss(inputs: inputs, ib: ib.count, inputsHash: inputsHash, records: pass.records, fingerprints: pass.fingerprints)
        guard var entry = stored, entry.extraRecords.count == entry.extraPaths.count else { return .miss(miss) }
        let extras = InputFingerprints.of(entry.extraPaths, known: entry.extraRecords, horizon: horizon)
        let listings = Self.listingsHash(entry.listedFolders) { folders.listing(of: $0) }
        let key = key(ib: ib.count, inputs: inputs, pass.fingerprints, extras: entry.extraPaths, extras.fingerprints, listings: listings)
        guard entry.key == key, entry.dependenciesHold() else { return .miss(miss) }
        // Same bytes, new records (old enough now to be vouched for by their stat): kept, so that the next run
        // need not read those files.
        if entry.records != pass.records || entry.extraRecords != extras.records {
            entry.records = pass.records
            entry.extraRecords = extras.records
            cache.store(entry)
        }
        return .hit(entry.output)
    }

    /// Stores `output` for the run that missed, when what it read is still there as it read it: the inputs as
    /// the lookup found them, each of `reads` (every file the run read, inputs or not: nil when some read failed),
    /// the folders `folders` listed, and what module resolution read (`dependencies`; nil: not recorded, nothing
    /// is stored).
    @discardableResult
    public func store(_ miss: Miss, output: [String], reads: [(path: String, read: DiskReadFingerprint?)]?,
                      dependencies: ProjectDependencies?, folders: FolderListings) -> Bool {
        guard let reads, let dependencies else { return false }
        let horizon = InputFingerprints.horizon(racyInterval: racyInterval)
        let after = InputFingerprints.of(miss.inputs, known: miss.records, horizon: horizon)
        guard after.fingerprints == miss.fingerprints else { return false }
        let inputSet = Set(miss.inputs)
        let extra = reads.filter { !inputSet.contains($0.path) }
        let extraPaths = extra.map(\.path)
        let extras = InputFingerprints.of(extraPaths, known: nil, horizon: horizon)
        for (read, fingerprint) in zip(extra, extras.fingerprints) {
            if let read = read.read {
                guard fingerprint.size == read.size, fingerprint.hash == read.hash else { return false }
            } else {
                // No file was there, and none is now.
                guard fingerprint.size < 0, fingerprint.hash == UInt64(ENOENT) || fingerprint.hash == UInt64(ENOTDIR) else { return false }
            }
        }
        let listed = folders.listedFolders
        let listings = Self.listingsHash(listed) { folders.listing(of: $0) }
        // Listed again from disk: a folder changed while the run went on is not stored as it was.
        guard Self.listingsHash(listed, FolderListing.read) == listings else { return false }
        let key = key(ib: miss.ib, inputs: miss.inputs, miss.fingerprints, extras: extraPaths, extras.fingerprints, listings: listings)
        var entry = CheckResultCache.Entry(key: key, inputsHash: miss.inputsHash, records: after.records, dependencies: dependencies,
                                           dependenciesHash: ContentHash.hash(dependencies.observed), hasSources: false, diagnostics: [])
        entry.extraPaths = extraPaths
        entry.extraRecords = extras.records
        entry.listedFolders = listed
        entry.output = output
        return cache.store(entry)
    }

    private func key(ib: Int, inputs: [String], _ fingerprints: [InputFingerprints.Fingerprint], extras: [String],
                     _ extraFingerprints: [InputFingerprints.Fingerprint], listings: UInt64) -> UInt64 {
        var w = BinaryWriter()
        w.uint64(CheckRunner.key(prefix, ib: ib, inputs: inputs, fingerprints))
        w.int(extras.count)
        for (path, fingerprint) in zip(extras, extraFingerprints) {
            w.string(path)
            w.int(fingerprint.size)
            w.uint64(fingerprint.hash)
        }
        w.uint64(listings)
        return ContentHash.hash(w.bytes)
    }

    /// The folders' entries (name and kind), or their absence.
    static func listingsHash(_ folders: [String], _ listing: (String) -> FolderListing?) -> UInt64 {
        var w = BinaryWriter()
        w.int(folders.count)
        for folder in folders {
            w.string(folder)
            guard let found = listing(folder) else {
                w.int(-1)
                continue
            }
            w.int(found.entries.count)
            for entry in found.entries {
                w.string(entry.name)
                w.bytes.append(entry.kind.rawValue)
            }
        }
        return ContentHash.hash(w.bytes)
    }
}

/// The size and content hash of a file's bytes as a run read them (`DiskReads.Read`, told apart from it so that
/// this module does not depend on the editing one).
public struct DiskReadFingerprint: Sendable, Equatable {
    public let size: Int
    public let hash: UInt64

    public init(size: Int, hash: UInt64) {
        self.size = size
        self.hash = hash
    }
}
