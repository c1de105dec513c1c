import IBKitMerge
import Testing

/// Conflicts resolved after the merge, from the report, and written as git's markers when asked.
@Suite struct ConflictResolutionTests {
    let base = MergeFixtures.storyboard
    var ours: String { edit(base, [(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)]) }
    var theirs: String { edit(base, [(#"text="Hi""#, #"text="Howdy""#), (#"title="Done""#, #"title="Quit""#), (#"image="photo">"#, #"image="photo" alpha="0.5">"#)]) }

    @Test func theReportHoldsTheConflictsAndTheVersions() throws {
        let result = try merge(base, ours, theirs)
        let report = IBMergeReport(path: "Main.storyboard", conflicts: result.conflicts, base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        let text = String(decoding: report.bytes, as: UTF8.self)
        #expect(text.hasPrefix("""
            ibkit merge: 2 conflicts in Main.storyboard; the file holds ours's version of each.
            Resolve them, then `git add Main.storyboard`:
              ibkit merge --resolve ours Main.storyboard        keep the file as it is
              ibkit merge --resolve theirs Main.storyboard      theirs's version of every conflict
              ibkit merge --resolve theirs:1,2 Main.storyboard  theirs's version of conflicts 1 and 2, ours's of the others

            1. PhotosViewController: label 'Title' text: base 'Hi', ours 'Hello', theirs 'Howdy'
            2. PhotosViewController: button 'Close' normal.title: base 'Done', ours 'Close', theirs 'Quit'

            """))
        #expect(try IBMergeReport(bytes: report.bytes, path: "Main.storyboard") == report)
    }

    @Test func eachConflictResolvesToTheSideChosenForIt() throws {
        let all = try merge(base, ours, theirs, options: IBMerge.Options(theirs: .all))
        expectText(all.text, edit(theirs, []))
        let second = try merge(base, ours, theirs, options: IBMerge.Options(theirs: .numbered([2])))
        expectText(second.text, edit(ours, [(#"title="Close""#, #"title="Quit""#), (#"image="photo">"#, #"image="photo" alpha="0.5">"#)]))
        let none = try merge(base, ours, theirs)
        expectText(none.text, edit(ours, [(#"image="photo">"#, #"image="photo" alpha="0.5">"#)]))
    }

    @Test func markersGoAroundTheSmallestConflictingElement() throws {
        let ours = edit(base, [(#"title="Done""#, #"title="Close""#)])
        let theirs = edit(base, [(#"title="Done""#, #"title="Quit""#), (#"text="Hi""#, #"text="Hello""#)])
        let result = try merge(base, ours, theirs, options: IBMerge.Options(style: .markers, markerSize: 9, labels: ["HEAD", "base", "topic"]))
        #expect(result.conflicts.count == 1)
        expectText(result.text, edit(ours, [(#"text="Hi""#, #"text="Hello""#), ("                                <state key=\"normal\" title=\"Close\"/>\n", """
        <<<<<<<<< HEAD
                                        <state key="normal" title="Close"/>
        =========
                                        <state key="normal" title="Quit"/>
        >>>>>>>>> topic

        """)]))
    }

    @Test func aFileThatIsNotAnInterfaceBuilderDocumentIsRefused() {
        #expect(throws: IBMerge.Unreadable.self) {
            try IBMerge.merge(base: Array("one\n".utf8), ours: Array("two\n".utf8), theirs: Array("three\n".utf8))
        }
    }
}
