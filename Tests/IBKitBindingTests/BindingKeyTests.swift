import IBKitBinding
import Testing

struct BindingKeyTests {
    @Test(arguments: [
        ("title", ["title"], false, nil as String?),
        ("author.name", ["author", "name"], false, nil),
        ("!isPublished", ["isPublished"], true, nil),
        ("price | currency", ["price"], false, "currency"),
        ("  takenAt|date ", ["takenAt"], false, "date"),
        ("_count2", ["_count2"], false, nil),
    ])
    func parses(text: String, path: [String], negated: Bool, formatter: String?) throws {
        let key = try BindingKey(parsing: text)
        #expect(key.path == path && key.isNegated == negated && key.formatter == formatter)
        // The canonical form parses back to the same key.
        #expect(try BindingKey(parsing: key.description) == key)
    }

    @Test(arguments: [
        ("", 0, "empty"),
        ("   ", 3, "empty"),
        ("2title", 0, "starts with a property name"),
        ("author.", 7, "missing after `.`"),
        ("author..name", 7, "missing after `.`"),
        ("author?.name", 6, "without `?`"),
        ("price |", 7, "formatter name is missing"),
        ("!isHidden | yesNo", 17, "cannot also be formatted"),
        ("first name", 6, "unexpected `n`"),
        ("title-text", 5, "unexpected `-`"),
        ("!", 1, "starts with a property name"),
    ])
    func rejects(text: String, offset: Int, message: String) {
        #expect {
            try BindingKey(parsing: text)
        } throws: { error in
            guard let error = error as? BindingKeyError else { return false }
            return error.offset == offset && error.message.contains(message)
        }
    }

    @Test func keyPathIsWhatSwiftWritesAfterTheType() throws {
        #expect(try BindingKey(parsing: "!author.isVerified").keyPath == "author.isVerified")
    }
}
