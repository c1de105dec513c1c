/// Light-mode values of the system colors IB files name (`systemColor="…"`, `cocoaTouchSystemColor="…"`,
/// AppKit's `<color name="…" catalog="System">`), in sRGB.
///
/// Where the values come from: UIKit's dynamic colors are written by Xcode itself into documents' `<resources>`
/// (`<systemColor name="secondaryLabelColor"><color red="0.235…" …/>`); the entries below marked so are those
/// values as found in the shared corpus. The others are Apple's published light-mode values (Human Interface
/// Guidelines, "Color": system colors and UI element colors, iOS 13+) and, for AppKit's catalog colors, NSColor's
/// values in the default (Aqua, light) appearance. A document's own `<systemColor>` definition always wins over
/// this table, so a file drawn here looks like it did in the Xcode that saved it.
public enum SystemColorTable {
    public static func color(named name: String) -> RenderColor? {
        uiKit[name] ?? appKit[name] ?? legacy[name]
    }

    static let uiKit: [String: RenderColor] = [
        // From Xcode's <resources> in the corpus.
        "systemBackgroundColor": RenderColor(white: 1),
        "secondarySystemBackgroundColor": RenderColor(hex: 0xF2F2F7),
        "tertiarySystemBackgroundColor": RenderColor(white: 1),
        "systemGroupedBackgroundColor": RenderColor(hex: 0xF2F2F7),
        "groupTableViewBackgroundColor": RenderColor(hex: 0xF2F2F7),
        "labelColor": RenderColor(white: 0),
        "secondaryLabelColor": RenderColor(hex: 0x3C3C43, alpha: 0.6),
        "tertiaryLabelColor": RenderColor(hex: 0x3C3C43, alpha: 0.3),
        "separatorColor": RenderColor(hex: 0x3C3C43, alpha: 0.29),
        "linkColor": RenderColor(hex: 0x007AFF),
        "systemFillColor": RenderColor(hex: 0x787880, alpha: 0.2),
        "secondarySystemFillColor": RenderColor(hex: 0x787880, alpha: 0.16),
        "tertiarySystemFillColor": RenderColor(hex: 0x767680, alpha: 0.12),
        "systemBlueColor": RenderColor(hex: 0x007AFF),
        "systemGreenColor": RenderColor(hex: 0x34C759),
        "systemOrangeColor": RenderColor(hex: 0xFF9500),
        "systemPinkColor": RenderColor(hex: 0xFF2D55),
        "systemPurpleColor": RenderColor(hex: 0xAF52DE),
        "systemRedColor": RenderColor(hex: 0xFF3B30),
        "systemYellowColor": RenderColor(hex: 0xFFCC00),
        "systemTealColor": RenderColor(hex: 0x30B0C7),
        "systemGrayColor": RenderColor(hex: 0x8E8E93),
        "systemGray2Color": RenderColor(hex: 0xAEAEB2),
        "systemGray3Color": RenderColor(hex: 0xC7C7CC),
        "systemGray5Color": RenderColor(hex: 0xE5E5EA),
        "systemGray6Color": RenderColor(hex: 0xF2F2F7),
        "scrollViewTexturedBackgroundColor": RenderColor(hex: 0x6F7179),
        "darkTextColor": RenderColor(white: 0),
        // Published values.
        "systemGray4Color": RenderColor(hex: 0xD1D1D6),
        "systemIndigoColor": RenderColor(hex: 0x5856D6),
        "systemMintColor": RenderColor(hex: 0x00C7BE),
        "systemCyanColor": RenderColor(hex: 0x32ADE6),
        "systemBrownColor": RenderColor(hex: 0xA2845E),
        "quaternaryLabelColor": RenderColor(hex: 0x3C3C43, alpha: 0.18),
        "placeholderTextColor": RenderColor(hex: 0x3C3C43, alpha: 0.3),
        "opaqueSeparatorColor": RenderColor(hex: 0xC6C6C8),
        "quaternarySystemFillColor": RenderColor(hex: 0x747480, alpha: 0.08),
        "secondarySystemGroupedBackgroundColor": RenderColor(white: 1),
        "tertiarySystemGroupedBackgroundColor": RenderColor(hex: 0xF2F2F7),
        "tintColor": RenderColor(hex: 0x007AFF),
        "lightTextColor": RenderColor(white: 1, alpha: 0.6),
        "tableCellGroupedBackgroundColor": RenderColor(white: 1),
        "viewFlipsideBackgroundColor": RenderColor(hex: 0x1F2124),
    ]

    /// AppKit's catalog colors (`catalog="System"`), Aqua appearance.
    static let appKit: [String: RenderColor] = [
        "textBackgroundColor": RenderColor(white: 1),
        "textColor": RenderColor(white: 0),
        "controlColor": RenderColor(white: 1),
        "controlTextColor": RenderColor(white: 0, alpha: 0.85),
        "controlBackgroundColor": RenderColor(white: 1),
        "headerTextColor": RenderColor(white: 0, alpha: 0.85),
        "headerColor": RenderColor(white: 1),
        "gridColor": RenderColor(hex: 0xE6E6E6),
        "controlAccentColor": RenderColor(hex: 0x007AFF),
        "windowBackgroundColor": RenderColor(hex: 0xECECEC),
        "disabledControlTextColor": RenderColor(white: 0, alpha: 0.25),
        "windowFrameTextColor": RenderColor(white: 0, alpha: 0.85),
        "selectedMenuItemTextColor": RenderColor(white: 1),
        "selectedControlColor": RenderColor(hex: 0xB3D7FF),
        "controlShadowColor": RenderColor(hex: 0x808080),
        "_sourceListBackgroundColor": RenderColor(hex: 0xE8E8E8),
        "alternateSelectedControlColor": RenderColor(hex: 0x0063E1),
        "selectedTextBackgroundColor": RenderColor(hex: 0xB3D7FF),
        "keyboardFocusIndicatorColor": RenderColor(hex: 0x0067F4, alpha: 0.25),
        "underPageBackgroundColor": RenderColor(hex: 0x969696),
        "unemphasizedSelectedContentBackgroundColor": RenderColor(hex: 0xDCDCDC),
    ]

    /// `cocoaTouchSystemColor` names from before iOS 13 (UIColor's class properties).
    static let legacy: [String: RenderColor] = [
        "whiteColor": RenderColor(white: 1),
        "blackColor": RenderColor(white: 0),
        "clearColor": RenderColor.clear,
        "darkGrayColor": RenderColor(white: 1.0 / 3),
        "lightGrayColor": RenderColor(white: 2.0 / 3),
        "grayColor": RenderColor(white: 0.5),
        "redColor": RenderColor(red: 1, green: 0, blue: 0),
        "greenColor": RenderColor(red: 0, green: 1, blue: 0),
        "blueColor": RenderColor(red: 0, green: 0, blue: 1),
        "tableCellBlueTextColor": RenderColor(hex: 0x385487),
        "tableSeparatorDarkColor": RenderColor(hex: 0xC8C7CC),
        "tableSeparatorLightColor": RenderColor(hex: 0xE0E0E0),
        "tableBackgroundColor": RenderColor(white: 1),
        "groupTableViewBackgroundColor": RenderColor(hex: 0xEFEFF4),
    ]
}
