/// Interface Builder's "View as" devices (`<device id="retina6_1"/>`) and their screen sizes in points, portrait.
///
/// Checked against the corpus: for each id, the root view frames Xcode wrote in those files (e.g. retina6_1 →
/// 414×896 in 104 files, retina6_12 → 393×852, appleTV → 1920×1080). Ids not seen there come from Xcode's device
/// list and Apple's published screen sizes.
public enum IBDeviceSizes {
    public static let portrait: [String: RenderSize] = [
        "retina3_5": RenderSize(width: 320, height: 480),
        "retina4_0": RenderSize(width: 320, height: 568),
        "retina4_7": RenderSize(width: 375, height: 667),
        "retina5_5": RenderSize(width: 414, height: 736),
        "retina5_4": RenderSize(width: 375, height: 812),
        "retina5_9": RenderSize(width: 375, height: 812),
        "retina6_0": RenderSize(width: 390, height: 844),
        "retina6_1": RenderSize(width: 414, height: 896),
        "retina6_3": RenderSize(width: 402, height: 874),
        "retina6_5": RenderSize(width: 414, height: 896),
        "retina6_7": RenderSize(width: 428, height: 926),
        "retina6_12": RenderSize(width: 393, height: 852),
        "retina6_72": RenderSize(width: 430, height: 932),
        "retina6_9": RenderSize(width: 440, height: 956),
        "ipad7_9": RenderSize(width: 768, height: 1024),
        "ipad8_3": RenderSize(width: 744, height: 1133),
        "ipad9_7": RenderSize(width: 768, height: 1024),
        "ipad10_2": RenderSize(width: 810, height: 1080),
        "ipad10_5": RenderSize(width: 834, height: 1112),
        "ipad10_9rounded": RenderSize(width: 820, height: 1180),
        "ipad11_0rounded": RenderSize(width: 834, height: 1194),
        "ipad12_9": RenderSize(width: 1024, height: 1366),
        "ipad12_9rounded": RenderSize(width: 1024, height: 1366),
        "appleTV": RenderSize(width: 1920, height: 1080),
        "watch38": RenderSize(width: 136, height: 170),
        "watch40": RenderSize(width: 162, height: 197),
        "watch42": RenderSize(width: 156, height: 195),
        "watch44": RenderSize(width: 184, height: 224),
    ]

    /// The screen size for a device id and orientation (`landscape` swaps the sides; Apple TV is landscape only).
    public static func size(id: String, orientation: String?) -> RenderSize? {
        guard let size = portrait[id] else { return nil }
        if id == "appleTV" { return size }
        if orientation?.hasPrefix("landscape") == true { return RenderSize(width: size.height, height: size.width) }
        return size
    }

    /// The safe area's top and bottom insets in portrait: 20 points of status bar before the iPhone X, the notch or
    /// Dynamic Island and the home indicator after it (UIKit's values on those devices).
    public static func safeAreaInsets(id: String, orientation: String?) -> (top: Double, bottom: Double) {
        if orientation?.hasPrefix("landscape") == true { return id.hasPrefix("retina") && !oldPhones.contains(id) ? (0, 21) : (0, 0) }
        switch id {
        case "retina5_9", "retina5_4", "retina6_5", "retina6_1": return (44, 34)
        case "retina6_0", "retina6_7": return (47, 34)
        case "retina6_12", "retina6_72", "retina6_3", "retina6_9": return (59, 34)
        case "ipad11_0rounded", "ipad12_9rounded", "ipad10_9rounded", "ipad8_3": return (24, 20)
        case "appleTV": return (60, 60)
        default: return oldPhones.contains(id) || id.hasPrefix("ipad") ? (20, 0) : (0, 0)
        }
    }

    static let oldPhones: Set<String> = ["retina3_5", "retina4_0", "retina4_7", "retina5_5"]

    /// The canvas for a document without a root frame: its device, else the platform's usual size.
    public static let defaultPhone = RenderSize(width: 375, height: 667)
}
