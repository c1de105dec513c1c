import IBKitDocument
import IBKitRuleModel

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
        triggeringExamples: triggeringExamplesList,
        nonTriggeringExamples: nonTriggeringExamplesList
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
