import IBKitDocument

/// A component (`TitleLabel`, `PrimaryActionButton`) is a class that styles itself; IB only places it.
public struct ComponentInlineStyleRule: Rule {
    public static let description = RuleDescription(
        id: "component-inline-style",
        summary: "Views of component classes carry no inline style: no fonts, colors or layer styling set in Interface Builder.",
        rationale: """
            IBKit's convention defines each component of the design guideline as a class and only selects the class in the \
            storyboard, which sets no font size, color or other style on it. Style set in IB \
            on a component is repeated on every placement, drifts from the guideline, and competes with the \
            class's own styling. Reported on a component view: fonts (`fontDescription`, `font`), colors (text, \
            background, tint, highlighted, button state title colors, button configuration colors, colors of \
            IBInspectable properties), attributed text (reported once), and `layer.*` user-defined runtime \
            attributes (corner radius, borders). IB's own defaults for a freshly placed object are not style and \
            are accepted: the system font at the default size (label 17, button 15, text field and text view 14), \
            a white or system background, label/dark text color, and the legacy gray title shadow. Subviews are \
            judged on their own, and a component's own xib (`CardView.xib` whose root view is a `CardView`) is \
            where its look is defined, so that root view is exempt. Which classes are components is configuration: \
            with neither `component_classes` nor `component_modules` set the rule reports nothing. AppKit documents, \
            whose controls carry IB-written default fonts and catalog colors on their cells, are skipped.
            """,
        origin: .convention(.componentsStyledInCode),
        options: [
            RuleOptionDescription("component_classes", default: "[]", "Class names of components (`[TitleLabel, PrimaryActionButton]`)."),
            RuleOptionDescription("component_modules", default: "[]",
                                  "Modules whose classes are all components (often a framework of their own: `[DemoUI]`); matched against `customModule`."),
        ],
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
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
    )

    let classes: Set<String>
    let modules: Set<String>

    public init(options: RuleOptions) throws(ConfigurationError) {
        classes = Set(try options.strings("component_classes", default: []))
        modules = Set(try options.strings("component_modules", default: []))
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.document.mayContain(.customClass) else { return }
        guard !classes.isEmpty || !modules.isEmpty, file.isUIKit else { return }
        let ownClass = file.kind == .xib ? file.conventionalName : nil
        for e in file.document.elements where e.has(.customClass) {
            guard let customClass = e.customClass else { continue }
            let isComponent = classes.contains(customClass) || (!modules.isEmpty && e.customModule.map(modules.contains) == true)
            guard isComponent, e.isView else { continue }
            if customClass == ownClass, e.parent?.is(.objects) == true { continue }
            inspect(e, component: customClass, into: &violations)
        }
    }

    /// Walks the component's own properties; nested views are components (or not) in their own right.
    private func inspect(_ parent: IBElement, component: String, into violations: inout [Violation]) {
        for child in parent.children {
            if child.is(.subviews) || child.is(.constraints) || child.is(.connections) || child.isView { continue }
            if child.is(.fontDescription) || child.is(.font) {
                if !Self.isDefaultFont(child) {
                    violations.append(Violation(Self.message(component, "sets its font inline (\(Self.fontSummary(child)))"), at: child))
                }
            } else if child.is(.color) {
                if !Self.isDefaultColor(child) {
                    var what = child[.key] ?? "a color"
                    if parent.is(.state), let state = parent[.key] { what += " (\(state) state)" }
                    // An IBInspectable color: the property is the keyPath, the color's own key is just `value`.
                    if parent.is(.userDefinedRuntimeAttribute), let keyPath = parent[.keyPath] { what = keyPath }
                    violations.append(Violation(Self.message(component, "sets \(what) inline"), at: child))
                }
            } else if child.is(.attributedString) {
                violations.append(Violation(Self.message(component, "has attributed text, whose fonts and colors are inline style"), at: child))
            } else if child.is(.userDefinedRuntimeAttribute), let keyPath = child[.keyPath], keyPath.hasPrefix("layer.") {
                violations.append(Violation(Self.message(component, "sets \(keyPath) inline"), at: child))
            } else {
                inspect(child, component: component, into: &violations)
            }
        }
    }

    static func message(_ component: String, _ finding: String) -> String {
        "component '\(component)' \(finding); leave styling to the class, which styles every placement the same way"
    }

    /// The font IB writes for a freshly placed label, button, text field or text view.
    static func isDefaultFont(_ font: IBElement) -> Bool {
        guard font.is(.fontDescription), font.attributeCount == 3, font.attribute(.type, equals: "system"),
              let owner = font.parent else { return false }
        if owner.is(.label) { return font.attribute(.pointSize, equals: "17") }
        if owner.is(.button) { return font.attribute(.pointSize, equals: "15") }
        if owner.is(.textField) || owner.is(.textView) { return font.attribute(.pointSize, equals: "14") }
        return false
    }

    /// Colors IB writes for a freshly placed object: white/system background, label/dark text, gray title shadow.
    static func isDefaultColor(_ color: IBElement) -> Bool {
        if color.attribute(.key, equals: "backgroundColor") {
            return color.attribute(.systemColor, equals: "systemBackgroundColor")
                || color.attribute(.cocoaTouchSystemColor, equals: "whiteColor")
                || isGray(color, "1")
        }
        if color.attribute(.key, equals: "textColor") {
            return color.attribute(.systemColor, equals: "labelColor")
                || color.attribute(.cocoaTouchSystemColor, equals: "darkTextColor")
        }
        if color.attribute(.key, equals: "titleShadowColor") {
            return isGray(color, "0.5")
        }
        return false
    }

    /// An opaque gray of the given level, in the white or the RGB spelling.
    private static func isGray(_ color: IBElement, _ level: StaticString) -> Bool {
        guard color.attribute(.alpha, equals: "1") else { return false }
        return color.attribute(.white, equals: level)
            || (color.attribute(.red, equals: level) && color.attribute(.green, equals: level) && color.attribute(.blue, equals: level))
    }

    static func fontSummary(_ font: IBElement) -> String {
        if let style = font[.style] {
            return style.hasPrefix("UICTFontTextStyle") ? "text style \(style.dropFirst("UICTFontTextStyle".count))" : style
        }
        let parts = [font[.name] ?? font[.type] ?? font.attribute("metaFont") ?? "font", font[.weight], font[.pointSize] ?? font.attribute("size")]
        return parts.compactMap { $0 }.joined(separator: " ")
    }
}
