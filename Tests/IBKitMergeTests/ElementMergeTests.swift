import IBKitMerge
import Testing

/// The element tree's three-way merge, one rule per test: the exact bytes written, or the exact conflicts.
@Suite struct ElementMergeTests {
    let base = MergeFixtures.storyboard

    static let addedLabel = """
                            </label>
                            <label opaque="NO" text="Subtitle" id="lb2-aa-bbb">
                                <rect key="frame" x="20" y="130" width="100" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </label>
"""
    static let addedSwitch = """
                            </imageView>
                            <switch opaque="NO" id="sw1-aa-bbb">
                                <rect key="frame" x="20" y="400" width="51" height="31"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </switch>
"""

    @Test func viewsAddedOnBothSidesAreBothKept() throws {
        let oursEdit = ("                            </label>\n", Self.addedLabel + "\n")
        let theirsEdit = ("                            </imageView>\n", Self.addedSwitch + "\n")
        let result = try merge(base, edit(base, [oursEdit]), edit(base, [theirsEdit]))
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(base, [oursEdit, theirsEdit]))
    }

    @Test func viewsAddedAtTheSamePlaceKeepOursFirst() throws {
        let ours = edit(base, [("                            </label>\n", Self.addedLabel + "\n")])
        let theirsView = Self.addedSwitch.replacingOccurrences(of: "                            </imageView>\n", with: "                            </label>\n")
        let theirs = edit(base, [("                            </label>\n", theirsView + "\n")])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let both = Self.addedLabel + "\n" + Self.addedSwitch.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n") + "\n"
        expectText(result.text, edit(base, [("                            </label>\n", both)]))
    }

    @Test func differentAttributesOfOneElementBothApply() throws {
        let oursEdit = (#"text="Hi""#, #"text="Hello""#)
        let theirsEdit = (#"textAlignment="natural""#, #"textAlignment="center""#)
        let result = try merge(base, edit(base, [oursEdit]), edit(base, [theirsEdit]))
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(base, [oursEdit, theirsEdit]))
    }

    @Test func sameAttributeSetDifferentlyIsAConflictThatKeepsOurs() throws {
        let ours = edit(base, [(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)])
        let theirs = edit(base, [(#"text="Hi""#, #"text="Howdy""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts == [
            IBMergeConflict(kind: .attribute, scene: "PhotosViewController", element: "label 'Title'", attribute: "text", base: "Hi", ours: "Hello",
                            theirs: "Howdy", id: "lb1-aa-bbb"),
        ])
        expectText(result.text, ours)
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let both = edit(base, [(#"text="Hi""#, #"text="Hello""#)])
        let ours = edit(both, [(#"title="Done""#, #"title="Close""#)])
        let result = try merge(base, ours, both)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, ours)
    }

    @Test func aMovedElementGetsTheOtherSidesEdit() throws {
        // Ours moves the image view into the Detail scene's view; theirs changes its image.
        let imageView = """
                            <imageView id="iv1-aa-bbb" image="photo">
                                <rect key="frame" x="20" y="300" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>

"""
        let moved = """
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView id="iv1-aa-bbb" image="photo">
                                <rect key="frame" x="20" y="300" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb"
"""
        let detailView = """
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb"
"""
        let ours = edit(base, [(imageView, ""), (detailView, moved)])
        let theirs = edit(base, [(#"id="iv1-aa-bbb" image="photo""#, #"id="iv1-aa-bbb" image="photo" contentMode="scaleAspectFit""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [(#"id="iv1-aa-bbb" image="photo""#, #"id="iv1-aa-bbb" image="photo" contentMode="scaleAspectFit""#)]))
    }

    @Test func removalAgainstAnEditIsAConflictThatKeepsOurs() throws {
        let label = """
                            <label opaque="NO" text="Hi" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb" userLabel="Title">
                                <rect key="frame" x="20" y="100" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </label>

"""
        let constraints = """
                        <constraints>
                            <constraint firstItem="lb1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="20" id="cn1-aa-bbb"/>
                            <constraint firstItem="lb1-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" constant="100" id="cn2-aa-bbb"/>
                        </constraints>

"""
        let outlet = """
                    <connections>
                        <outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>
                    </connections>

"""
        let ours = edit(base, [(label, ""), (constraints, ""), (outlet, "")])
        let theirs = edit(base, [(#"text="Hi""#, #"text="Hello""#), (#"title="Done""#, #"title="Close""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts == [
            IBMergeConflict(kind: .removedByOurs, scene: "PhotosViewController", element: "label 'Title'", id: "lb1-aa-bbb"),
        ])
        expectText(result.text, edit(ours, [(#"title="Done""#, #"title="Close""#)]))
    }

    @Test func removalAgainstAResizeIsARemoval() throws {
        let imageView = """
                            <imageView id="iv1-aa-bbb" image="photo">
                                <rect key="frame" x="20" y="300" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>

"""
        let ours = edit(base, [(imageView, ""), (#"        <image name="photo" width="50" height="50"/>"# + "\n", "")])
        let theirs = edit(base, [(#"<rect key="frame" x="20" y="300" width="50" height="50"/>"#, #"<rect key="frame" x="20" y="320" width="60" height="60"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, ours)
    }

    @Test func newIDsBothSidesGeneratedAreRenamedOnTheirs() throws {
        let oursView = Self.addedLabel.replacingOccurrences(of: "lb2-aa-bbb", with: "new-aa-bbb")
        let theirsView = Self.addedSwitch.replacingOccurrences(of: "sw1-aa-bbb", with: "new-aa-bbb")
        let outlet = #"        <outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>"#
        let ours = edit(base, [("                            </label>\n", oursView + "\n")])
        let theirs = edit(base, [("                            </imageView>\n", theirsView + "\n"),
                                 (outlet, outlet + "\n" + #"                        <outlet property="toggle" destination="new-aa-bbb" id="ou2-aa-bbb"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let renamed = try #require(result.text.firstMatch(of: /<switch opaque="NO" id="([^"]+)">/)?.1)
        #expect(renamed != "new-aa-bbb")
        #expect(renamed.wholeMatch(of: /[0-9a-zA-Z]{3}-[0-9a-zA-Z]{2}-[0-9a-zA-Z]{3}/) != nil)
        let expected = edit(base, [("                            </label>\n", oursView + "\n"),
                                   ("                            </imageView>\n", theirsView.replacingOccurrences(of: "new-aa-bbb", with: String(renamed)) + "\n"),
                                   (outlet, outlet + "\n" + #"                        <outlet property="toggle" destination="\#(renamed)" id="ou2-aa-bbb"/>"#)])
        expectText(result.text, expected)
    }

    @Test func theSameElementAddedOnBothSidesIsKeptOnce() throws {
        let both = edit(base, [("                            </label>\n", Self.addedLabel + "\n")])
        let ours = edit(both, [(#"text="Hi""#, #"text="Hello""#)])
        let result = try merge(base, ours, both)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, ours)
    }

    @Test func childrenTheOtherSideReorderedFollowItsOrder() throws {
        let ours = edit(base, [(#"text="Hi""#, #"text="Hello""#)])
        let first = #"                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>"#
        // Theirs moves the scene's First Responder before its controller.
        let controllerStart = #"                <viewController id="vc1-aa-bbb""#
        let theirs = edit(edit(base, [(first + "\n", "")]), [(controllerStart, first + "\n" + controllerStart)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(theirs, [(#"text="Hi""#, #"text="Hello""#)]))
    }

    @Test func aConnectionToWhatTheOtherSideRemovedIsLeftOutAsAConflict() throws {
        let imageView = """
                            <imageView id="iv1-aa-bbb" image="photo">
                                <rect key="frame" x="20" y="300" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>

"""
        let outlet = #"<outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>"#
        let ours = edit(base, [(imageView, "")])
        let theirs = edit(base, [(outlet, outlet + "\n" + #"                        <outlet property="photo" destination="iv1-aa-bbb" id="ou2-aa-bbb"/>"#),
                                 (#"title="Done""#, #"title="Close""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts == [
            IBMergeConflict(kind: .dangling, scene: "PhotosViewController", element: "outlet photo → (missing iv1-aa-bbb)", id: "ou2-aa-bbb"),
        ])
        expectText(result.text, edit(ours, [(#"title="Done""#, #"title="Close""#)]))
    }
}
