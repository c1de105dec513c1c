import Foundation
@testable import IBKitGen
import Testing

@Suite struct OutputWriterTests {
    /// A fresh folder, removed afterwards (after making it writable again).
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ibkit-output-\(UUID().uuidString)").resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer {
            _ = ReadOnlyFolder.release(root)
            try? FileManager.default.removeItem(atPath: root)
        }
        return try body(root)
    }

    static func modificationDate(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    static func setModificationDate(_ date: Date, _ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    @Test func createsTheFileAndItsFolders() throws {
        try Self.withFolder { root throws in
            let path = root + "/a/b/Generated.swift"
            #expect(try OutputWriter.write("let x = 1\n", to: path) == .created)
            #expect(Self.read(path) == "let x = 1\n")
        }
    }

    @Test func sameBytesLeaveTheFileAndItsModificationDateAlone() throws {
        try Self.withFolder { root throws in
            let path = root + "/Generated.swift"
            try OutputWriter.write("let x = 1\n", to: path)
            // A date far in the past: any write would move it to now.
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try Self.setModificationDate(past, path)
            let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int

            #expect(try OutputWriter.write("let x = 1\n", to: path) == .unchanged)
            #expect(try Self.modificationDate(path) == past)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
        }
    }

    @Test func otherBytesReplaceTheFileAndLeaveNoTemporaryBehind() throws {
        try Self.withFolder { root throws in
            let path = root + "/Generated.swift"
            try OutputWriter.write("let x = 1\n", to: path)
            let past = Date(timeIntervalSince1970: 1_000_000_000)
            try Self.setModificationDate(past, path)

            #expect(try OutputWriter.write("let x = 2\n", to: path) == .updated)
            #expect(Self.read(path) == "let x = 2\n")
            #expect(try Self.modificationDate(path) > past)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["Generated.swift"])
        }
    }

    @Test func keepsTheOldFilesPermissions() throws {
        try Self.withFolder { root throws in
            let path = root + "/Generated.swift"
            try OutputWriter.write("a", to: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            try OutputWriter.write("b", to: path)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        }
    }

    @Test func anUnwritableFolderIsAClearErrorAndTheOldFileStaysIntact() throws {
        try Self.withFolder { root throws in
            let folder = root + "/out"
            let path = folder + "/Generated.swift"
            try OutputWriter.write("old\n", to: path)
            guard ReadOnlyFolder.make(folder) else {
                // Neither chmod (we are root) nor chattr +i (file system) can make a folder read-only here.
                print("skipped: cannot make a folder read-only on this machine")
                return
            }
            defer { _ = ReadOnlyFolder.release(folder) }
            let error = #expect(throws: OutputError.self) { try OutputWriter.write("new\n", to: path) }
            #expect(error?.path == path)
            #expect(error?.description.hasPrefix("error: cannot write \(path): cannot write in \(folder)") == true)
            #expect(Self.read(path) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Generated.swift"])
            // Unchanged content needs no write permission: nothing is written.
            #expect(try OutputWriter.write("old\n", to: path) == .unchanged)
        }
    }

    @Test func aFileInThePlaceOfAFolderIsAClearError() throws {
        try Self.withFolder { root throws in
            try OutputWriter.write("not a folder", to: root + "/Generated")
            let error = #expect(throws: OutputError.self) { try OutputWriter.write("x", to: root + "/Generated/Out.swift") }
            #expect(error?.reason.hasPrefix("cannot create the folder \(root)/Generated") == true)
            #expect(Self.read(root + "/Generated") == "not a folder")
        }
    }

    @Test func aFolderInThePlaceOfTheFileIsAClearError() throws {
        try Self.withFolder { root throws in
            try FileManager.default.createDirectory(atPath: root + "/Out.swift", withIntermediateDirectories: true)
            let error = #expect(throws: OutputError.self) { try OutputWriter.write("x", to: root + "/Out.swift") }
            #expect(error?.reason == "it is a folder")
        }
    }
}

/// Makes a folder refuse new files: `chmod a-w` for ordinary users, `chattr +i` for root (whom permissions do
/// not stop). False when neither works.
enum ReadOnlyFolder {
    static func make(_ path: String) -> Bool {
        if getuid() != 0 {
            try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: path)
        } else if !run("/usr/bin/chattr", ["+i", path]) {
            return false
        }
        let probe = path + "/.probe"
        if FileManager.default.createFile(atPath: probe, contents: Data()) {
            try? FileManager.default.removeItem(atPath: probe)
            _ = release(path)
            return false
        }
        return true
    }

    @discardableResult
    static func release(_ path: String) -> Bool {
        if getuid() != 0 {
            return (try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)) != nil
        }
        return run("/usr/bin/chattr", ["-i", path])
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
