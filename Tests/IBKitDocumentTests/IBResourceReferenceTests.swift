import IBKitDocument
import Testing

@Suite struct IBResourceReferenceTests {
    static func document(_ type: String, _ runtime: String, _ body: String, resources: String = "") throws -> IBDocument {
        try IBDocument(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)">
                <objects>
            \(body)
                </objects>
                <resources>
            \(resources)
                </resources>
            </document>
            """)
    }

    @Test func imageNamesComeFromEveryImageAttributeButNotFromResourcesOrTraits() throws {
        let doc = try Self.document("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", """
                <button id="b">
                    <state key="normal" image="play" backgroundImage="pill"/>
                    <accessibilityTraits key="traits" button="YES" image="YES"/>
                </button>
                <imageView image="heart.fill" catalog="system" highlightedImage="heart" id="i"/>
                <tabBarItem key="tabBarItem" image="tab" selectedImage="tab-selected" id="t"/>
            """, resources: """
                <image name="play" width="16" height="16"/>
                <image name="heart.fill" catalog="system" width="64" height="56"/>
            """)
        let references = doc.imageReferences.map { "\($0.name)\($0.isSystem ? " (system)" : "")" }
        #expect(references == ["play", "pill", "heart.fill (system)", "heart", "tab", "tab-selected"])
    }

    @Test func appKitNamedAndEmbeddedImagesAreNotCatalogImages() throws {
        let doc = try Self.document("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", """
                <menuItem title="Help" onStateImage="menuItem:m1:onStateImage" id="m1"/>
                <buttonCell image="NSAddTemplate" alternateImage="Logo" id="c1"/>
            """, resources: """
                <image name="menuItem:m1:onStateImage" width="13" height="11">
                    <mutableData key="keyedArchiveRepresentation">AAAA</mutableData>
                </image>
                <image name="NSAddTemplate" width="14" height="13"/>
            """)
        let catalogNames = doc.imageReferences.filter { !$0.isSystem }.map(\.name)
        #expect(catalogNames == ["Logo"])
    }

    @Test func systemColorsOfEveryXcodeAreNotNamedColors() throws {
        let doc = try Self.document("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "iOS.CocoaTouch", """
                <view id="v">
                    <color key="backgroundColor" name="Brand"/>
                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                    <color key="tintColor" systemColor="systemBlueColor"/>
                </view>
            """, resources: """
                <systemColor name="systemBlueColor">
                    <color red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            """)
        let colors = doc.namedColorReferences.map { "\($0.name)\($0.isSystem ? " (system)" : "")" }
        #expect(colors == ["Brand", "labelColor (system)"])
    }
}
