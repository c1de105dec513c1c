import IBKitRuleModel

/// Constraints relative to layout margins.
public struct RelativeToMarginRule: Rule {
    public static let description = RuleDescription(
        id: "relative-to-margin",
        summary: "A constraint is relative to a layout margin (`leadingMargin`, `topMargin`, …).",
        rationale: """
            "Relative to margin" constraints add the superview's layout margins, which change with the device, the \
            size class, readable-width settings and the view controller (8 pt, 16 pt, 20 pt, system minimums), so \
            the spacing on the canvas is not the spacing users get. Teams that want explicit spacing uncheck \
            "Relative to margin" on the constraint (or pin to the safe area) and put the spacing in the constant.
            """,
        origin: .iblinter,
        isOptIn: true,
        triggeringExamples: [
            RuleExample.storyboard("Profile.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="20" y="100" width="42" height="21"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        ↓<constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                                        ↓<constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="c2"/>
                                        ↓<constraint firstItem="name" firstAttribute="centerY" secondItem="root" secondAttribute="centerYWithinMargins" id="c3"/>
                                    </constraints>
                                </view>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample.storyboard("Profile.storyboard", initial: "vc1", RuleExample.scene(id: "vc1", content: """
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="20" y="100" width="42" height="21"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                    </constraints>
                                </view>
                """)),
        ],
        differences: """
            Also reports `leftMargin`, `rightMargin`, `centerXWithinMargins` and `centerYWithinMargins` (IBLinter: \
            leading, trailing, top and bottom margins only), once per constraint at its line (IBLinter: once per \
            margin attribute). Constraints of every view are checked, not only those reachable from view \
            controllers' root views and xibs' top-level views.
            """,
        iblinterName: "relative_to_margin"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    static func isMargin(_ attribute: String?) -> Bool {
        guard let attribute else { return false }
        return attribute.hasSuffix("Margin") || attribute.hasSuffix("WithinMargins")
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.constraint) else { return }
        for c in file.document.constraints {
            let margins = [c.firstAttribute, c.secondAttribute].filter(Self.isMargin).compactMap { $0 }
            guard !margins.isEmpty else { continue }
            violations.append(Violation(
                "Constraint \(c.id ?? "") is relative to the margin (\(margins.joined(separator: ", "))); uncheck \"Relative to margin\" and put the spacing in the constant",
                at: c.element))
        }
    }
}
