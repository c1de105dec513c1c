#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IBKitDiagnostics

/// The folders of a site, made as its pages are written (`mkdir -p`, by the workers writing them side by side):
/// one system call for a folder that exists, none of Foundation's checks of each folder above it.
enum SiteFolder {
    static func make(_ folder: String) throws(AtomicFileError) {
        if mkdir(folder, 0o777) == 0 || errno == EEXIST { return }
        guard errno == ENOENT, folder != "/", folder != "." else { throw failure(folder, errno) }
        try make(AtomicFile.parentFolder(of: folder))
        // Another worker may have made it meanwhile.
        if mkdir(folder, 0o777) == 0 || errno == EEXIST { return }
        throw failure(folder, errno)
    }

    private static func failure(_ folder: String, _ code: Int32) -> AtomicFileError {
        AtomicFileError(path: folder, reason: "cannot make the folder: \(String(cString: strerror(code)))")
    }
}
