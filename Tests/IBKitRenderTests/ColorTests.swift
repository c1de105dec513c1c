import IBKitDocument
import IBKitLint
@testable import IBKitRender
import IBKitWorkspace
import Testing

@Suite struct ColorTests {
    /// Resolves the `<color>` with the given key on the first top-level view of a xib whose resources are given.
    func resolve(_ color: String, resources: String = "", catalog: AssetCatalog? = nil) throws -> RenderColor? {
        let doc = try IBDocument(string: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects><view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/>\(color)</view></objects>
            <resources>\(resources)</resources>
        </document>
        """)
        let view = try #require(doc.element(id: "v"))
        return ColorResolver(document: doc, catalog: catalog).color("backgroundColor", of: view)
    }

    @Test func componentColorSpaces() throws {
        let srgb = try resolve(#"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>"#)
        #expect(srgb == RenderColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(srgb?.hex == "#ff8000")
        let calibrated = try resolve(#"<color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>"#)
        #expect(calibrated?.hex == "#336699")
        let white = try resolve(#"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
        #expect(white?.hex == "#808080")
        let calibratedWhite = try resolve(#"<color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>"#)
        #expect(calibratedWhite == RenderColor(white: 0, alpha: 0.5))
        // Display P3's pure red is outside sRGB: clipped to sRGB red, not drawn as P3 numbers would be misread.
        let p3 = try resolve(#"<color key="backgroundColor" red="0.6" green="0.6" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#)
        #expect(p3?.hex == "#999999")
        let p3green = try #require(try resolve(#"<color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#))
        #expect(p3green.hex == "#00ff00", "\(p3green)")
    }

    @Test func systemColorsFromTheDocumentElseTheTable() throws {
        let table = try resolve(#"<color key="backgroundColor" systemColor="secondaryLabelColor"/>"#)
        #expect(table == RenderColor(hex: 0x3C3C43, alpha: 0.6))
        let own = try resolve(#"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, resources: """
        <systemColor name="systemBackgroundColor"><color red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
        """)
        #expect(own?.hex == "#0000ff")
        #expect(try resolve(#"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#)?.hex == "#f2f2f7")
        #expect(try resolve(#"<color key="backgroundColor" cocoaTouchSystemColor="whiteColor"/>"#)?.hex == "#ffffff")
        #expect(try resolve(#"<color key="backgroundColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>"#)?.hex == "#007aff")
        #expect(try resolve(#"<color key="backgroundColor" systemColor="noSuchColor"/>"#) == nil)
    }

    @Test func namedColorsFromTheCatalogFirstThenTheDocument() throws {
        let resources = #"<namedColor name="BrandBlue"><color red="0.0" green="0.0" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        let fromDocument = try resolve(#"<color key="backgroundColor" name="BrandBlue"/>"#, resources: resources)
        #expect(fromDocument?.hex == "#000080")
        let fromCatalog = try resolve(#"<color key="backgroundColor" name="BrandBlue"/>"#, resources: resources, catalog: RenderFixtures.catalog)
        // 0x00, 0x80, 0xFF in the catalog's "any" appearance; its dark variant is red and must not be used.
        #expect(fromCatalog?.hex == "#0080ff")
        #expect(try resolve(#"<color key="backgroundColor" name="Unknown"/>"#) == nil)
    }

    @Test func catalogColorsReadTheLightAppearanceAndEveryComponentNotation() throws {
        let catalog = RenderFixtures.catalog
        #expect(catalog.colorNames == ["Accent", "BrandBlue"])
        // Only light and dark variants: the light one, components as 0–255 integers.
        let accent = try #require(catalog.color(named: "Accent"))
        #expect(accent.hex == "#ff0080")
        #expect(accent.alpha == 0.5)
        #expect(catalog.color(named: "Nope") == nil)
    }

    @Test func catalogImagesAreEmbeddedUnderTheCapOnly() throws {
        let catalog = RenderFixtures.catalog
        guard case .embedded(let uri) = catalog.image(named: "dot") else {
            Issue.record("dot.png not embedded: \(catalog.image(named: "dot"))")
            return
        }
        #expect(uri.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        #expect(catalog.image(named: "missing-photo") == .missing)
        let tiny = RenderFixtures.catalog(of: [RenderFixtures.path("Assets.xcassets")], maximumImageBytes: 10)
        #expect(tiny.image(named: "dot") == .tooLarge(bytes: 73))
        // Lint's walk of a folder finds the catalog below it, and the catalog made from it has its images.
        let found = FileDiscovery.discover([RenderFixtures.folder.path], configuration: Configuration(rootDirectory: RenderFixtures.folder.path)).assetCatalogs
        #expect(RenderFixtures.catalog(of: found).imageNames == ["dot"])
    }

    @Test func fontDescriptions() throws {
        let doc = try RenderFixtures.xib("""
        <label id="a"><fontDescription key="fontDescription" type="boldSystem" pointSize="28"/></label>
        <label id="b"><fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/></label>
        <label id="c"><fontDescription key="fontDescription" type="system" weight="light" pointSize="12"/></label>
        <label id="d"><fontDescription key="fontDescription" name="HiraginoSans-W6" family="Hiragino Sans" pointSize="15"/></label>
        <label id="e"/>
        """)
        func font(_ id: String) throws -> FontSpec { FontSpec.of(try #require(doc.element(id: id)), fallback: .body) }
        #expect(try font("a") == FontSpec(size: 28, weight: 700))
        #expect(try font("b") == FontSpec(size: 17, weight: 600))
        #expect(try font("c") == FontSpec(size: 12, weight: 300))
        #expect(try font("d") == FontSpec(size: 15, weight: 700))
        #expect(try font("e") == .body)
    }
}
