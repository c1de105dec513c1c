import IBKitDocument

/// Draws the scenes of an Interface Builder document as SVG: each view at its IB frame, by kind.
public struct SceneRenderer: Sendable {
    public let document: IBDocument
    public let options: RenderOptions
    let colors: ColorResolver
    /// Controllers in a navigation stack (a navigation controller's root, or shown or pushed by a segue): found in
    /// one pass over the segues, not one per scene.
    let stacked: Set<String>
    /// The elements the findings name, by id: looked up once per document, not once per scene.
    let findingTargets: [String: IBElement]

    public init(document: IBDocument, options: RenderOptions = RenderOptions()) {
        self.document = document
        self.options = options
        self.colors = ColorResolver(document: document, catalog: options.catalog)
        self.stacked = Self.controllersInNavigationStacks(document)
        self.findingTargets = Self.elements(named: options.findings, in: document)
    }

    static func elements(named findings: [RenderFinding], in document: IBDocument) -> [String: IBElement] {
        let ids = Set(findings.compactMap(\.elementID))
        guard !ids.isEmpty else { return [:] }
        var out: [String: IBElement] = [:]
        for element in document.elements.having(.id) {
            if let id = element.id, ids.contains(id), out[id] == nil { out[id] = element }
        }
        return out
    }

    /// Every scene of a storyboard (storyboard references excepted: the map links them), or every top-level
    /// view, window and menu of a xib, in document order.
    public func renderAll() -> [RenderedScene] {
        var out: [RenderedScene] = []
        if document.kind == .storyboard {
            for (n, scene) in document.scenes.enumerated() {
                if let drawn = render(scene: scene, index: n) { out.append(drawn) }
            }
        } else {
            var n = 0
            for object in document.topLevelObjects where Self.isDrawableTopLevel(object) {
                out.append(render(object: object, title: Self.title(of: object), index: n))
                n += 1
            }
        }
        return out
    }

    static func isDrawableTopLevel(_ e: IBElement) -> Bool {
        if e.is(.placeholder) || e.is(.customObject) || e.name.hasSuffix("GestureRecognizer") || e.name.hasSuffix("Controller") { return false }
        return e.is(.window) || e.is(.menu) || e.isView || e.name == "panel"
    }

    /// One storyboard scene; nil for storyboard references and scenes without a controller.
    public func render(scene: IBScene, index: Int = 0) -> RenderedScene? {
        guard let controller = scene.viewController, !controller.isStoryboardReference else { return nil }
        return render(object: controller.element, title: Self.sceneTitle(controller), index: index)
    }

    /// The name a scene is listed under: custom class, else title, else the class IB instantiates ("Application" for
    /// an AppKit storyboard's application scene).
    public static func sceneTitle(_ controller: IBViewController) -> String {
        if let custom = controller.customClass { return custom }
        if let title = controller.element[.title], !title.isEmpty { return title }
        if let item = controller.element.firstChild(.navigationItem), let title = item[.title], !title.isEmpty { return title }
        if let label = controller.element.userLabel { return label }
        // An AppKit storyboard's application scene (its main menu): Xcode calls it "Application", not NSObject.
        if controller.element.name == "application" { return "Application" }
        return controller.defaultClassName
    }

    static func title(of object: IBElement) -> String {
        object.customClass ?? object.userLabel ?? object[.title] ?? object.effectiveClassName
    }

    /// Draws a controller, window, menu or view.
    public func render(object: IBElement, title: String, index: Int = 0) -> RenderedScene {
        var canvas = SceneCanvas(options: RenderOptions(catalog: options.catalog, highlights: options.highlights,
                                                        findings: options.findings, idPrefix: "\(options.idPrefix)\(index)"),
                                 colors: colors, platform: document.platform)
        let size: RenderSize
        if object.is(.window) || object.name == "panel" {
            size = drawWindow(object, into: &canvas)
        } else if object.is(.menu) {
            size = MenuPainter.draw(object, into: &canvas)
        } else if object.name == "application", let menu = object.children.first(where: { $0.is(.menu) }) {
            // A macOS storyboard's application scene: its main menu.
            size = MenuPainter.draw(menu, into: &canvas)
        } else if object.name.hasSuffix("Controller") || object.name == "controller" {
            // (`controller` is a WatchKit interface controller: its items have no frames, it is drawn empty.)
            size = drawController(object, into: &canvas)
        } else {
            let frame = FrameLayout.frame(of: object)
            size = frame.map { RenderSize(width: $0.width, height: $0.height) } ?? deviceSize
            drawTree(object, origin: (0, 0), size: size, into: &canvas)
        }
        placeUndrawnFindings(in: &canvas)
        canvas.drawOverlays()
        let width = max(size.width, 1), height = max(size.height, 1)
        var svg = SVGWriter()
        svg.open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "scene"), ("viewBox", "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"),
            ("width", SVGNumber.format(width)), ("height", SVGNumber.format(height)),
            ("font-family", PageStyle.fontFamily), ("data-scene", title), ("id", canvas.options.idPrefix + "-scene"),
        ] + (object.id.map { [("data-id", $0)] } ?? []))
        svg.element("title", [], text: title)
        if !canvas.defs.isEmpty {
            svg.raw("<defs>")
            svg.raw(canvas.defs)
            svg.raw("</defs>")
        }
        svg.rect(RenderRect(x: 0, y: 0, width: width, height: height), fill: RenderColor(white: 0.97), extra: [("class", "canvas")])
        svg.raw(canvas.body)
        svg.raw(canvas.overlay)
        svg.close("svg")
        return RenderedScene(title: title, elementID: object.id, domID: canvas.options.idPrefix + "-scene", svgBytes: svg.bytes, size: RenderSize(width: width, height: height),
                             drawnCount: canvas.drawn, genericCount: canvas.generic, genericKinds: canvas.genericKinds.sorted(),
                             drawnIDs: canvas.drawnIDs)
    }

    /// Findings name constraints, segues, outlets and cells' parts as often as views: such a finding is marked on the
    /// nearest drawn ancestor (a constraint's view, a segue's button), and counts as drawn.
    func placeUndrawnFindings(in canvas: inout SceneCanvas) {
        let missing = options.findings.compactMap(\.elementID).filter { canvas.rects[$0] == nil }
        guard !missing.isEmpty else { return }
        for id in Set(missing).sorted() {
            var ancestor = findingTargets[id]?.parent
            while let element = ancestor {
                if let ancestorID = element.id, let rect = canvas.rects[ancestorID] {
                    canvas.rects[id] = rect
                    canvas.drawnIDs.insert(id)
                    break
                }
                ancestor = element.parent
            }
        }
    }

    // MARK: Canvas size

    /// The screen a controller is shown on: its root view's own frame when IB wrote one, else the simulated
    /// screen metrics, else the document's device, else an iPhone 8 (the most common device in real files).
    func screenSize(rootFrame: RenderRect?, controller: IBElement?) -> RenderSize {
        if let rootFrame, rootFrame.width > 0, rootFrame.height > 0 { return RenderSize(width: rootFrame.width, height: rootFrame.height) }
        if let controller, let metrics = controller.children.first(where: { $0.name == "simulatedScreenMetrics" }),
           let type = metrics[.type], let size = Self.simulatedScreens[type] {
            return size
        }
        return deviceSize
    }

    var deviceSize: RenderSize {
        if let device = document.device, let id = device.id, let size = IBDeviceSizes.size(id: id, orientation: device[.orientation]) {
            return size
        }
        switch document.platform {
        case .tvOS: return RenderSize(width: 1920, height: 1080)
        // Mac documents have no screen size (`<device id="mac"/>`): a controller without a view gets a small window's.
        case .macOS: return RenderSize(width: 480, height: 270)
        default: return IBDeviceSizes.defaultPhone
        }
    }

    /// `<simulatedScreenMetrics type="retina4">` of pre-Xcode 8 files.
    static let simulatedScreens: [String: RenderSize] = [
        "retina4": RenderSize(width: 320, height: 568), "retina35": RenderSize(width: 320, height: 480),
        "retina47": RenderSize(width: 375, height: 667), "retina55": RenderSize(width: 414, height: 736),
        "ipad": RenderSize(width: 768, height: 1024),
    ]

    // MARK: Controllers and windows

    /// Whether UIKit (and IB's canvas) shows a navigation bar over the controller: it is a navigation controller's
    /// root, is shown or pushed by a segue (inside a navigation stack), or simulates a navigation bar. A navigation
    /// item alone does not (eidolon's AppViewController has one and no bar: a drawn bar hid its buttons).
    func hasNavigationBar(_ controller: IBElement) -> Bool {
        if controller.children.contains(where: { $0.key == "simulatedTopBarMetrics" && $0.name.contains("Navigation") }) { return true }
        return controller.id.map(stacked.contains) ?? false
    }

    static func controllersInNavigationStacks(_ document: IBDocument) -> Set<String> {
        var ids = Set<String>()
        for segue in document.segues.map(\.element) {
            guard let destination = segue[.destination] else { continue }
            switch segue[.kind] {
            case "show", "push": ids.insert(destination)
            case "relationship" where segue[.relationship] == "rootViewController" && segue.ancestor(.navigationController) != nil:
                ids.insert(destination)
            default: continue
            }
        }
        return ids
    }

    func drawController(_ controller: IBElement, into canvas: inout SceneCanvas) -> RenderSize {
        if let window = controller.children.first(where: { $0.is(.window) && $0.key == "window" }) {
            return drawWindow(window, into: &canvas)
        }
        let root = IBViewController(controller).view
        let size = screenSize(rootFrame: root.flatMap(FrameLayout.frame), controller: controller)
        if let root {
            let touch = document.platform == .iOS || document.platform == .tvOS
            let navigationItem = touch && !controller.is(.navigationController) && hasNavigationBar(controller)
                ? controller.firstChild(.navigationItem) : nil
            let scrolls = touch && ["tableView", "collectionView", "scrollView"].contains(root.name)
            let inset = scrolls ? safeTop + (navigationItem == nil ? 0 : 44) : 0
            drawTree(root, origin: (0, 0), size: size, contentInsetTop: inset, into: &canvas)
            if touch {
                drawSafeArea(root, size: size, into: &canvas)
                if let item = navigationItem {
                    BarPainter.drawNavigationOverlay(item, width: size.width, top: safeTop, into: &canvas)
                }
            }
            return size
        }
        // Containers without a view of their own: their bars on an empty screen.
        canvas.body.rect(RenderRect(x: 0, y: 0, width: size.width, height: size.height), fill: .white)
        for bar in controller.children where (bar.is(.navigationBar) || bar.is(.toolbar) || bar.is(.tabBar)) && bar.flag("hidden") != true {
            // A container's bar frame is a placeholder in many files (x 0, y 0, 1000×1000): the bar spans the
            // screen at UIKit's height, the navigation bar under the status bar, tab bar and toolbar at the bottom.
            var frame = FrameLayout.frame(of: bar) ?? .zero
            frame.x = 0
            frame.width = size.width
            if bar.is(.tabBar) || bar.is(.toolbar) {
                frame.height = frame.height > 0 ? min(frame.height, 49) : 49
                frame.y = size.height - frame.height - safeBottom
                frame.height += safeBottom
            } else {
                frame.height = frame.height > 0 ? min(frame.height, 96) : 44
                if frame.y <= 0 || frame.y + frame.height > size.height { frame.y = safeTop }
            }
            drawTree(bar, origin: (frame.x, frame.y), size: RenderSize(width: frame.width, height: frame.height), into: &canvas)
            if bar.is(.tabBar), bar.firstChild(.items) == nil {
                BarPainter.drawTabItems(tabItems(of: controller), in: RenderRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - safeBottom), into: &canvas)
            }
        }
        let label = controller.effectiveClassName
        canvas.body.text(label, x: size.width / 2, y: size.height / 2, size: 15, color: RenderColor(white: 0.55), anchor: "middle")
        return size
    }

    /// A tab bar controller's items: the `tabBarItem`s of the controllers its relationship segues lead to.
    func tabItems(of controller: IBElement) -> [IBElement] {
        let ids = controller.descendants.named(.segue).filter { $0[.kind] == "relationship" }.compactMap { $0[.destination] }
        guard !ids.isEmpty else { return [] }
        let index = document.makeIDIndex()
        return ids.compactMap { index[$0]?.children.first { $0.is(.tabBarItem) } }
    }

    var safeTop: Double {
        guard let device = document.device, let id = device.id else { return 20 }
        return IBDeviceSizes.safeAreaInsets(id: id, orientation: device[.orientation]).top
    }

    var safeBottom: Double {
        guard let device = document.device, let id = device.id else { return 0 }
        return IBDeviceSizes.safeAreaInsets(id: id, orientation: device[.orientation]).bottom
    }

    /// The root view's safe area (and legacy top/bottom layout guides) as a thin dashed outline.
    func drawSafeArea(_ root: IBElement, size: RenderSize, into canvas: inout SceneCanvas) {
        let hasGuide = root.children.contains { $0.name == "viewLayoutGuide" && $0.key == "safeArea" }
            || root.parent?.children.contains(where: { $0.is(.layoutGuides) }) == true
        guard hasGuide else { return }
        let rect = RenderRect(x: 0, y: safeTop, width: size.width, height: max(0, size.height - safeTop - safeBottom))
        canvas.body.open("g", [("class", "layout-guide"), ("data-kind", "safeArea")])
        canvas.body.element("title", [], text: "Safe Area")
        canvas.body.rect(rect.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: RenderColor(hex: 0x2F6FDB, alpha: 0.5), strokeWidth: 0.5, dash: "3 3")
        canvas.body.close("g")
    }

    /// An AppKit window: a title bar with the title over the content view, the content rect setting the size.
    func drawWindow(_ window: IBElement, into canvas: inout SceneCanvas) -> RenderSize {
        let content = window.children.first { $0.key == "contentView" }
        let contentRect = window.children.first { $0.is(.rect) && $0.key == "contentRect" }.map(FrameLayout.rect)
        let contentSize = RenderSize(width: contentRect?.width ?? content.flatMap(FrameLayout.frame)?.width ?? 480,
                                     height: contentRect?.height ?? content.flatMap(FrameLayout.frame)?.height ?? 270)
        let titleBar = 28.0
        let size = RenderSize(width: contentSize.width, height: contentSize.height + titleBar)
        canvas.begin(window, rect: RenderRect(x: 0, y: 0, width: size.width, height: size.height), clip: nil, hidden: false, binding: nil)
        let frame = RenderRect(x: 0, y: 0, width: size.width, height: size.height)
        canvas.body.rect(frame, fill: colors.color("backgroundColor", of: window) ?? SystemColorTable.appKit["windowBackgroundColor"]!,
                         stroke: RenderColor(white: 0.6), radius: 10)
        canvas.body.rect(RenderRect(x: 0, y: 0, width: size.width, height: titleBar), fill: RenderColor(hex: 0xE8E8E8), radius: 0)
        canvas.body.line(x1: 0, y1: titleBar, x2: size.width, y2: titleBar, stroke: RenderColor(white: 0.75))
        for (n, hex) in [0xFF5F57, 0xFEBC2E, 0x28C840].enumerated() {
            canvas.body.circle(cx: 14 + Double(n) * 20, cy: titleBar / 2, r: 6, fill: RenderColor(hex: UInt32(hex)))
        }
        canvas.body.text(window[.title] ?? "", x: size.width / 2, y: titleBar / 2 + 4.5, size: 13, weight: 600,
                         color: RenderColor(white: 0.2), anchor: "middle")
        canvas.end()
        if let content {
            drawTree(content, origin: (0, titleBar), size: contentSize, into: &canvas)
        }
        return size
    }

    // MARK: Views

    func drawTree(_ root: IBElement, origin: (x: Double, y: Double), size: RenderSize, contentInsetTop: Double = 0, into canvas: inout SceneCanvas) {
        for placed in FrameLayout.layout(root: root, origin: origin, size: size, platform: document.platform, contentInsetTop: contentInsetTop) {
            ViewPainter.draw(placed, into: &canvas, renderer: self)
        }
    }
}
