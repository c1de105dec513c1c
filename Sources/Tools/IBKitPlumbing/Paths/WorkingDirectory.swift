import Foundation

/// The folder relative paths are read against: the process's current directory, read here and nowhere else, so that
/// a command (and a test) can hand every engine another one explicitly.
public enum WorkingDirectory {
    /// The process's current directory.
    public static var current: String { FileManager.default.currentDirectoryPath }
}
