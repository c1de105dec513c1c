import IBKitRuleModel

/// The examples of `ComponentInlineStyleRule`: `ibkit rules` and docs/rules.md show them, and one generic test runs them.
extension ComponentInlineStyleRule {
    static let triggeringExamplesList: [RuleExample] = [
        .storyboard("DemoViewController.storyboard", initial: "dem-vc-001", options: "{component_classes: [TitleLabel]}", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <label opaque="NO" text="日本橋人形町" id="Ho9-CS-epu" customClass="TitleLabel" customModule="DemoUI">
                                            <rect key="frame" x="22" y="44" width="180" height="38.5"/>
                                            ↓<fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                                            ↓<color key="textColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </view>
            """))
            """),
        .storyboard("DemoViewController.storyboard", initial: "dem-vc-001", options: "{component_modules: [DemoUI]}", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="HOB-TB-JBG" customClass="PrimaryActionButton" customModule="DemoUI">
                                            <rect key="frame" x="110.5" y="587" width="155" height="48"/>
                                            ↓<color key="backgroundColor" systemColor="systemPinkColor"/>
                                            ↓<fontDescription key="fontDescription" name="HiraginoSans-W6" family="Hiragino Sans" pointSize="15"/>
                                            <state key="normal" title="この街に行く">
                                                ↓<color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                            <userDefinedRuntimeAttributes>
                                                ↓<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                    <integer key="value" value="24"/>
                                                </userDefinedRuntimeAttribute>
                                                <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                                    ↓<color key="value" name="Accent"/>
                                                </userDefinedRuntimeAttribute>
                                            </userDefinedRuntimeAttributes>
                                        </button>
                                    </subviews>
                                </view>
            """))
            """),
        // Attributed text is reported once, whatever its fragments set.
        .xib("InfoCardView.xib", options: "{component_classes: [InfoLabel]}", """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="InfoCardView"/>
                <view contentMode="scaleToFill" id="car-view-01">
                    <subviews>
                        <label opaque="NO" id="inf-lbl-001" customClass="InfoLabel">
                            ↓<attributedString key="attributedText">
                                <fragment content="東京都中央区">
                                    <attributes>
                                        <color key="NSColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                        <font key="NSFont" size="13" name="HiraginoSans-W3"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
                    </subviews>
                </view>
            """),
    ]

    static let nonTriggeringExamplesList: [RuleExample] = [
        // Components placed with IB's defaults only.
        .storyboard("DemoViewController.storyboard", initial: "dem-vc-001", options: "{component_modules: [DemoUI]}", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <label opaque="NO" text="日本橋人形町" textAlignment="natural" id="Ho9-CS-epu" customClass="TitleLabel" customModule="DemoUI">
                                            <rect key="frame" x="22" y="44" width="180" height="38.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="HOB-TB-JBG" customClass="PrimaryActionButton" customModule="DemoUI">
                                            <rect key="frame" x="110.5" y="587" width="155" height="48"/>
                                            <state key="normal" title="この街に行く"/>
                                        </button>
                                        <view contentMode="scaleToFill" id="tab-view-01" customClass="MUITabBarButton" customModule="DemoUI">
                                            <rect key="frame" x="0.0" y="618" width="80" height="49"/>
                                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="string" keyPath="title" value="ホーム"/>
                                            </userDefinedRuntimeAttributes>
                                        </view>
                                    </subviews>
                                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
            """))
            """),
        // Not configured: the rule cannot know which classes are components.
        .storyboard("DemoViewController.storyboard", initial: "dem-vc-001", """
            \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", content: """
                                <view key="view" contentMode="scaleToFill" id="dem-view-01">
                                    <subviews>
                                        <label opaque="NO" text="Title" id="Ho9-CS-epu" customClass="TitleLabel" customModule="DemoUI">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="32"/>
                                        </label>
                                    </subviews>
                                </view>
            """))
            """),
        // Plain views and non-component classes may be styled in IB; subviews of a component are judged on their own.
        .xib("ProfileHeaderView.xib", options: "{component_classes: [CardView]}", """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileHeaderView"/>
                <view contentMode="scaleToFill" id="car-view-02" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <subviews>
                        <label opaque="NO" text="Name" id="nam-lbl-001" customClass="NameLabel">
                            <rect key="frame" x="16" y="16" width="200" height="20"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                            <color key="textColor" systemColor="systemRedColor"/>
                        </label>
                    </subviews>
                </view>
            """),
        // A component's own xib defines its look.
        .xib("CardView.xib", options: "{component_classes: [CardView]}", """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="car-view-03" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="12"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            """),
    ]
}
