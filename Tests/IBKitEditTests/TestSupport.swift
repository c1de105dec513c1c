import Foundation
import IBKitTestSupport

func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

/// The shared corpus's IB files, when it is beside the repository.
enum Corpus {
    static let root: URL? = SharedFixtures.corpus
    static var files: [String] { root.map(SharedFixtures.interfaceBuilderFiles(below:)) ?? [] }
}

/// Runs a tool found on PATH; nil when it is not installed.
func run(_ tool: String, _ arguments: [String], in folder: String? = nil) -> (status: Int32, output: String)? {
    let candidates = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }
    guard let executable = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Makes a folder refuse new files: `chmod a-w` for ordinary users, `chattr +i` for root (whom permissions do
/// not stop). False when neither works.
enum ReadOnlyFolder {
    static func make(_ path: String) -> Bool {
        if getuid() != 0 {
            try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: path)
        } else if run("chattr", ["+i", path])?.status != 0 {
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
        return run("chattr", ["-i", path])?.status == 0
    }
}
