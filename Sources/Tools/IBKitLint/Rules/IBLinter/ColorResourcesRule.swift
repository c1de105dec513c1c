import IBKitRuleModel

/// Named colors no asset catalog of the project declares.
public struct ColorResourcesRule: AssetCatalogRule {
    public static let description = RuleDescription(
        id: "color-resources",
        summary: "A named color is not in any of the project's asset catalogs.",
        rationale: """
            A named color that no catalog has any more (renamed, deleted, typed by hand) still compiles; at run time \
            the view falls back to no color. Names are checked against the color sets of the `*.xcassets` catalogs \
            found under the linted paths, or those listed under `asset_catalogs` in `.ibkit.yml`. System colors \
            (`systemColor`, `catalog="System"`) are never reported. When no catalog is known the rule reports \
            nothing rather than guess.
            """,
        origin: .iblinter,
        defaultSeverity: .error,
        isOptIn: true,
        triggeringExamples: [
            RuleExample.xib("ProfileView.xib", catalogImages: ["BrandPrimary"], catalogColors: ["Brand/Primary"], """
                        <!-- The project's catalogs have the color Brand/Primary and the image BrandPrimary. -->
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            ↓<color key="backgroundColor" name="BrandPrimary"/>
                            ↓<color key="tintColor" name="Brand/Secondary"/>
                        </view>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", catalogColors: ["Brand/Primary"], """
                        <!-- The project's catalogs have the color Brand/Primary. -->
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <label opaque="NO" text="Name" id="name">
                                    <rect key="frame" x="16" y="16" width="42" height="21"/>
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" name="Brand/Primary"/>
                            <color key="tintColor" systemColor="systemBlueColor"/>
                        </view>
                """),
            // No catalog known: nothing to check against.
            RuleExample.xib("ProfileView.xib", """
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <color key="backgroundColor" name="BrandPrimary"/>
                        </view>
                """),
        ],
        differences: """
            Each use is reported at its `<color>` element (IBLinter: each use, without a line). Catalogs come from \
            the linted paths or `asset_catalogs`, not from a glob of the working directory. With no catalog known \
            nothing is reported (IBLinter reports every named color).
            """,
        iblinterName: "color_resources"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let assets = file.assets
        guard !assets.isEmpty else { return }
        for reference in file.document.namedColorReferences where !reference.isSystem {
            let name = reference.name
            if assets.colors.contains(name) { continue }
            let hint = assets.images.contains(name) ? " (an image set has this name, not a color set)" : ""
            violations.append(Violation(
                "Color '\(name)' is in no asset catalog\(hint); add a color set or fix the name", at: reference.element))
        }
    }
}
