import IBKitDocument
import IBKitRuleModel

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
        triggeringExamples: triggeringExamplesList,
        nonTriggeringExamples: nonTriggeringExamplesList
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
