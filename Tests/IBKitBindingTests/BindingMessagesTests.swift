import IBKitBinding
import Testing

struct BindingMessagesTests {
    @Test func messagesNameTheFileObjectAndKey() throws {
        let place = BindingMessages.Place(file: "PhotoCell.xib", objectID: "Lbl-00-001")
        let wrong = BindingMessages.wrongView(key: "name", owner: "PhotoCell", place: place, expected: .label, found: "UIButton")
        #expect(wrong == "binding 'name' of PhotoCell at PhotoCell.xib (object Lbl-00-001) drives a UILabel, but the view is a UIButton: run ibkit gen again after changing the view in Interface Builder")
        let missing = BindingMessages.notInTable(key: "title", owner: "PhotoCell", viewClass: "UILabel", known: ["name", "author"])
        #expect(missing.contains("lacks (it has 'author', 'name')"))
        let placed = BindingMessages.notInTable(key: "title", owner: "PhotoCell", viewClass: "UILabel", known: ["name"], files: ["PhotoCell.xib", "PhotoCell.xib"])
        #expect(placed.hasPrefix("a UILabel under PhotoCell in PhotoCell.xib is bound to 'title'"))
        #expect(BindingMessages.notInTable(key: "x", owner: "A", viewClass: "UILabel", known: []).contains("(it has none)"))
        let error: BindingKeyError
        do {
            _ = try BindingKey(parsing: "author?.name")
            Issue.record("parsed")
            return
        } catch let thrown {
            error = thrown
        }
        #expect(BindingMessages.malformed(text: "author?.name", owner: "PhotoCell", viewClass: "UILabel", error: error)
            .hasPrefix("a UILabel under PhotoCell has the binding 'author?.name', which is not a binding: write the path without `?`"))
    }
}
