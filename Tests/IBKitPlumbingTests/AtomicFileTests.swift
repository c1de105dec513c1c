import Foundation
@testable import IBKitPlumbing
import Testing

@Suite struct AtomicFileTests {
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ibkit-atomic-\(UUID().uuidString)").resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try body(root)
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aStagedFileIsInvisibleUntilCommittedAndDiscardLeavesNothing() throws {
        try Self.withFolder { root throws in
            let path = root + "/a.txt"
            try AtomicFile.write(Array("old".utf8), to: path)

            let staged = try AtomicFile.stage(Array("new".utf8), for: path)
            #expect(Self.read(path) == "old")
            #expect(Self.read(staged.temporaryPath) == "new")
            #expect(staged.temporaryPath.hasPrefix(root + "/.a.txt."))
            staged.discard()
            #expect(try Self.entries(root) == ["a.txt"])

            try AtomicFile.stage(Array("new".utf8), for: path).commit()
            #expect(Self.read(path) == "new")
            #expect(try Self.entries(root) == ["a.txt"])
        }
    }

    /// What a signal would remove (`removeTemporariesOnSignal`): every staged temporary, until it is committed or
    /// discarded, and nothing else.
    @Test func stagedTemporariesAreRecordedUntilCommittedOrDiscarded() throws {
        try Self.withFolder { root throws in
            let a = try AtomicFile.stage(Array("a".utf8), for: root + "/a.txt")
            let b = try AtomicFile.stage(Array("b".utf8), for: root + "/b.txt")
            #expect(AtomicFile.temporariesInUse.filter { $0.hasPrefix(root) } == [a.temporaryPath, b.temporaryPath].sorted())
            try a.commit()
            #expect(AtomicFile.temporariesInUse.filter { $0.hasPrefix(root) } == [b.temporaryPath])
            b.discard()
            #expect(AtomicFile.temporariesInUse.filter { $0.hasPrefix(root) }.isEmpty)
            // A failed rename (the folder is gone) removes and forgets its temporary too.
            try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
            let c = try AtomicFile.stage(Array("c".utf8), for: root + "/sub/c.txt")
            try FileManager.default.createDirectory(atPath: root + "/sub/c.txt", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/sub/c.txt/x", withIntermediateDirectories: true)
            #expect(throws: AtomicFileError.self) { try c.commit() }
            #expect(AtomicFile.temporariesInUse.filter { $0.hasPrefix(root) }.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: c.temporaryPath))
        }
    }

    @Test func permissionsComeFromTheReplacedFileOrTheGivenSource() throws {
        try Self.withFolder { root throws in
            let path = root + "/script.sh"
            try AtomicFile.write(Array("a".utf8), to: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
            try AtomicFile.write(Array("b".utf8), to: path)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o751)

            // A renamed file keeps its old name's permissions.
            try AtomicFile.stage(Array("c".utf8), for: root + "/renamed.sh", permissionsOf: path).commit()
            #expect(try FileManager.default.attributesOfItem(atPath: root + "/renamed.sh")[.posixPermissions] as? Int == 0o751)
        }
    }

    @Test func aLinkedFileIsReplacedThroughTheLink() throws {
        try Self.withFolder { root throws in
            try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
            try AtomicFile.write(Array("old".utf8), to: root + "/real/file.txt")
            try FileManager.default.createSymbolicLink(atPath: root + "/link.txt", withDestinationPath: "real/file.txt")

            try AtomicFile.write(Array("new".utf8), to: root + "/link.txt")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/link.txt") == "real/file.txt")
            #expect(Self.read(root + "/real/file.txt") == "new")
            #expect(try Self.entries(root + "/real") == ["file.txt"])
        }
    }

    @Test func failuresNameTheFileAndLeaveNothingBehind() throws {
        try Self.withFolder { root throws in
            // The parent is a file.
            try AtomicFile.write(Array("x".utf8), to: root + "/plain")
            let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Array("y".utf8), to: root + "/plain/inner.txt") }
            #expect(error?.path == root + "/plain/inner.txt")
            #expect(error?.reason.hasPrefix("cannot write in \(root)/plain: ") == true)

            // The target is a non-empty folder: staging works, the rename does not, the temporary goes.
            try FileManager.default.createDirectory(atPath: root + "/folder/inside", withIntermediateDirectories: true)
            let renameError = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Array("y".utf8), to: root + "/folder") }
            #expect(renameError?.reason.hasPrefix("cannot replace the file: ") == true)
            #expect(try Self.entries(root) == ["folder", "plain"])
            #expect(Self.read(root + "/plain") == "x")
        }
    }

    @Test func parentFolder() {
        #expect(AtomicFile.parentFolder(of: "/a/b/c.txt") == "/a/b")
        #expect(AtomicFile.parentFolder(of: "/c.txt") == "/")
        #expect(AtomicFile.parentFolder(of: "c.txt") == ".")
        #expect(AtomicFile.parentFolder(of: "b/c.txt") == "b")
    }
}
