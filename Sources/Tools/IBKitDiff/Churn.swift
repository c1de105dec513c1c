import IBKitDocument

/// What Xcode writes without a user edit, and so is neither shown in an outline nor reported as a change.
///
/// - the tool and system versions and the document `version`, `colorMatched`;
/// - `<dependencies>` (capability and plug-in lists), `<resources>` (it follows from what the views use: image sizes,
///   system color definitions), the "View as" `<device>`;
/// - canvas positions (`<point key="canvasLocation">`, `sceneID`), a window's `screenRect`;
/// - defaults an older Xcode wrote and a newer one leaves out (a clip view's `controlBackgroundColor`);
/// - attributes an upgrade adds with their default value (`allowsCharacterPickerTouchBarItem="YES"`);
/// - IB's layout warnings (`misplaced`, `ambiguous`, `verifyAmbiguity`);
/// - ids: a re-generated id with the same content is the same element;
/// - float noise: frames within half a point, other numbers within 1e-4 (`20.333333333333332` and `20.33`).
enum Churn {
    static let ignoredAttributes: Set<String> = [
        "id", "toolsVersion", "systemVersion", "misplaced", "ambiguous", "verifyAmbiguity", "sceneID", "colorMatched", "version",
    ]
    /// Attributes a newer Xcode adds with their default value to every element it re-saves (Xcode 8's touch bar
    /// character picker on every text field): absent and this value are the same setting.
    static let upgradeDefaults: [String: String] = ["allowsCharacterPickerTouchBarItem": "YES"]

    /// Settings an older Xcode wrote with their default value and a newer one leaves out, by element name.
    static let writtenDefaults: [String: [String: String]] = [
        "clipView": ["color[backgroundColor]": "controlBackgroundColor"],
    ]

    static func isIgnored(attribute name: String, value: String) -> Bool {
        ignoredAttributes.contains(name) || upgradeDefaults[name] == value
    }

    static let ignoredElements: Set<String> = ["dependencies", "resources", "device"]

    /// Attributes whose value is the id of another element of the same document.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "reference", "initialViewController",
        "popoverAnchorView", "popoverAnchorBarButtonItem", "anchorView", "tableViewCell", "collectionViewCell", "textLabel",
        "detailTextLabel", "imageView", "headerView", "selectedItem", "headOfMergedCell", "principalItem", "centeredItem",
        "row", "column", "nextKeyView", "initialFirstResponder", "previousBinding", "outlineTableColumn", "initialItem",
        "cornerView", "documentView", "contentView",
    ]

    static func isIgnored(_ element: IBElement) -> Bool {
        switch element.name {
        case "point": return element.key == "canvasLocation"
        case "rect": return element.key == "screenRect"
        default: return ignoredElements.contains(element.name)
        }
    }

    /// Frames re-saved with other float noise (20.333333333333332 for 20.33) are the same frame.
    static func sameNumber(_ a: String, _ b: String, tolerance: Double = 0.0001) -> Bool {
        if a == b { return true }
        guard let x = Double(a), let y = Double(b) else { return false }
        return abs(x - y) < tolerance
    }

    /// A number as an outline shows it: rounded to 0.1, without a trailing `.0`; other text unchanged.
    static func rounded(_ value: String) -> String {
        guard value.contains("."), let number = Double(value), number.isFinite else { return value }
        guard abs(number) < 1e12 else { return String(number) }  // FLT_MAX and friends
        let scaled = (number * 10).rounded() / 10
        if scaled == scaled.rounded() { return String(Int(scaled)) }
        return String(scaled)
    }
}
