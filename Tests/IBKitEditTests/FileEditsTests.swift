import IBKitEdit
import Testing

@Suite struct FileEditsTests {
    let source = bytes("0123456789")

    @Test func editsApplyInByteOrderWhateverOrderTheyWereAddedIn() throws {
        let edits = FileEdits([
            TextEdit(range: 7..<9, replacement: "seven-eight"),
            .delete(0..<1),
            .insert("<", at: 4),
            TextEdit(range: 4..<5, replacement: "four"),
        ])
        #expect(text(try edits.apply(to: source)) == "123<four56seven-eight9")
    }

    @Test func insertionsAtOnePointKeepTheirOrderAndGoBeforeAReplacementThere() throws {
        var edits = FileEdits()
        edits.append(TextEdit(range: 3..<5, replacement: "X"))
        edits.append(.insert("a", at: 3))
        edits.append(.insert("b", at: 3))
        edits.append(.insert("c", at: 5)) // at the end of the replaced range: after it
        #expect(text(try edits.apply(to: source)) == "012abXc56789")
    }

    @Test func insertionsAtTheEndsOfTheFile() throws {
        let edits = FileEdits([.insert("[", at: 0), .insert("]", at: 10)])
        #expect(text(try edits.apply(to: source)) == "[0123456789]")
        #expect(text(try FileEdits([.insert("x", at: 0)]).apply(to: [])) == "x")
        #expect(try FileEdits().apply(to: source) == source)
    }

    @Test(arguments: [
        (TextEdit(range: 2..<5, replacement: "a"), TextEdit(range: 4..<6, replacement: "b")),
        (TextEdit(range: 2..<5, replacement: "a"), TextEdit(range: 2..<5, replacement: "a")),
        (TextEdit(range: 2..<8, replacement: "a"), TextEdit(range: 3..<4, replacement: "b")),
        (TextEdit(range: 2..<8, replacement: "a"), TextEdit.insert("b", at: 5)),
    ])
    func overlappingEditsAreRefusedWhicheverComesFirst(first: TextEdit, second: TextEdit) {
        for edits in [FileEdits([first, second]), FileEdits([second, first])] {
            #expect {
                _ = try edits.apply(to: source)
            } throws: { error in
                guard case .overlapping = error as? EditError else { return false }
                return "\(error)".hasPrefix("edits overlap: ")
            }
        }
    }

    @Test func editsOutsideTheFileAreRefused() {
        #expect(throws: EditError.outOfBounds(.insert("x", at: 11), byteCount: 10)) {
            try FileEdits([.insert("x", at: 11)]).apply(to: source)
        }
        #expect(throws: EditError.outOfBounds(.delete(-1..<2), byteCount: 10)) {
            try FileEdits([.delete(-1..<2)]).apply(to: source)
        }
    }

    @Test func descriptionsSayWhatAnEditDoes() {
        #expect("\(TextEdit.insert("a\"b", at: 3))" == #"insert "a\"b" at 3"#)
        #expect("\(TextEdit.delete(3..<5))" == "delete 3..<5")
        #expect("\(TextEdit(range: 3..<5, replacement: "x"))" == #"replace 3..<5 with "x""#)
    }
}
