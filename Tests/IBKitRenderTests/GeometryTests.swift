import IBKitDocument
@testable import IBKitRender
import Testing

@Suite struct GeometryTests {
    @Test func framesAreSummedUpTheTree() throws {
        let doc = try RenderFixtures.xib("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="500" y="500" width="300" height="200"/>
            <subviews>
                <view id="a"><rect key="frame" x="10" y="20" width="100" height="100"/>
                    <subviews>
                        <view id="b"><rect key="frame" x="5" y="6" width="50" height="50"/>
                            <subviews><label id="c"><rect key="frame" x="1" y="2" width="3" height="4"/></label></subviews>
                        </view>
                    </subviews>
                </view>
            </subviews>
        </view>
        """)
        let root = try #require(doc.topLevelObjects.first)
        let placed = FrameLayout.layout(root: root, platform: doc.platform)
        #expect(placed.map { $0.element.id } == ["root", "a", "b", "c"])
        // The root is drawn at the origin with its own size, whatever its x and y.
        #expect(placed[0].rect == RenderRect(x: 0, y: 0, width: 300, height: 200))
        #expect(placed[1].rect == RenderRect(x: 10, y: 20, width: 100, height: 100))
        #expect(placed[2].rect == RenderRect(x: 15, y: 26, width: 50, height: 50))
        #expect(placed[3].rect == RenderRect(x: 16, y: 28, width: 3, height: 4))
        #expect(placed[3].depth == 3)
    }

    @Test func clipsSubviewsClipsDescendantsToTheIntersection() throws {
        let doc = try RenderFixtures.xib("""
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/>
            <subviews>
                <view clipsSubviews="YES" id="outer"><rect key="frame" x="10" y="10" width="100" height="100"/>
                    <subviews>
                        <view clipsSubviews="YES" id="inner"><rect key="frame" x="50" y="50" width="100" height="100"/>
                            <subviews><view id="leaf"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                        </view>
                    </subviews>
                </view>
                <view clipsSubviews="NO" id="free"><rect key="frame" x="0" y="0" width="10" height="10"/>
                    <subviews><view id="out"><rect key="frame" x="20" y="20" width="10" height="10"/></view></subviews>
                </view>
            </subviews>
        </view>
        """)
        let placed = FrameLayout.layout(root: try #require(doc.topLevelObjects.first), platform: doc.platform)
        let byID = Dictionary(uniqueKeysWithValues: placed.map { ($0.element.id!, $0) })
        #expect(byID["outer"]?.clip == nil)
        #expect(byID["inner"]?.clip == RenderRect(x: 10, y: 10, width: 100, height: 100))
        // inner is at (60, 60, 100, 100); clipped by both: (60, 60)–(110, 110).
        #expect(byID["leaf"]?.clip == RenderRect(x: 60, y: 60, width: 50, height: 50))
        #expect(byID["out"]?.clip == nil)
        // And the drawing references a clip path for the clipped views only.
        let svg = SceneRenderer(document: doc).renderAll()[0].svg
        #expect(svg.group(id: "leaf")?.contains("clip-path=") == true)
        #expect(svg.group(id: "out")?.contains("clip-path=") == false)
        #expect(svg.contains("<clipPath id="))
    }

    @Test func hiddenIsInheritedAndDimmed() throws {
        let doc = try RenderFixtures.xib("""
        <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <subviews><view hidden="YES" id="h"><rect key="frame" x="0" y="0" width="50" height="50"/>
                <subviews><view id="k"><rect key="frame" x="0" y="0" width="5" height="5"/></view></subviews></view></subviews>
        </view>
        """)
        let placed = FrameLayout.layout(root: try #require(doc.topLevelObjects.first), platform: doc.platform)
        #expect(placed.map(\.isHidden) == [false, true, true])
        let svg = SceneRenderer(document: doc).renderAll()[0].svg
        #expect(svg.group(id: "h")?.contains("opacity=\"0.35\"") == true)
        #expect(svg.group(id: "k")?.contains("opacity=\"0.35\"") == true)
        #expect(svg.group(id: "root")?.contains("opacity") == false)
        #expect(svg.drawing(id: "h")?.contains("hidden-marker") == true)
    }

    @Test func deviceSizes() {
        #expect(IBDeviceSizes.size(id: "retina6_1", orientation: "portrait") == RenderSize(width: 414, height: 896))
        #expect(IBDeviceSizes.size(id: "retina6_12", orientation: nil) == RenderSize(width: 393, height: 852))
        #expect(IBDeviceSizes.size(id: "retina4_7", orientation: "landscape") == RenderSize(width: 667, height: 375))
        #expect(IBDeviceSizes.size(id: "appleTV", orientation: "landscape") == RenderSize(width: 1920, height: 1080))
        #expect(IBDeviceSizes.size(id: "ipad11_0rounded", orientation: "portrait") == RenderSize(width: 834, height: 1194))
        #expect(IBDeviceSizes.size(id: "nonsense", orientation: nil) == nil)
    }

    @Test func canvasComesFromTheRootFrameElseTheDevice() throws {
        let withFrame = try RenderFixtures.storyboard(device: "retina6_1", """
        <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="v"><rect key="frame" x="0" y="0" width="300" height="400"/></view>
        </viewController></objects></scene>
        """)
        #expect(SceneRenderer(document: withFrame).renderAll().first?.size == RenderSize(width: 300, height: 400))
        let withoutFrame = try RenderFixtures.storyboard(device: "retina6_1", """
        <scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="v"/>
        </viewController></objects></scene>
        """)
        let scene = try #require(SceneRenderer(document: withoutFrame).renderAll().first)
        #expect(scene.size == RenderSize(width: 414, height: 896))
        #expect(scene.svg.contains("viewBox=\"0 0 414 896\""))
    }

    @Test func appKitFramesCountFromTheBottomUnlessFlipped() throws {
        let doc = try RenderFixtures.document("Window.xib")
        let scene = try #require(SceneRenderer(document: doc).renderAll().first)
        // Content rect 400×200 plus a 28-point title bar.
        #expect(scene.size == RenderSize(width: 400, height: 228))
        let window = try #require(doc.topLevelObjects.first { $0.is(.window) })
        let content = try #require(window.children.first { $0.key == "contentView" })
        let placed = FrameLayout.layout(root: content, origin: (0, 28), size: RenderSize(width: 400, height: 200), platform: .macOS)
        let byID = Dictionary(uniqueKeysWithValues: placed.compactMap { p in p.element.id.map { ($0, p.rect) } })
        // y=160 h=16 from the bottom of a 200-high view: top at 200-160-16 = 24, plus the title bar.
        #expect(byID["lbl-Pr-0001"] == RenderRect(x: 18, y: 28 + 24, width: 200, height: 16))
        // box at y=20 h=60 → top 120; its child at y=10 h=20 within 60 → 30 from the box's top.
        #expect(byID["box-Pr-0001"] == RenderRect(x: 20, y: 148, width: 100, height: 60))
        #expect(byID["kid-Pr-0001"] == RenderRect(x: 30, y: 178, width: 30, height: 20))
        // The flipped box's child counts from its top.
        #expect(byID["fkd-Pr-0001"] == RenderRect(x: 160, y: 158, width: 30, height: 20))
        #expect(scene.svg.contains(">Preferences</text>"))
        #expect(FrameLayout.isFlipped(try #require(doc.element(id: "flp-Pr-0001"))))
        #expect(!FrameLayout.isFlipped(try #require(doc.element(id: "box-Pr-0001"))))
    }

    @Test func oddNumbersAreClampedNotCrashedOn() throws {
        #expect(RenderRect(x: .nan, y: .infinity, width: -5, height: 1e300) == RenderRect(x: 0, y: 0, width: 0, height: RenderRect.limit))
        let doc = try RenderFixtures.document("Controls.storyboard")
        let scene = try #require(SceneRenderer(document: doc).renderAll().first)
        #expect(scene.svg.group(id: "nan-view-01") != nil)
        for bad in ["=\"nan\"", "=\"-nan\"", "=\"inf\"", "=\"-inf\""] { #expect(!scene.svg.contains(bad)) }
        #expect(scene.svg.drawing(id: "nan-view-01")?.contains("<rect x=\"0\" y=\"0\" width=\"0\" height=\"0\"") == true)
    }

    @Test func tableCellsWithoutFramesAreStackedAtTheRowHeight() throws {
        let doc = try RenderFixtures.xib("""
        <tableView rowHeight="50" id="t"><rect key="frame" x="0" y="0" width="320" height="400"/>
            <prototypes>
                <tableViewCell id="c1"><rect key="frame" x="0" y="28" width="320" height="60"/></tableViewCell>
                <tableViewCell id="c2"/>
                <tableViewCell rowHeight="30" id="c3"/>
            </prototypes>
        </tableView>
        """)
        let placed = FrameLayout.layout(root: try #require(doc.topLevelObjects.first), platform: doc.platform)
        let byID = Dictionary(uniqueKeysWithValues: placed.map { ($0.element.id!, $0.rect) })
        #expect(byID["c1"] == RenderRect(x: 0, y: 28, width: 320, height: 60))
        #expect(byID["c2"] == RenderRect(x: 0, y: 88, width: 320, height: 50))
        #expect(byID["c3"] == RenderRect(x: 0, y: 138, width: 320, height: 30))
    }

    @Test func deepTreesAreCutNotOverflowed() throws {
        var xml = ""
        for k in 0..<400 { xml += "<view id=\"v\(k)\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/><subviews>" }
        for _ in 0..<400 { xml += "</subviews></view>" }
        // 800 levels: past the parser's default limit (256), so the layout's own cut is reached only by a caller
        // that parses with a larger one.
        let doc = try IBDocument(bytes: Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" "
            + "version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects>" + xml + "</objects></document>").utf8), path: "Deep.xib", maximumDepth: 1_000)
        let placed = FrameLayout.layout(root: try #require(doc.topLevelObjects.first), platform: doc.platform)
        #expect(placed.count == FrameLayout.maximumDepth + 1)
        #expect(!SceneRenderer(document: doc).renderAll().isEmpty)
    }
}
