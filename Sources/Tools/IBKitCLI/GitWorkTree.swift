import Foundation
import IBKitEdit

/// Whether a command may write files: only over what git has committed, so the change is one reviewable diff.
enum GitWorkTree {
    /// Why writing these changes is refused, or nil: a file with uncommitted changes, or no git work tree.
    static func refusal(for changes: [FileChange], in directory: String) -> String? {
        let paths = Array(Set(changes.flatMap { [$0.path] + ($0.oldPath.map { [$0] } ?? []) })).sorted()
        guard !paths.isEmpty else { return nil }
        guard let status = git(["status", "--porcelain", "--untracked-files=no", "--"] + paths, in: directory) else {
            return "\(directory) is not in a git work tree (or git is not installed)"
        }
        let dirty = status.split(separator: "\n").map { String($0.dropFirst(3)) }.filter { !$0.isEmpty }
        return dirty.isEmpty ? nil : "uncommitted changes in \(dirty.joined(separator: ", "))"
    }

    /// git's output, or nil when it fails.
    static func git(_ arguments: [String], in directory: String) -> String? {
        gitBytes(arguments, in: directory).map { String(decoding: $0, as: UTF8.self) }
    }

    /// git's output as bytes (a file's content at a revision), or nil when it fails.
    static func gitBytes(_ arguments: [String], in directory: String) -> [UInt8]? {
        guard let run = gitRun(arguments, in: directory), run.status == 0 else { return nil }
        return run.output
    }

    /// git's exit status and output, or nil when git cannot be started (commands such as `merge-file` exit with
    /// a count).
    static func gitRun(_ arguments: [String], in directory: String) -> (status: Int32, output: [UInt8])? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data))
    }
}
