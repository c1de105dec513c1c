import Foundation
import IBKitTestSupport

/// A throwaway folder populated with files, removed when the test's closure returns.
struct TemporaryTree {
    let root: String

    @discardableResult
    static func with<T>(_ files: [String: String], _ body: (TemporaryTree) throws -> T) throws -> T {
        // Symlink-free, so it compares equal to the paths the module computes.
        let root = try TemporaryFolder.make("ibkit-project")
        let tree = TemporaryTree(root: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, contents) in files {
            try tree.write(path, contents)
        }
        return try body(tree)
    }

    func write(_ relativePath: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relativePath)
        if relativePath.hasSuffix("/") {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func path(_ relativePath: String) -> String { root + "/" + relativePath }

    func paths(_ relativePaths: [String]) -> [String] { relativePaths.map(path) }
}
