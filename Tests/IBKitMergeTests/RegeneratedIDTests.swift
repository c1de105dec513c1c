import IBKitMerge
import Testing

/// Ids one side re-generated (Interface Builder's cut and paste of a subtree): the elements are matched by content,
/// as `ibkit diff` matches them, so the other side's edits of them apply; the new ids are the re-generating side's.
@Suite struct RegeneratedIDTests {
    let base = MergeFixtures.storyboard

    /// The title label and the button re-generated with everything that belongs to them: the label's constraints
    /// and outlet, the button's segue (every reference follows).
    static let newIDs = [
        ("lb1-aa-bbb", "Lq7-Xe-2aZ"), ("cn1-aa-bbb", "c9d-Kp-1mN"), ("cn2-aa-bbb", "Zr4-tT-8wq"), ("ou1-aa-bbb", "o3F-bb-7Yu"),
        ("bt1-aa-bbb", "B0k-Hh-5sv"), ("sg1-aa-bbb", "s6E-Pa-9cR"),
    ]

    static func regenerated(_ text: String) -> String {
        newIDs.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    static let theirsEdits = [
        (#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#),
        (#"identifier="showDetail""#, #"identifier="openDetail""#), (#"constant="100""#, #"constant="120""#),
    ]

    @Test func oursRegeneratedTheirsEditedGetsBoth() throws {
        let ours = Self.regenerated(base)
        let theirs = edit(base, Self.theirsEdits)
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, Self.theirsEdits))
    }

    @Test func theirsRegeneratedOursEditedGetsBoth() throws {
        let ours = edit(base, Self.theirsEdits)
        let theirs = Self.regenerated(base)
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(theirs, Self.theirsEdits))
    }

    @Test func bothRegeneratedDifferentlyKeepOursIDsAndBothEdits() throws {
        // Theirs pasted the button and its segue over themselves too, with other new ids, and edited a constraint.
        let ours = edit(Self.regenerated(base), [(#"text="Hi""#, #"text="Hello""#)])
        let theirs = edit(base.replacingOccurrences(of: "bt1-aa-bbb", with: "Tt1-Tt-Tt1").replacingOccurrences(of: "sg1-aa-bbb", with: "Tt2-Tt-Tt2"),
                          [(#"constant="100""#, #"constant="120""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [(#"constant="100""#, #"constant="120""#)]))
    }

    @Test func aRemovalOfWhatTheOtherSideRegeneratedIsARemoval() throws {
        let button = """
                            <button opaque="NO" buttonType="system" id="bt1-aa-bbb">
                                <rect key="frame" x="20" y="200" width="80" height="30"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="Done"/>
                                <connections>
                                    <segue destination="vc2-aa-bbb" kind="show" identifier="showDetail" id="sg1-aa-bbb"/>
                                </connections>
                            </button>

"""
        let ours = Self.regenerated(base)
        let theirs = edit(base, [(button, "")])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [(Self.regenerated(button), "")]))
    }

    @Test func anAppKitCellFollowsItsControl() throws {
        let xib = MergeFixtures.xib
        // Ours pasted the text field over itself (new ids for it and its cell); theirs retitled the cell.
        let ours = xib.replacingOccurrences(of: #"id="4""#, with: #"id="7""#).replacingOccurrences(of: #"id="5""#, with: #"id="8""#)
        let theirs = edit(xib, [(#"title="Name:""#, #"title="Full name:""#)])
        let result = try MergeFixtures.merge(xib, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [(#"title="Name:""#, #"title="Full name:""#)]))
    }
}
