import IBKitRuleModel

/// Views Interface Builder marks `misplaced="YES"`: the frame on the canvas is not where the constraints put it.
public struct MisplacedViewRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced",
        summary: "A view's frame on the canvas differs from the one its constraints give (`misplaced=\"YES\"`).",
        rationale: """
            A misplaced view looks right on the canvas and lands elsewhere at run time: the canvas lies to the \
            next person who edits the screen, and the saved frame changes in every diff until someone updates it. \
            Update the frames (Editor ▸ Update Frames, ⌥⌘=) or fix the constraints.
            """,
        origin: .iblinter,
        isOptIn: true,
        triggeringExamples: [
            RuleExample.xib("TitleView.xib", """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                ↓<label opaque="NO" misplaced="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                    <rect key="frame" x="40" y="30" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ttl-lb-001" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="cst-00-001"/>
                                <constraint firstItem="ttl-lb-001" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="cst-00-002"/>
                            </constraints>
                        </view>
                """),
            RuleExample.storyboard("Profile.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                ↓<view key="view" misplaced="YES" contentMode="scaleToFill" id="vc1-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        ↓<button misplaced="YES" opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001" userLabel="Save">
                                            <rect key="frame" x="20" y="700" width="353" height="44"/>
                                        </button>
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
                        </view>
                """),
        ],
        differences: """
            Every misplaced view is reported, also outside view controllers' root views and xibs' top-level views, \
            at the view's line. Default severity is warning (IBLinter: error): the layout at run time is the one the \
            constraints give, only the canvas is stale.
            """,
        iblinterName: "misplaced"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.misplaced) else { return }
        for e in file.document.elements where e.attribute(.misplaced, equals: "YES") {
            violations.append(Violation(
                "\(e.messageName) is misplaced: its frame is not where its constraints put it; update frames (⌥⌘=)",
                at: e))
        }
    }
}
