import IBKitRuleModel

/// Stack views with a background color.
public struct StackViewBackgroundColorRule: Rule {
    public static let description = RuleDescription(
        id: "stackview-backgroundcolor",
        summary: "A stack view has a background color.",
        rationale: """
            Before iOS 14 `UIStackView` draws nothing, so its background color is silently ignored there and the \
            screen looks different on older systems than on the canvas. Even where it draws, a stack view is \
            layout, not a component: put the color on a view (or a component class) that contains the \
            stack view.
            """,
        origin: .iblinter,
        isOptIn: true,
        triggeringExamples: [
            RuleExample.xib("FormView.xib", """
                        ↓<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="form">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <color key="backgroundColor" systemColor="systemGray6Color"/>
                        </stackView>
                """),
            RuleExample.storyboard("Form.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                <view key="view" contentMode="scaleToFill" id="vc1-view">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        ↓<stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                            <rect key="frame" x="0.0" y="100" width="393" height="44"/>
                                            <color key="backgroundColor" red="1" green="0.23" blue="0.19" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </stackView>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("FormView.xib", """
                        <view contentMode="scaleToFill" id="card">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="form">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                </stackView>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemGray6Color"/>
                        </view>
                """),
        ],
        differences: "Stack views anywhere in the file are checked, also outside view controllers' root views.",
        iblinterName: "stackview_backgroundcolor"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.stackView) else { return }
        for stack in file.document.elements.named(.stackView) {
            let hasBackground = stack.children.contains { $0.is(.color) && $0.attribute(.key, equals: "backgroundColor") }
            if hasBackground {
                violations.append(Violation(
                    "\(stack.messageName) has a background color; put the color on a view that contains the stack view",
                    at: stack))
            }
        }
    }
}
