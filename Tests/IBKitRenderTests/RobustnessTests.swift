import Foundation
import IBKitDocument
import IBKitLint
import IBKitRender
import IBKitTestSupport
import IBKitWorkspace
import Testing

/// Every real IB file beside the project is drawn: no crash, a page per file, parse failures included.
@Suite struct RobustnessTests {
    static let roots: [URL] = [SharedFixtures.corpus, SharedFixtures.folder("apps")].compactMap { $0 }

    @Test(.enabled(if: !RobustnessTests.roots.isEmpty, "../shared/corpus and ../shared/apps are absent: robustness test skipped"))
    func everySharedFileGetsAPage() throws {
        var files = 0, failures = 0, scenes = 0, generic = 0
        var genericKinds: [String: Int] = [:]
        for root in Self.roots {
            let catalog = RenderFixtures.catalog(of: FileDiscovery.discover([root.path], configuration: Configuration(rootDirectory: root.path)).assetCatalogs)
            for path in SharedFixtures.interfaceBuilderFiles(below: root) {
                files += 1
                let page: RenderPage.Rendering
                switch IBDocumentLoader.load(path: path) {
                case .success(let doc):
                    page = RenderPage.render(document: doc, displayPath: path, options: RenderOptions(catalog: catalog))
                    let drawn = SceneRenderer(document: doc).renderAll()
                    for scene in drawn { for kind in scene.genericKinds { genericKinds[kind, default: 0] += 1 } }
                    #expect(page.sceneCount == drawn.count)
                    // Every drawing is well-formed XML (IBKit's own scanner, which accepts any root element):
                    // text, names and ids from the files are escaped wherever they land.
                    var svgs = drawn.map(\.svg)
                    if doc.kind == .storyboard {
                        let map = StoryboardMap.render(document: doc)
                        svgs.append(map.svg)
                        let segues = doc.segues.filter { $0.element.parent?.is(.connections) == true }
                        #expect(map.segueArrowCount + map.relationshipArrowCount == segues.count, "\(path)")
                        #expect(StoryboardMap.segueElements(in: doc).count == segues.count, "\(path)")
                    }
                    for svg in svgs {
                        do { _ = try IBDocument.scanXML(Array(svg.utf8)) } catch { Issue.record("\(path): \(error.message)") }
                    }
                case .failure(let error):
                    failures += 1
                    page = RenderPage.render(error: error, displayPath: path)
                    #expect(page.html.contains("parse-error"), "\(path)")
                }
                scenes += page.sceneCount
                generic += page.genericCount
                #expect(page.html.hasSuffix("</html>\n"), "\(path)")
                #expect(page.html.utf8.count > 200, "\(path)")
            }
        }
        #expect(files > 1_000)
        #expect(scenes > files)
        print("rendered \(files) files, \(failures) parse failures, \(scenes) scenes, \(generic) generic elements; generic kinds: \(genericKinds.sorted { $0.value > $1.value }.prefix(25))")
    }
}
