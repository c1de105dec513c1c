import IBKitSupport
import Testing

@Suite struct ItemSectionsTests {
    @Test func oneSection() {
        let sections = ItemSections(["a", "b", "c"])
        #expect(sections.numberOfSections == 1)
        #expect(sections.numberOfItems(inSection: 0) == 3)
        #expect(sections[section: 0, item: 2] == "c")
        #expect(sections[section: 0, item: 3] == nil)
    }

    @Test func sectionsMapIndexPathsAndAnswerZeroOutOfRange() {
        let sections = ItemSections(sections: [["a"], [], ["b", "c"]])
        #expect(sections.numberOfSections == 3)
        #expect([0, 1, 2, 3, -1].map(sections.numberOfItems(inSection:)) == [1, 0, 2, 0, 0])
        #expect(sections[section: 2, item: 1] == "c")
        #expect(sections[section: 1, item: 0] == nil)
        #expect(sections[section: -1, item: 0] == nil)
        #expect(sections.allItems == ["a", "b", "c"])
        let position = sections.firstPosition { $0 == "b" }
        #expect(position?.section == 2 && position?.item == 0)
        #expect(sections.firstPosition { $0 == "z" } == nil)
    }

    @Test func outOfRangeMessagesGiveTheSizes() {
        let sections = ItemSections(sections: [["a"], ["b", "c"]])
        #expect(sections.outOfRangeMessage(section: 1, item: 5, owner: "ArrayDataSource<Photo, PhotoCell>")
            == "ArrayDataSource<Photo, PhotoCell>: no item 5 in section 1 (it has 2 items).")
        #expect(sections.outOfRangeMessage(section: 4, item: 0, owner: "D")
            == "D: no section 4 (there are 2 sections); item 0 requested.")
    }
}
