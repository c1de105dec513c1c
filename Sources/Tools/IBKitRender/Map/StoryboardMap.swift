import IBKitDocument
import IBKitPlumbing

/// The storyboard map: every scene at its place on Interface Builder's canvas, segues and relationships as
/// arrows, the initial view controller's arrow, storyboard references as links to the referenced file's page.
public enum StoryboardMap {
    public struct Rendering: Sendable {
        /// A standalone `<svg class="map">`, as UTF-8 bytes.
        let svgBytes: [UInt8]
        /// A standalone `<svg class="map">`.
        public var svg: String { String(decoding: svgBytes, as: UTF8.self) }
        /// Arrows with `class="segue"`: every `<segue>` but relationships (unwind segues loop back to their scene).
        public let segueArrowCount: Int
        /// Arrows with `class="relationship"`.
        public let relationshipArrowCount: Int
        /// 1 when the storyboard has an initial view controller drawn, else 0 (`class="initial"`).
        public let initialArrowCount: Int
        public let sceneCount: Int
    }

    struct Pair: Hashable {
        let from: Int, to: Int
    }

    struct Box {
        let scene: IBScene
        let controller: IBViewController?
        var rect: RenderRect
        let title: String
    }

    /// - Parameters:
    ///   - thumbnailIDs: controller id → the DOM id of that scene's `<svg>` elsewhere on the same page; a box shows
    ///     it scaled (`<use>`), so the map costs no second drawing. Boxes without one show the scene's title.
    ///   - highlights: by the id of a controller (its box) or a segue (its arrow): `ibkit diff`'s added, removed and
    ///     changed scenes and segues, drawn in the highlight's color with a class `highlight-<kind>`.
    ///   - linkResolver: storyboard name (`Settings`) → the href of its page, or nil for no link.
    public static func render(document: IBDocument, thumbnailIDs: [String: String] = [:], idPrefix: String = "map",
                              highlights: [String: RenderHighlight] = [:],
                              linkResolver: (String) -> String? = { "\($0).storyboard.html" }) -> Rendering {
        render(renderer: SceneRenderer(document: document), thumbnailIDs: thumbnailIDs, idPrefix: idPrefix, highlights: highlights,
               linkResolver: linkResolver)
    }

    /// The map of the renderer's document, its screen sizes the renderer's (a page has made one for its scenes).
    static func render(renderer: SceneRenderer, thumbnailIDs: [String: String], idPrefix: String, highlights: [String: RenderHighlight],
                       linkResolver: (String) -> String?) -> Rendering {
        let document = renderer.document
        let segueElements = segueElements(in: document)
        // The scene of each id an arrow points at (its first scene): recording every element's id was most of the
        // map's time.
        var targets = Set(segueElements.compactMap { $0[.destination] })
        if let initialID = document.initialViewControllerID { targets.insert(initialID) }
        var boxes: [Box] = []
        var sceneOfID: [String: Int] = [:]
        /// Scene element → its box.
        var boxOfScene: [Int: Int] = [:]
        var unplaced = 0
        for scene in document.scenes {
            let controller = scene.viewController
            let size: RenderSize
            if let controller, controller.isStoryboardReference {
                size = RenderSize(width: 320, height: 160)
            } else {
                size = renderer.screenSize(rootFrame: controller?.view.flatMap(FrameLayout.frame), controller: controller?.element)
            }
            var center: (Double, Double)
            if let point = scene.element.children.first(where: { $0.is(.point) && $0.key == "canvasLocation" }) {
                center = (point.number("x") ?? 0, point.number("y") ?? 0)
            } else {
                // No location (hand-written files): a row below the origin.
                center = (Double(unplaced) * 900, 2_000)
                unplaced += 1
            }
            // Scenes at 80 %: the canvas location is the scene's center at full size, and storyboards laid out for a
            // smaller device (or by hand) would otherwise overlap; the gap also leaves room for the titles.
            let scale = 0.8
            let rect = RenderRect(x: center.0 - size.width * scale / 2, y: center.1 - size.height * scale / 2,
                                  width: size.width * scale, height: size.height * scale)
            let title = controller.map { $0.isStoryboardReference ? referenceTitle($0) : SceneRenderer.sceneTitle($0) } ?? "Scene"
            let index = boxes.count
            if boxOfScene[scene.element.index] == nil { boxOfScene[scene.element.index] = index }
            boxes.append(Box(scene: scene, controller: controller, rect: rect, title: title))
            for element in scene.element.descendants.having(.id) {
                if let id = element.id, targets.contains(id), sceneOfID[id] == nil { sceneOfID[id] = index }
            }
        }

        var body = SVGWriter()
        var bounds: RenderRect? = nil
        func include(_ r: RenderRect) {
            guard let b = bounds else { bounds = r; return }
            let x = min(b.x, r.x), y = min(b.y, r.y)
            bounds = RenderRect(x: x, y: y, width: max(b.maxX, r.maxX) - x, height: max(b.maxY, r.maxY) - y)
        }

        for box in boxes {
            include(box.rect.insetBy(dx: 0, dy: -80))
            // The title above the box may be wider than the box: the map must not cut it off.
            include(RenderRect(x: box.rect.x, y: box.rect.y - 60, width: Double(box.title.count) * 34 * 0.62, height: 60))
            drawBox(box, thumbnailIDs: thumbnailIDs, highlight: box.controller?.id.flatMap { highlights[$0] }, linkResolver: linkResolver, into: &body)
        }

        var segues = 0, relationships = 0, initial = 0
        /// Arrows so far between two boxes (-1: no target box), so that each next one is offset.
        var pairCount: [Pair: Int] = [:]
        for segue in segueElements {
            guard let from = segue.ancestor(.scene).flatMap({ boxOfScene[$0.index] }) else { continue }
            let to = segue[.destination].flatMap { sceneOfID[$0] }
            let isRelationship = segue[.kind] == "relationship"
            let pair = Pair(from: from, to: to ?? -1)
            let k = pairCount[pair, default: 0]
            pairCount[pair] = k + 1
            let path = arrowPath(from: boxes[from].rect, to: to.map { boxes[$0].rect }, offset: Double(k) * 40, include: include)
            var label = [segue[.kind] ?? "segue"]
            if isRelationship, let name = segue[.relationship] { label = [name] }
            if let identifier = segue[.identifier] { label.append(identifier) }
            let text = label.joined(separator: " · ")
            let highlight = segue.id.flatMap { highlights[$0] }
            let classes = (isRelationship ? "relationship" : "segue") + (highlight.map { " highlight-\($0.rawValue)" } ?? "")
            // Attribute by attribute, as the shapes are written.
            body.start("g")
            body.attribute("class", classes)
            body.attribute("data-kind", segue[.kind] ?? "")
            if let id = segue.id { body.attribute("data-id", id) }
            if let identifier = segue[.identifier] { body.attribute("data-identifier", identifier) }
            body.end()
            body.element("title", [], text: "\(text) → \(to.map { boxes[$0].title } ?? segue[.destination] ?? "?")")
            let color = highlight?.color ?? (isRelationship ? RenderColor(white: 0.45) : RenderColor(hex: 0x2F6FDB))
            body.start("path")
            body.attribute("d", path.d)
            body.attribute("fill", "none")
            body.attribute("stroke", color: color)
            body.attribute("stroke-width", highlight == nil ? "4" : "9")
            body.attribute("marker-end", "url(#\(idPrefix)-\(isRelationship ? "rel" : "arrow"))")
            if isRelationship { body.attribute("stroke-dasharray", "14 8") }
            body.raw("/>")
            body.start("text")
            body.attribute("x", number: path.label.0)
            body.attribute("y", number: path.label.1 - 10)
            body.raw(" font-size=\"26\" text-anchor=\"middle\"")
            body.attribute("fill", color: color)
            body.raw(" stroke=\"#fafafa\" stroke-width=\"6\" paint-order=\"stroke\"")
            if XMLText.looksJapanese(text) { body.attribute("lang", "ja") }
            body.content(text)
            body.close("text")
            body.close("g")
            if isRelationship { relationships += 1 } else { segues += 1 }
        }

        if let initialID = document.initialViewControllerID, let index = sceneOfID[initialID] {
            let r = boxes[index].rect
            let start = (r.x - 220, r.midY), end = (r.x - 12, r.midY)
            include(RenderRect(x: start.0 - 10, y: start.1 - 20, width: 240, height: 40))
            body.open("g", [("class", "initial"), ("data-id", initialID)])
            body.element("title", [], text: "Initial view controller: \(boxes[index].title)")
            body.element("path", [("d", "M \(SVGNumber.format(start.0)) \(SVGNumber.format(start.1)) L \(SVGNumber.format(end.0)) \(SVGNumber.format(end.1))"),
                                  ("stroke", "#1d1d1f"), ("stroke-width", "6"), ("marker-end", "url(#\(idPrefix)-initial)")])
            body.close("g")
            initial = 1
        }

        let b = (bounds ?? RenderRect(x: 0, y: 0, width: 400, height: 300)).insetBy(dx: -60, dy: -60)
        var svg = SVGWriter()
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "map"),
                         ("viewBox", "\(SVGNumber.format(b.x)) \(SVGNumber.format(b.y)) \(SVGNumber.format(b.width)) \(SVGNumber.format(b.height))"),
                         ("width", SVGNumber.format(b.width / 4)), ("height", SVGNumber.format(b.height / 4)), ("font-family", PageStyle.fontFamily),
                         ("data-segues", String(segues)), ("data-relationships", String(relationships))])
        svg.raw("<defs>")
        for (name, color) in [("arrow", "#2f6fdb"), ("rel", "#737373"), ("initial", "#1d1d1f")] {
            svg.raw("<marker id=\"\(XMLEscaping.attribute(idPrefix))-\(name)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(color)\"/></marker>")
        }
        svg.raw("</defs>")
        svg.raw(body)
        svg.close("svg")
        return Rendering(svgBytes: svg.bytes, segueArrowCount: segues, relationshipArrowCount: relationships, initialArrowCount: initial, sceneCount: boxes.count)
    }

    /// The segues the map draws, one arrow each: every `<segue>` inside a scene's `<connections>`. (Old files also
    /// have `<segue reference="…"/>` under `<inferredMetricsTieBreakers>`: references to segues, not segues, which
    /// `IBDocument.segues` includes.)
    public static func segueElements(in document: IBDocument) -> [IBElement] {
        document.elements.named(.segue).filter { $0.parent?.is(.connections) == true && $0.ancestor(.scene) != nil }
    }

    static func referenceTitle(_ reference: IBViewController) -> String {
        let name = reference.referencedStoryboardName.map { "\($0).storyboard" } ?? "this storyboard"
        return reference.referencedIdentifier.map { "\(name) · \($0)" } ?? name
    }

    static func drawBox(_ box: Box, thumbnailIDs: [String: String], highlight: RenderHighlight?, linkResolver: (String) -> String?,
                        into body: inout SVGWriter) {
        let r = box.rect
        var attributes: [(String, String)] = [("class", "map-scene" + (highlight.map { " highlight-\($0.rawValue)" } ?? ""))]
        if let id = box.controller?.id { attributes.append(("data-id", id)) }
        if let sceneID = box.scene.sceneID { attributes.append(("data-scene-id", sceneID)) }
        let reference = box.controller?.isStoryboardReference == true
        // A reference links to its storyboard's page; a drawn scene to its drawing further down the page.
        let thumbnail = box.controller?.id.flatMap { thumbnailIDs[$0] }
        let href = reference ? box.controller?.referencedStoryboardName.flatMap(linkResolver) : thumbnail.map { "#" + $0 }
        if let href { body.open("a", [("href", href)]) }
        body.open("g", attributes)
        body.element("title", [], text: box.title)
        body.text(box.title, x: r.x, y: r.y - 20, size: 34, weight: 600, color: RenderColor(white: 0.15))
        if reference {
            body.rect(r, fill: RenderColor(hex: 0xEEF4FF), stroke: RenderColor(hex: 0x2F6FDB), strokeWidth: 3, radius: 16, dash: "12 6")
            body.text("↗ " + (box.controller?.referencedStoryboardName ?? "reference"), x: r.midX, y: r.midY + 12, size: 32,
                      color: RenderColor(hex: 0x2F6FDB), anchor: "middle", extra: [("text-decoration", href == nil ? "none" : "underline")])
        } else {
            body.rect(r, fill: .white, stroke: RenderColor(white: 0.6), strokeWidth: 3)
            if let thumbnail {
                body.start("use")
                body.attribute("href", "#" + thumbnail)
                body.attribute("x", number: r.x)
                body.attribute("y", number: r.y)
                body.attribute("width", number: r.width)
                body.attribute("height", number: r.height)
                body.raw("/>")
            } else {
                body.text(box.controller?.effectiveClassName ?? "", x: r.midX, y: r.midY, size: 30, color: RenderColor(white: 0.5), anchor: "middle")
            }
        }
        if let highlight {
            body.rect(r.insetBy(dx: -8, dy: -8), fill: nil, stroke: highlight.color, strokeWidth: 10, extra: [("class", "highlight")])
        }
        body.close("g")
        if href != nil { body.close("a") }
    }

    /// A curve from one scene to another (right edge to left edge, or the reverse when the target is to the
    /// left), or a loop over the scene for a segue back to it (unwind) or to an element not in any scene.
    static func arrowPath(from a: RenderRect, to b: RenderRect?, offset: Double, include: (RenderRect) -> Void) -> (d: String, label: (Double, Double)) {
        func f(_ v: Double) -> String { SVGNumber.format(v) }
        guard let b, b != a else {
            let x1 = a.maxX - 40, y1 = a.y + 40 + offset, x2 = a.maxX - 8, y2 = a.y + 120 + offset
            let cx = a.maxX + 160 + offset
            include(RenderRect(x: a.maxX, y: a.y, width: 180 + offset, height: 200 + offset))
            return ("M \(f(x1)) \(f(y1)) C \(f(cx)) \(f(y1 - 80)), \(f(cx)) \(f(y2 + 80)), \(f(x2)) \(f(y2))", (a.maxX + 60 + offset, y1 - 30))
        }
        let forward = b.midX >= a.midX
        let x1 = forward ? a.maxX : a.x, x2 = forward ? b.x - 6 : b.maxX + 6
        let y1 = a.midY + offset, y2 = b.midY + offset
        let bend = max(abs(x2 - x1) / 2, 80) * (forward ? 1 : -1)
        return ("M \(f(x1)) \(f(y1)) C \(f(x1 + bend)) \(f(y1)), \(f(x2 - bend)) \(f(y2)), \(f(x2)) \(f(y2))", ((x1 + x2) / 2, (y1 + y2) / 2))
    }
}
