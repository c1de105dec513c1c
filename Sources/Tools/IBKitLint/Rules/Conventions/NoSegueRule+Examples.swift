import IBKitRuleModel

/// The examples of `NoSegueRule`: `ibkit rules` and docs/rules.md show them, and one generic test runs them.
extension NoSegueRule {
    static let triggeringExamplesList: [RuleExample] = [
        .storyboard("ListViewController.storyboard", initial: "lis-vc-001", """
            \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="lis-view-01"/>
                                <connections>
                                    ↓<segue destination="det-vc-001" kind="show" identifier="showDetail" id="seg-000-001"/>
                                    ↓<segue destination="set-vc-001" kind="presentation" modalPresentationStyle="fullScreen" id="seg-000-002"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", content: """
                                <connections>
                                    ↓<segue destination="lis-exit-01" kind="unwind" unwindAction="unwindToList:" id="seg-000-003"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "set-vc-001"))
            """),
        // A segue from a button (its own <connections>) to a storyboard reference.
        .storyboard("HomeViewController.storyboard", initial: "hom-vc-001", """
            \(RuleExample.scene(id: "hom-vc-001", customClass: "HomeViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="hom-view-01">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-000-001">
                                            <state key="normal" title="Open"/>
                                            <connections>
                                                ↓<segue destination="ref-000-001" kind="show" id="seg-000-004"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
            """))
            \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="DetailViewController""#))
            """),
        .storyboard("Root.storyboard", initial: "nav-000-001", options: "{allow_relationship: false, allow_embed: false}", """
            \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: """
                                <connections>
                                    ↓<segue destination="roo-vc-001" kind="relationship" relationship="rootViewController" id="seg-000-005"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "roo-vc-001", customClass: "RootViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="roo-view-01">
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="con-000-001">
                                            <connections>
                                                ↓<segue destination="chi-vc-001" kind="embed" id="seg-000-006"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
            """))
            \(RuleExample.scene(id: "chi-vc-001", customClass: "ChildViewController"))
            """),
        // With `include_appkit`, an AppKit storyboard's segue to a storyboard reference (`controllerPlaceholder`).
        .appKitStoryboard("Preferences.storyboard", initial: "prf-vc-001", options: "{include_appkit: true}", appKitPreferences(marked: true)),
    ]

    static let nonTriggeringExamplesList: [RuleExample] = [
        // AppKit storyboards: IBKit's factories are UIKit's, so their segues are left alone by default.
        .appKitStoryboard("Preferences.storyboard", initial: "prf-vc-001", appKitPreferences(marked: false)),
        .storyboard("DemoViewController.storyboard", initial: "dem-vc-001", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController"))
            """),
        .storyboard("Tabs.storyboard", initial: "tab-000-001", """
            \(RuleExample.scene(id: "tab-000-001", kind: "tabBarController", content: """
                                <connections>
                                    <segue destination="ref-000-001" kind="relationship" relationship="viewControllers" id="seg-000-007"/>
                                    <segue destination="ref-000-002" kind="relationship" relationship="viewControllers" id="seg-000-008"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="HomeViewController""#))
            \(RuleExample.scene(id: "ref-000-002", kind: "viewControllerPlaceholder", extra: #" storyboardName="SettingsViewController""#))
            """),
        .storyboard("RootViewController.storyboard", initial: "roo-vc-001", """
            \(RuleExample.scene(id: "roo-vc-001", customClass: "RootViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="roo-view-01">
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="con-000-001">
                                            <connections>
                                                <segue destination="chi-vc-001" kind="embed" id="seg-000-006"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
            """))
            \(RuleExample.scene(id: "chi-vc-001", customClass: "ChildViewController"))
            """),
        // Xcode's layout tie-breakers point at a segue; only the segue itself is a transition.
        RuleExample("Root.storyboard", RuleExample.storyboard("Root.storyboard", initial: "nav-000-001", """
            \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: """
                                <connections>
                                    <segue destination="roo-vc-001" kind="relationship" relationship="rootViewController" id="seg-000-005"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "roo-vc-001", customClass: "RootViewController"))
            """).content.replacing("</document>", with: """
                <inferredMetricsTieBreakers>
                    <segue reference="seg-000-005"/>
                </inferredMetricsTieBreakers>
            </document>
            """)),
        .storyboard("DetailViewController.storyboard", initial: "det-vc-001", options: "{allow_unwind: true}", """
            \(RuleExample.scene(id: "det-vc-001", customClass: "DetailViewController", content: """
                                <connections>
                                    <segue destination="det-exit-01" kind="unwind" unwindAction="unwindToList:" id="seg-000-003"/>
                                </connections>
            """))
            """),
    ]
}
