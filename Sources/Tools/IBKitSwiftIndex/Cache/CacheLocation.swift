#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where IBKit keeps a project's caches (the Swift index, `ibkit check`'s results): the one answer for every command
/// that caches (check, gen, migrate, render).
///
/// By default never in the project, so that a command that promised to change nothing leaves nothing in its tree:
/// one folder per project in the user's cache folder (`$XDG_CACHE_HOME/ibkit`, else `~/.cache/ibkit`;
/// `~/Library/Caches/IBKit` on macOS), named by the project folder's last component and a hash of its real
/// absolute path (`App-3f9c0d1e2a4b5c6d`), as SwiftLint keeps its cache. Entries not used for a while, and the oldest
/// when all of them grow too big, are removed. A folder the user names (`--cache-path`, `cache_path:`; the
/// plugins' work directories) is used as it is and never pruned.
public struct CacheLocation: Sendable, Equatable {
    /// The folder the caches go to.
    public let directory: String
    /// The user's IBKit cache folder `directory` is an entry of; nil for a folder the user named.
    public let sharedRoot: String?

    public enum Platform: Sendable {
        case macOS, other
        public static var current: Platform {
            #if os(macOS)
            .macOS
            #else
            .other
            #endif
        }
    }

    /// A folder the user named (absolute), used as it is.
    public init(directory: String) {
        self.directory = directory
        sharedRoot = nil
    }

    init(entry: String, in root: String) {
        directory = root + "/" + entry
        sharedRoot = root
    }

    /// The project's folder in the user's cache folder; nil when the environment names no home
    /// (then nothing is cached).
    public static func standard(projectRoot: String, environment: [String: String],
                                platform: Platform = .current) -> CacheLocation? {
        userRoot(environment: environment, platform: platform).map { CacheLocation(entry: entryName(projectRoot: projectRoot), in: $0) }
    }

    /// IBKit's folder in the user's cache folder. XDG_CACHE_HOME counts only when absolute, as the XDG spec says.
    public static func userRoot(environment: [String: String], platform: Platform = .current) -> String? {
        func absolute(_ key: String) -> String? {
            guard let value = environment[key], value.hasPrefix("/") else { return nil }
            return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        switch platform {
        case .macOS:
            return absolute("HOME").map { $0 + "/Library/Caches/IBKit" }
        case .other:
            return absolute("XDG_CACHE_HOME").map { $0 + "/ibkit" } ?? absolute("HOME").map { $0 + "/.cache/ibkit" }
        }
    }

    /// `<last component>-<16 hex digits>`: readable in a listing, and one per real path (a link to the project
    /// and the project share it).
    static func entryName(projectRoot: String) -> String {
        var path = realPath(projectRoot) ?? projectRoot
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        var readable = String(last.unicodeScalars.prefix(40).map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
        })
        if readable.isEmpty || readable.hasPrefix(".") { readable = "_" + readable }
        let hash = String(ContentHash.hash(Array(path.utf8)), radix: 16)
        return readable + "-" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// Whether `name` is one `entryName` gives: pruning removes nothing else.
    static func isEntryName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        guard utf8.count > 17, utf8[utf8.count - 17] == UInt8(ascii: "-"), name.first != "." else { return false }
        let hex = Set("0123456789abcdef".utf8), readable = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".utf8)
        return utf8.suffix(16).allSatisfy(hex.contains) && utf8.dropLast(17).allSatisfy(readable.contains)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file whose date says when an entry was last used.
    public static let markerName = "last-used"

    /// Readies the folder for a run: created, marked as used and, for the shared folder, stale entries pruned
    /// (`Pruning`). Returns a note when the folder cannot be written: the run goes on, reading what it can and
    /// storing nothing, so it only loses speed.
    public func prepare(now: Int = Int(time(nil)), pruning: Pruning = Pruning()) -> String? {
        CacheFile.makeDirectories(directory)
        let marker = directory + "/" + Self.markerName
        // The folder must take new files (caches are renamed into it), not only the marker be writable.
        let fd = access(directory, W_OK) == 0 ? open(marker, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) : -1
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            return "note: cannot write the cache in \(directory) (\(reason.lowercased())); this run is not cached"
        }
        close(fd)
        Self.setModificationTime(marker, now)
        if let sharedRoot { pruning.run(in: sharedRoot, keeping: (directory as NSString).lastPathComponent, now: now) }
        return nil
    }

    static func setModificationTime(_ path: String, _ seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
    }

    /// When the shared folder's entries go: those not used for `maximumAge` seconds, then the least recently used
    /// while all of them take more than `maximumSize` bytes. At most once per `interval` (a stamp in the folder
    /// says when it last ran), and the work is a listing of the folder and of each entry. Deterministic: the same
    /// folder and time remove the same entries. Only entries named as `entryName` names them, only real folders
    /// (never a link), only the files directly in them: nothing outside the folder is ever removed.
    public struct Pruning: Sendable {
        public var maximumAge = 30 * 24 * 3600
        public var maximumSize = 1 << 30
        public var interval = 24 * 3600

        public init() {}

        static let stampName = ".last-pruned"

        /// Returns the names of the entries removed.
        @discardableResult
        public func run(in root: String, keeping current: String, now: Int) -> [String] {
            let stamp = root + "/" + Self.stampName
            if let last = CacheLocation.modificationTime(stamp), last > now - interval, last <= now { return [] }
            // Stamped first: runs starting meanwhile do not prune too.
            let fd = open(stamp, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else { return [] }
            close(fd)
            CacheLocation.setModificationTime(stamp, now)

            struct Entry { var name: String; var lastUsed: Int; var size: Int }
            var entries: [Entry] = []
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
            where name != current && CacheLocation.isEntryName(name) {
                let folder = root + "/" + name
                guard let info = CacheLocation.status(folder), info.st_mode & S_IFMT == S_IFDIR else { continue }
                var size = 0
                for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                    if let s = CacheLocation.status(folder + "/" + file), s.st_mode & S_IFMT == S_IFREG { size += Int(s.st_size) }
                }
                let lastUsed = CacheLocation.modificationTime(folder + "/" + CacheLocation.markerName) ?? CacheLocation.seconds(info)
                entries.append(Entry(name: name, lastUsed: lastUsed, size: size))
            }
            var removed: [String] = []
            var kept: [Entry] = []
            for entry in entries {
                if entry.lastUsed < now - maximumAge, Self.remove(root + "/" + entry.name) { removed.append(entry.name) } else { kept.append(entry) }
            }
            // The current entry's size counts too: it is what the user keeps using.
            var total = kept.reduce(0) { $0 + $1.size } + Self.size(root + "/" + current)
            for entry in kept.sorted(by: { ($0.lastUsed, $0.name) < ($1.lastUsed, $1.name) }) where total > maximumSize {
                if Self.remove(root + "/" + entry.name) {
                    removed.append(entry.name)
                    total -= entry.size
                }
            }
            return removed.sorted()
        }

        static func size(_ folder: String) -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).reduce(0) { total, file in
                guard let s = CacheLocation.status(folder + "/" + file), s.st_mode & S_IFMT == S_IFREG else { return total }
                return total + Int(s.st_size)
            }
        }

        /// Unlinks the entry's files (a link is unlinked, never followed) and removes the folder. An entry with a
        /// folder inside, which IBKit never makes, is not IBKit's alone: it is left whole.
        static func remove(_ folder: String) -> Bool {
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
            let paths = files.map { folder + "/" + $0 }
            guard paths.allSatisfy({ CacheLocation.status($0).map { $0.st_mode & S_IFMT != S_IFDIR } ?? true }) else { return false }
            for path in paths { unlink(path) }
            return rmdir(folder) == 0
        }
    }

    /// `lstat`: a link is itself, never what it points at.
    static func status(_ path: String) -> stat? {
        var s = stat()
        return lstat(path, &s) == 0 ? s : nil
    }

    static func modificationTime(_ path: String) -> Int? {
        status(path).map(seconds)
    }

    static func seconds(_ info: stat) -> Int {
        #if canImport(Darwin)
        Int(info.st_mtimespec.tv_sec)
        #else
        Int(info.st_mtim.tv_sec)
        #endif
    }
}
