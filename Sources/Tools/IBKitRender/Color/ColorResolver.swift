import IBKitDocument

/// Turns a document's `<color>` elements into `RenderColor`s: components in their color space, system colors,
/// and named colors from the asset catalog or the document's own `<resources>`.
public struct ColorResolver: Sendable {
    /// `<resources><systemColor name>` and `<namedColor name>`: the values the saving Xcode used.
    let documentSystemColors: [String: RenderColor]
    let documentNamedColors: [String: RenderColor]
    let catalog: AssetCatalog?

    public init(document: IBDocument?, catalog: AssetCatalog? = nil) {
        self.catalog = catalog
        var system: [String: RenderColor] = [:]
        var named: [String: RenderColor] = [:]
        if let resources = document?.root.firstChild(.resources) {
            for entry in resources.children {
                guard let name = entry[.name], let color = entry.firstChild(.color),
                      let value = Self.components(of: color) else { continue }
                if entry.is(.systemColor) { system[name] = value } else if entry.is(.namedColor) { named[name] = value }
            }
        }
        documentSystemColors = system
        documentNamedColors = named
    }

    /// The color an element's `<color>` stands for; nil when it names a color nobody defines.
    public func resolve(_ color: IBElement) -> RenderColor? {
        if let value = Self.components(of: color) { return value }
        if let name = color[.name] {
            if color.attribute(.catalog, equals: "System") {
                return documentSystemColors[name] ?? SystemColorTable.color(named: name)
            }
            return namedColor(name)
        }
        if let name = color.attribute("systemColor") {
            return documentSystemColors[name] ?? SystemColorTable.color(named: name)
        }
        if let name = color[.cocoaTouchSystemColor] {
            return documentSystemColors[name] ?? SystemColorTable.color(named: name)
        }
        return nil
    }

    /// An asset-catalog color: the catalog is the source (the document only caches it), then the document's copy.
    public func namedColor(_ name: String) -> RenderColor? {
        catalog?.color(named: name) ?? documentNamedColors[name] ?? SystemColorTable.uiKit[name]
    }

    /// The `<color key="…">` child of an element, resolved.
    public func color(_ key: String, of element: IBElement) -> RenderColor? {
        for child in element.children where child.is(.color) && child.key == key { return resolve(child) }
        return nil
    }

    /// Colors given by their numbers: `red green blue alpha` in sRGB, calibrated or device RGB, Display P3;
    /// `white alpha` in calibrated or device white or generic gray gamma 2.2. Calibrated and generic spaces are
    /// drawn as sRGB: their differences are below what a review picture needs.
    public static func components(of color: IBElement) -> RenderColor? {
        func number(_ name: IBName) -> Double? { color[name].flatMap(Double.init) }
        let alpha = number(.alpha) ?? 1
        if let red = number(.red), let green = number(.green), let blue = number(.blue) {
            if color[.customColorSpace] == "displayP3" {
                return RenderColor.fromDisplayP3(red: red, green: green, blue: blue, alpha: alpha)
            }
            return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = number(.white) { return RenderColor(white: white, alpha: alpha) }
        return nil
    }
}
