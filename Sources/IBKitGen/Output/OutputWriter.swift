import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files so that builds stay incremental and readers never see half a file.
///
/// - Only when the bytes differ: an unchanged run leaves the file, and its modification date, alone, so Xcode
///   and SwiftPM do not recompile the module that includes it.
/// - Atomically: the new content goes to a temporary file in the same folder (same file system), which is then
///   renamed over the old one. A failure at any point leaves the old file as it was and removes the temporary.
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
        // A name no other writer uses (dot-prefixed: hidden, and never picked up as a source by globs on *.swift).
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try writeNew(data, to: temporary.path, folder: folder.path, finalPath: path)
        if exists {
            // Keep the old file's permissions; a fresh file gets the process's default.
            if let permissions = try? files.attributesOfItem(atPath: path)[.posixPermissions] {
                try? files.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
        }
        // rename(2) replaces the destination atomically on POSIX file systems.
        guard rename(temporary.path, path) == 0 else {
            let code = errno
            try? files.removeItem(at: temporary)
            throw OutputError(path: path, reason: "cannot replace the file: \(String(cString: strerror(code)))")
        }
        return exists ? .updated : .created
    }

    /// Creates `temporary` (which must not exist) with `data`; on failure removes it and throws.
    private static func writeNew(_ data: Data, to temporary: String, folder: String, finalPath: String) throws(OutputError) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) // umask applies, as for any new file
        guard fd >= 0 else {
            throw OutputError(path: finalPath, reason: "cannot write in \(folder): \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw OutputError(path: finalPath, reason: "cannot write in \(folder): \(String(cString: strerror(failure)))")
        }
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

/// write(2); `OutputWriter.write` would shadow the unqualified name.
private func posixWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}
