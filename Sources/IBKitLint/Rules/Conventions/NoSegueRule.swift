import IBKitDocument

/// Storyboards lay out screens; transitions happen in code through each screen's factory.
public struct NoSegueRule: Rule {
    public static let description = RuleDescription(
        id: "no-segue",
        summary: "Storyboards define no transitions: every segue is reported, except container structure by default.",
        rationale: """
            IBKit's convention keeps storyboards for static layout and gives every view controller a `makeInstance(…)` \
            factory that declares its parameters; screens are shown from code through it. A segue splits one \
            transition between the storyboard and `prepare(for:sender:)`, duplicates segue ids and destination \
            classes, and breaks only at run time; a factory call breaks at compile time. Relationship segues \
            (a navigation controller's root, a tab bar's tabs, a split view's columns) and embed segues (container \
            views) describe structure, not transitions, and are allowed unless configured otherwise. Unwind \
            segues are transitions and are reported by default. The factories are UIKit's (the runtime library is), \
            so AppKit and WatchKit storyboards are left alone unless `include_appkit: true`.
            """,
        origin: .convention(.noSegues),
        options: [
            RuleOptionDescription("allow_relationship", default: "true",
                                  "Accept relationship segues of navigation, tab bar, split and page view controllers."),
            RuleOptionDescription("allow_embed", default: "true", "Accept embed segues of container views."),
            RuleOptionDescription("allow_unwind", default: "false", "Accept unwind segues."),
            RuleOptionDescription("include_appkit", default: "false",
                                  "Also report the segues of AppKit and WatchKit storyboards (their screens have no IBKit factory: the advice is to show them from code)."),
        ],
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
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
    )

    let allowRelationship: Bool
    let allowEmbed: Bool
    let allowUnwind: Bool
    let includeAppKit: Bool

    public init(options: RuleOptions) throws(ConfigurationError) {
        allowRelationship = try options.bool("allow_relationship", default: true)
        allowEmbed = try options.bool("allow_embed", default: true)
        allowUnwind = try options.bool("allow_unwind", default: false)
        includeAppKit = try options.bool("include_appkit", default: false)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.segue) else { return }
        guard file.kind == .storyboard, file.isUIKit || includeAppKit else { return }
        // IBKit's factories (`makeInstance`) exist for UIKit view controllers only.
        let showFromCode = file.isUIKit ? "show the destination from code through its makeInstance factory instead" : "show the destination from code instead"
        var controllers: [String: IBViewController]?
        for segue in file.document.elements.named(.segue) {
            // `<inferredMetricsTieBreakers>` also holds `<segue reference=…/>`: a pointer, not a transition.
            guard segue.parent?.is(.connections) == true else { continue }
            if allowRelationship && segue.attribute(.kind, equals: "relationship") { continue }
            if allowEmbed && segue.attribute(.kind, equals: "embed") { continue }
            let isUnwind = segue.attribute(.kind, equals: "unwind")
            if allowUnwind && isUnwind { continue }

            let kind = segue[.kind] ?? "custom"
            let identifier = segue[.identifier].map { " '\($0)'" } ?? ""
            let message: String
            if isUnwind {
                let action = segue.attribute("unwindAction").map { " (\($0))" } ?? ""
                message = "unwind segue\(identifier)\(action); dismiss or pop in code instead"
            } else {
                if controllers == nil {
                    controllers = Dictionary(file.document.viewControllers.compactMap { c in c.id.map { ($0, c) } }) { a, _ in a }
                }
                let destination = segue[.destination].flatMap { controllers?[$0] }
                let target: String
                if let destination, destination.isStoryboardReference {
                    target = Self.referenceTarget(destination, in: file)
                } else {
                    target = destination.map { " to '\(Conventional.displayName($0))'" } ?? ""
                }
                message = "\(kind) segue\(identifier)\(target); \(showFromCode)"
            }
            violations.append(Violation(message, at: segue))
        }
    }

    /// ` to 'SettingsViewController' in storyboard 'Settings'`: a storyboard reference names the storyboard it
    /// opens (this one when it names none) and the scene, else that storyboard's initial one.
    /// An AppKit storyboard whose button opens a sheet on a storyboard reference; `marked` puts the finding's mark on
    /// the segue (the example with `include_appkit`).
    static func appKitPreferences(marked: Bool) -> String {
        """

                <scene sceneID="prf-scene">
                    <objects>
                        <viewController id="prf-vc-001" customClass="PreferencesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="prf-view-01">
                                <subviews>
                                    <button id="btn-000-001">
                                        <buttonCell key="cell" type="push" title="Accounts…" bezelStyle="rounded" alignment="center" id="btc-000-001"/>
                                        <connections>
                                            \(marked ? "↓" : "")<segue destination="ref-000-001" kind="sheet" id="seg-000-011"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <customObject id="prf-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="ref-scene">
                    <objects>
                        <controllerPlaceholder storyboardName="Accounts" referencedIdentifier="AccountsViewController" id="ref-000-001" sceneMemberID="viewController"/>
                        <customObject id="ref-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """
    }

    static func referenceTarget(_ reference: IBViewController, in file: LintFile) -> String {
        let storyboard = reference.referencedStoryboardName.map { "storyboard '\($0)'" } ?? "storyboard '\(file.baseName)'"
        guard let scene = reference.referencedIdentifier, !scene.isEmpty else { return " to the initial scene of \(storyboard)" }
        return " to '\(scene)' in \(storyboard)"
    }
}
