import Foundation

/// Names declared by `*.xcassets` catalogs: images (imagesets, symbolsets, …) and colors (colorsets).
///
/// A folder whose `Contents.json` has `"provides-namespace": true` prefixes its assets' names (`Icons/close`),
/// as Xcode does.
public struct AssetCatalogIndex: Sendable, Hashable {
    public var images: Set<String>
    public var colors: Set<String>
    /// The catalogs read; empty means the project has none we know of, so resource rules cannot judge.
    public var catalogs: [String]
    /// Where each name's set is (the first catalog's, on a name in two): what `ibkit render` reads colors and images
    /// from.
    public var imageFolders: [String: String] = [:]
    public var colorFolders: [String: String] = [:]

    public init(images: Set<String> = [], colors: Set<String> = [], catalogs: [String] = []) {
        self.images = images
        self.colors = colors
        self.catalogs = catalogs
    }

    public static let none = AssetCatalogIndex()

    public var isEmpty: Bool { catalogs.isEmpty }

    static let imageSetExtensions: Set<String> = ["imageset", "symbolset", "appiconset", "brandassets", "imagestack", "launchimage", "stickersequence", "sticker"]

    /// Leaf asset types that are neither images nor colors (not descended into).
    static let otherAssetExtensions: Set<String> = ["dataset", "textureset", "cubetextureset", "mipmapset", "arimageset",
        "arresourcegroup", "stickerpack", "complicationset", "iconset", "solidimagestack", "imagestacklayer"]

    /// Reads the catalogs at the given paths (folders ending in `.xcassets`). Unreadable parts are skipped.
    public static func scan(_ catalogPaths: [String]) -> AssetCatalogIndex {
        var index = AssetCatalogIndex(catalogs: catalogPaths.sorted())
        for catalog in catalogPaths.sorted() {
            index.scanFolder(URL(fileURLWithPath: catalog), prefix: "")
        }
        return index
    }

    private mutating func scanFolder(_ folder: URL, prefix: String) {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let isDirectory = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            guard isDirectory else { continue }
            let ext = entry.pathExtension
            let name = entry.deletingPathExtension().lastPathComponent
            if Self.imageSetExtensions.contains(ext) {
                images.insert(prefix + name)
                if imageFolders[prefix + name] == nil { imageFolders[prefix + name] = entry.path }
            } else if ext == "colorset" {
                colors.insert(prefix + name)
                if colorFolders[prefix + name] == nil { colorFolders[prefix + name] = entry.path }
            } else if !Self.otherAssetExtensions.contains(ext) {
                // A group folder (its name may contain dots) or a sprite atlas, whose imagesets UIImage loads too.
                let group = entry.lastPathComponent
                let providesNamespace = Self.providesNamespace(entry)
                scanFolder(entry, prefix: providesNamespace ? prefix + (ext == "spriteatlas" ? name : group) + "/" : prefix)
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
