import IBKitPlumbing
/// The calls of loading helpers whose name holds no loading word (`perform(segue:)`, `load(nibName:)`, `show(_:)`).
///
/// The first pass records a call as a `HelperCall` only when its callee's name holds one of the words whose bodies
/// `BodyElision` always keeps, since the bodies holding other calls are elided. Which other names are helpers is
/// known only once every file is indexed: then the files that mention one (`Mentions`) are parsed again, keeping
/// the bodies that hold those names, and only their calls are taken. A file's `followedHelperNames` says which
/// names its calls were taken for, so a cached file is parsed again only when that set changes.
public enum HelperCallsOfAnyName {
    /// The app's helpers whose calls the first pass does not see and this pass follows: those `Mentions` can tell
    /// a file mentions (a name starting with a lowercase letter or `_`).
    static func names(in files: [FileIndex]) -> [String] {
        var names = Set<String>()
        for file in files {
            for helper in file.helpers where !HelperExpansion.callsAreSeen(helper.name) {
                guard let first = helper.name.utf8.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F else { continue }
                names.insert(helper.name)
            }
        }
        return names.sorted()
    }

    /// Whether the calls of `name` were taken from every file that mentions it.
    static func followed(_ name: String, in files: [FileIndex]) -> Bool {
        files.allSatisfy { file in
            file.mentions(name) != true || file.followedHelperNames?.contains(name) == true && !file.escapedHelperNames.contains(name)
        }
    }

    /// Adds to each Swift file the calls of the helper names it mentions; returns how many files were parsed.
    /// - Parameter bytes: the file at an offset of `files`, nil when it was not read.
    @discardableResult
    public static func follow(_ files: inout [FileIndex?], paths: [String], bytes: (Int) -> [UInt8]?) -> Int {
        let names = Self.names(in: files.compactMap { $0 })
        var work: [(offset: Int, names: [String], bytes: [UInt8])] = []
        for offset in files.indices {
            guard let file = files[offset], file.mentionedNames != nil, !ObjCHeaderScanner.handles(path: file.path) else { continue }
            let wanted = names.filter { file.mentions($0) == true }
            if file.followedHelperNames == wanted { continue }
            guard !wanted.isEmpty, let content = bytes(offset) else {
                files[offset]?.replaceFollowedCalls([], for: wanted)
                files[offset]?.escapedHelperNames = []
                continue
            }
            work.append((offset, wanted, content))
        }
        let jobs = work
        let found = Parallel.map(Array(jobs.indices), options: .largeStacks) { n -> (calls: [HelperCall], escaped: [String]) in
            let job = jobs[n]
            let parsed = job.bytes.withUnsafeBytes {
                SwiftIndexer.index(swiftBytes: $0, path: paths[job.offset], vocabulary: .empty, callees: job.names).file
            }
            return (parsed.helperCalls.filter { job.names.contains($0.name) }, parsed.escapedHelperNames)
        }
        for (item, result) in zip(work, found) {
            files[item.offset]?.replaceFollowedCalls(result.calls, for: item.names)
            files[item.offset]?.escapedHelperNames = result.escaped
        }
        return work.count
    }
}

extension FileIndex {
    /// The calls this pass took, in place of those of an earlier set of names.
    /// (A name holding a word of the I/O vocabulary may have calls from the first pass too: the second finds them all.)
    mutating func replaceFollowedCalls(_ calls: [HelperCall], for names: [String]) {
        let replaced = Set(names).union(followedHelperNames ?? [])
        helperCalls.removeAll { replaced.contains($0.name) }
        helperCalls += calls
        followedHelperNames = names
    }
}
