/// The frame of a generated iOS storyboard or xib as Xcode 15 writes it: the XML declaration, `<document>`, the
/// device and the dependencies, then the body, then the system colors the body uses.
public enum IBDocumentXML {
    public enum Kind {
        case storyboard(initialViewController: String)
        case xib
    }

    /// The `<capability>` entries of `<dependencies>`, in the order Xcode writes them.
    public enum Capability: CaseIterable {
        case safeAreaLayoutGuides, systemColors, xcode8Format

        var line: String {
            switch self {
            case .safeAreaLayoutGuides: #"<capability name="Safe area layout guides" minToolsVersion="9.0"/>"#
            case .systemColors: #"<capability name="System colors in document resources" minToolsVersion="11.0"/>"#
            case .xcode8Format: #"<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#
            }
        }
    }

    /// Entries of `<resources>`.
    public enum SystemColor {
        case systemBackground, secondaryLabel

        var lines: String {
            switch self {
            case .systemBackground: """
                        <systemColor name="systemBackgroundColor">
                            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </systemColor>

                """
            case .secondaryLabel: """
                        <systemColor name="secondaryLabelColor">
                            <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                        </systemColor>

                """
            }
        }
    }

    /// `body`: the lines between `</dependencies>` and `<resources>` (`<scenes>…</scenes>` or `<objects>…</objects>`,
    /// indented by four, each ending in a newline); no `<resources>` without system colors.
    public static func document(_ kind: Kind, capabilities: [Capability], body: String, systemColors: [SystemColor]) -> String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        switch kind {
        case .storyboard(let initial):
            text += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\#(initial)">"#
        case .xib:
            text += #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#
        }
        text += """

                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>

            """
        if case .storyboard = kind { text += "        <deployment identifier=\"iOS\"/>\n" }
        text += "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"22685\"/>\n"
        for capability in Capability.allCases where capabilities.contains(capability) { text += "        \(capability.line)\n" }
        text += "    </dependencies>\n" + body
        if !systemColors.isEmpty {
            text += "    <resources>\n" + systemColors.map(\.lines).joined() + "    </resources>\n"
        }
        return text + "</document>\n"
    }
}
