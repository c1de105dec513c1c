import Foundation
@testable import IBKitCheck
import IBKitSwiftIndex
import Testing

/// `InputFingerprints`: a file's recorded `stat` stands for its content only when it is old enough to be sure that
/// any later write changes it; every other file is read.
@Suite struct InputFingerprintsTests {
    final class Folder {
        let root: String
        init() throws {
            root = NSTemporaryDirectory() + "ibkit-fingerprints-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ name: String, _ text: String) throws -> String {
            let path = root + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    static func fileStat(_ path: String) throws -> InputFingerprints.FileStat {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return InputFingerprints.FileStat(info)
    }

    /// Sets the mtime (nanoseconds since 1970) as `touch -d` does; the ctime becomes the current time.
    static func setModified(_ path: String, _ nanoseconds: Int64) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let times = [time, time]
        try #require(utimensat(AT_FDCWD, path, times, 0) == 0)
    }

    /// Waits until the file system stamps writes later than `nanoseconds` (its clock ticks every few milliseconds),
    /// so that a write made afterwards cannot share a timestamp with one made before.
    static func waitForClock(after nanoseconds: Int64, in folder: Folder) throws {
        for _ in 0 ..< 1000 {
            let probe = try folder.write(".probe", "")
            if try fileStat(probe).changed > nanoseconds { return }
            usleep(1000)
        }
        Issue.record("the file system clock did not move")
    }

    static func fresh(_ path: String) -> InputFingerprints.Fingerprint {
        InputFingerprints.of([path], known: nil, horizon: .min).fingerprints[0]
    }

    /// A horizon after every write made so far.
    static var now: Int64 { InputFingerprints.horizon(racyInterval: 0) }

    @Test func aRecordVouchesForTheFileWithoutReadingIt() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.root + "/a", withIntermediateDirectories: true)
        // Sorted, as discovery gives them: a folder's files need not follow each other.
        let paths = [try folder.write("a.swift", "class A {}\n"), try folder.write("a/c.swift", "class C {}\n"),
                     try folder.write("b.xib", "<document/>\n")]
        #expect(paths == paths.sorted())
        try Self.waitForClock(after: try Self.fileStat(paths[2]).changed, in: folder)
        let first = InputFingerprints.of(paths, known: nil, horizon: Self.now)
        #expect(first.filesRead == 3)
        #expect(first.records.allSatisfy { $0 != nil })
        #expect(first.fingerprints == paths.map(Self.fresh))
        #expect(first.fingerprints[0] == .init(size: 11, hash: ContentHash.hash(Array("class A {}\n".utf8))))
        let second = InputFingerprints.of(paths, known: first.records, horizon: Self.now)
        #expect(second.filesRead == 0)
        #expect(second.fingerprints == first.fingerprints)
        #expect(second.records == first.records)
    }

    /// Racy: a file last written at or after the horizon gets no record, so the next pass reads it again.
    @Test func filesWrittenAtOrAfterTheHorizonGetNoRecord() throws {
        let folder = try Folder()
        let path = try folder.write("a.swift", "class A {}\n")
        let stat = try Self.fileStat(path)
        let written = max(stat.modified, stat.changed)
        #expect(InputFingerprints.of([path], known: nil, horizon: written).records == [nil])
        #expect(InputFingerprints.of([path], known: nil, horizon: written + 1).records == [.init(stat: stat, hash: ContentHash.hash(Array("class A {}\n".utf8)))])
        // The default horizon lies `racyInterval` (2 s) in the past: a file written just now is racy.
        #expect(InputFingerprints.of([path], known: nil, horizon: InputFingerprints.horizon()).records == [nil])
        // An mtime in the future (a clock set wrong, `touch -d tomorrow`) keeps the file racy.
        try Self.setModified(path, Self.now + 86_400_000_000_000)
        #expect(InputFingerprints.of([path], known: nil, horizon: Self.now).records == [nil])
    }

    /// Why racy files get no record: a write in the same clock tick as the recorded one, same size, leaves the stat
    /// as it was (simulated here by recording the stat after the write), and the stat is all a later pass compares.
    @Test func aStatCannotTellWritesWithinOneTick() throws {
        let folder = try Folder()
        let path = try folder.write("a.swift", "class A {}\n")
        let old = Self.fresh(path)
        _ = try folder.write("a.swift", "class B {}\n")
        let sameTick = InputFingerprints.Record(stat: try Self.fileStat(path), hash: old.hash)
        #expect(InputFingerprints.of([path], known: [sameTick], horizon: Self.now).fingerprints == [old], "stale: the premise of the racy rule")
        // Such a record is never made: the pass that hashed the old bytes started before their write's tick ended,
        // so its horizon did not lie after the write.
        #expect(InputFingerprints.of([path], known: nil, horizon: max(sameTick.stat.modified, sameTick.stat.changed)).records == [nil])
    }

    @Test(arguments: ["same size, mtime restored (touch -d)", "size", "mtime only", "inode (saved by rename)", "removed", "replaced by a folder"])
    func anyStatChangeReadsTheFileAgain(change: String) throws {
        let folder = try Folder()
        let path = try folder.write("a.swift", "class A {}\n")
        try Self.waitForClock(after: try Self.fileStat(path).changed, in: folder)
        let first = InputFingerprints.of([path], known: nil, horizon: Self.now)
        let record = try #require(first.records[0])
        switch change {
        case "same size, mtime restored (touch -d)":
            _ = try folder.write("a.swift", "class B {}\n")
            try Self.setModified(path, record.stat.modified)
            #expect(try Self.fileStat(path).modified == record.stat.modified)
            #expect(try Self.fileStat(path).size == record.stat.size)
        case "size": _ = try folder.write("a.swift", "class AB {}\n")
        case "mtime only": try Self.setModified(path, record.stat.modified - 1_000_000_000)
        case "inode (saved by rename)":
            let other = try folder.write("a.swift.new", "class B {}\n")
            try #require(rename(other, path) == 0)
            try Self.setModified(path, record.stat.modified)
        case "removed": try FileManager.default.removeItem(atPath: path)
        case "replaced by a folder":
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default: Issue.record("unknown change \(change)")
        }
        let second = InputFingerprints.of([path], known: first.records, horizon: Self.now)
        #expect(second.filesRead == 1, "\(change)")
        #expect(second.fingerprints == [Self.fresh(path)], "\(change)")
        #expect(second.fingerprints != first.fingerprints || change == "mtime only", "\(change)")
    }

    /// Only whole regular files are recorded: unreadable paths and folders are tried again on every pass.
    @Test func failuresGetNoRecord() throws {
        let folder = try Folder()
        let missing = folder.root + "/missing.swift"
        try FileManager.default.createDirectory(atPath: folder.root + "/dir.swift", withIntermediateDirectories: false)
        let pass = InputFingerprints.of([missing, folder.root + "/dir.swift"], known: nil, horizon: .max)
        #expect(pass.records == [nil, nil])
        #expect(pass.fingerprints == [.init(size: -1, hash: UInt64(ENOENT)), .init(size: -1, hash: UInt64(EISDIR))])
    }
}
