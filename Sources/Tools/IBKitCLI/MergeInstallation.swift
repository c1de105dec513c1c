import ArgumentParser
import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// Sets up `ibkit merge` as git's merge driver for storyboards and xibs, and removes it: the `merge.ibkit` driver in
/// git's configuration and the `merge=ibkit` lines in the attributes file. Both are idempotent.
struct MergeInstallation {
    /// The repository (or, with `global`, the user's configuration and attributes file).
    let directory: String
    let global: Bool
    /// How git starts the driver: this executable, by name when `PATH` finds the same file.
    let executable: String

    static let patterns = ["*.storyboard", "*.xib"]
    static var attributeLines: [String] { patterns.map { "\($0) merge=ibkit" } }

    var driver: String { "\(Self.quoted(executable)) merge --marker-size %L %O %A %B %P" }

    /// What was done, one line each; throws with a message when git cannot be configured.
    func install() throws -> [String] {
        let attributes = try attributesFile()
        let scope = global ? ["--global"] : []
        for (key, value) in [("merge.ibkit.name", "IBKit: storyboards and xibs merged by element"), ("merge.ibkit.driver", driver)] {
            guard let run = GitWorkTree.gitRun(["config"] + scope + [key, value], in: directory), run.status == 0 else {
                throw ValidationError("cannot set \(key) with git config")
            }
        }
        var lines = Self.lines(of: attributes)
        let missing = Self.attributeLines.filter { !lines.contains($0) }
        if !missing.isEmpty {
            if lines.last == "" { lines.removeLast() }
            lines += missing
            try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: attributes)
        }
        return ["merge.ibkit.driver = \(driver) (\(global ? "~/.gitconfig" : ".git/config"))",
                missing.isEmpty ? "\(attributes): already has \(Self.attributeLines.joined(separator: ", "))"
                                : "\(attributes): added \(missing.joined(separator: ", "))"]
    }

    func uninstall() throws -> [String] {
        let attributes = try attributesFile()
        let scope = global ? ["--global"] : []
        // Exit status 128 when the section is absent: nothing to remove.
        _ = GitWorkTree.gitRun(["config"] + scope + ["--remove-section", "merge.ibkit"], in: directory)
        let lines = Self.lines(of: attributes)
        let kept = lines.filter { !Self.attributeLines.contains($0) }
        if kept.count != lines.count {
            let text = kept.joined(separator: "\n")
            try AtomicFile.write(Array((text.isEmpty || text.hasSuffix("\n") ? text : text + "\n").utf8), to: attributes)
        }
        return ["merge.ibkit removed from \(global ? "~/.gitconfig" : ".git/config")",
                kept.count == lines.count ? "\(attributes): no merge=ibkit lines" : "\(attributes): removed the merge=ibkit lines"]
    }

    /// `.gitattributes` at the work tree's top; with `global`, git's `core.attributesFile` or its default.
    private func attributesFile() throws -> String {
        if global {
            if let run = GitWorkTree.gitRun(["config", "--global", "--path", "core.attributesFile"], in: directory), run.status == 0 {
                let path = String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if !path.isEmpty { return path }
            }
            let environment = ProcessInfo.processInfo.environment
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
            try FileManager.default.createDirectory(atPath: config + "/git", withIntermediateDirectories: true)
            return config + "/git/attributes"
        }
        guard let run = GitWorkTree.gitRun(["rev-parse", "--show-toplevel"], in: directory), run.status == 0 else {
            throw ValidationError("\(directory) is not in a git work tree (use --global to set up every repository)")
        }
        return String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) + "/.gitattributes"
    }

    private static func lines(of path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }

    /// For git's shell: a path with anything but safe characters in single quotes.
    static func quoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0) }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `ibkit` when `PATH` finds this very executable, else its absolute path.
    static func currentExecutable() -> String {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let ownPath = own.hasPrefix("/") ? own : WorkingDirectory.current + "/" + own
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder) + "/ibkit").resolvingSymlinksInPath().path
            if candidate == ownPath, FileManager.default.isExecutableFile(atPath: candidate) { return "ibkit" }
        }
        return URL(fileURLWithPath: ownPath).standardized.path
    }
}
