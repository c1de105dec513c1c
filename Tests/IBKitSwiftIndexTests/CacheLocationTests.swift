import Foundation
import Testing
@testable import IBKitSwiftIndex

/// Where the caches go (`CacheLocation`) and what pruning removes: only stale IBKit entries of the user's IBKit
/// cache folder, never anything else.
@Suite struct CacheLocationTests {
    /// A throw-away folder, removed afterwards.
    final class Folder {
        let path: String
        init() throws {
            path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ibkit-cache-\(UUID().uuidString)")
                .resolvingSymlinksInPath().path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Writes `bytes` bytes at `relative`, creating its folders.
        func write(_ relative: String, bytes: Int = 1) throws {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 7, count: bytes).write(to: url)
        }

        func exists(_ relative: String) -> Bool {
            var info = stat()
            return lstat(path + "/" + relative, &info) == 0
        }

        /// An entry of the shared folder used last `daysAgo` days before `now`, holding `bytes` bytes.
        func entry(_ name: String, daysAgo: Int, now: Int, bytes: Int = 10) throws {
            try write(name + "/swift-index.bin", bytes: bytes)
            try write(name + "/" + CacheLocation.markerName, bytes: 0)
            CacheLocation.setModificationTime(path + "/" + name + "/" + CacheLocation.markerName, now - daysAgo * 86_400)
        }
    }

    static let now = 1_800_000_000
    static func hex(_ n: Int) -> String { String(repeating: "0", count: 15) + String(n, radix: 16) }

    @Test func theUserCacheFolderFollowsXDGThenHome() {
        let both = ["HOME": "/home/me", "XDG_CACHE_HOME": "/var/cache/me/"]
        #expect(CacheLocation.userRoot(environment: both, platform: .other) == "/var/cache/me/ibkit")
        #expect(CacheLocation.userRoot(environment: ["HOME": "/home/me/"], platform: .other) == "/home/me/.cache/ibkit")
        #expect(CacheLocation.userRoot(environment: ["HOME": "/home/me", "XDG_CACHE_HOME": "relative/cache"], platform: .other)
            == "/home/me/.cache/ibkit", "a relative XDG_CACHE_HOME is ignored, as the XDG spec says")
        #expect(CacheLocation.userRoot(environment: both, platform: .macOS) == "/home/me/Library/Caches/IBKit")
        #expect(CacheLocation.userRoot(environment: [:], platform: .other) == nil)
        #expect(CacheLocation.userRoot(environment: ["XDG_CACHE_HOME": "/x"], platform: .macOS) == nil)
        #expect(CacheLocation.standard(projectRoot: "/src/App", environment: [:]) == nil)
    }

    @Test func entriesAreNamedByTheProjectsRealPath() throws {
        let folder = try Folder()
        try folder.write("Apps/My App!/x")
        try folder.write("Other/My App!/x")
        let app = folder.path + "/Apps/My App!"
        let name = CacheLocation.entryName(projectRoot: app)
        #expect(name.hasPrefix("My_App_-"), "readable: the folder's name, \(name)")
        #expect(CacheLocation.isEntryName(name))
        #expect(CacheLocation.entryName(projectRoot: app + "/") == name)
        #expect(CacheLocation.entryName(projectRoot: folder.path + "/Apps/./My App!") == name)
        #expect(CacheLocation.entryName(projectRoot: folder.path + "/Other/My App!") != name, "same name, other project")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: app)
        #expect(CacheLocation.entryName(projectRoot: folder.path + "/link") == name, "a link to the project is the project")
        let location = try #require(CacheLocation.standard(projectRoot: app, environment: ["XDG_CACHE_HOME": "/c"], platform: .other))
        #expect(location == CacheLocation(entry: name, in: "/c/ibkit"))
        #expect(location.directory == "/c/ibkit/" + name)
        #expect(CacheLocation.entryName(projectRoot: "/") == "_-" + String(CacheLocation.entryName(projectRoot: "/").suffix(16)))
        for other in ["notes", ".last-pruned", "App-00000000000000AB", "App-\(Self.hex(1))x", "-" + Self.hex(1), ".App-\(Self.hex(1))"] {
            #expect(!CacheLocation.isEntryName(other), "\(other)")
        }
    }

    @Test func prepareCreatesTheFolderAndMarksItUsed() throws {
        let folder = try Folder()
        let location = try #require(CacheLocation.standard(projectRoot: folder.path, environment: ["HOME": folder.path + "/home"], platform: .other))
        #expect(location.prepare(now: Self.now) == nil)
        #expect(location.sharedRoot == folder.path + "/home/.cache/ibkit")
        var info = stat()
        #expect(stat(location.directory + "/" + CacheLocation.markerName, &info) == 0)
        #expect(CacheLocation.modificationTime(location.directory + "/" + CacheLocation.markerName) == Self.now)
        #expect(CacheLocation(directory: folder.path + "/named/deep").prepare(now: Self.now) == nil)
        #expect(folder.exists("named/deep/" + CacheLocation.markerName))
    }

    /// A folder that cannot be made (a file is in its way, whoever runs the test) is one note, never an error.
    @Test func anUncreatableFolderIsANote() throws {
        let folder = try Folder()
        try folder.write("file")
        let note = CacheLocation(directory: folder.path + "/file/cache").prepare(now: Self.now)
        #expect(note?.hasPrefix("note: cannot write the cache in \(folder.path)/file/cache (") == true, "\(note ?? "nil")")
        #expect(note?.hasSuffix("this run is not cached") == true)
    }

    @Test func pruningRemovesOnlyStaleIBKitEntries() throws {
        let folder = try Folder(), outside = try Folder()
        let root = folder.path
        let (current, stale, fresh, nested) = ("App-\(Self.hex(1))", "Old-\(Self.hex(2))", "New-\(Self.hex(3))", "Nest-\(Self.hex(4))")
        try folder.entry(current, daysAgo: 90, now: Self.now)
        try folder.entry(stale, daysAgo: 31, now: Self.now)
        try folder.entry(fresh, daysAgo: 29, now: Self.now)
        try folder.entry(nested, daysAgo: 60, now: Self.now)
        try folder.write(nested + "/folder/file")
        try folder.entry("notes", daysAgo: 400, now: Self.now)
        try folder.write("README")
        // A stale entry name that is a link to a folder elsewhere: the link may go, what it points at never.
        try outside.entry("Elsewhere", daysAgo: 400, now: Self.now)
        try FileManager.default.createSymbolicLink(atPath: root + "/Link-\(Self.hex(5))", withDestinationPath: outside.path + "/Elsewhere")
        // A link inside a stale entry is unlinked, not followed.
        try FileManager.default.createSymbolicLink(atPath: root + "/" + stale + "/link", withDestinationPath: outside.path + "/Elsewhere/swift-index.bin")

        let removed = CacheLocation.Pruning().run(in: root, keeping: current, now: Self.now)
        #expect(removed == [stale])
        #expect(!folder.exists(stale))
        for kept in [current, fresh, nested, nested + "/folder/file", nested + "/swift-index.bin", "notes/swift-index.bin", "README", "Link-\(Self.hex(5))"] {
            #expect(folder.exists(kept), "\(kept) was removed")
        }
        #expect(outside.exists("Elsewhere/swift-index.bin") && outside.exists("Elsewhere/" + CacheLocation.markerName))

        // Once a day: a run an hour later does nothing, even with an entry gone stale meanwhile.
        try folder.entry("Gone-\(Self.hex(6))", daysAgo: 50, now: Self.now)
        #expect(CacheLocation.Pruning().run(in: root, keeping: current, now: Self.now + 3600) == [])
        #expect(CacheLocation.Pruning().run(in: root, keeping: current, now: Self.now + 86_400) == ["Gone-\(Self.hex(6))"])
    }

    /// Over the size cap, the least recently used entries go first (by name when used at the same time), until the
    /// rest fits; the current one always stays.
    @Test func pruningKeepsTheFolderUnderItsSizeCap() throws {
        let folder = try Folder()
        let (a, b, c, current) = ("A-\(Self.hex(1))", "B-\(Self.hex(2))", "C-\(Self.hex(3))", "D-\(Self.hex(4))")
        try folder.entry(c, daysAgo: 3, now: Self.now, bytes: 600)
        try folder.entry(b, daysAgo: 3, now: Self.now, bytes: 600)
        try folder.entry(a, daysAgo: 1, now: Self.now, bytes: 600)
        try folder.entry(current, daysAgo: 9, now: Self.now, bytes: 900)
        var pruning = CacheLocation.Pruning()
        pruning.maximumSize = 2_200
        #expect(pruning.run(in: folder.path, keeping: current, now: Self.now) == [b])
        #expect(folder.exists(a) && folder.exists(c) && folder.exists(current))
        pruning.interval = 0
        pruning.maximumSize = 100
        #expect(pruning.run(in: folder.path, keeping: current, now: Self.now) == [a, c])
        #expect(folder.exists(current))
    }

    /// `prepare` prunes the shared folder, never a folder the user named.
    @Test func onlyTheSharedFolderIsPruned() throws {
        let folder = try Folder()
        let stale = "Old-\(Self.hex(2))"
        try folder.entry("home/.cache/ibkit/" + stale, daysAgo: 40, now: Self.now)
        try folder.entry("named/" + stale, daysAgo: 40, now: Self.now)
        #expect(CacheLocation(directory: folder.path + "/named/App-\(Self.hex(1))").prepare(now: Self.now) == nil)
        #expect(folder.exists("named/" + stale))
        let location = try #require(CacheLocation.standard(projectRoot: folder.path, environment: ["HOME": folder.path + "/home"], platform: .other))
        #expect(location.prepare(now: Self.now) == nil)
        #expect(!folder.exists("home/.cache/ibkit/" + stale))
        #expect(folder.exists("home/.cache/ibkit/" + CacheLocation.Pruning.stampName))
    }
}
