import Foundation
import IBKitPlumbing

/// Known findings of a legacy project, so that `ibkit lint --baseline` fails only on new ones.
///
/// A finding is identified by its rule, its file (relative to the project root, so the baseline works from any
/// clone) and the IB object it is about — or its message when it is about no object — but never by its line,
/// which moves whenever Interface Builder rewrites the file. Identical keys are counted: with two recorded and
/// three found, one is new.
///
/// The file is JSON with a version, entries sorted and one per line, so that it diffs well in review:
/// ```json
/// {
///   "version": 1,
///   "entries": [
///     {"rule": "no-segues", "path": "App/Main.storyboard", "objectID": "BYZ-38-t0r", "message": "…"}
///   ]
/// }
/// ```
/// The message is stored even when there is an object id (for people reading the file) but is then not part
/// of the key, so rewording a rule's message does not invalidate baselines.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Entry: Sendable, Hashable, Comparable {
        public var ruleID: String
        /// Relative to the root the baseline was made against, `/`-separated.
        public var path: String
        public var objectID: String?
        public var message: String

        public init(ruleID: String, path: String, objectID: String?, message: String) {
            self.ruleID = ruleID
            self.path = path
            self.objectID = objectID
            self.message = message
        }

        public var key: Key {
            Key(ruleID: ruleID, path: path, subject: objectID.map { "id:" + $0 } ?? "message:" + message)
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.ruleID, a.objectID ?? "", a.message) < (b.path, b.ruleID, b.objectID ?? "", b.message)
        }
    }

    /// What two findings must share to be the same finding.
    public struct Key: Sendable, Hashable {
        public var ruleID: String
        public var path: String
        /// `id:<object id>` or `message:<message>`.
        public var subject: String
    }

    /// Sorted.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of these findings, paths made relative to `rootDirectory` (relative paths in diagnostics are
    /// taken as relative to `workingDirectory`).
    public init(diagnostics: [Diagnostic], rootDirectory: String, workingDirectory: String = WorkingDirectory.current) {
        self.init(entries: diagnostics.map { Self.entry(for: $0, rootDirectory: rootDirectory, workingDirectory: workingDirectory) })
    }

    static func entry(for d: Diagnostic, rootDirectory: String, workingDirectory: String) -> Entry {
        let absolute = PathNormalization.absolute(d.path, base: workingDirectory)
        let root = PathNormalization.absolute(rootDirectory, base: workingDirectory)
        return Entry(ruleID: d.ruleID, path: PathNormalization.relative(absolute, base: root), objectID: d.objectID, message: d.message)
    }

    /// The findings not in the baseline (in their original order) and how many were left out.
    public func filter(_ diagnostics: [Diagnostic], rootDirectory: String,
                       workingDirectory: String = WorkingDirectory.current) -> (new: [Diagnostic], suppressed: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var new: [Diagnostic] = []
        var suppressed = 0
        // Diagnostics arrive sorted by position, so when a key has more findings than recorded, the last ones
        // in the file are the ones reported as new.
        for d in diagnostics {
            let key = Self.entry(for: d, rootDirectory: rootDirectory, workingDirectory: workingDirectory).key
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                suppressed += 1
            } else {
                new.append(d)
            }
        }
        return (new, suppressed)
    }

    // MARK: - File format

    /// The file's text: pretty JSON with a version, one entry per line, ending with a newline.
    public func serialized() -> String {
        var out = "{\n  \"version\": \(Self.formatVersion),\n  \"entries\": ["
        for (i, entry) in entries.enumerated() {
            var members: [(String, JSONValue)] = [("rule", .string(entry.ruleID)), ("path", .string(entry.path))]
            if let id = entry.objectID { members.append(("objectID", .string(id))) }
            members.append(("message", .string(entry.message)))
            out += (i == 0 ? "\n" : ",\n") + "    " + JSONValue.object(members).compact
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    public init(parsing data: Data, path: String) throws(BaselineError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw BaselineError("\(path) is not a valid baseline: it is not JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else {
            throw BaselineError("\(path) is not a valid baseline: expected a JSON object with 'version' and 'entries'")
        }
        guard let version = object["version"] as? Int else {
            throw BaselineError("\(path) is not a valid baseline: 'version' is missing")
        }
        guard version == Self.formatVersion else {
            throw BaselineError("\(path) has baseline version \(version); this ibkit reads version \(Self.formatVersion)")
        }
        guard let items = object["entries"] as? [Any] else {
            throw BaselineError("\(path) is not a valid baseline: 'entries' must be a list")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard let fields = item as? [String: Any],
                  let rule = fields["rule"] as? String, let entryPath = fields["path"] as? String,
                  let message = fields["message"] as? String,
                  fields["objectID"] == nil || fields["objectID"] is String else {
                throw BaselineError("\(path) is not a valid baseline: entry \(i + 1) needs string 'rule', 'path' and 'message' (and optionally 'objectID')")
            }
            entries.append(Entry(ruleID: rule, path: entryPath, objectID: fields["objectID"] as? String, message: message))
        }
        self.init(entries: entries)
    }

    public static func load(path: String) throws(BaselineError) -> Baseline {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BaselineError("baseline file \(path) does not exist; create it with --write-baseline \(path)")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError("cannot read baseline file \(path)")
        }
        return try Baseline(parsing: data, path: path)
    }

    /// Writes the file atomically (`AtomicFile`): to a temporary file in the same folder, flushed, then renamed
    /// over `path`, so that a reader (or a crash) never sees half a baseline. The temporary is removed on failure.
    public func write(to path: String) throws(BaselineError) {
        do {
            try AtomicFile.write(Array(serialized().utf8), to: path)
        } catch {
            throw BaselineError("cannot write baseline \(path): \(error.reason)")
        }
    }
}

/// A baseline file that is missing, unreadable or not a baseline: a configuration error (exit 2).
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "error: \(message)" }
}
