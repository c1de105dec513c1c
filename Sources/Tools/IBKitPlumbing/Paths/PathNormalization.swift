import Foundation

/// Paths as machine-readable reports and the baseline store them: relative to a base folder, `.` and `..`
/// resolved, forward slashes, so that they mean the same thing on every clone and in every CI workspace.
public enum PathNormalization {
    /// `path` made absolute against `base` (when relative) with `.`, `..` and repeated slashes removed.
    /// Symbolic links are not resolved: the user's spelling of the path is kept.
    public static func absolute(_ path: String, base: String) -> String {
        let portable = slashes(path)
        // Most paths asked about are already absolute and clean, or clean and relative to a clean base (a run
        // from an app's folder names its files `./App/Main.storyboard`): the tools call this in inner loops.
        if isNormalAbsolute(portable) { return portable }
        if let joined = joinedIfClean(portable, base: slashes(base)) { return joined }
        let joined = portable.hasPrefix("/") ? portable : slashes(base) + "/" + portable
        // Bytes, not substrings: a component stack of offsets into one output buffer.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let input = Array(joined.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var starts: [Int] = []
        var i = 0
        while i < input.count {
            while i < input.count, input[i] == slash { i += 1 }
            var end = i
            while end < input.count, input[end] != slash { end += 1 }
            let length = end - i
            if length == 0 || (length == 1 && input[i] == dot) {
                // empty or `.`
            } else if length == 2 && input[i] == dot && input[i + 1] == dot {
                if let start = starts.popLast() { out.removeSubrange(start...) }
            } else {
                starts.append(out.count)
                out.append(slash)
                out.append(contentsOf: input[i..<end])
            }
            i = end
        }
        return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
    }

    /// `path` relative to `base` when it lies inside it, nil otherwise.
    public static func relativeIfInside(_ path: String, base: String) -> String? {
        inside(absolute(path, base: base), root: absolute(base, base: "/"))
    }

    /// `relativeIfInside` of paths already absolute and clean.
    private static func inside(_ file: String, root: String) -> String? {
        if root == "/" { return String(file.dropFirst()) }
        if file == root { return "." }
        guard file.hasPrefix(root + "/") else { return nil }
        return String(file.dropFirst(root.count + 1))
    }

    /// `path` without the leading `folder/` when it lies under `folder`, `.` when it is `folder`, else `path` as
    /// given. A prefix test on paths already clean (both absolute, or both relative to one folder): the tools call it
    /// per file, in inner loops.
    public static func stripping(_ folder: String, from path: String) -> String {
        let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if path == root { return "." }
        if root == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : path }
        guard path.hasPrefix(root), path.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    /// The deepest folder that holds every one of `files` (made absolute against `base`); `base` when there are none.
    public static func commonFolder(_ files: [String], base: String) -> String {
        let parts = files.map { Array(absolute($0, base: base).split(separator: "/").dropLast()) }
        guard var common = parts.first else { return absolute(base, base: "/") }
        for other in parts.dropFirst() {
            var n = 0
            while n < min(common.count, other.count), common[n] == other[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }

    /// `path` relative to `base`, climbing with `..` when it lies outside (`../Shared/Cell.xib`).
    public static func relative(_ path: String, base: String) -> String {
        let absoluteFile = absolute(path, base: base), absoluteRoot = absolute(base, base: "/")
        if let inside = inside(absoluteFile, root: absoluteRoot) { return inside }
        // Components split on bytes (splitting a String by characters costs a grapheme break per character).
        let file = absoluteFile.utf8.split(separator: UInt8(ascii: "/"))
        let root = absoluteRoot.utf8.split(separator: UInt8(ascii: "/"))
        var common = 0
        while common < min(file.count, root.count), file[common].elementsEqual(root[common]) { common += 1 }
        let up = Array(repeating: "..", count: root.count - common)
        return (up + file[common...].map { String(Substring($0)) }).joined(separator: "/")
    }

    /// `base/relative` when that is already clean: `relative` (after any leading `./`) has no empty, `.` or `..`
    /// component and `base` is clean and absolute; nil otherwise.
    private static func joinedIfClean(_ relative: String, base: String) -> String? {
        var rest = Substring(relative)
        while rest.utf8.starts(with: "./".utf8) { rest = rest.dropFirst(2) }
        guard !rest.isEmpty, rest.utf8.first != UInt8(ascii: "/"), isNormalAbsolute(base) else { return nil }
        var clean = String(rest)
        guard clean.withUTF8({ componentsAreClean($0, from: 0) }) else { return nil }
        return base == "/" ? "/" + clean : base + "/" + clean
    }

    /// True for `/a/b`: a leading slash, no empty, `.` or `..` component, no trailing slash (`/` itself is one).
    static func isNormalAbsolute(_ path: String) -> Bool {
        // Native strings are contiguous UTF-8: the check hops from slash to slash with `memchr` (the tools ask
        // this for every path they look up, tens of thousands of times a run).
        var path = path
        return path.withUTF8 { isNormalAbsolute($0) }
    }

    private static func isNormalAbsolute(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0, base[0] == UInt8(ascii: "/") else { return false }
        return bytes.count == 1 || componentsAreClean(bytes, from: 1)
    }

    /// The components from `from` (the first byte of one) to the end: none empty, `.` or `..`.
    private static func componentsAreClean(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard let base = bytes.baseAddress, from < bytes.count else { return false }
        let count = bytes.count
        // `start`: the first byte of a component (just after a slash).
        var start = from
        while true {
            let rest = count - start
            let next = rest > 0 ? memchr(base + start, Int32(slash), rest) : nil
            let end = next.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base } ?? count
            let length = end - start
            if length == 0 { return false }
            if base[start] == dot && (length == 1 || (length == 2 && base[start + 1] == dot)) { return false }
            if end == count { return true }
            start = end + 1
        }
    }

    /// Backslashes are separators only on Windows; elsewhere they are ordinary file name characters.
    private static func slashes(_ path: String) -> String {
        #if os(Windows)
        return path.replacingOccurrences(of: "\\", with: "/")
        #else
        return path
        #endif
    }
}
