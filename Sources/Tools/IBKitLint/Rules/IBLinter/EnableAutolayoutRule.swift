import IBKitRuleModel

/// Files laid out with autoresizing masks instead of Auto Layout.
public struct EnableAutolayoutRule: Rule {
    public static let description = RuleDescription(
        id: "enable-autolayout",
        summary: "The file does not use Auto Layout (\"Use Auto Layout\" is off in the File inspector).",
        rationale: """
            Without Auto Layout a file is laid out with springs and struts: no constraints, no safe areas, no \
            Dynamic Type, and one screen size in mind. Xcode writes `useAutolayout="YES"` on the document when the \
            option is on and nothing when it is off, so the file is reported when the attribute is missing or NO. \
            Turn on "Use Auto Layout" in the File inspector (Xcode converts the masks to constraints).
            """,
        origin: .iblinter,
        triggeringExamples: [
            RuleExample("LegacyCell.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </view>
                    </objects>
                </document>
                """),
            RuleExample("Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="NO" initialViewController="vc1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", #"<view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/></view>"#),
            // watchOS interfaces have no Auto Layout to turn on.
            RuleExample("Interface.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" propertyAccessControl="none" initialViewController="c1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <controller id="c1" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
        ],
        differences: """
            A missing `useAutolayout` attribute counts as off: Xcode never writes `useAutolayout="NO"`, so IBLinter, \
            which reports only an explicit NO, in practice never fires. watchOS files are skipped.
            """,
        iblinterName: "enable_autolayout"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let document = file.document
        guard document.platform != .watchOS, document.useAutolayout != true else { return }
        violations.append(Violation(
            "\(file.fileName) does not use Auto Layout; turn on \"Use Auto Layout\" in the File inspector",
            at: document.root))
    }
}
