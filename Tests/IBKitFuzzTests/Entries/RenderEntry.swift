import IBKitDocument
@testable import IBKitRender

/// The renderer: any file that parses renders, its scenes and its map, in output proportional to the input
/// (libFuzzer's `-timeout` and `-rss_limit_mb` bound the time and memory).
enum RenderEntry {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard let document = try? IBDocument(bytes: bytes, path: "Fuzz.storyboard") else { return }
        let scenes = SceneRenderer(document: document).renderAll()
        _ = StoryboardMap.render(document: document)
        let written = scenes.reduce(0) { $0 + $1.svgBytes.count }
        guard written <= 64 * bytes.count + (1 << 20) else {
            throw FuzzFailure("\(bytes.count) bytes render as \(written) bytes of SVG")
        }
    }
}
