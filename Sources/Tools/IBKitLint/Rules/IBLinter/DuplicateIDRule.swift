import IBKitDocument
import IBKitRuleModel

/// Two elements of one file with the same `id`.
public struct DuplicateIDRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-id",
        summary: "Two elements of the file have the same `id`.",
        rationale: """
            Outlets, actions, segues, constraints and size-class variations point at objects by id; with two \
            objects behind one id, Interface Builder connects or drops one of them arbitrarily, and may fail to \
            open or compile the file. Duplicate ids come from merges that kept both sides or from hand edits. \
            Every repeat after the first is reported; give it a fresh id (any unused `xxx-xx-xxx` string).
            """,
        origin: .iblinter,
        triggeringExamples: [
            RuleExample.xib("ProfileView.xib", """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="iN0-l3-epB">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="ItZ-vi-bgh">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aEU-56-OK8">
                                    <rect key="frame" x="16" y="50" width="80" height="30"/>
                                </button>
                            </subviews>
                            <constraints>
                                ↓<constraint firstItem="ItZ-vi-bgh" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="iN0-l3-epB"/>
                                ↓<constraint firstItem="ItZ-vi-bgh" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="16" id="aEU-56-OK8"/>
                            </constraints>
                        </view>
                """),
            RuleExample.storyboard("Settings.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                <view key="view" contentMode="scaleToFill" id="vc1-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <switch opaque="NO" contentMode="scaleToFill" id="sw1-00-001">
                                            <rect key="frame" x="20" y="100" width="51" height="31"/>
                                        </switch>
                                        ↓<switch opaque="NO" contentMode="scaleToFill" id="sw1-00-001">
                                            <rect key="frame" x="20" y="150" width="51" height="31"/>
                                        </switch>
                                    </subviews>
                                </view>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", """
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <view contentMode="scaleToFill" id="iN0-l3-epB">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="ItZ-vi-bgh">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ItZ-vi-bgh" firstAttribute="centerX" secondItem="iN0-l3-epB" secondAttribute="centerX" id="VAb-jS-xKl"/>
                            </constraints>
                        </view>
                """),
            // Ids are per file: each storyboard and xib has its own id space.
            RuleExample.storyboard("Other.storyboard", initial: "vc1", RuleExample.scene(id: "vc1")),
        ],
        differences: """
            Reported at each repeated element's line; the message names the id and the element that had it first.
            """,
        iblinterName: "duplicate_id"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        // Byte comparison in the model: no string per id on a check that runs on every file.
        for (element, first) in file.document.duplicateIDs() {
            violations.append(Violation(
                "Duplicate id '\(element.id ?? "")': this <\(element.name)> reuses the id of an earlier <\(first.name)>; give it a new unique id",
                at: element))
        }
    }
}
