import Foundation
import IBKitDiagnostics
import IBKitPlumbing

/// The pages `ibkit render` and `ibkit diff` write: relative path → HTML, written under one folder, each page
/// atomically and only when its bytes changed (a re-run leaves unchanged pages' timestamps alone).
struct StaticSite {
    private(set) var pages: [String: String] = [:]

    mutating func add(_ relativePath: String, _ html: String) {
        pages[relativePath] = html
    }

    /// Writes every page below `folder`, side by side; returns how many were written (the others were already as
    /// planned).
    @discardableResult
    func write(to folder: String) throws(AtomicFileError) -> Int {
        let files = SiteFiles()
        let outcomes = Parallel.map(pages.sorted { $0.key < $1.key }) { page -> Result<Bool, AtomicFileError> in
            do throws(AtomicFileError) {
                return .success(try Self.writePage(Array(page.value.utf8), to: folder + "/" + page.key, files: files))
            } catch {
                return .failure(error)
            }
        }
        var written = 0
        for outcome in outcomes where try outcome.get() {
            written += 1
        }
        return written
    }

    /// Writes one page unless the file already holds its bytes (a re-run leaves its timestamp alone), making the
    /// missing folders above it; true when written. The page replaces the old one atomically, not flushed to disk
    /// (a site is made again on demand, and a thousand fsyncs were most of a render).
    @discardableResult
    static func writePage(_ bytes: [UInt8], to path: String, files: SiteFiles) throws(AtomicFileError) -> Bool {
        // A folder this run made holds no page yet: nothing to compare with, nothing to replace.
        if try files.makeFolder(AtomicFile.parentFolder(of: path)) {
            try SiteFiles.create(bytes, at: path)
            return true
        }
        if SiteFiles.holds(bytes, at: path) { return false }
        try AtomicFile.write(bytes, to: path, durable: false)
        return true
    }

    /// `href` from the page at `from` to the page at `to` (both relative to the site's folder).
    static func href(from: String, to: String) -> String {
        let up = from.utf8.split(separator: UInt8(ascii: "/")).count - 1
        return String(repeating: "../", count: max(0, up)) + to
    }

    /// The site path of an IB file's page: its path below `root` (the folder holding every input), `.html` added.
    /// Characters a URL would read as syntax are kept: links are percent-encoded where they are written.
    static func pagePath(of file: String, root: String) -> String {
        (PathNormalization.relativeIfInside(file, base: root) ?? PathNormalization.absolute(file, base: root).dropFirst().description) + ".html"
    }

    /// The folder a site names files from, in titles and the index: the git work tree's top above `root` (the
    /// folder the inputs share), as the repository shows its files, else `root` itself. Never the current or the
    /// output folder: a name never climbs out with `..`, and the same inputs give the same pages from anywhere.
    static func namingFolder(_ root: String) -> String {
        var folder = root
        while true {
            if FileManager.default.fileExists(atPath: folder + "/.git") { return folder }  // a folder, or a worktree's file
            let parent = AtomicFile.parentFolder(of: folder)
            if parent == folder || parent.isEmpty { return root }
            folder = parent
        }
    }

    static func folder(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// `Main` for `…/Base.lproj/Main.storyboard`.
    static func baseName(_ path: String) -> String {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return String(name.lastIndex(of: ".").map { name[..<$0] } ?? name)
    }

    /// A relative path as an `href`: each component percent-encoded (`#`, `?`, `%` and spaces in file names), as
    /// Foundation's `addingPercentEncoding` with the URL path characters less `#?%;` would, byte by byte: every
    /// page has links, and Foundation's encoding was a tenth of a render.
    static func encodedHref(_ path: String) -> String {
        let hex: StaticString = "0123456789ABCDEF"
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        hex.withUTF8Buffer { hex in
            for byte in path.utf8 {
                if byte < 0x80, hrefCharacters[Int(byte)] {
                    out.append(byte)
                } else {
                    out.append(UInt8(ascii: "%"))
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 15)])
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The ASCII characters an href keeps as they are: `/` and `.` among them, so `..` and the slashes stay.
    static let hrefCharacters: [Bool] = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return (0 ..< 0x80).map { allowed.contains(Unicode.Scalar(UInt8($0))) }
    }()
}
