/// A use of an asset-catalog image or named color by an element, for checks against `*.xcassets`.
public struct IBResourceReference: Sendable, Hashable {
    public enum Kind: String, Sendable { case image, color }

    public let kind: Kind
    public let name: String
    /// The element that uses the resource (its location is the diagnostic's).
    public let element: IBElement
    /// True for SF Symbols / system colors, which no asset catalog declares.
    public let isSystem: Bool

    static let imageAttributes: [IBName] = [.image] + ["highlightedImage", "selectedImage", "backgroundImage",
        "landscapeImage", "largeContentSizeImage", "alternateImage", "onStateImage", "offStateImage", "mixedStateImage"]
        .compactMap(IBName.init(known:))

    static func images(in document: IBDocument) -> [IBResourceReference] {
        // `<resources>` says which names are system symbols (`catalog="system"`) and which come from catalogs.
        var system = Set<String>()
        if let resources = document.root.firstChild(.resources) {
            for image in resources.children where image.is(.image) {
                if image.attribute(.catalog, equals: "system"), let name = image[.name] { system.insert(name) }
            }
        }
        var out: [IBResourceReference] = []
        for e in document.elements {
            if e.is(.image) || e.ancestor(.resources) != nil { continue }
            for attribute in imageAttributes {
                guard let name = e[attribute], !name.isEmpty else { continue }
                out.append(IBResourceReference(kind: .image, name: name, element: e, isSystem: system.contains(name) || e.attribute(.catalog, equals: "system")))
            }
            if e.is(.imageReference), let name = e[.image] {
                _ = name // handled above through the `image` attribute
            }
        }
        return out
    }

    static func namedColors(in document: IBDocument) -> [IBResourceReference] {
        var system = Set<String>()
        if let resources = document.root.firstChild(.resources) {
            for c in resources.children where c.is(.systemColor) {
                if let name = c[.name] { system.insert(name) }
            }
        }
        var out: [IBResourceReference] = []
        for e in document.elements.named(.color) {
            guard e.ancestor(.resources) == nil, let name = e[.name] else { continue }
            out.append(IBResourceReference(kind: .color, name: name, element: e, isSystem: system.contains(name)))
        }
        return out
    }
}
