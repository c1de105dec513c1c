/// The conflicts of a merge, written beside the file (`<file>.ibkit-conflicts`): for a person, the numbered list
/// and how to finish; for `ibkit merge --resolve`, the three versions the file was merged from, so that the merge
/// can be done again with the person's choices.
public struct IBMergeReport: Sendable, Equatable {
    public static let suffix = ".ibkit-conflicts"

    /// The file's path, as git names it.
    public let path: String
    public let conflicts: [IBMergeConflict]
    public let base: [UInt8]
    public let ours: [UInt8]
    public let theirs: [UInt8]

    public init(path: String, conflicts: [IBMergeConflict], base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
        self.path = path
        self.conflicts = conflicts
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    private static let versionsLine = "The versions merged, for --resolve (do not edit below this line):"

    public var bytes: [UInt8] {
        let n = conflicts.count
        var text = "ibkit merge: \(n) conflict\(n == 1 ? "" : "s") in \(path); the file holds ours's version of each.\n"
        text += "Resolve them, then `git add \(path)`:\n"
        text += "  ibkit merge --resolve ours \(path)        keep the file as it is\n"
        text += "  ibkit merge --resolve theirs \(path)      theirs's version of every conflict\n"
        text += "  ibkit merge --resolve theirs:1,2 \(path)  theirs's version of conflicts 1 and 2, ours's of the others\n\n"
        for (k, conflict) in conflicts.enumerated() { text += "\(k + 1). \(conflict)\n" }
        text += "\n" + Self.versionsLine + "\n"
        var out = Array(text.utf8)
        for (name, bytes) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            out += Array("--- \(name) \(bytes.count)\n".utf8) + bytes + [0x0A]
        }
        return out
    }

    /// Reads a report back: the versions from their byte counts, the conflicts by merging them again.
    public init(bytes: [UInt8], path: String) throws(IBMerge.Unreadable) {
        let marker = Array((Self.versionsLine + "\n").utf8)
        guard let start = Self.find(marker, in: bytes) else {
            throw IBMerge.Unreadable(side: "report", message: "no versions section: not a report ibkit merge wrote")
        }
        var position = start + marker.count
        var versions: [[UInt8]] = []
        for name in ["base", "ours", "theirs"] {
            let header = Array("--- \(name) ".utf8)
            guard bytes.count >= position + header.count, Array(bytes[position..<(position + header.count)]) == header,
                  let newline = bytes[(position + header.count)...].firstIndex(of: 0x0A),
                  let count = Int(String(decoding: bytes[(position + header.count)..<newline], as: UTF8.self)), count >= 0
            else { throw IBMerge.Unreadable(side: "report", message: "the \(name) version is damaged") }
            let end = newline + 1 + count
            guard end < bytes.count, bytes[end] == 0x0A else { throw IBMerge.Unreadable(side: "report", message: "the \(name) version is damaged") }
            versions.append(Array(bytes[(newline + 1)..<end]))
            position = end + 1
        }
        let result = try IBMerge.merge(base: versions[0], ours: versions[1], theirs: versions[2], path: path)
        self.init(path: path, conflicts: result.conflicts, base: versions[0], ours: versions[1], theirs: versions[2])
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count, let first = needle.first else { return nil }
        var k = 0
        while k + needle.count <= haystack.count {
            if haystack[k] == first, haystack[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }
}
