import IBKitDocument

/// A font as far as a drawing needs it: size in points, CSS weight, italic.
public struct FontSpec: Equatable, Sendable {
    public var size: Double
    public var weight: Int
    public var italic: Bool

    public init(size: Double, weight: Int = 400, italic: Bool = false) {
        self.size = size.isFinite ? min(max(size, 1), 500) : 17
        self.weight = weight
        self.italic = italic
    }

    public static let body = FontSpec(size: 17)

    /// Dynamic Type styles at the default (Large) content size, from Apple's Human Interface Guidelines
    /// ("Typography", iOS text styles): the size a storyboard shows in Xcode's default preview.
    static let textStyles: [String: FontSpec] = [
        "UICTFontTextStyleLargeTitle": FontSpec(size: 34),
        "UICTFontTextStyleTitle0": FontSpec(size: 34),
        "UICTFontTextStyleTitle1": FontSpec(size: 28),
        "UICTFontTextStyleTitle2": FontSpec(size: 22),
        "UICTFontTextStyleTitle3": FontSpec(size: 20),
        "UICTFontTextStyleHeadline": FontSpec(size: 17, weight: 600),
        "UICTFontTextStyleBody": FontSpec(size: 17),
        "UICTFontTextStyleCallout": FontSpec(size: 16),
        "UICTFontTextStyleSubhead": FontSpec(size: 15),
        "UICTFontTextStyleFootnote": FontSpec(size: 13),
        "UICTFontTextStyleCaption1": FontSpec(size: 12),
        "UICTFontTextStyleCaption2": FontSpec(size: 11),
    ]

    /// AppKit's meta fonts (`<font key="font" metaFont="system"/>`), at NSFont's default sizes.
    static let metaFonts: [String: FontSpec] = [
        "system": FontSpec(size: 13), "systemBold": FontSpec(size: 13, weight: 700), "smallSystem": FontSpec(size: 11),
        "smallSystemBold": FontSpec(size: 11, weight: 700), "miniSystem": FontSpec(size: 9), "miniSystemBold": FontSpec(size: 9, weight: 700),
        "menu": FontSpec(size: 14), "menuBar": FontSpec(size: 14), "message": FontSpec(size: 13), "label": FontSpec(size: 10),
        "toolTip": FontSpec(size: 11), "titleBar": FontSpec(size: 13, weight: 700), "palette": FontSpec(size: 11),
        "controlContent": FontSpec(size: 13), "cellTitle": FontSpec(size: 13), "user": FontSpec(size: 12),
        "fixedUser": FontSpec(size: 12), "paletteTitle": FontSpec(size: 11),
    ]

    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]

    /// The font of `<fontDescription key="fontDescription">` (UIKit) or `<font key="font">` (AppKit) under the
    /// element or its cell; `fallback` when there is none.
    static func of(_ element: IBElement, fallback: FontSpec) -> FontSpec {
        for child in element.children {
            if child.is(.fontDescription) || child.is(.font) { return parse(child, fallback: fallback) }
            if child.name.hasSuffix("Cell"), child.key == "cell" {
                for grandchild in child.children where grandchild.is(.font) || grandchild.is(.fontDescription) {
                    return parse(grandchild, fallback: fallback)
                }
            }
        }
        return fallback
    }

    static func parse(_ font: IBElement, fallback: FontSpec) -> FontSpec {
        var spec = fallback
        if let style = font[.style], let styled = textStyles[style] { spec = styled }
        if let meta = font.attribute("metaFont"), let known = metaFonts[meta] { spec = known }
        if let size = font[.pointSize].flatMap(Double.init) ?? font.attribute("size").flatMap(Double.init), size > 0 {
            spec.size = min(size, 500)
        }
        switch font[.type] {
        case "boldSystem": spec.weight = 700
        case "italicSystem": spec.italic = true
        default: break
        }
        if let weight = font[.weight], let value = weights[weight] { spec.weight = value }
        // Named fonts: the weight is in the PostScript name (`HiraginoSans-W6`, `Helvetica-Bold`).
        if let name = font[.name] {
            let lower = name.lowercased()
            if lower.contains("bold") || lower.hasSuffix("-w6") || lower.hasSuffix("-w7") || lower.contains("heavy") { spec.weight = 700 }
            else if lower.contains("semibold") { spec.weight = 600 }
            else if lower.contains("medium") { spec.weight = 500 }
            else if lower.contains("light") { spec.weight = 300 }
            if lower.contains("italic") || lower.contains("oblique") { spec.italic = true }
        }
        return spec
    }
}
