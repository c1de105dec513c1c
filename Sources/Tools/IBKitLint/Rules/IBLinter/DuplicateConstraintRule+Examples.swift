import IBKitRuleModel

/// The examples of `DuplicateConstraintRule`: `ibkit rules` and docs/rules.md show them, and one generic test runs them.
extension DuplicateConstraintRule {
    static let triggeringExamplesList: [RuleExample] = [
        RuleExample.xib("ProfileView.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="16" y="16" width="42" height="21"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx1"/>
                            ↓<constraint firstItem="name" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx2"/>
                            <constraint firstItem="safe" firstAttribute="top" secondItem="name" secondAttribute="top" constant="-16" id="top1"/>
                            ↓<constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="top2"/>
                        </constraints>
                    </view>
            """),
        // A view's own size constraint, installed on the view and again on its superview.
        RuleExample.xib("BadgeView.xib", """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="24" id="w1"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <constraints>
                            ↓<constraint firstItem="icon" firstAttribute="width" constant="24" id="w2"/>
                        </constraints>
                    </view>
            """),
    ]

    static let nonTriggeringExamplesList: [RuleExample] = [
        // A minimum height and a preferred height: different relation and priority.
        RuleExample.xib("ButtonView.xib", """
                    <button opaque="NO" contentMode="scaleToFill" id="button">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="h1"/>
                            <constraint firstAttribute="height" priority="750" constant="30" id="h2"/>
                            <constraint firstAttribute="width" secondItem="button" secondAttribute="height" multiplier="1:1" id="r1"/>
                            <constraint firstAttribute="width" secondItem="button" secondAttribute="height" multiplier="2:1" id="r2"/>
                        </constraints>
                    </button>
            """),
        // The same constraint for two size classes: each is installed only in its variation.
        RuleExample.xib("HeaderView.xib", """
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="16" width="42" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="compact"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="regular"/>
                        </constraints>
                        <variation key="widthClass=compact">
                            <mask key="constraints">
                                <include reference="compact"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="constraints">
                                <include reference="regular"/>
                            </mask>
                        </variation>
                    </view>
            """),
    ]
}
