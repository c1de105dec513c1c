/// A use of an asset-catalog image or named color by an element, for checks against `*.xcassets`.
public struct IBResourceReference: Sendable, Hashable {
    public enum Kind: String, Sendable { case image, color }

    public let kind: Kind
    public let name: String
    /// The element that uses the resource (its location is the diagnostic's).
    public let element: IBElement
    /// True for resources no project catalog declares: SF Symbols (`catalog="system"`), AppKit's named images
    /// (`NSActionTemplate`), images embedded in the file, system colors (`catalog="System"`, `<systemColor>`).
    public let isSystem: Bool

    /// Attributes whose value is an image name (`<imageView image=…>`, `<state image=… backgroundImage=…>`,
    /// `<tabBarItem selectedImage=…>`, `<buttonCell alternateImage=…>`, …).
    static let imageAttributeNames = [
        "image", "highlightedImage", "selectedImage", "backgroundImage", "landscapeImage", "landscapeImagePhone",
        "largeContentSizeImage", "alternateImage", "onStateImage", "offStateImage", "mixedStateImage", "trackImage",
        "progressImage", "minimumValueImage", "maximumValueImage", "shadowImage", "backIndicatorImage",
        "backIndicatorTransitionMaskImage", "selectionIndicatorImage", "scopeBarBackgroundImage",
    ]

    /// The element range of `<resources>` (IB's list of what the document uses), skipped when collecting uses.
    private static func resourcesRange(_ document: IBDocument) -> Range<Int> {
        guard let resources = document.root.firstChild(.resources) else { return 0..<0 }
        return resources.index..<(resources.index + 1 + resources.descendants.count)
    }

    static func images(in document: IBDocument) -> [IBResourceReference] {
        let storage = document.storage
        // `<resources>` says which names are symbols (`catalog="system"`) and which images are embedded in the
        // file (AppKit menu state images, `menuItem:…:onStateImage`, carry their data as children).
        var system = Set<String>()
        if let resources = document.root.firstChild(.resources) {
            for image in resources.children where image.is(.image) {
                guard let name = image[.name] else { continue }
                if image.attribute(.catalog, equals: "system") || image.children.contains(where: { _ in true }) {
                    system.insert(name)
                }
            }
        }
        let isMac = document.platform == .macOS
        // Attribute symbols are resolved once; names the document never uses are dropped.
        let symbols = imageAttributeNames.compactMap(storage.symbol(for:))
        guard !symbols.isEmpty else { return [] }
        let skipped = resourcesRange(document)
        var out: [IBResourceReference] = []
        for e in document.elements where !skipped.contains(e.index) {
            for symbol in symbols {
                guard let name = e[IBName(symbol: symbol)], !name.isEmpty else { continue }
                // `<accessibilityTraits image="YES">` is a trait, not an image name.
                if e.name == "accessibilityTraits" { break }
                // An element's `catalog` belongs to its `image` attribute; `<resources>` covers the others.
                let isSystem = system.contains(name) || (symbol == IBName.image.symbol && e.attribute(.catalog, equals: "system"))
                    || (isMac && name.hasPrefix("NS"))
                out.append(IBResourceReference(kind: .image, name: name, element: e, isSystem: isSystem))
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
        let skipped = resourcesRange(document)
        var out: [IBResourceReference] = []
        for e in document.elements.named(.color) {
            guard !skipped.contains(e.index), let name = e[.name] else { continue }
            // Before Xcode 11, system colors were `<color name="labelColor" catalog="System" colorSpace="catalog"/>`.
            let isSystem = system.contains(name) || e.attribute(.catalog, equals: "System")
            out.append(IBResourceReference(kind: .color, name: name, element: e, isSystem: isSystem))
        }
        return out
    }
}
