extension ChangeSet {
    /// The plan as a unified diff for review, in git's form: per file `diff --git a/… b/…`, `new file mode` for a
    /// created file, `rename from`/`rename to` for a renamed one, then `--- a/path` / `+++ b/path` and `diff -u`
    /// hunks (`UnifiedDiff`). Paths are relative to `root`; files are sorted by path, so the output depends only on
    /// the plan. A file holding a NUL byte or invalid UTF-8 is shown as `Binary files … differ`.
    public func diff(context: Int = 3) -> String {
        var out: [UInt8] = []
        let entries = changes.map { change in
            (change, displayPath(change.path), change.oldPath.map(displayPath))
        }
        for (change, path, oldPath) in entries.sorted(by: { $0.1 < $1.1 }) {
            let before = change.before ?? []
            let old = oldPath ?? path
            out += Array("diff --git a/\(old) b/\(path)\n".utf8)
            switch change.kind {
            case .created: out += Array("new file mode 100644\n".utf8)
            case .renamed: out += Array("rename from \(old)\nrename to \(path)\n".utf8)
            case .modified: break
            }
            guard before != change.after else { continue }
            if Self.isBinary(before) || Self.isBinary(change.after) {
                out += Array("Binary files \(change.before == nil ? "/dev/null" : "a/" + old) and b/\(path) differ\n".utf8)
                continue
            }
            out += Array("--- \(change.before == nil ? "/dev/null" : "a/" + old)\n+++ b/\(path)\n".utf8)
            out += UnifiedDiff.hunks(from: before, to: change.after, context: context)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil
    }
}
