import IBKitRuleModel

/// Image names no asset catalog of the project declares.
public struct ImageResourcesRule: AssetCatalogRule {
    public static let description = RuleDescription(
        id: "image-resources",
        summary: "An image name is not in any of the project's asset catalogs.",
        rationale: """
            Interface Builder keeps an image name that no catalog has any more (renamed, deleted, typed by hand): \
            the file still compiles and the image view, button or tab is empty at run time. Names are checked \
            against the `*.xcassets` catalogs found under the linted paths, or those listed under `asset_catalogs` \
            in `.ibkit.yml`, with namespaced folders (`Icons/close`) and symbol sets. SF Symbols \
            (`catalog="system"`) and AppKit's named images (`NS…`) are never reported. When no catalog is known \
            the rule reports nothing rather than guess.
            """,
        origin: .iblinter,
        defaultSeverity: .error,
        isOptIn: true,
        triggeringExamples: [
            RuleExample.xib("ProfileView.xib", catalogImages: ["avatar", "Icons/close"], """
                        <!-- The project's catalogs have the images avatar and Icons/close. -->
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                ↓<imageView contentMode="scaleAspectFit" image="avatar-placeholder" id="avatar">
                                    <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                </imageView>
                                <button opaque="NO" contentMode="scaleToFill" id="close">
                                    <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                                    ↓<state key="normal" image="close"/>
                                </button>
                            </subviews>
                        </view>
                """),
            RuleExample.storyboard("Main.storyboard", initial: "vc1", catalogImages: ["tab-home"], RuleExample.scene(id: "vc1", content: """
                                <!-- The project's catalogs have the image tab-home. -->
                                ↓<tabBarItem key="tabBarItem" title="Home" image="tab-home" selectedImage="tab-home-selected" id="tab"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", catalogImages: ["avatar", "Icons/close"], """
                        <!-- The project's catalogs have the images avatar and Icons/close. -->
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews>
                                <imageView contentMode="scaleAspectFit" image="avatar" id="avatar">
                                    <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                </imageView>
                                <button opaque="NO" contentMode="scaleToFill" id="close">
                                    <rect key="frame" x="300" y="0.0" width="44" height="44"/>
                                    <state key="normal" image="Icons/close"/>
                                </button>
                                <imageView contentMode="scaleAspectFit" image="heart.fill" catalog="system" id="like">
                                    <rect key="frame" x="100" y="0.0" width="24" height="24"/>
                                </imageView>
                            </subviews>
                        </view>
                """),
            // No catalog known: nothing to check against.
            RuleExample.xib("ProfileView.xib", """
                        <imageView contentMode="scaleAspectFit" image="avatar" id="avatar">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                        </imageView>
                """),
            // A loose image file in the bundle, not a catalog asset.
            RuleExample.xib("LegacyView.xib", catalogImages: ["avatar"], """
                        <!-- The project's catalogs have the image avatar. -->
                        <imageView contentMode="scaleAspectFit" image="background.png" id="background">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        </imageView>
                """),
        ],
        differences: """
            Each use is reported at the element that names the image (IBLinter reports each missing name once, \
            without a line). Catalogs come from the linted paths or `asset_catalogs`, not from a glob of the \
            working directory. Names with an image file extension (`background.png`) are loose bundle files, \
            which IBLinter looks up in the `.xcodeproj`; they are not checked. With no catalog known nothing is \
            reported (IBLinter reports every name).
            """,
        iblinterName: "image_resources"
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    static let fileExtensions = [".png", ".jpg", ".jpeg", ".pdf", ".gif", ".tif", ".tiff", ".heic", ".bmp", ".icns"]

    static func isLooseFile(_ name: String) -> Bool {
        guard name.contains(".") else { return false }
        let lower = name.lowercased()
        return fileExtensions.contains { lower.hasSuffix($0) }
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let assets = file.assets
        guard !assets.isEmpty else { return }
        for reference in file.document.imageReferences where !reference.isSystem {
            let name = reference.name
            if assets.images.contains(name) || Self.isLooseFile(name) { continue }
            violations.append(Violation(
                "Image '\(name)' is in no asset catalog; add it to one or fix the name", at: reference.element))
        }
    }
}
