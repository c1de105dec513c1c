import Foundation
import IBKitPlumbing

/// The asset catalogs (`*.xcassets`) of a project: named colors (light appearance) and images whose PNG or JPEG
/// can be embedded in a page.
///
/// Only `Contents.json` files are read when the catalog is opened; an image's bytes are read when a scene first
/// draws it, and kept (pages of one project share images).
public final class AssetCatalog: Sendable {
    /// Images larger than this are drawn as placeholders: one photo would otherwise dominate a page's size.
    public static let defaultMaximumImageBytes = 256 * 1024

    public let maximumImageBytes: Int
    /// Name → the `.colorset` folder; name → the `.imageset` folder. With `provides-namespace` folders, the name
    /// has their prefix (`Icons/star`), as `UIImage(named:)` sees it.
    private let colorSets: [String: String]
    private let imageSets: [String: String]
    private let colorCache = Locked<[String: RenderColor?]>([:])
    private let imageCache = Locked<[String: AssetImage]>([:])

    /// Name → the `.colorset` folder, name → the `.imageset` folder, as lint's `AssetCatalogIndex` found them (the
    /// one walk and the one reading of namespaces; the command passes them on).
    public init(colorSets: [String: String], imageSets: [String: String], maximumImageBytes: Int = AssetCatalog.defaultMaximumImageBytes) {
        self.maximumImageBytes = maximumImageBytes
        self.colorSets = colorSets
        self.imageSets = imageSets
    }

    public var colorNames: [String] { colorSets.keys.sorted() }
    public var imageNames: [String] { imageSets.keys.sorted() }

    static func readJSON(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1_000_000 else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    // MARK: Colors

    /// The light (or "any") appearance of a named color.
    public func color(named name: String) -> RenderColor? {
        colorCache.withLock { cache in
            if let cached = cache[name] { return cached }
            let value = colorSets[name].flatMap { Self.readJSON($0 + "/Contents.json") }.flatMap(Self.lightColor)
            cache[name] = value
            return value
        }
    }

    static func lightColor(_ json: [String: Any]) -> RenderColor? {
        guard let entries = json["colors"] as? [[String: Any]] else { return nil }
        func isLight(_ entry: [String: Any]) -> Bool {
            guard let appearances = entry["appearances"] as? [[String: Any]] else { return true }
            return appearances.allSatisfy { ($0["value"] as? String) == "light" }
        }
        // "Any" first (no appearances), then an explicit light one; dark and high-contrast variants never.
        let chosen = entries.first { $0["appearances"] == nil } ?? entries.first(where: isLight)
        guard let color = chosen?["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String { return SystemColorTable.color(named: reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            if let number = components[key] as? Double { return number > 1 ? number / 255 : number }
            guard let text = (components[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !text.contains("."), let integer = Int(text), integer > 1 { return Double(integer) / 255 }
            return Double(text)
        }
        let alpha = component("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if let white = component("white") { return RenderColor(white: white, alpha: alpha) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        if space == "display-p3" { return .fromDisplayP3(red: r, green: g, blue: b, alpha: alpha) }
        return RenderColor(red: r, green: g, blue: b, alpha: alpha)
    }

    // MARK: Images

    /// An image set's PNG or JPEG as a data URI, or why not.
    public func image(named name: String) -> AssetImage {
        imageCache.withLock { cache in
            if let cached = cache[name] { return cached }
            let value = loadImage(name)
            cache[name] = value
            return value
        }
    }

    private func loadImage(_ name: String) -> AssetImage {
        guard let set = imageSets[name] else { return .missing }
        guard let json = Self.readJSON(set + "/Contents.json"), let entries = json["images"] as? [[String: Any]] else { return .missing }
        // 2x is what a review page shows best at its size; then 1x, 3x, universal.
        let order = ["2x": 0, "1x": 1, "3x": 2]
        let files = entries.filter { entry in
            guard entry["appearances"] == nil, let file = entry["filename"] as? String else { return false }
            let lower = file.lowercased()
            return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
        }.sorted { (order[$0["scale"] as? String ?? ""] ?? 3) < (order[$1["scale"] as? String ?? ""] ?? 3) }
        guard let file = files.first?["filename"] as? String else {
            return entries.contains { $0["filename"] != nil } ? .unsupported : .missing
        }
        let path = set + "/" + file
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue else { return .missing }
        guard size <= maximumImageBytes else { return .tooLarge(bytes: size) }
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        let mime = file.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
        return .embedded(dataURI: "data:\(mime);base64," + data.base64EncodedString())
    }
}

/// What a catalog has for an image name.
public enum AssetImage: Equatable, Sendable {
    case embedded(dataURI: String)
    /// Over the size cap: a placeholder says so.
    case tooLarge(bytes: Int)
    /// A PDF, SVG or HEIC only: not embedded (a browser would show PDF as nothing).
    case unsupported
    case missing
}
