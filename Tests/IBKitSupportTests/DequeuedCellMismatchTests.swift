import IBKitSupport
import Testing

@Suite struct DequeuedCellMismatchTests {
    @Test func namesTheItemTheChosenClassAndWhatWasDequeued() {
        let mismatch = DequeuedCellMismatch(
            owner: "ArrayDataSource<Row, UITableViewCell>", view: "table view", section: 1, item: 3,
            expected: "Feed.PhotoCell", expectedClassName: "PhotoCell", found: "UIKit.UITableViewCell", reuseIdentifier: "PhotoCell")
        #expect(mismatch.description == "ArrayDataSource<Row, UITableViewCell> chose Feed.PhotoCell for item 3 of section 1, "
            + "but the table view dequeued a UIKit.UITableViewCell for reuse identifier \"PhotoCell\"; register PhotoCell on "
            + "this table view, or set its xib cell's Custom Class to PhotoCell.")
    }
}
