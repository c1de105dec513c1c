import Foundation
import IBKitDocument
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// The bundled example apps (Examples/Gallery, Examples/Legacy) are what users run `ibkit lint` on first, so
/// their files must be what Xcode 15 writes and the Gallery's files must agree with its Swift sources.
@Suite struct ExampleFilesTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Paths relative to Examples/, sorted.
    static func files(under folder: String, extensions: Set<String>) -> [String] {
        let root = examples.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
            .map { folder + "/" + $0 }
            .sorted()
    }

    static let ibFiles = files(under: "Gallery", extensions: ["storyboard", "xib"])
        + files(under: "Legacy", extensions: ["storyboard", "xib"])
    static let galleryIBFiles = ibFiles.filter { $0.hasPrefix("Gallery/") }

    static func load(_ relativePath: String) throws -> IBDocument {
        try IBDocumentLoader.load(path: examples.appendingPathComponent(relativePath).path).get()
    }

    /// The Swift classes declared under a folder of Examples/, with the folder they are declared in.
    static func declaredClasses(under folder: String) throws -> [String: String] {
        let declaration = /(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|final)\s+)*class\s+(\w+)/
        var out: [String: String] = [:]
        for file in files(under: folder, extensions: ["swift"]) {
            let source = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: declaration) {
                out[String(match.1)] = file
            }
        }
        return out
    }

    @Test func bothExamplesHaveTheirFiles() {
        // Counted by hand: 15 in Gallery (with Components/MUITabBarButton.xib, Menu/MenuFooterView.xib,
        // PhotoGrid/ with SectionFooterView.xib, and Photos/PhotoSummaryView.xib), 5 in Legacy.
        #expect(Self.galleryIBFiles.count == 15, "\(Self.galleryIBFiles)")
        #expect(Self.ibFiles.count - Self.galleryIBFiles.count == 5, "\(Self.ibFiles)")
    }

    @Test(arguments: ibFiles)
    func parsesWithTheXcode15Shape(_ file: String) throws {
        let doc = try Self.load(file)
        #expect(doc.version == "3.0")
        #expect(doc.toolsVersion == "32700.99.1234")
        #expect(doc.isToolsVersionXcode15Constant)
        #expect(doc.targetRuntime == "iOS.CocoaTouch")
        #expect(doc.kind == (file.hasSuffix(".storyboard") ? .storyboard : .xib))
        #expect(doc.useAutolayout == true && doc.useTraitCollections == true && doc.useSafeAreas == true)
        #expect(doc.device?.id == "retina6_12")
        #expect(doc.device?.attribute("appearance") == "light")

        let dependencies = try #require(doc.root.firstChild(.dependencies))
        let plugIns = dependencies.children.filter { $0.name == "plugIn" }
        #expect(plugIns.map { $0.attribute("identifier") } == ["com.apple.InterfaceBuilder.IBCocoaTouchPlugin"])
        // Xcode writes capabilities sorted by name (byte order: capitals first).
        let capabilities = dependencies.children.filter { $0.name == "capability" }.compactMap { $0.attribute("name") }
        #expect(capabilities == capabilities.sorted())
        #expect(capabilities.last == "documents saved in the Xcode 8 format")
    }

    @Test(arguments: ibFiles)
    func idsAreUniqueInXcodesFormAndEveryReferenceResolves(_ file: String) throws {
        let doc = try Self.load(file)
        var seen: [String: Int] = [:]
        for element in doc.elements {
            if let id = element.id { seen[id, default: 0] += 1 }
            // Scene ids share the namespace of object ids.
            if let sceneID = element.attribute("sceneID") { seen[sceneID, default: 0] += 1 }
        }
        let duplicates = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "duplicate ids: \(duplicates)")

        // Object ids look like Xcode's generated `abc-de-fgh`; the exceptions are the xib placeholders (-1 File's
        // Owner, -2 First Responder) and the device.
        let xcodeID = /[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}/
        let odd = seen.keys.filter { $0.wholeMatch(of: xcodeID) == nil && !["-1", "-2", "retina6_12"].contains($0) }
        #expect(odd.isEmpty, "ids not in Xcode's form: \(odd.sorted())")

        let references = ["destination", "firstItem", "secondItem", "tableViewCell", "initialViewController"]
        for element in doc.elements {
            for attribute in references {
                guard let target = element.attribute(attribute) else { continue }
                #expect(seen[target] != nil, "\(element.name) \(attribute)=\(target) names no object")
            }
        }
    }

    @Test(arguments: ibFiles)
    func systemColorsAreDeclaredInResources(_ file: String) throws {
        let doc = try Self.load(file)
        let used = Set(doc.colors.compactMap { $0.attribute("systemColor") })
        let resources = doc.root.firstChild(.resources)
        let declared = Set(resources?.children.filter { $0.name == "systemColor" }.compactMap { $0.attribute("name") } ?? [])
        #expect(used == declared)
        let capabilities = doc.root.firstChild(.dependencies)?.children.compactMap { $0.attribute("name") } ?? []
        #expect(capabilities.contains("System colors in document resources") == !used.isEmpty)
        let namedColors = resources?.children.filter { $0.name == "namedColor" } ?? []
        #expect(capabilities.contains("Named colors") == !namedColors.isEmpty)
    }

    /// A cheap consistency check between the Gallery's IB files and its code: a class named in Interface
    /// Builder that the code does not declare is a crash ("Unknown class in Interface Builder file").
    @Test(arguments: galleryIBFiles)
    func galleryCustomClassesAreDeclaredInTheirModule(_ file: String) throws {
        let doc = try Self.load(file)
        let classes = try Self.declaredClasses(under: "Gallery")
        // Counted by hand: 20 in the app (with AppDelegate, SceneDelegate, the generic CaptionView and the
        // code-only AuthorCell), 6 in Components (5 components and their ComponentLabel base).
        #expect(classes.count == 26, "the regex found \(classes.keys.sorted())")
        for element in doc.elements {
            guard let customClass = element.customClass, customClass != "UIResponder" else { continue }
            let declaredIn = try #require(classes[customClass], "\(file): class \(customClass) is not declared in Gallery")
            // The module Interface Builder looks the class up in is the one whose folder declares it.
            let module = declaredIn.hasPrefix("Gallery/Components/") ? "GalleryComponents" : "Gallery"
            #expect(element.customModule == module, "\(file): \(customClass) is in \(module)")
        }
    }

    @Test func galleryFilesOwnersAreItsClasses() throws {
        // Which xibs have an owner is part of the design: view controller (seed 001) and component (seed 003)
        // xibs do, cell xibs do not (seed 004).
        var owners: [String: String] = [:]
        for file in Self.galleryIBFiles where file.hasSuffix(".xib") {
            if let owner = try Self.load(file).filesOwner?.customClass { owners[file] = owner }
        }
        #expect(owners == [
            "Gallery/Components/MUITabBarButton.xib": "MUITabBarButton",
            "Gallery/Gallery/Destination/DestinationViewController.xib": "DestinationViewController",
        ])
    }

    @Test func galleryAssetsExistInItsCatalog() throws {
        let catalog = Self.examples.appendingPathComponent("Gallery/Gallery/Assets.xcassets").path
        let assets = AssetCatalogIndex.scan([catalog])
        #expect(assets.colors == ["AccentColor"])
        var referenced = 0
        for file in Self.galleryIBFiles {
            let doc = try Self.load(file)
            for reference in doc.imageReferences + doc.namedColorReferences where !reference.isSystem {
                referenced += 1
                let known = reference.kind == .image ? assets.images : assets.colors
                #expect(known.contains(reference.name), "\(file): \(reference.kind) \(reference.name) is not in Assets.xcassets")
            }
        }
        #expect(referenced > 0, "the Gallery uses its catalog at least once (AccentColor)")
    }

    /// `.ibkit.yml` names rules, which must exist for the file to load: checked once the seed rules are in.
    @Test(.enabled(if: ["has-single-view-controller", "component-inline-style"].allSatisfy { RuleRegistry.rule(id: $0) != nil },
                   "the seed rules the examples configure are not registered yet"),
          arguments: ["Gallery", "Legacy"])
    func configurationLoads(_ example: String) throws {
        let path = Self.examples.appendingPathComponent(example).appendingPathComponent(ConfigurationLoader.fileName).path
        let configuration = try ConfigurationLoader.load(path: path, rules: .lint)
        #expect(configuration.rules.settings["component-inline-style"] != nil)
    }
}
