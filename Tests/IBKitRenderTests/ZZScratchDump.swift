import Foundation
import IBKitDocument
import IBKitRender
import Testing

// Scratch, not committed: writes pages and SVGs to /tmp/render-out for a look.
@Test(.enabled(if: ProcessInfo.processInfo.environment["RENDER_DUMP"] != nil)) func scratchDump() throws {
    let roots = ProcessInfo.processInfo.environment["RENDER_DUMP"]!.split(separator: ":").map(String.init)
    try? FileManager.default.createDirectory(atPath: "/tmp/render-out", withIntermediateDirectories: true)
    var entries: [RenderIndex.Entry] = []
    for root in roots {
        let catalog = AssetCatalog(searching: root)
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        for file in files {
            let name = (root as NSString).lastPathComponent + "_" + file.replacingOccurrences(of: "/", with: "_")
            switch IBDocumentLoader.load(path: root + "/" + file) {
            case .success(let doc):
                let page = RenderPage.render(document: doc, displayPath: file, options: RenderOptions(catalog: catalog))
                try page.html.write(toFile: "/tmp/render-out/\(name).html", atomically: true, encoding: .utf8)
                for (n, s) in SceneRenderer(document: doc, options: RenderOptions(catalog: catalog)).renderAll().enumerated() {
                    try s.svg.write(toFile: "/tmp/render-out/\(name).\(n).svg", atomically: true, encoding: .utf8)
                }
                if doc.kind == .storyboard {
                    try StoryboardMap.render(document: doc).svg.write(toFile: "/tmp/render-out/\(name).map.svg", atomically: true, encoding: .utf8)
                }
                entries.append(.init(path: file, href: name + ".html", sceneCount: page.sceneCount, findingCount: 0, genericCount: page.genericCount))
            case .failure(let e):
                entries.append(.init(path: file, href: name + ".html", sceneCount: 0, findingCount: 0, error: e.description))
            }
        }
    }
    try RenderIndex.html(entries: entries).write(toFile: "/tmp/render-out/index.html", atomically: true, encoding: .utf8)
}
