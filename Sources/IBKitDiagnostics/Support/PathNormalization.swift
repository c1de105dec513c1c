import Foundation

/// Paths as machine-readable reports and the baseline store them: relative to a base folder, `.` and `..`
/// resolved, forward slashes, so that they mean the same thing on every clone and in every CI workspace.
public enum PathNormalization {
    /// `path` made absolute against `base` (when relative) with `.`, `..` and repeated slashes removed.
    /// Symbolic links are not resolved: the user's spelling of the path is kept.
    public static func absolute(_ path: String, base: String) -> String {
        let portable = slashes(path)
        let joined = portable.hasPrefix("/") ? portable : slashes(base) + "/" + portable
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base` when it lies inside it, nil otherwise.
    public static func relativeIfInside(_ path: String, base: String) -> String? {
        let file = absolute(path, base: base)
        let root = absolute(base, base: "/")
        if root == "/" { return String(file.dropFirst()) }
        if file == root { return "." }
        guard file.hasPrefix(root + "/") else { return nil }
        return String(file.dropFirst(root.count + 1))
    }

    /// `path` relative to `base`, climbing with `..` when it lies outside (`../Shared/Cell.xib`).
    public static func relative(_ path: String, base: String) -> String {
        if let inside = relativeIfInside(path, base: base) { return inside }
        let file = absolute(path, base: base).split(separator: "/")
        let root = absolute(base, base: "/").split(separator: "/")
        var common = 0
        while common < min(file.count, root.count), file[common] == root[common] { common += 1 }
        let up = Array(repeating: "..", count: root.count - common)
        return (up + file[common...].map(String.init)).joined(separator: "/")
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

/// Text for one line of human-readable output: line breaks and tabs become spaces and other control characters
/// (including ESC, which could inject terminal escape sequences) become U+FFFD.
func singleLine(_ s: String) -> String {
    guard mayHaveControlCharacters(s), s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return s }
    var out = ""
    for scalar in s.unicodeScalars {
        if scalar.properties.generalCategory == .control {
            out += scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : "\u{FFFD}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// False when the UTF-8 bytes hold no control character (Unicode's Cc: U+0000–U+001F, U+007F–U+009F, the last
/// ones encoded C2 80–C2 9F), so the common line is checked without a general-category look-up per scalar.
func mayHaveControlCharacters(_ s: String) -> Bool {
    var s = s
    return s.withUTF8 { bytes in
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }
}
