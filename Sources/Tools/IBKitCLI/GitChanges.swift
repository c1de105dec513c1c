import Foundation
import IBKitPlumbing

/// The IB files that changed between two versions of a git repository, and their bytes on each side: what
/// `ibkit diff` compares. Read through git's plumbing (`diff --name-status -z`, `show REV:PATH`); nothing is
/// checked out or written.
struct GitChanges {
    struct File: Sendable {
        /// `A` added, `D` deleted, `M` modified, `R` renamed (git's letters).
        let status: Character
        /// Paths relative to the repository's top level.
        let oldPath: String?
        let newPath: String?
        var path: String { newPath ?? oldPath ?? "" }
    }

    /// The repository's top-level folder.
    let root: String
    /// The old revision; the new one, nil for the work tree.
    let from: String
    let to: String?

    /// `spec` is `REV` (REV against the work tree) or `A..B`. Nil with the reason when `directory` is not in a git
    /// work tree or a revision is unknown.
    static func open(_ spec: String, in directory: String) -> Result<GitChanges, DiffFailure> {
        guard let top = GitWorkTree.git(["rev-parse", "--show-toplevel"], in: directory)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !top.isEmpty else {
            return .failure(DiffFailure("\(directory) is not in a git work tree (or git is not installed)"))
        }
        let parts = spec.components(separatedBy: "..")
        let (from, to): (String, String?) = parts.count == 2 ? (parts[0].isEmpty ? "HEAD" : parts[0], parts[1].isEmpty ? "HEAD" : parts[1]) : (spec, nil)
        for revision in [from] + (to.map { [$0] } ?? []) {
            guard GitWorkTree.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top) != nil else {
                return .failure(DiffFailure("unknown revision '\(revision)'"))
            }
        }
        return .success(GitChanges(root: top, from: from, to: to))
    }

    /// Changed `.storyboard` and `.xib` files under `paths` (absolute), sorted by path; in the work tree, new
    /// files git does not track yet (and does not ignore) count as added.
    func files(under paths: [String]) -> [File] {
        changes(under: paths).filter { Self.isInterfaceBuilder($0.path) }
    }

    /// The absolute paths of the files changed under `paths` that exist on the new side (added, modified,
    /// renamed, untracked): the files `lint --changed-since` reports on.
    func changedPaths(under paths: [String]) -> Set<String> {
        Set(changes(under: paths).compactMap { $0.newPath.map { root + "/" + $0 } })
    }

    /// Every changed file under `paths`, sorted by path.
    private func changes(under paths: [String]) -> [File] {
        let pathspecs = paths.map { relative($0) }
        var arguments = ["diff", "--name-status", "-z", "-M", "--no-color", from]
        if let to { arguments.append(to) }
        let output = GitWorkTree.git(arguments + ["--"] + pathspecs, in: root) ?? ""
        var files: [File] = []
        var fields = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)[...]
        while let status = fields.popFirst()?.first {
            if status == "R" || status == "C" {
                guard let old = fields.popFirst(), let new = fields.popFirst() else { break }
                files.append(File(status: status == "R" ? "R" : "A", oldPath: status == "R" ? old : nil, newPath: new))
            } else {
                guard let path = fields.popFirst() else { break }
                switch status {
                case "A": files.append(File(status: "A", oldPath: nil, newPath: path))
                case "D": files.append(File(status: "D", oldPath: path, newPath: nil))
                default: files.append(File(status: "M", oldPath: path, newPath: path))
                }
            }
        }
        if to == nil {
            let untracked = GitWorkTree.git(["ls-files", "-z", "--others", "--exclude-standard", "--"] + pathspecs, in: root) ?? ""
            for path in untracked.split(separator: "\0").map(String.init) { files.append(File(status: "A", oldPath: nil, newPath: path)) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The old side's bytes of a file.
    func oldBytes(_ file: File) -> [UInt8]? {
        file.oldPath.flatMap { GitWorkTree.gitBytes(["show", "\(from):\($0)"], in: root) }
    }

    /// The new side's bytes: the work tree's file, or the file at `to`.
    func newBytes(_ file: File) -> [UInt8]? {
        guard let path = file.newPath else { return nil }
        if let to { return GitWorkTree.gitBytes(["show", "\(to):\(path)"], in: root) }
        return FileManager.default.contents(atPath: root + "/" + path).map(Array.init)
    }

    /// `path` (absolute) relative to the top level, as git's pathspecs and outputs spell it.
    func relative(_ path: String) -> String { PathNormalization.stripping(root, from: path) }

    static func isInterfaceBuilder(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}

struct DiffFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
