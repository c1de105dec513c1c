import Foundation
import IBKitEdit
import IBKitTestSupport
import Testing

/// Work done on a logged copy of a plan is taken over only when what it read is the same in the plan.
@Suite struct ChangeLogTests {
    /// A copy of `base` that logs what it reads and writes.
    static func logged(_ base: ChangeSet) -> (copy: ChangeSet, log: ChangeLog) {
        var copy = base
        let log = ChangeLog()
        copy.log = log
        return (copy, log)
    }

    /// A copy that reads `a.txt` and writes `b.txt` from it.
    static func work(on base: ChangeSet) throws -> (copy: ChangeSet, log: ChangeLog) {
        let (start, log) = logged(base)
        var copy = start
        let a = try #require(try copy.read("a.txt"))
        try copy.write(a + bytes("!"), to: "b.txt")
        return (copy, log)
    }

    @Test func replaysTheWritesOfACopyWhoseReadsHold() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/a.txt", "A")
            let base = ChangeSet(root: root)
            let (copy, log) = try Self.work(on: base)
            var plan = base
            try plan.write("elsewhere", to: "c.txt") // not read by the copy
            #expect(plan.agrees(with: base, on: log))
            try plan.replay(log, from: copy)
            #expect(plan.content(of: "b.txt").map(text) == "A!")
            #expect(plan.content(of: "c.txt").map(text) == "elsewhere")
            #expect(readFile(root + "/b.txt") == nil) // a plan writes nothing to disk
        }
    }

    @Test func refusesACopyWhenAFileItReadChanged() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/a.txt", "A")
            let base = ChangeSet(root: root)
            let (_, log) = try Self.work(on: base)
            var plan = base
            try plan.write("changed", to: "a.txt")
            #expect(!plan.agrees(with: base, on: log))
        }
    }

    @Test func refusesACopyWhenAFileItFoundMissingAppeared() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/a.txt", "A")
            let base = ChangeSet(root: root)
            let (copy, log) = Self.logged(base)
            #expect(copy.content(of: "new.txt") == nil)
            var plan = base
            #expect(plan.agrees(with: base, on: log))
            try plan.write("now here", to: "new.txt")
            #expect(!plan.agrees(with: base, on: log))
        }
    }

    @Test func aCopyThatReadTheWholeChangeListHoldsOnlyOnAnUnchangedPlan() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/a.txt", "A")
            let base = ChangeSet(root: root)
            let (copy, log) = Self.logged(base)
            _ = copy.changes
            #expect(base.agrees(with: base, on: log))
            var plan = base
            try plan.write("B", to: "b.txt")
            #expect(!plan.agrees(with: base, on: log))
        }
    }
}
