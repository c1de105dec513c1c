import Foundation
import IBKitDocument
@testable import IBKitRender
import Testing

/// What the drawing of the fixtures says, element by element: the snapshot tests catch any change, these say
/// which properties are meant.
@Suite struct SceneTests {
    let controls: RenderedScene

    init() throws {
        let doc = try RenderFixtures.document("Controls.storyboard")
        controls = try #require(SceneRenderer(document: doc, options: RenderOptions(catalog: RenderFixtures.catalog)).renderAll().first)
    }

    @Test func groupsCarryTooltipAndDataAttributes() throws {
        let svg = controls.svg
        let title = try #require(svg.group(id: "lbl-ja-001"))
        #expect(title.contains("data-class=\"TitleLabel\""))
        #expect(title.contains("data-kind=\"label\""))
        #expect(title.contains("data-binding=\"photo.title\""))
        let drawing = try #require(svg.drawing(id: "lbl-ja-001"))
        #expect(drawing.contains("<title>TitleLabel · &lt;label&gt; · id lbl-ja-001 · “Title” · bound to {photo.title}</title>"))
        #expect(controls.title == "ControlsViewController")
    }

    @Test func labelsDrawEscapedTextInTheirFontAndLanguage() throws {
        let drawing = try #require(controls.svg.drawing(id: "lbl-ja-001"))
        // The document's `&lt;` stays a character: escaped once in the SVG, never markup.
        #expect(drawing.contains(">日本橋 &lt;人形町&gt; &amp; Co</text>"))
        #expect(drawing.contains("lang=\"ja\""))
        #expect(drawing.contains("font-size=\"28\" font-weight=\"700\""))
        #expect(drawing.contains("text-anchor=\"middle\""))
        #expect(drawing.contains(">{photo.title}</text>"))
        let body = try #require(controls.svg.drawing(id: "lbl-body-01"))
        #expect(body.contains("font-size=\"13\""))
        #expect(body.contains("fill=\"#336699\""))
        #expect(body.occurrences(of: "<tspan") == 2)
        #expect(body.contains("…</tspan>"))
        #expect(!body.contains("lang=\"ja\""))
    }

    @Test func buttonsFieldsAndControls() throws {
        let svg = controls.svg
        let system = try #require(svg.drawing(id: "btn-sys-001"))
        #expect(system.contains(">Delete</text>"))
        #expect(system.contains("fill=\"#ff0000\"") || system.contains("fill=\"#ff"))
        let filled = try #require(svg.drawing(id: "btn-cfg-001"))
        #expect(filled.contains(">Continue</text>"))
        #expect(filled.contains("fill=\"#007aff\""))
        #expect(filled.contains("fill=\"#ffffff\""))
        let field = try #require(svg.drawing(id: "tf-email-01"))
        #expect(field.contains(">Email</text>"))
        #expect(field.contains("fill-opacity=\"0.3\""))
        #expect(try #require(svg.drawing(id: "sw-on-0001")).contains("#34c759"))
        #expect(try #require(svg.drawing(id: "seg-three-1")).contains(">三</text>"))
        #expect(try #require(svg.drawing(id: "seg-three-1")).occurrences(of: "</text>") == 3)
        #expect(try #require(svg.drawing(id: "stp-00-0001")).contains(">+</text>"))
        #expect(try #require(svg.drawing(id: "act-00-0001")).occurrences(of: "<line") == 8)
        // A quarter of a 196-point track.
        #expect(try #require(svg.drawing(id: "sl-quarter1")).contains("width=\"49\""))
        #expect(try #require(svg.drawing(id: "prg-half-01")).contains("width=\"100\""))
    }

    @Test func imagesFromTheCatalogElsePlaceholders() throws {
        #expect(try #require(controls.svg.drawing(id: "img-dot-001")).contains("href=\"data:image/png;base64,"))
        let missing = try #require(controls.svg.drawing(id: "img-miss-01"))
        #expect(missing.contains("image-placeholder"))
        #expect(missing.contains(">missing-photo</text>"))
    }

    @Test func runtimeAttributesAndNamedColors() throws {
        let box = try #require(controls.svg.drawing(id: "clip-box-01"))
        #expect(box.contains("rx=\"12\""))
        #expect(box.contains("stroke-width=\"2\""))
        #expect(box.contains("fill=\"#e6e6e6\""))
        // BrandBlue comes from the catalog (#0080ff), not the document's cached copy (#000080).
        #expect(try #require(controls.svg.drawing(id: "clip-kid-01")).contains("fill=\"#0080ff\""))
    }

    @Test func unknownKindsAreDrawnGenericallyAndCounted() throws {
        #expect(controls.genericCount == 1)
        #expect(controls.genericKinds == ["mysteryWidget"])
        let drawing = try #require(controls.svg.drawing(id: "mys-wid-001"))
        #expect(drawing.contains("class=\"generic\""))
        #expect(drawing.contains(">mysteryWidget</text>"))
    }

    @Test func safeAreaIsOutlined() {
        #expect(controls.svg.contains("data-kind=\"safeArea\""))
    }

    @Test func highlightsAndFindingsAreDrawnOverTheirElements() throws {
        let doc = try RenderFixtures.document("Controls.storyboard")
        let options = RenderOptions(highlights: ["btn-sys-001": .added, "tf-email-01": .removed, "sw-on-0001": .changed, "nowhere": .added],
                                    findings: [RenderFinding(elementID: "lbl-body-01", line: 20, column: 29, severity: "warning",
                                                             message: "text <b> too long", rule: "label-lines"),
                                               RenderFinding(elementID: nil, line: 1, column: 1, severity: "error", message: "file-level")])
        let svg = try #require(SceneRenderer(document: doc, options: options).renderAll().first).svg
        #expect(svg.occurrences(of: "class=\"highlight ") == 3)
        #expect(svg.contains("class=\"highlight added\" data-id=\"btn-sys-001\""))
        #expect(svg.contains("class=\"highlight removed\" data-id=\"tf-email-01\""))
        #expect(svg.contains("class=\"highlight changed\" data-id=\"sw-on-0001\""))
        #expect(svg.contains("stroke=\"#1e9e3a\""))
        #expect(svg.occurrences(of: "class=\"finding\"") == 1)
        #expect(svg.contains("<title>[label-lines] 20:29 warning: text &lt;b&gt; too long</title>"))
    }

    @Test func findingsOnUndrawnElementsAreMarkedOnTheirNearestDrawnAncestor() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        // The show segue is inside the prototype cell's <connections>; the controller's own id is drawn nowhere.
        let options = RenderOptions(findings: [RenderFinding(elementID: "seg-Mp-0001", line: 1, column: 1, severity: "error", message: "bad segue"),
                                               RenderFinding(elementID: "tbl-Mp-0001", line: 1, column: 1, severity: "note", message: "on the controller")])
        let scene = try #require(SceneRenderer(document: doc, options: options).renderAll().dropFirst().first)
        #expect(scene.svg.contains("<g class=\"finding\" data-id=\"seg-Mp-0001\""))
        #expect(scene.drawnIDs.contains("seg-Mp-0001"))
        #expect(!scene.svg.contains("data-id=\"tbl-Mp-0001\" data-severity"))
    }

    @Test func controllersWithNavigationItemsShowTheirBar() throws {
        let doc = try RenderFixtures.document("Map.storyboard")
        let scenes = SceneRenderer(document: doc).renderAll()
        #expect(scenes.map(\.title) == ["UINavigationController", "PhotosViewController", "DetailViewController"])
        let table = scenes[1].svg
        #expect(table.contains(">写真</text>"))
        #expect(table.contains(">+</text>"))
        // The prototype cell at its frame, the frameless one stacked under it at the table's row height, both
        // below the status bar and navigation bar (59 + 44 on this device), as UIKit's content inset puts them.
        #expect(table.drawing(id: "cel-Mp-0001")?.contains("<rect x=\"0\" y=\"153\" width=\"393\" height=\"60\"") == true)
        #expect(table.drawing(id: "cel-Mp-0002")?.contains("<rect x=\"0\" y=\"213\" width=\"393\" height=\"60\"") == true)
        #expect(table.drawing(id: "cel-Mp-0001")?.contains(">›</text>") == true)
    }

    /// eidolon's AppViewController has a navigation item but is in no navigation controller: UIKit shows no bar,
    /// and a drawn one hid its buttons. Pushed, a root of a navigation controller, or simulating a bar: a bar.
    @Test func aNavigationItemAloneDrawsNoBar() throws {
        func storyboard(_ extra: String) throws -> IBDocument {
            try IBDocument(string: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="scn-Nv-0001">
                            <objects>
                                <viewController id="vc-Nv-0001" customClass="AppViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="vw-Nv-0001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Auction" id="ni-Nv-0001"/>
                                    \(extra)
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """)
        }
        let alone = try #require(SceneRenderer(document: try storyboard("")).renderAll().first)
        #expect(!alone.svg.contains(">Auction</text>"))
        let simulated = try #require(SceneRenderer(document: try storyboard(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)).renderAll().first)
        #expect(simulated.svg.contains(">Auction</text>"))
        let pushed = try RenderFixtures.document("Map.storyboard")
        #expect(SceneRenderer(document: pushed).renderAll()[1].svg.contains(">写真</text>"))
    }

    @Test func xibCellsDrawAttributedTextAndEscapeMarkup() throws {
        let doc = try RenderFixtures.document("Cell.xib")
        let scene = try #require(SceneRenderer(document: doc).renderAll().first)
        #expect(scene.size == RenderSize(width: 320, height: 80))
        #expect(scene.svg.drawing(id: "att-Cm-0001")?.contains(">Bold &amp; plain</text>") == true)
        #expect(scene.svg.drawing(id: "att-Cm-0001")?.contains("font-weight=\"600\"") == true)
        #expect(scene.svg.contains(">]]&gt; &lt;script&gt;alert(1)&lt;/"))
        #expect(!scene.svg.contains("<script"))
        #expect(scene.svg.drawing(id: "avt-Cm-0001")?.contains(">person.circle</text>") == true)
    }
}

@Suite struct LanguageTests {
    @Test func japaneseFontsAndDeclaredLanguagesMarkTheText() throws {
        let doc = try RenderFixtures.xib("""
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="100"/>
            <subviews>
                <label text="Title" id="hiragino"><rect key="frame" x="0" y="0" width="300" height="20"/>
                    <fontDescription key="fontDescription" name="HiraginoSans-W3" family="Hiragino Sans" pointSize="15"/></label>
                <label text="Title" id="tagged"><rect key="frame" x="0" y="20" width="300" height="20"/>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="lang" value="ja"/></userDefinedRuntimeAttributes></label>
                <label text="Title" id="plain"><rect key="frame" x="0" y="40" width="300" height="20"/></label>
                <label text="人形町" id="kanji"><rect key="frame" x="0" y="60" width="300" height="20"/></label>
            </subviews>
        </view>
        """)
        let svg = try #require(SceneRenderer(document: doc).renderAll().first).svg
        #expect(svg.drawing(id: "hiragino")?.contains("lang=\"ja\"") == true)
        #expect(svg.drawing(id: "tagged")?.contains("lang=\"ja\"") == true)
        #expect(svg.drawing(id: "plain")?.contains("lang=") == false)
        #expect(svg.drawing(id: "kanji")?.occurrences(of: "lang=\"ja\"") == 1)
    }
}

@Suite struct ContainerTests {
    @Test func tabBarControllersShowTheirChildrensItemsAtTheBottom() throws {
        let doc = try RenderFixtures.storyboard(device: "retina4_7", """
        <scene sceneID="s1"><objects>
            <tabBarController id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
                </tabBar>
                <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="a" sceneMemberID="viewController">
                <view key="view" id="av"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <tabBarItem key="tabBarItem" title="Products" id="ta"/>
            </viewController>
            <viewController id="b" sceneMemberID="viewController">
                <view key="view" id="bv"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                <tabBarItem key="tabBarItem" systemItem="contacts" id="tb"/>
            </viewController>
        </objects></scene>
        """)
        let scene = try #require(SceneRenderer(document: doc).renderAll().first)
        #expect(scene.title == "UITabBarController")
        #expect(scene.size == RenderSize(width: 375, height: 667))
        let bar = try #require(scene.svg.drawing(id: "bar"))
        // 1000×1000 in the file; drawn 375 wide, 49 high, at the bottom.
        #expect(bar.contains("<rect x=\"0\" y=\"618\" width=\"375\" height=\"49\""))
        #expect(bar.contains(">Products</text>"))
        #expect(bar.contains(">Contacts</text>"))
    }
}

/// Drawing fixes found by looking at the pages of real apps in Chromium.
@Suite struct RealAppDrawingTests {
    /// UIKit's `.stop` system item is an ✕ (Rocket.Chat's modal close buttons), not a media-player square.
    @Test func theStopSystemItemIsAnX() throws {
        let doc = try RenderFixtures.xib("""
            <barButtonItem systemItem="stop" id="bbi-St-0001"/>
            """)
        #expect(BarPainter.title(of: try #require(doc.element(id: "bbi-St-0001"))) == "✕")
    }

    /// CotEditor's and Rectangle's main menu scenes were titled "NSObject" on the map and under the drawing.
    @Test func anApplicationSceneIsCalledApplication() throws {
        let doc = try IBDocument(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="scn-Ap-0001">
                        <objects>
                            <application id="app-Ap-0001" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="men-Ap-0001">
                                    <items><menuItem title="File" id="mit-Ap-0001"/></items>
                                </menu>
                            </application>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let controller = try #require(doc.scenes.first?.viewController)
        #expect(SceneRenderer.sceneTitle(controller) == "Application")
        #expect(StoryboardMap.render(document: doc, thumbnailIDs: [:], idPrefix: "map", highlights: [:], linkResolver: { _ in nil }).svg.contains(">Application</text>"))
    }

    /// openHAB's "OpenHABSitemapViewController" and Rocket.Chat's "SignupCustomFieldsTableViewController" were cut
    /// at the map's right edge: a title wider than its scene stays inside the map.
    @Test func aLongSceneTitleStaysInsideTheMap() throws {
        let doc = try RenderFixtures.storyboard("""
            <scene sceneID="scn-Lt-0001"><objects>
                <viewController id="vc0-Lt-0001" customClass="SignupCustomFieldsTableViewControllerWithALongName" sceneMemberID="viewController">
                    <view key="view" id="vw0-Lt-0001"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects><point key="canvasLocation" x="0" y="0"/></scene>
            """)
        let map = StoryboardMap.render(document: doc).svg
        let start = try #require(map.range(of: "viewBox=\""))
        let numbers = map[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        try #require(numbers.count == 4)
        let right = numbers[0] + numbers[2]
        let titleRight = -375 * 0.8 / 2 + TextLayout.width(of: "SignupCustomFieldsTableViewControllerWithALongName", size: 34)
        #expect(right >= titleRight, "map ends at \(right), the title at \(titleRight)")
    }

    /// Gallery's Demo scene broke "…は、東京都…" with "、" at the start of a line: Japanese line breaking moves the
    /// character before it down too.
    @Test func aJapaneseCommaNeverStartsALine() {
        let lines = TextLayout.lines("一二三四五六七八九十、一二", width: 100, height: 100, size: 10, maxLines: 0)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { !$0.hasPrefix("、") }, "\(lines)")
        #expect(lines.joined() == "一二三四五六七八九十、一二")
    }

    /// Gallery's Demo body label has two paragraphs; Chromium drew them without the blank line between them, because
    /// an empty <tspan> does not advance the text: the blank line is a no-break space.
    @Test func aBlankLineBetweenParagraphsIsDrawn() throws {
        let doc = try RenderFixtures.storyboard("""
            <scene sceneID="scn-Bl-0001"><objects>
                <viewController id="vc0-Bl-0001" sceneMemberID="viewController">
                    <view key="view" id="vw0-Bl-0001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" numberOfLines="0" id="lbl-Bl-0001">
                                <rect key="frame" x="20" y="100" width="335" height="80"/>
                                <string key="text">First paragraph.

            Second paragraph.</string>
                            </label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let label = try #require(SceneRenderer(document: doc).renderAll().first?.svg.drawing(id: "lbl-Bl-0001"))
        #expect(label.occurrences(of: "<tspan") == 3)
        #expect(label.contains(">\u{00A0}</tspan>"))
        #expect(!label.contains("></tspan>"))
    }

    /// Gallery's HogeViewController: a filled button with `<state key="normal" title="Button"/>` and a configuration
    /// titled "Show FugaViewController" showed "Button"; Xcode shows the configuration's title.
    @Test func aConfiguredButtonShowsItsConfigurationTitle() throws {
        let doc = try RenderFixtures.storyboard("""
            <scene sceneID="scn-Cf-0001"><objects>
                <viewController id="vc0-Cf-0001" sceneMemberID="viewController">
                    <view key="view" id="vw0-Cf-0001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-Cf-0001">
                                <rect key="frame" x="40" y="300" width="295" height="34"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="filled" title="Show FugaViewController"/>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let svg = try #require(SceneRenderer(document: doc).renderAll().first).svg
        let button = try #require(svg.drawing(id: "btn-Cf-0001"))
        #expect(button.contains(">Show FugaViewController</text>"))
        #expect(!button.contains(">Button</text>"))
    }
}

@Suite struct AppKitSceneTests {
    @Test func windowsLabelsButtonsAndCocoaBindings() throws {
        let doc = try RenderFixtures.document("Window.xib")
        let scenes = SceneRenderer(document: doc).renderAll()
        let window = try #require(scenes.first).svg
        let label = try #require(window.drawing(id: "lbl-Pr-0001"))
        #expect(label.contains(">Name:</text>"))
        // A Cocoa binding is named in the tooltip and data attribute, without the badge IBKit bindings get.
        #expect(label.contains("data-binding=\"userName\""))
        #expect(!label.contains("class=\"binding\""))
        #expect(window.drawing(id: "btn-Pr-0001")?.contains(">Save</text>") == true)
        #expect(window.drawing(id: "chk-Pr-0001")?.contains(">✓</text>") == true)
        let menu = try #require(scenes.last).svg
        #expect(menu.contains(">File  ▸</text>"))
        #expect(menu.contains(">⌘O</text>"))
        #expect(menu.drawing(id: "mis-Pr-0001")?.contains("<line") == true)
    }
}

extension AppKitSceneTests {
    /// Shortcuts as macOS shows them: the modifier mask in ⌃⌥⇧⌘ order, an upper-case key meaning ⇧ (CotEditor's
    /// "Hide Others" was drawn ⌘H, "Redo" ⌘Z).
    @Test func menuShortcutsShowTheirModifiers() throws {
        let doc = try RenderFixtures.xib(platform: "macOS", """
            <menu title="Main Menu" systemMenu="main" id="men-Kq-0001">
                <items>
                    <menuItem title="Hide Others" keyEquivalent="h" id="mka-Kq-0001">
                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                    </menuItem>
                    <menuItem title="Redo" keyEquivalent="Z" id="mka-Kq-0002"/>
                    <menuItem title="Full Screen" keyEquivalent="f" id="mka-Kq-0003">
                        <modifierMask key="keyEquivalentModifierMask" control="YES" command="YES"/>
                    </menuItem>
                    <menuItem title="Up" keyEquivalent="\u{F700}" id="mka-Kq-0004">
                        <modifierMask key="keyEquivalentModifierMask"/>
                    </menuItem>
                    <menuItem title="Open" keyEquivalent="o" id="mka-Kq-0005"/>
                </items>
            </menu>
            """)
        let menu = try #require(SceneRenderer(document: doc).renderAll().first).svg
        for shortcut in [">⌥⌘H</text>", ">⇧⌘Z</text>", ">⌃⌘F</text>", ">↑</text>", ">⌘O</text>"] {
            #expect(menu.contains(shortcut), "\(shortcut)")
        }
    }

    @Test func tablesShowColumnTitlesAndPrototypeCellViews() throws {
        let doc = try RenderFixtures.xib(platform: "macOS", """
        <scrollView id="scroll"><rect key="frame" x="0" y="0" width="300" height="200"/>
            <clipView key="contentView" id="clip"><rect key="frame" x="1" y="24" width="298" height="175"/>
                <subviews>
                    <tableView rowHeight="20" id="table"><rect key="frame" x="0" y="0" width="298" height="175"/>
                        <tableColumns>
                            <tableColumn width="100" id="c1"><tableHeaderCell key="headerCell" title="Name"/>
                                <prototypeCellViews>
                                    <tableCellView id="cell1"><rect key="frame" x="1" y="1" width="100" height="18"/>
                                        <subviews>
                                            <textField id="cell1text"><rect key="frame" x="0" y="1" width="100" height="16"/>
                                                <textFieldCell key="cell" title="Row name"/></textField>
                                        </subviews>
                                    </tableCellView>
                                </prototypeCellViews>
                            </tableColumn>
                            <tableColumn width="80" id="c2"><tableHeaderCell key="headerCell" title="Size"/></tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
            </clipView>
            <tableHeaderView key="headerView" id="header"><rect key="frame" x="0" y="0" width="298" height="23"/></tableHeaderView>
        </scrollView>
        <segmentedControl id="seg"><rect key="frame" x="0" y="0" width="60" height="24"/>
            <segmentedCell key="cell" id="segcell"><segments><segment image="NSAddTemplate" width="24"/><segment image="NSRemoveTemplate" width="24"/></segments></segmentedCell>
        </segmentedControl>
        """)
        let scenes = SceneRenderer(document: doc).renderAll()
        let table = try #require(scenes.first).svg
        #expect(table.drawing(id: "header")?.contains(">Name</text>") == true)
        #expect(table.drawing(id: "header")?.contains(">Size</text>") == true)
        // The scroll view is flipped: the clip view 24 points from its top, the table at the clip view's origin,
        // the cell view 1 point into the (flipped) table.
        #expect(table.drawing(id: "cell1")?.contains("<rect x=\"2\" y=\"25\" width=\"100\" height=\"18\"") == true)
        #expect(table.drawing(id: "cell1text")?.contains(">Row name</text>") == true)
        #expect(table.drawing(id: "table")?.contains("caption") == false)
        let segments = try #require(scenes.last).svg
        #expect(segments.contains(">+</text>") && segments.contains(">−</text>"))
    }
}

@Suite struct EmptyViewCaptionTests {
    @Test func emptyCustomViewsAndCelllessCollectionsAreCaptioned() throws {
        let doc = try RenderFixtures.xib("""
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/>
            <subviews>
                <view customClass="BadgeView" id="custom"><rect key="frame" x="0" y="0" width="100" height="40"/></view>
                <view id="plain"><rect key="frame" x="0" y="50" width="100" height="40"/></view>
                <collectionView id="grid"><rect key="frame" x="0" y="100" width="300" height="100"/></collectionView>
                <tableView id="table"><rect key="frame" x="0" y="200" width="300" height="100"/>
                    <prototypes>
                        <tableViewCell reuseIdentifier="productCell" id="empty-cell"><rect key="frame" x="0" y="0" width="300" height="44"/>
                            <tableViewCellContentView key="contentView" id="empty-content"><rect key="frame" x="0" y="0" width="300" height="44"/></tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </subviews>
        </view>
        """)
        let svg = try #require(SceneRenderer(document: doc).renderAll().first).svg
        #expect(svg.drawing(id: "custom")?.contains("class=\"caption\">BadgeView</text>") == true)
        #expect(svg.drawing(id: "plain")?.contains("caption") == false)
        #expect(svg.drawing(id: "grid")?.contains(">Collection View</text>") == true)
        #expect(svg.drawing(id: "root")?.contains("caption") == false)
        #expect(svg.drawing(id: "table")?.contains("caption") == false)
        #expect(svg.drawing(id: "empty-cell")?.contains(">productCell</text>") == true)
    }
}
