import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// Writes generated files so that builds stay incremental and readers never see half a file.
///
/// - Only when the bytes differ: an unchanged run leaves the file, and its modification date, alone, so Xcode
///   and SwiftPM do not recompile the module that includes it.
/// - Atomically (`AtomicFile`): the new content goes to a temporary file in the same folder (same file system),
///   flushed, then renamed over the old one. A failure at any point leaves the old file as it was and removes the
///   temporary.
/// - Missing parent folders are created.
public enum OutputWriter {
    public enum Result: Equatable, Sendable {
        /// The file did not exist.
        case created
        /// The file existed with other content.
        case updated
        /// The file already had exactly these bytes; nothing was written.
        case unchanged
    }

    /// Writes `content` (UTF-8) to `path` unless the file already holds exactly these bytes.
    @discardableResult
    public static func write(_ content: String, to path: String) throws(OutputError) -> Result {
        try write(Data(content.utf8), to: path)
    }

    @discardableResult
    public static func write(_ data: Data, to path: String) throws(OutputError) -> Result {
        let url = URL(fileURLWithPath: path)
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = files.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue {
            throw OutputError(path: path, reason: "it is a folder")
        }
        if exists, let old = files.contents(atPath: path), old == data {
            return .unchanged
        }
        let folder = url.deletingLastPathComponent()
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: path, reason: "cannot create the folder \(folder.path): \(reason(of: error))")
        }
        do {
            // Keeps the old file's permissions; a new file gets the process's defaults.
            try AtomicFile.write(Array(data), to: path)
        } catch {
            throw OutputError(path: path, reason: error.reason)
        }
        return exists ? .updated : .created
    }

    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}

/// A generated file that could not be written; the file on disk, if any, is unchanged.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "error: cannot write \(path): \(reason)" }
}
