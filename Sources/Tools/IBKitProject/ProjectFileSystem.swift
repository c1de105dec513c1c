import Foundation
import IBKitDiagnostics
import IBKitPlumbing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as module resolution sees it — folder listings (hidden entries left out, links followed),
/// file contents and single path tests — optionally recording every question asked and its answer.
///
/// Module resolution reads nothing else, so the record is exactly what its result depends on: `ibkit check`'s
/// result cache stores it and asks again (`ProjectDependencies.observeNow`) to know whether a stored module map
/// would still come out the same.
final class ProjectFileSystem {
    /// Raw values are the recorded answers' bytes: missing 0, file 1, directory 2.
    typealias Kind = FolderListing.Kind
    typealias Entry = FolderListing.Entry

    private let recording: Bool
    /// The run's folder listings, shared with the other walks of the tree; nil: folders are read here.
    private let listings: FolderListings?
    private var folders: [String: [UInt8]] = [:]
    private var files: [String: [UInt8]] = [:]
    private var paths: [String: [UInt8]] = [:]

    init(recording: Bool = false, listings: FolderListings? = nil) {
        self.recording = recording
        self.listings = listings
    }

    /// The folder's entries that do not start with `.`, sorted by name; nil when it is not a readable folder.
    func entries(of folder: String) -> [Entry]? {
        let listing = listings.map { $0.listing(of: folder) } ?? FolderListing.read(folder)
        let entries = listing.map(Self.entries)
        if recording, folders[folder] == nil { folders[folder] = Self.encode(entries) }
        return entries
    }

    /// Links followed.
    func kind(of path: String) -> Kind {
        let kind = FolderListing.followedKind(path)
        if recording, paths[path] == nil { paths[path] = [kind.rawValue] }
        return kind
    }

    func contents(of path: String) -> [UInt8]? {
        let bytes = Self.readContents(path)
        if recording, files[path] == nil { files[path] = Self.encode(bytes) }
        return bytes
    }

    /// What was asked and answered so far (empty unless recording).
    var dependencies: ProjectDependencies {
        var result = ProjectDependencies(folders: folders.keys.sorted(), files: files.keys.sorted(), paths: paths.keys.sorted())
        result.observed = ProjectDependencies.serialize(result) { category, path in
            switch category {
            case .folder: folders[path]!
            case .file: files[path]!
            case .path: paths[path]!
            }
        }
        return result
    }

    // MARK: System calls

    /// The entries module resolution sees: hidden ones left out.
    static func entries(_ listing: FolderListing) -> [Entry] {
        listing.entries.filter { !$0.name.hasPrefix(".") }
    }

    static func readContents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
    }

    // MARK: Canonical form of an answer

    static func encode(_ entries: [Entry]?) -> [UInt8] {
        guard let entries else { return [0] }
        var out: [UInt8] = [1]
        for entry in entries {
            out += entry.name.utf8
            out.append(0)  // names never contain NUL
            out.append(entry.kind.rawValue)
        }
        return out
    }

    static func encode(_ bytes: [UInt8]?) -> [UInt8] {
        guard let bytes else { return [0] }
        return [1] + bytes
    }
}

/// Everything a module resolution read from the file system: the folders it listed, the files it read (project
/// files and manifests) and the paths it only tested, each by path, sorted. Two resolutions of the same root
/// whose dependencies observe the same (`observed == observeNow()`) produce the same result.
public struct ProjectDependencies: Sendable, Equatable {
    public var folders: [String]
    public var files: [String]
    public var paths: [String]
    /// The answers the resolution got, in a canonical byte form (empty for dependencies read back from a cache).
    public var observed: [UInt8] = []

    public init(folders: [String] = [], files: [String] = [], paths: [String] = []) {
        self.folders = folders
        self.files = files
        self.paths = paths
    }

    /// The same questions asked now, in the form of `observed`.
    public func observeNow() -> [UInt8] {
        // A big tree has thousands of folders, each a few system calls: listed in parallel.
        let listings = Parallel.map(folders) { ProjectFileSystem.encode(FolderListing.read($0).map(ProjectFileSystem.entries)) }
        var index: [String: Int] = [:]
        for (i, folder) in folders.enumerated() { index[folder] = i }
        return Self.serialize(self) { category, path in
            switch category {
            case .folder: listings[index[path]!]
            case .file: ProjectFileSystem.encode(ProjectFileSystem.readContents(path))
            case .path: [FolderListing.followedKind(path).rawValue]
            }
        }
    }

    enum Category { case folder, file, path }

    static func serialize(_ dependencies: ProjectDependencies, answer: (Category, String) -> [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        func add(_ category: Category, _ paths: [String]) {
            for path in paths {
                let value = answer(category, path)
                // Length-prefixed, so that no two different records serialize alike.
                append(path.utf8.count, to: &out)
                out += path.utf8
                append(value.count, to: &out)
                out += value
            }
            out.append(0xFF)
        }
        add(.folder, dependencies.folders)
        add(.file, dependencies.files)
        add(.path, dependencies.paths)
        return out
    }

    private static func append(_ value: Int, to out: inout [UInt8]) {
        var v = UInt64(value)
        for _ in 0 ..< 8 {
            out.append(UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }
}
