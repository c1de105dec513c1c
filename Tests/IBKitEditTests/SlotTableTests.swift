import Foundation
@testable import IBKitEdit
import IBKitTestSupport
import Testing

/// Copies of a plan share its settled slots and keep their own changes to themselves.
@Suite struct SlotTableTests {
    static func slot(_ s: String) -> ChangeSet.Slot { ChangeSet.Slot(base: bytes(s), content: bytes(s)) }

    @Test func aCopyChangesOnlyItself() {
        var plan = SlotTable()
        plan.set("/a", Self.slot("a"))
        plan.settle()
        var copy = plan
        copy.set("/a", Self.slot("A"))
        copy.set("/b", Self.slot("b"))
        #expect(plan["/a"]?.content == bytes("a"))
        #expect(plan["/b"] == nil)
        #expect(copy["/a"]?.content == bytes("A"))
        #expect(copy["/b"]?.content == bytes("b"))
    }

    @Test func ownSlotsHideSharedOnesAndSettlingKeepsEveryPath() {
        var table = SlotTable()
        table.set("/a", Self.slot("a"))
        table.set("/b", Self.slot("b"))
        table.settle()
        table.set("/a", Self.slot("new"))
        table.set("/c", Self.slot("c"))
        let before = table.all.map { "\($0.key)=\(text($0.value.content ?? []))" }.sorted()
        #expect(before == ["/a=new", "/b=b", "/c=c"])
        table.settle()
        #expect(table.all.map { "\($0.key)=\(text($0.value.content ?? []))" }.sorted() == before)
        #expect(table["/a"]?.content == bytes("new"))
    }

    /// Through the plan's API: a copy made after `settle()` edits its own files; the plan sees none of it.
    @Test func copiesOfASettledPlanAreIndependent() throws {
        try withTemporaryFolder { root in
            try writeFile(root + "/a.txt", "a")
            var plan = ChangeSet(root: root)
            _ = try plan.read("a.txt")
            plan.settle()
            var copy = plan
            try copy.write(bytes("copy"), to: "a.txt")
            try copy.write(bytes("new"), to: "b.txt")
            try plan.write(bytes("plan"), to: "a.txt")
            #expect(copy.content(of: "a.txt") == bytes("copy"))
            #expect(plan.content(of: "a.txt") == bytes("plan"))
            #expect(plan.changes.map(\.path) == [root + "/a.txt"])
            #expect(copy.changes.map(\.path) == [root + "/a.txt", root + "/b.txt"])
        }
    }
}
