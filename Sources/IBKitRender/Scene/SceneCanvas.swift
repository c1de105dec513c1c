import IBKitDocument

/// The state of one drawing: output, clip paths defined so far, counts.
struct SceneCanvas {
    var body = SVGWriter()
    var overlay = SVGWriter()
    var defs = SVGWriter()
    var clipIDs: [String: String] = [:]
    var drawn = 0
    var generic = 0
    var genericKinds = Set<String>()
    var drawnIDs = Set<String>()
    /// Element id → where it was drawn, for findings.
    var rects: [String: RenderRect] = [:]
    let options: RenderOptions
    let colors: ColorResolver
    let platform: IBPlatform

    init(options: RenderOptions, colors: ColorResolver, platform: IBPlatform) {
        self.options = options
        self.colors = colors
        self.platform = platform
    }

    /// A clip path for the rect, defined once per drawing.
    mutating func clipID(for rect: RenderRect) -> String {
        let key = "\(SVGNumber.format(rect.x)),\(SVGNumber.format(rect.y)),\(SVGNumber.format(rect.width)),\(SVGNumber.format(rect.height))"
        if let id = clipIDs[key] { return id }
        let id = "\(options.idPrefix)-clip\(clipIDs.count + 1)"
        clipIDs[key] = id
        defs.open("clipPath", [("id", id)])
        defs.rect(rect, fill: .black)
        defs.close("clipPath")
        return id
    }

    /// Opens the element's group: tooltip and data attributes; the caller draws and then calls `end`.
    mutating func begin(_ element: IBElement, rect: RenderRect, clip: RenderRect?, hidden: Bool, binding: String?, kind: String? = nil) {
        drawn += 1
        var attributes: [(String, String)] = []
        if let id = element.id {
            attributes.append(("data-id", id))
            drawnIDs.insert(id)
            if rects[id] == nil { rects[id] = rect }
        }
        attributes.append(("data-class", element.effectiveClassName))
        attributes.append(("data-kind", kind ?? element.name))
        if let binding { attributes.append(("data-binding", binding)) }
        if let clip { attributes.append(("clip-path", "url(#\(clipID(for: clip)))")) }
        if hidden {
            attributes.append(("opacity", "0.35"))
            attributes.append(("class", "hidden"))
        }
        body.open("g", attributes)
        body.element("title", [], text: Self.tooltip(element, binding: binding, hidden: element.flag("hidden") == true))
    }

    mutating func end() { body.close("g") }

    /// Custom class first, then the element name, id and user label: what a reviewer needs to find it in Xcode.
    static func tooltip(_ element: IBElement, binding: String?, hidden: Bool) -> String {
        var parts: [String] = []
        if let custom = element.customClass { parts.append(custom) }
        parts.append("<\(element.name)>")
        if let id = element.id { parts.append("id \(id)") }
        if let label = element.userLabel { parts.append("“\(label)”") }
        if let binding { parts.append("bound to {\(binding)}") }
        if hidden { parts.append("hidden") }
        return parts.joined(separator: " · ")
    }

    /// The highlight outlines and finding markers, drawn over everything.
    mutating func drawOverlays() {
        for (id, highlight) in options.highlights.sorted(by: { $0.key < $1.key }) {
            guard let rect = rects[id] else { continue }
            overlay.open("g", [("class", "highlight \(highlight.rawValue)"), ("data-id", id)])
            overlay.element("title", [], text: "\(highlight.rawValue): \(id)")
            overlay.rect(rect.insetBy(dx: -1.5, dy: -1.5), fill: nil, stroke: highlight.color, strokeWidth: 3)
            overlay.close("g")
        }
        for finding in options.findings {
            guard let id = finding.elementID, let rect = rects[id] else { continue }
            overlay.open("g", [("class", "finding"), ("data-id", id), ("data-severity", finding.severity)])
            overlay.element("title", [], text: finding.text)
            overlay.rect(rect, fill: nil, stroke: finding.color, strokeWidth: 1.5, dash: "4 2")
            let cx = min(rect.maxX, rect.x + max(rect.width, 0)) - 2
            overlay.circle(cx: cx, cy: rect.y + 2, r: 8, fill: finding.color, stroke: .white, strokeWidth: 1.5)
            overlay.text("!", x: cx, y: rect.y + 6.5, size: 12, weight: 700, color: .white, anchor: "middle")
            overlay.close("g")
        }
    }
}
