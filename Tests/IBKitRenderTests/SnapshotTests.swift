import Foundation
import IBKitDocument
@testable import IBKitRender
import Testing

/// The SVG of the fixture files, compared byte for byte with Tests/Fixtures/Render/Expected. After a deliberate
/// change of the drawing, re-record with `IBKIT_RECORD_SNAPSHOTS=1 swift test --filter IBKitRenderTests` and
/// review the diff of the .svg files (they open in any browser).
@Suite struct SnapshotTests {
    static let recording = ProcessInfo.processInfo.environment["IBKIT_RECORD_SNAPSHOTS"] == "1"

    func check(_ svg: String, _ name: String) throws {
        let path = RenderFixtures.path("Expected/" + name)
        if Self.recording {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("no snapshot at \(path); record it with IBKIT_RECORD_SNAPSHOTS=1")
            return
        }
        if expected != svg {
            let a = Array(expected.utf8), b = Array(svg.utf8)
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let context = String(decoding: b[max(0, first - 80)..<min(b.count, first + 80)], as: UTF8.self)
            Issue.record("\(name) differs from its snapshot at byte \(first): …\(context)… (re-record with IBKIT_RECORD_SNAPSHOTS=1 if intended)")
        }
    }

    func scenes(_ file: String) throws -> [RenderedScene] {
        let doc = try RenderFixtures.document(file)
        return SceneRenderer(document: doc, options: RenderOptions(catalog: RenderFixtures.catalog)).renderAll()
    }

    @Test func controls() throws {
        let scenes = try scenes("Controls.storyboard")
        #expect(scenes.count == 1)
        try check(scenes[0].svg, "Controls.storyboard.svg")
    }

    @Test func map() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        let map = StoryboardMap.render(document: doc)
        try check(map.svg, "Map.storyboard.map.svg")
        for (n, scene) in try scenes("Map.storyboard").enumerated() {
            try check(scene.svg, "Map.storyboard.\(n).svg")
        }
    }

    @Test func appKitWindowAndMenu() throws {
        let scenes = try scenes("Window.xib")
        #expect(scenes.map(\.title) == ["Preferences", "Main Menu"])
        try check(scenes[0].svg, "Window.xib.0.svg")
        try check(scenes[1].svg, "Window.xib.1.svg")
    }

    @Test func cell() throws {
        let scenes = try scenes("Cell.xib")
        #expect(scenes.map(\.title) == ["CommentCell"])
        try check(scenes[0].svg, "Cell.xib.svg")
    }

    @Test func outputIsDeterministic() throws {
        let a = try scenes("Controls.storyboard").map(\.svg)
        let b = try scenes("Controls.storyboard").map(\.svg)
        #expect(a == b)
    }
}
