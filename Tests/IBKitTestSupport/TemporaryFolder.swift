import Foundation

/// Folders and files for tests that need them on disk: one home, so every suite makes, fills and removes them alike.
public enum TemporaryFolder {
    /// A new empty folder under the system's temporary folder, its path resolved (so that it compares equal to what a
    /// process started there sees as its working directory). The caller removes it.
    public static func make(_ prefix: String = "ibkit") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }
}

/// A fresh empty folder for one test, removed afterwards.
public func withTemporaryFolder<T>(_ prefix: String = "ibkit", _ body: (String) throws -> T) throws -> T {
    let root = try TemporaryFolder.make(prefix)
    defer { try? FileManager.default.removeItem(atPath: root) }
    return try body(root)
}

/// Writes `content` at `path`, making the folders above it.
public func writeFile(_ path: String, _ content: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: URL(fileURLWithPath: path))
}

/// The file's text, nil when it cannot be read.
public func readFile(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// Every entry below `folder`, relative and sorted: temporaries left behind show up here.
public func tree(_ folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
}
