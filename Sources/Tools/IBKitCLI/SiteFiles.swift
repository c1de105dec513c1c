#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// The file system side of writing a site, shared by the workers writing its pages side by side: folders made as
/// pages need them (`mkdir -p`, each folder once per run), and a page compared with its file before it is
/// replaced.
final class SiteFiles: Sendable {
    /// Folders known to exist → whether this run made them.
    private let folders = Locked<[String: Bool]>([:])

    /// Makes the folder and those above it that are missing; true when this run made it (so it held no page
    /// before the run).
    @discardableResult
    func makeFolder(_ folder: String) throws(AtomicFileError) -> Bool {
        if let made = known(folder) { return made }
        let parent = AtomicFile.parentFolder(of: folder)
        if parent != folder { try makeFolder(parent) }
        let made = mkdir(folder, 0o777) == 0
        guard made || errno == EEXIST else {
            throw AtomicFileError(path: folder, reason: "cannot make the folder: \(String(cString: strerror(errno)))")
        }
        folders.withLock { $0[folder] = made }
        return made
    }

    private func known(_ folder: String) -> Bool? {
        folders.withLock { $0[folder] }
    }

    /// Writes a page that did not exist (its folder is new in this run) in place: no reader can have an older
    /// copy to keep, so the temporary file and rename that replace a page atomically are not needed. A page that
    /// exists after all is replaced atomically.
    static func create(_ bytes: [UInt8], at path: String) throws(AtomicFileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) // the umask applies, as for any new file
        guard fd >= 0 else {
            if errno == EEXIST { return try AtomicFile.write(bytes, to: path, durable: false) }
            throw AtomicFileError(path: path, reason: "cannot create the file: \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count, failure == 0 {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    done += n
                }
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw AtomicFileError(path: path, reason: "cannot write the file: \(String(cString: strerror(failure)))")
        }
    }

    /// Whether the file at `path` holds exactly `bytes` (its size first: a changed page is seldom read).
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        // One byte more than expected: a file that grew since fstat is not the page.
        var content = [UInt8](repeating: 0, count: bytes.count + 1)
        var done = 0
        while done < content.count {
            let n = content.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        return done == bytes.count && content.prefix(done).elementsEqual(bytes)
    }
}
