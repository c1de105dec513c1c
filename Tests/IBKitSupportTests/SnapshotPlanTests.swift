import IBKitSupport
import Testing

@Suite struct SnapshotPlanTests {
    @Test func sectionsAreIdentifiedByIndex() throws {
        let plan = try SnapshotPlan(ItemSections(sections: [["a", "b"], [], ["c"]]))
        #expect(plan.sectionIdentifiers == [0, 1, 2])
        #expect(plan.itemsBySection == [["a", "b"], [], ["c"]])
    }

    @Test func duplicatesAreNamedWithEveryPosition() {
        let error = #expect(throws: SnapshotPlan<String>.DuplicateItems.self) {
            try SnapshotPlan(ItemSections(sections: [["a", "b", "a"], ["c", "b"]]))
        }
        let duplicates = error?.duplicates.map { entry in (entry.item, entry.positions.map { [$0.section, $0.item] }) }
        #expect(duplicates?.map(\.0) == ["a", "b"])
        #expect(duplicates?.map(\.1) == [[[0, 0], [0, 2]], [[0, 1], [1, 1]]])
        #expect(error?.description == "A diffable data source needs every item once; duplicates: a at [0, 0], [0, 2]; "
            + "b at [0, 1], [1, 1]. Make the items unique (add an identifier to the type) or use reloadData().")
    }

    @Test func differenceCountsInsertionsDeletionsAndTheFewestMoves() throws {
        let old = try SnapshotPlan(ItemSections(["a", "b", "c", "d"]))
        #expect(try SnapshotPlan(ItemSections(["a", "b", "c", "d"])).difference(from: old).isEmpty)

        let inserted = try SnapshotPlan(ItemSections(["a", "x", "b", "c", "d"])).difference(from: old)
        #expect(inserted == SnapshotDifference(inserted: 1, deleted: 0, moved: 0, sectionsChanged: false))

        let deleted = try SnapshotPlan(ItemSections(["a", "c"])).difference(from: old)
        #expect(deleted == SnapshotDifference(inserted: 0, deleted: 2, moved: 0, sectionsChanged: false))

        // d moved to the front: one move, not three.
        let moved = try SnapshotPlan(ItemSections(["d", "a", "b", "c"])).difference(from: old)
        #expect(moved == SnapshotDifference(inserted: 0, deleted: 0, moved: 1, sectionsChanged: false))

        let reversed = try SnapshotPlan(ItemSections(["d", "c", "b", "a"])).difference(from: old)
        #expect(reversed.moved == 3)
    }

    @Test func moveAcrossSectionsInSameOrderStillCounts() throws {
        let old = try SnapshotPlan(ItemSections(sections: [["a", "b"], ["c"]]))
        let new = try SnapshotPlan(ItemSections(sections: [["a"], ["b", "c"]]))
        let difference = new.difference(from: old)
        #expect(difference.moved == 1)
        #expect(!difference.sectionsChanged)
        #expect(!difference.isEmpty)
        let fewer = try SnapshotPlan(ItemSections(sections: [["a", "b", "c"]])).difference(from: old)
        #expect(fewer.sectionsChanged)
    }
}
