import Foundation
import IBKitDocument
@testable import IBKitGen
import IBKitTestSupport
import Testing

/// The shared corpus of real IB files, when present beside the project.
enum GenCorpus {
    static let root: URL? = SharedFixtures.corpus

    static var documents: [IBDocument] {
        guard let root else { return [] }
        return SharedFixtures.interfaceBuilderFiles(below: root).compactMap { try? IBDocumentLoader.load(path: $0).get() }
    }
}

@Suite struct CorpusGenTests {
    @Test(.enabled(if: GenCorpus.root != nil, "../shared/corpus is absent: corpus generation tests skipped"))
    func everyCorpusFileGoesThroughCatalogContextAndTemplate() throws {
        let documents = GenCorpus.documents
        #expect(documents.count > 1_000)
        let catalog = GenCatalog(documents: documents)
        #expect(catalog.storyboards.count + catalog.xibs.count == documents.count)
        // Every scene and reuse identifier points at the element it came from.
        let byPath = Dictionary(documents.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for storyboard in catalog.storyboards {
            let ids = try #require(byPath[storyboard.path]).makeIDIndex()
            for scene in storyboard.scenes {
                let element = try #require(ids[scene.id])
                #expect(element.location.line == scene.position.line && element.location.column == scene.position.column)
                #expect(element.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 } == scene.identifier)
            }
        }
        #expect(catalog.reuseIdentifiers.count > 100)
        #expect((InterfaceBuilderContext.make(catalog)["storyboards"] as? [Any])?.count == catalog.storyboards.count)
        // The template wants one platform: render each platform's storyboards (every fourth: Stencil is slow in
        // debug builds, and the context of all of them is built above).
        for platform in [IBPlatform.iOS, .macOS] {
            let files = documents.filter { $0.kind == .storyboard && $0.platform == platform }.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
            let context = InterfaceBuilderContext.make(GenCatalog(documents: files))
            let output = try TemplateRenderer().render(.swiftgenScenes, context: context, environment: ["PRODUCT_MODULE_NAME": "App"])
            #expect(output.contains("enum StoryboardScene"), "\(platform)")
        }
    }
}
