import IBKitMerge
import Testing

/// What Xcode rewrites without a user edit is never a conflict, and `<resources>` follow what the merged file uses.
@Suite struct ChurnMergeTests {
    let base = MergeFixtures.storyboard

    @Test func headerChurnTakesTheNewerVersionsAndUnitesCapabilities() throws {
        let ours = edit(base, [
            (#"toolsVersion="21701""#, #"toolsVersion="22155""#),
            (#"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>"#,
             #"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>"#),
            (#"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"#,
             #"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"# + "\n" +
             #"        <capability name="System colors in document resources" minToolsVersion="11.0"/>"#),
            (#"text="Hi""#, #"text="Hello""#),
        ])
        let theirs = edit(base, [
            (#"toolsVersion="21701""#, #"toolsVersion="21754""#),
            (#"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>"#,
             #"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21701"/>"#),
            (#"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"#,
             #"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"# + "\n" +
             #"        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#),
            (#"title="Done""#, #"title="Close""#),
        ])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [
            (#"        <capability name="System colors in document resources" minToolsVersion="11.0"/>"#,
             #"        <capability name="System colors in document resources" minToolsVersion="11.0"/>"# + "\n" +
             #"        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#),
            (#"title="Done""#, #"title="Close""#),
        ]))
    }

    @Test func canvasLocationsLayoutWarningsAndFloatNoiseAreOurs() throws {
        let ours = edit(base, [(#"<point key="canvasLocation" x="100" y="100"/>"#, #"<point key="canvasLocation" x="120" y="100"/>"#),
                               (#"id="iv1-aa-bbb" image="photo""#, #"id="iv1-aa-bbb" image="photo" misplaced="YES""#),
                               (#"constant="20" id="cn1-aa-bbb""#, #"constant="20.000000000000004" id="cn1-aa-bbb""#)])
        let theirs = edit(base, [(#"<point key="canvasLocation" x="100" y="100"/>"#, #"<point key="canvasLocation" x="140" y="90"/>"#),
                                 (#"id="iv1-aa-bbb" image="photo""#, #"id="iv1-aa-bbb" image="photo" misplaced="NO""#),
                                 (#"constant="20" id="cn1-aa-bbb""#, #"constant="19.999999999999996" id="cn1-aa-bbb""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, ours)
    }

    @Test func framesInterfaceBuilderRecomputesAreOurs() throws {
        // The label is laid out by constraints: both sides' Xcode recomputed its frame.
        let ours = edit(base, [(#"<rect key="frame" x="20" y="100" width="100" height="21"/>"#, #"<rect key="frame" x="20" y="100" width="120" height="21"/>"#)])
        let theirs = edit(base, [(#"<rect key="frame" x="20" y="100" width="100" height="21"/>"#, #"<rect key="frame" x="20" y="100" width="98" height="20.5"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, ours)
    }

    @Test func framesSetByHandOnBothSidesConflict() throws {
        // The button is placed by its autoresizing mask: its frame is what the person set.
        let ours = edit(base, [(#"<rect key="frame" x="20" y="200" width="80" height="30"/>"#, #"<rect key="frame" x="20" y="200" width="120" height="30"/>"#)])
        let theirs = edit(base, [(#"<rect key="frame" x="20" y="200" width="80" height="30"/>"#, #"<rect key="frame" x="20" y="200" width="60" height="30"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts == [
            IBMergeConflict(kind: .attribute, scene: "PhotosViewController", element: "button 'Done'", attribute: "frame.width", base: "80", ours: "120",
                            theirs: "60", id: "bt1-aa-bbb"),
        ])
        expectText(result.text, ours)
    }

    @Test func resourcesAreTheOnesTheMergedFileUses() throws {
        // Ours stops using "photo" and drops it from <resources>; theirs uses it in a new image view.
        let ours = edit(base, [(#"id="iv1-aa-bbb" image="photo""#, #"id="iv1-aa-bbb" image="star""#),
                               (#"<image name="photo" width="50" height="50"/>"#, #"<image name="star" width="40" height="40"/>"#)])
        let added = """
                                    </imageView>
                                    <imageView id="iv2-aa-bbb" image="photo">
                                        <rect key="frame" x="80" y="300" width="50" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </imageView>
        """
        let theirs = edit(base, [("                            </imageView>\n", added + "\n")])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [("                            </imageView>\n", added + "\n"),
                                           (#"        <image name="star" width="40" height="40"/>"#,
                                            #"        <image name="photo" width="50" height="50"/>"# + "\n" + #"        <image name="star" width="40" height="40"/>"#)]))
    }

    /// A `<resources>` that holds nothing but white space (every entry removed, the element kept) still takes the
    /// entries the merged file needs: its white space is no text content to write instead of them. The merge fuzzer
    /// found this: the entry was added, the element written as read, and the merge gave up after 64 rounds.
    @Test func resourcesWithOnlyWhiteSpaceTakeTheEntriesTheMergeNeeds() throws {
        let base = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <imageView id="iv1" image="photo"/>
                </objects>
                <resources>
                    <image name="photo" width="50" height="50"/>
                </resources>
            </document>

            """
        let ours = edit(base, [(#"<imageView id="iv1" image="photo"/>"#, #"<imageView id="iv1"/>"#),
                               (#"        <image name="photo" width="50" height="50"/>"#, "        ")])
        let theirs = edit(base, [(#"<imageView id="iv1" image="photo"/>"#, #"<imageView id="iv1" image="photo"/>"# + "\n" + #"        <imageView id="iv2" image="photo"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(base, [(#"<imageView id="iv1" image="photo"/>"#, #"<imageView id="iv1"/>"# + "\n" + #"        <imageView id="iv2" image="photo"/>"#)]))
    }

    @Test func aSceneAddedBesideAnEditInAnotherScene() throws {
        let scene = """
                <!--Settings-->
                <scene sceneID="sc3-aa-bbb">
                    <objects>
                        <viewController id="vc3-aa-bbb" customClass="SettingsViewController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw3-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="900" y="100"/>
                </scene>
            </scenes>
        """
        let ours = edit(base, [(#"text="Hi""#, #"text="Hello""#), (#"toolsVersion="21701""#, #"toolsVersion="22155""#)])
        let theirs = edit(base, [("    </scenes>", scene), (#"title="Done""#, #"title="Close""#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        expectText(result.text, edit(ours, [("    </scenes>", scene), (#"title="Done""#, #"title="Close""#)]))
    }

    @Test func anAppKitXibWithNumericIDs() throws {
        let base = MergeFixtures.xib
        let field = """
                            </textField>
                            <button verticalHuggingPriority="750" id="6">
                                <rect key="frame" x="380" y="13" width="86" height="32"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="7">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
        """
        let other = field.replacingOccurrences(of: #"title="OK""#, with: #"title="Cancel""#).replacingOccurrences(of: #"x="380""#, with: #"x="290""#)
        let ours = edit(base, [("                    </textField>\n", field + "\n"), (#"title="Preferences""#, #"title="Settings""#),
                               (#"<rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>"#, #"<rect key="screenRect" x="0.0" y="0.0" width="1920" height="1055"/>"#)])
        let theirs = edit(base, [("                    </textField>\n", other + "\n"), (#"title="Name:""#, #"title="Full name:""#),
                                 (#"<rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>"#, #"<rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>"#)])
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        // Theirs's button had ids 6 and 7, as ours's: they become the next free numbers.
        let renamed = other.replacingOccurrences(of: #"id="6""#, with: #"id="8""#).replacingOccurrences(of: #"id="7""#, with: #"id="9""#)
        let secondButton = renamed.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        expectText(result.text, edit(ours, [(#"title="Name:""#, #"title="Full name:""#),
                                           ("                    </button>\n", "                    </button>\n" + secondButton + "\n")]))
    }
}
