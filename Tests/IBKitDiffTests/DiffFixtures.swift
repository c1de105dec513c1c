import Foundation
import IBKitDocument
import Testing

/// Small IB documents written for the diff's tests: a base storyboard and its edits as string replacements, so
/// each test shows exactly the bytes that changed.
enum DiffFixtures {
    /// Two scenes: Photos (a label, a button, a constraint, an outlet, a segue) and Detail.
    static let photos = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
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
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb" userLabel="Title">
                                    <rect key="frame" x="20" y="100" width="100" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt1-aa-bbb">
                                    <rect key="frame" x="20" y="200" width="80" height="30"/>
                                    <state key="normal" title="Done"/>
                                    <connections>
                                        <segue destination="vc2-aa-bbb" kind="show" identifier="showDetail" id="sg1-aa-bbb"/>
                                    </connections>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="8" id="cn1-aa-bbb"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="doneButton" destination="bt1-aa-bbb" id="ot2-aa-bbb"/>
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
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="iv2-aa-bbb">
                                    <rect key="frame" x="0.0" y="88" width="414" height="300"/>
                                </imageView>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="100"/>
            </scene>
        </scenes>
        <resources>
            <image name="photo" width="128" height="128"/>
            <systemColor name="labelColor">
                <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    static func document(_ text: String, path: String = "Main.storyboard") -> IBDocument {
        do {
            return try IBDocument(string: text, path: path)
        } catch {
            fatalError("fixture does not parse: \(error)")
        }
    }

    /// The base with each (old, new) replacement applied; a replacement that does not occur is a broken test.
    static func edited(_ replacements: [(String, String)], of base: String = photos) -> String {
        var text = base
        for (old, new) in replacements {
            if !text.contains(old) { Issue.record("fixture edit not found: \(old)") }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// The base re-saved by another Xcode: versions, capabilities, canvas, flags, float noise, resources, and every
    /// id re-generated (references following).
    static func resaved(_ base: String = photos) -> String {
        var text = edited([
            ("toolsVersion=\"21701\"", "toolsVersion=\"32700.99.1234\" systemVersion=\"23A344\""),
            ("version=\"21679\"", "version=\"22685\""),
            ("<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>",
             "<capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>\n            <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>"),
            ("<point key=\"canvasLocation\" x=\"100\" y=\"100\"/>", "<point key=\"canvasLocation\" x=\"131.8840579710145\" y=\"83.705357142857139\"/>"),
            ("<rect key=\"frame\" x=\"20\" y=\"100\" width=\"100\" height=\"21\"/>", "<rect key=\"frame\" x=\"20.333333333333332\" y=\"100\" width=\"100.33333333333333\" height=\"20.666666666666668\"/>"),
            ("translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bt1-aa-bbb\"", "misplaced=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"bt1-aa-bbb\""),
            ("<color key=\"backgroundColor\" red=\"1\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>",
             "<color key=\"backgroundColor\" red=\"0.99999999999999989\" green=\"1\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
            ("<image name=\"photo\" width=\"128\" height=\"128\"/>", "<image name=\"photo\" width=\"256\" height=\"256\"/>"),
            ("<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>", "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/>"),
        ], of: base)
        // Re-generated ids: every `xxN-aa-bbb` becomes `xxN-zz-yyy`, references included.
        text = text.replacingOccurrences(of: "-aa-bbb", with: "-zz-yyy")
        return text
    }
}
