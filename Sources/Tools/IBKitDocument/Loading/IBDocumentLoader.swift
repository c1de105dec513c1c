#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file from disk and parses it, turning every way a file can be unusable into one `IBParseError`.
///
/// Reading uses one `open` and `fstat` (the checks are about the file actually read, not a path that may
/// change) and a single `read` loop into the final buffer. Nothing is fetched, nothing is followed.
public enum IBDocumentLoader {
    /// Files larger than this are refused before reading. Real IB documents stay below a few MB, but generated
    /// or long-grown storyboards reach tens of MB; linting one takes at most 3× its size in memory
    /// (Scripts/limits.sh), so 256 MB stays well inside the scanner's 32-bit offsets (2 GB) and a CI machine's memory.
    public static let defaultMaximumSize = 256 * 1024 * 1024

    public static func load(path: String, maximumSize: Int = defaultMaximumSize) -> Result<IBDocument, IBParseError> {
        loadWithStatus(path: path, maximumSize: maximumSize).document
    }

    /// `load`, with the bytes it parsed and the file's `stat`, taken on the open file just before they were read
    /// (nil when the file could not be read): a caller that keeps a cache keyed by content need not read it again.
    public static func loadWithStatus(path: String, maximumSize: Int = defaultMaximumSize)
        -> (document: Result<IBDocument, IBParseError>, read: (bytes: [UInt8], status: stat)?) {
        switch readWithStatus(path: path, maximumSize: maximumSize) {
        case .failure(let error):
            return (.failure(error), nil)
        case .success(let read):
            if let compiled = compiledNibError(read.bytes, path: path) { return (.failure(compiled), read) }
            do {
                return (.success(try IBDocument(bytes: read.bytes, path: path)), read)
            } catch {
                return (.failure(error), read)
            }
        }
    }

    /// The file's bytes, or why they cannot be had.
    public static func read(path: String, maximumSize: Int = defaultMaximumSize) -> Result<[UInt8], IBParseError> {
        readWithStatus(path: path, maximumSize: maximumSize).map(\.bytes)
    }

    /// The file's bytes and its `stat`, taken on the open file just before they were read; or why they cannot be had.
    public static func readWithStatus(path: String, maximumSize: Int = defaultMaximumSize) -> Result<(bytes: [UInt8], status: stat), IBParseError> {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        func fail(_ message: String, _ reason: IBParseError.Reason = .unreadable) -> Result<(bytes: [UInt8], status: stat), IBParseError> {
            .failure(IBParseError(path: path, location: start, message: message, reason: reason))
        }
        let lower = path.lowercased()
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        if fd < 0 {
            let code = errno
            if code == EISDIR { return .failure(directoryError(path, lower)) }
            return fail("cannot open file: \(errorText(code))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return fail("cannot read file: \(errorText(errno))") }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(directoryError(path, lower)) }
        guard type == S_IFREG else { return fail("not a regular file (a device, socket or pipe)") }
        let size = Int(info.st_size)
        guard size <= maximumSize else {
            return fail("file is \(byteCount(size)), over the \(byteCount(maximumSize)) limit for Interface Builder documents")
        }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let n = Glibc_read(fd, buffer.baseAddress! + done, size - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }
                done += n
            }
            initialized = done
        }
        if failure != 0 { return fail("cannot read file: \(errorText(failure))") }
        // The file may have grown since fstat; it stays bounded by maximumSize either way.
        bytes.removeSubrange(min(bytes.count, size)...)
        return .success((bytes, info))
    }

    private static func directoryError(_ path: String, _ lower: String) -> IBParseError {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        if lower.hasSuffix(".storyboardc") || lower.hasSuffix(".nib") {
            return IBParseError(path: path, location: start,
                message: "compiled Interface Builder bundle (\(lower.hasSuffix(".nib") ? ".nib" : ".storyboardc") folder) is not supported; lint the .storyboard or .xib source",
                reason: .unsupportedFormat)
        }
        return IBParseError(path: path, location: start, message: "is a directory, not an Interface Builder file", reason: .unreadable)
    }

    /// Binary nibs: a binary property list (`bplist00`) or the NIBArchive format.
    public static func compiledNibError(_ bytes: [UInt8], path: String) -> IBParseError? {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        if bytes.starts(with: Array("bplist".utf8)) {
            return IBParseError(path: path, location: start, message: "compiled nib (binary property list) is not supported; lint the .xib source", reason: .unsupportedFormat)
        }
        if bytes.starts(with: Array("NIBArchive".utf8)) {
            return IBParseError(path: path, location: start, message: "compiled nib (NIBArchive) is not supported; lint the .xib source", reason: .unsupportedFormat)
        }
        return nil
    }

    private static func byteCount(_ n: Int) -> String {
        if n < 1024 { return "\(n) bytes" }
        if n < 1024 * 1024 { return "\((n + 512) / 1024) KB" }
        let tenths = (n * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int {
    read(fd, buf, n)
}
