import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries, read with one `readdir` pass: the one place the tools list folders (lint's discovery,
/// module resolution, the migration's searches). Entry types come from `readdir`; a stat per entry would cost
/// more than the listing, so only links (and file systems that give no type) are followed with one.
public struct FolderListing: Sendable {
    public enum Kind: UInt8, Sendable {
        /// Nothing there: a dangling link.
        case missing
        case file
        case directory
    }

    public struct Entry: Sendable, Equatable {
        public let name: String
        /// Links followed.
        public let kind: Kind
    }

    /// Device and inode of the folder, links followed: the same folder reached twice has the same identity.
    public let identity: FolderIdentity
    /// Sorted by name; `.` and `..` left out, other hidden names kept (each walk decides what it skips).
    public let entries: [Entry]

    /// Nil when `folder` is not a folder that can be read.
    public static func read(_ folder: String) -> FolderListing? {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, let dir = fdopendir(fd) else {
            close(fd)
            return nil
        }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .directory
            case Int32(DT_REG): .file
            default: followedKind(folder == "/" ? "/" + name : folder + "/" + name)
            }
            entries.append(Entry(name: name, kind: kind))
        }
        entries.sort { $0.name < $1.name }
        return FolderListing(identity: FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), entries: entries)
    }

    /// What is at `path`, links followed.
    public static func followedKind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }
}

extension FolderListing {
    /// The tools' one walk of a folder tree, breadth first: each level's folders are listed side by side (it is
    /// all system calls), then handed to `level` in order, so the result does not depend on scheduling. A folder
    /// reached twice (through links, or from two roots sharing `visited`) is handed over once, at its first,
    /// shallowest path. `level` returns the folders of the next level.
    public static func walk(from root: String, listings: FolderListings?, visited: inout Set<FolderIdentity>,
                            maximumDepth: Int = .max, level visit: ([(folder: String, listing: FolderListing)]) -> [String]) {
        var level = [root]
        var depth = 0
        while !level.isEmpty, depth < maximumDepth {
            let read = Parallel.map(level) { listings?.listing(of: $0) ?? FolderListing.read($0) }
            var fresh: [(folder: String, listing: FolderListing)] = []
            for (folder, listing) in zip(level, read) {
                if let listing, visited.insert(listing.identity).inserted { fresh.append((folder, listing)) }
            }
            level = visit(fresh)
            depth += 1
        }
    }
}

public struct FolderIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
}

/// The folder listings one run has read, by absolute path. A run walks the same tree several times (lint's
/// discovery, module resolution, the migration's search for projects and property lists), and on a large tree
/// most of each walk is the kernel reading folders: with one `FolderListings` each folder is read once.
///
/// Scoped to a run, never global: a later run in the same process (tests, a second `migrate` after `--apply`)
/// must see the files as they are then.
public final class FolderListings: Sendable {
    private let listings = Locked<[String: FolderListing?]>([:])
    private let base: String

    public init() {
        base = WorkingDirectory.current
    }

    /// `FolderListing.read(folder)`, read once per run.
    public func listing(of folder: String) -> FolderListing? {
        let key = PathNormalization.absolute(folder, base: base)
        if let known = listings.withLock({ $0[key] }) { return known }
        // Read outside the lock: the level-parallel walks list many folders at once. Two threads asking for the
        // same folder both read it, and the answers are the same.
        let listing = FolderListing.read(folder)
        listings.withLock { $0[key] = .some(listing) }
        return listing
    }

    /// Every folder asked for so far (absolute), sorted; those that could not be read too.
    public var listedFolders: [String] {
        listings.withLock { $0.keys.sorted() }
    }

    /// Paths under `root` whose name is in `names` or whose lowercased extension is in `extensions`, sorted.
    /// A folder that matches (`App.xcodeproj`) is listed and not entered. Hidden entries are skipped, and so are
    /// the folders `skip` names.
    public func find(under root: String, names: Set<String> = [], extensions: Set<String> = [],
                     skip: (String) -> Bool = { _ in false }) -> [String] {
        var out: [String] = []
        var visited = Set<FolderIdentity>()
        // Depth bounds link loops that identities miss (none should); real trees are far shallower.
        FolderListing.walk(from: root, listings: self, visited: &visited, maximumDepth: 64) { level in
            var next: [String] = []
            for (folder, listing) in level {
                for entry in listing.entries where !entry.name.hasPrefix(".") && entry.kind != .missing {
                    let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                    let matches = names.contains(entry.name) || (!extensions.isEmpty && extensions.contains(Self.lowercasedExtension(entry.name)))
                    if matches {
                        out.append(path)
                    } else if entry.kind == .directory, !skip(entry.name) {
                        next.append(path)
                    }
                }
            }
            return next
        }
        return out.sorted()
    }

    static func lowercasedExtension(_ name: String) -> String {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }
}
