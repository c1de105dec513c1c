import IBKitMerge
import Testing

/// Small IB documents for the merge's tests: a base and each side's edits as string replacements, so a test shows
/// exactly the bytes each side changed and the bytes the merge must write.
enum MergeFixtures {
    /// Two scenes: Photos (a label, a button, constraints, an outlet, a segue, an image) and Detail.
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
            <!--Photos-->
            <scene sceneID="sc1-aa-bbb">
                <objects>
                    <viewController id="vc1-aa-bbb" customClass="PhotosViewController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" text="Hi" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb" userLabel="Title">
                                    <rect key="frame" x="20" y="100" width="100" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                </label>
                                <button opaque="NO" buttonType="system" id="bt1-aa-bbb">
                                    <rect key="frame" x="20" y="200" width="80" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="vc2-aa-bbb" kind="show" identifier="showDetail" id="sg1-aa-bbb"/>
                                    </connections>
                                </button>
                                <imageView id="iv1-aa-bbb" image="photo">
                                    <rect key="frame" x="20" y="300" width="50" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </imageView>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="20" id="cn1-aa-bbb"/>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" constant="100" id="cn2-aa-bbb"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="lb1-aa-bbb" id="ou1-aa-bbb"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
            <!--Detail-->
            <scene sceneID="sc2-aa-bbb">
                <objects>
                    <viewController id="vc2-aa-bbb" customClass="DetailViewController" customModule="Gallery" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw2-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="500" y="100"/>
            </scene>
        </scenes>
        <resources>
            <image name="photo" width="50" height="50"/>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """

    /// An AppKit xib with numeric ids: File's Owner, a window with a text field, an object.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21507"/>
        </dependencies>
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="PreferencesController">
                <connections>
                    <outlet property="window" destination="1" id="3"/>
                </connections>
            </customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="1">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                <view key="contentView" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <textField verticalHuggingPriority="750" id="4">
                            <rect key="frame" x="18" y="230" width="200" height="16"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="5">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </view>
                <point key="canvasLocation" x="140" y="147"/>
            </window>
        </objects>
    </document>

    """

    /// `text` with each replacement made once; a replacement whose text is missing or repeated fails the test.
    static func edit(_ text: String, _ replacements: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        var out = text
        for (old, new) in replacements {
            let count = out.components(separatedBy: old).count - 1
            #expect(count == 1, "'\(old)' occurs \(count) times", sourceLocation: sourceLocation)
            if let range = out.range(of: old) { out.replaceSubrange(range, with: new) }
        }
        return out
    }

    static func merge(_ base: String, _ ours: String, _ theirs: String, options: IBMerge.Options = IBMerge.Options()) throws -> IBMerge.Result {
        try IBMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "Test.storyboard", options: options)
    }
}

extension IBMerge.Result {
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// `MergeFixtures.edit`.
func edit(_ text: String, _ replacements: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) -> String {
    MergeFixtures.edit(text, replacements, sourceLocation: sourceLocation)
}

/// `MergeFixtures.merge`.
func merge(_ base: String, _ ours: String, _ theirs: String, options: IBMerge.Options = IBMerge.Options()) throws -> IBMerge.Result {
    try MergeFixtures.merge(base, ours, theirs, options: options)
}

/// `actual == expected`, with the first line that differs in the failure.
func expectText(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    Issue.record("line \(line + 1) differs:\n  actual:   \(line < a.count ? a[line] : "(end)")\n  expected: \(line < e.count ? e[line] : "(end)")",
                 sourceLocation: sourceLocation)
}
