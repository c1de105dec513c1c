import IBKitRuleModel

/// Views Interface Builder marks `ambiguous="YES"`: their constraints do not determine a single frame.
public struct AmbiguousViewRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous",
        summary: "A view's constraints are ambiguous (Interface Builder marked it `ambiguous=\"YES\"`).",
        rationale: """
            An ambiguous view has several frames that satisfy its constraints, so Auto Layout picks one at run time \
            and the screen may not look like the canvas, differently per device. Interface Builder records the \
            ambiguity in the file, so the warning Xcode shows only while the file is open is also caught in review \
            and CI. Add the missing constraints (Editor ▸ Resolve Auto Layout Issues), or, for a view sized in code, \
            set its Ambiguity to "Verify Position Only" or "Never Verify". A warning, as in Xcode: the flag is what \
            Interface Builder saved the last time it laid the file out, and many apps ship with it (views sized in \
            code, constraints added at run time); `ambiguous: {severity: error}` makes it fail the build. A cell's \
            content view is sized by its cell, so its ambiguity is fixed in its subviews' constraints.
            """,
        origin: .iblinter,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample.xib("TitleView.xib", """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                ↓<label opaque="NO" ambiguous="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ttl-lb-001" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="cst-00-001"/>
                            </constraints>
                        </view>
                """),
            RuleExample.storyboard("Profile.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                <view key="view" contentMode="scaleToFill" id="vc1-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        ↓<imageView ambiguous="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="avt-im-001">
                                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                        </imageView>
                                        ↓<view ambiguous="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-vw-001" userLabel="Card">
                                            <rect key="frame" x="0.0" y="100" width="393" height="200"/>
                                        </view>
                                    </subviews>
                                </view>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("TitleView.xib", """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ttl-lb-001" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="cst-00-001"/>
                                <constraint firstItem="ttl-lb-001" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="cst-00-002"/>
                            </constraints>
                        </view>
                """),
            // Sized in code: the designer told IB to verify the position only, or not at all.
            RuleExample.xib("ChartView.xib", """
                        <view verifyAmbiguity="ignoreSizes" ambiguous="YES" contentMode="scaleToFill" id="chart">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <subviews>
                                <scrollView verifyAmbiguity="off" ambiguous="YES" contentMode="scaleToFill" id="scroll">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                </scrollView>
                            </subviews>
                        </view>
                """),
        ],
        differences: """
            Every ambiguous view is reported, also outside view controllers' root views and xibs' top-level views \
            (table and collection view cells, accessory views), at the view's line. Views whose Ambiguity is set \
            to "Verify Position Only" or "Never Verify" (`verifyAmbiguity`) are not reported, as in IBLinter's \
            fixtures: Xcode does not warn about them either. The default severity is a warning (IBLinter's is an \
            error): Xcode shows ambiguity as a warning, and the flag alone is no proof that the screen is wrong.
            """,
        iblinterName: "ambiguous"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.ambiguous) else { return }
        for e in file.document.elements where e.attribute(.ambiguous, equals: "YES") {
            if e.attribute("verifyAmbiguity") != nil { continue }
            let fix = e.isCellContentView
                ? "UIKit sizes it to its cell, so complete its subviews' constraints instead (Editor ▸ Resolve Auto Layout Issues)"
                : "add the missing constraints (Editor ▸ Resolve Auto Layout Issues)"
            violations.append(Violation("Interface Builder marked \(e.messageName) ambiguous; \(fix)", at: e))
        }
    }
}
