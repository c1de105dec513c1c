/// What a copy of a plan read and wrote: work done on a copy, side by side with other work, is taken over by the
/// plan (`ChangeSet.replay`) only when everything it read is the same there (`ChangeSet.agrees`), so the result
/// is the one the work would have had on the plan itself.
// @unchecked: one copy of a plan is worked on by one thread at a time, and the log with it: no lock.
public final class ChangeLog: @unchecked Sendable {
    var reads: Set<String> = []
    var writes: [String] = []
    /// The copy read the whole change list, or renamed a file: only an unchanged plan agrees with it.
    var readsEverything = false

    public init() {}
}

extension ChangeSet {
    /// True when every file `log` read from a copy of `base` is the same in this plan as in `base`.
    public func agrees(with base: ChangeSet, on log: ChangeLog) -> Bool {
        if log.readsEverything { return revision == base.revision }
        // Unchanged content shares its storage with the base's: most comparisons are one pointer.
        return log.reads.allSatisfy { content(of: $0) == base.content(of: $0) }
    }

    /// Writes here what the copy `from` wrote, in the order it wrote it.
    public mutating func replay(_ log: ChangeLog, from copy: ChangeSet) throws(ChangeSetError) {
        var written = Set<String>()
        for path in log.writes where written.insert(path).inserted {
            guard let content = copy.content(of: path) else { throw .missing(path: path) }
            try write(content, to: path)
        }
    }
}
