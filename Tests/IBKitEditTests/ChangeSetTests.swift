import Foundation
import IBKitDocument
import IBKitEdit
import IBKitPlumbing
import IBKitTestSupport
import Testing

@Suite struct ChangeSetTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch">
            <objects>
                <tableViewCell reuseIdentifier="Cell" id="c1" customClass="PhotoCell"/>
            </objects>
        </document>

        """
    static let swift = """
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)

        """

    static func modificationDate(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// Renames the reuse identifier in the xib and the Swift literal, renames the xib: the plan of a migration.
    static func plan(_ root: String) throws -> ChangeSet {
        var plan = ChangeSet(root: root)
        let xibBytes = try #require(try plan.read("Views/Cell.xib"))
        let doc = try IBDocument(bytes: xibBytes, path: "Cell.xib")
        let cell = try #require(doc.element(id: "c1"))
        try plan.edit("Views/Cell.xib", FileEdits([try IBEdits.setAttribute(.reuseIdentifier, to: "PhotoCell", of: cell)]))
        try plan.move("Views/Cell.xib", to: "Views/PhotoCell.xib")
        let swift = try #require(try plan.read("Sources/List.swift"))
        let range = try #require(text(swift).range(of: "\"Cell\""))
        let start = text(swift).utf8.distance(from: text(swift).startIndex, to: range.lowerBound) + 1
        try plan.edit("Sources/List.swift", FileEdits([TextEdit(range: start..<(start + 4), replacement: "PhotoCell")]))
        try plan.write("// generated\n", to: "Sources/Generated/New.swift")
        try plan.write(Self.swift, to: "Sources/Untouched.swift") // the same bytes: no change
        return plan
    }

    static func makeProject(_ root: String) throws {
        try writeFile(root + "/Views/Cell.xib", Self.xib)
        try writeFile(root + "/Sources/List.swift", Self.swift)
        try writeFile(root + "/Sources/Untouched.swift", Self.swift)
    }

    @Test func aPlanListsCreatedModifiedAndRenamedFilesSortedAndNothingElse() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            let plan = try Self.plan(root)
            #expect(plan.changes.map { "\($0.kind) \(plan.displayPath($0.path))" } == [
                "created Sources/Generated/New.swift",
                "modified Sources/List.swift",
                "renamed Views/PhotoCell.xib",
            ])
            #expect(plan.changes.last?.oldPath == root + "/Views/Cell.xib")
            // Later steps see earlier ones.
            var next = plan
            #expect(try next.read("Views/Cell.xib") == nil)
            #expect(try next.read(root + "/Views/PhotoCell.xib").map(text)?.contains(#"reuseIdentifier="PhotoCell""#) == true)
            #expect(plan.content(of: "Sources/Untouched.swift").map(text) == Self.swift)
            #expect(plan.validate().isEmpty)
        }
    }

    @Test func planningMistakesAreRefused() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            var plan = ChangeSet(root: root)
            #expect(throws: ChangeSetError.missing(path: root + "/Nope.swift")) { try plan.edit("Nope.swift", FileEdits()) }
            #expect(throws: ChangeSetError.destinationExists(path: root + "/Sources/Untouched.swift")) {
                try plan.move("Sources/List.swift", to: "Sources/Untouched.swift")
            }
            try plan.move("Sources/List.swift", to: "Sources/Renamed.swift")
            #expect(throws: ChangeSetError.renamedAway(path: root + "/Sources/List.swift")) { try plan.write("x", to: "Sources/List.swift") }
            #expect(throws: ChangeSetError.unreadable(path: root + "/Views", reason: "it is a folder")) { try plan.read("Views") }
            #expect {
                try plan.edit("Sources/Untouched.swift", FileEdits([.delete(0..<3), .delete(2..<4)]))
            } throws: { error in
                guard case .edit(_, .overlapping) = error as? ChangeSetError else { return false }
                return true
            }
            // A rename of a rename is one rename; a created file renamed is a creation.
            try plan.move("Sources/Renamed.swift", to: "Sources/Final.swift")
            try plan.write("new", to: "Created.txt")
            try plan.move("Created.txt", to: "Moved.txt")
            #expect(plan.changes.map { "\($0.kind) \(plan.displayPath($0.path)) \($0.oldPath.map(plan.displayPath) ?? "")" }
                == ["created Moved.txt ", "renamed Sources/Final.swift Sources/List.swift"])
        }
    }

    @Test func applyWritesEverythingOnceAndASecondApplyHasNothingToDo() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            let untouchedDate = Date(timeIntervalSince1970: 1_000_000_000)
            try FileManager.default.setAttributes([.modificationDate: untouchedDate], ofItemAtPath: root + "/Sources/Untouched.swift")
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root + "/Views/Cell.xib")
            let plan = try Self.plan(root)

            let written = try plan.apply()
            #expect(written.map { plan.displayPath($0.path) } == ["Sources/Generated/New.swift", "Sources/List.swift", "Views/PhotoCell.xib"])
            #expect(tree(root) == ["Sources", "Sources/Generated", "Sources/Generated/New.swift", "Sources/List.swift",
                                   "Sources/Untouched.swift", "Views", "Views/PhotoCell.xib"])
            #expect(readFile(root + "/Sources/List.swift")?.contains(#"withIdentifier: "PhotoCell""#) == true)
            #expect(readFile(root + "/Views/PhotoCell.xib") == Self.xib.replacingOccurrences(of: #"reuseIdentifier="Cell""#, with: #"reuseIdentifier="PhotoCell""#))
            #expect(try FileManager.default.attributesOfItem(atPath: root + "/Views/PhotoCell.xib")[.posixPermissions] as? Int == 0o640)
            // Write-if-changed: the file planned with its own bytes kept its modification date.
            #expect(try Self.modificationDate(root + "/Sources/Untouched.swift") == untouchedDate)

            // The same plan again, and a plan made anew from the result: nothing to write.
            let listDate = try Self.modificationDate(root + "/Sources/List.swift")
            #expect(try plan.apply().isEmpty)
            #expect(try Self.modificationDate(root + "/Sources/List.swift") == listDate)
            var again = ChangeSet(root: root)
            try again.write(try #require(try again.read("Sources/List.swift")), to: "Sources/List.swift")
            #expect(again.isEmpty)
            #expect(again.diff() == "")
        }
    }

    @Test func aSecondFileThatCannotBeWrittenLeavesTheFirstUnchangedAndNoTemporaries() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            // The parent of the second file is a file.
            try writeFile(root + "/Blocked", "a file, not a folder")
            var plan = ChangeSet(root: root)
            try plan.write("changed\n", to: "Sources/List.swift")
            try plan.write("x", to: "Blocked/Inner/File.swift")
            let before = tree(root)
            #expect {
                try plan.apply()
            } throws: { error in
                guard case .writeFailed(let path, let reason) = error as? ChangeSetError else { return false }
                return path == root + "/Blocked/Inner/File.swift" && reason.contains("Blocked")
            }
            #expect(readFile(root + "/Sources/List.swift") == Self.swift)
            #expect(tree(root) == before)
        }
    }

    @Test func aReadOnlyFolderLeavesEveryFileAsItWas() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            try writeFile(root + "/Locked/Locked.swift", "old\n")
            var plan = ChangeSet(root: root)
            try plan.write("changed\n", to: "Sources/List.swift")
            try plan.write("new\n", to: "Locked/Locked.swift")
            try plan.move("Views/Cell.xib", to: "Locked/Cell.xib")
            guard ReadOnlyFolder.make(root + "/Locked") else {
                print("skipped: cannot make a folder read-only on this machine")
                return
            }
            defer { ReadOnlyFolder.release(root + "/Locked") }
            let before = tree(root)
            #expect(throws: ChangeSetError.self) { try plan.apply() }
            #expect(readFile(root + "/Sources/List.swift") == Self.swift)
            #expect(readFile(root + "/Locked/Locked.swift") == "old\n")
            #expect(readFile(root + "/Views/Cell.xib") == Self.xib)
            #expect(tree(root) == before)
        }
    }

    @Test func anOldNameThatCannotBeRemovedStopsTheRenameBeforeAnythingIsWritten() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            var plan = ChangeSet(root: root)
            try plan.write("changed\n", to: "Sources/List.swift")
            try plan.move("Views/Cell.xib", to: "Sources/Cell.xib")
            guard ReadOnlyFolder.make(root + "/Views") else {
                print("skipped: cannot make a folder read-only on this machine")
                return
            }
            defer { ReadOnlyFolder.release(root + "/Views") }
            let before = tree(root)
            #expect {
                try plan.apply()
            } throws: { error in
                guard case .writeFailed(let path, let reason) = error as? ChangeSetError else { return false }
                return path == root + "/Views/Cell.xib" && reason.hasPrefix("cannot remove the old name: ")
            }
            #expect(tree(root) == before)
            #expect(readFile(root + "/Sources/List.swift") == Self.swift)
        }
    }

    @Test func aFileChangedSinceThePlanReadItIsNotOverwritten() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            var plan = ChangeSet(root: root)
            try plan.write("planned\n", to: "Sources/List.swift")
            try plan.write("planned\n", to: "Sources/Untouched.swift")
            try writeFile(root + "/Sources/Untouched.swift", "edited by someone\n")
            #expect(throws: ChangeSetError.changedOnDisk(path: root + "/Sources/Untouched.swift")) { try plan.apply() }
            #expect(readFile(root + "/Sources/List.swift") == Self.swift)
        }
    }

    @Test func validationStopsTheWholePlanAndSaysWhatAndWhere() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            try writeFile(root + "/Sources/Broken.swift", "let x = (\n")
            var plan = ChangeSet(root: root)
            try plan.write("let fine = 1\n", to: "Sources/List.swift")
            // Duplicate id, then a syntax error.
            try plan.write(Self.xib.replacingOccurrences(of: "</objects>", with: "    <view id=\"c1\"/>\n    </objects>"), to: "Views/Cell.xib")
            try plan.write("<document", to: "Views/Other.storyboard")
            // A file broken before may stay broken, but must not break more.
            try plan.write("// note\nlet x = (\n", to: "Sources/Broken.swift")
            try plan.write("func f( {\n", to: "Sources/New.swift")
            let custom: ChangeValidator = { plan in
                plan.content(of: "Sources/List.swift").map(text) == "let fine = 1\n" ? [LocatedProblem(path: "Sources/List.swift", message: "custom check")] : []
            }
            let problems = plan.validate([custom])
            // Sorted by path, then the caller's; the file broken before and not broken more is not listed.
            #expect(problems.map(\.description) == [
                "Sources/New.swift:1:9: Swift syntax: expected ')'",
                "Sources/New.swift:1:10: Swift syntax: expected '}'",
                "Views/Cell.xib:5:9: duplicate id 'c1', first used at line 4",
                "Views/Other.storyboard:1:1: unexpected end of file inside the <document> start tag (truncated file?)",
                "Sources/List.swift: custom check",
            ])

            let before = tree(root)
            #expect {
                try plan.apply(validators: [custom])
            } throws: { error in
                guard case .invalid(let reported) = error as? ChangeSetError else { return false }
                return reported == problems && "\(error)".hasPrefix("the result is not valid, nothing was written:\n  ")
            }
            #expect(tree(root) == before)
            #expect(readFile(root + "/Sources/List.swift") == Self.swift)
        }
    }

    @Test func aLinkedFileIsWrittenThroughItsLink() throws {
        try withTemporaryFolder { root throws in
            try Self.makeProject(root)
            try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "Sources/List.swift")
            var plan = ChangeSet(root: root)
            try plan.write("let linked = 1\n", to: "Link.swift")
            try plan.apply()
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Link.swift") == "Sources/List.swift")
            #expect(readFile(root + "/Sources/List.swift") == "let linked = 1\n")
        }
    }
}
