import IBKitDocument

/// The state of one drawing: output, clip paths defined so far, counts.
struct SceneCanvas {
    var body = SVGWriter()
    var overlay = SVGWriter()
    var defs = SVGWriter()
    /// Clip rect (in hundredths, as drawn) → its clip path's id.
    var clipIDs: [ClipKey: String] = [:]
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
        let key = ClipKey(rect)
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
        let id = element.id
        body.start("g")
        if let id {
            body.attribute("data-id", id)
            drawnIDs.insert(id)
            Self.keepFirst(&rects[id, default: rect])
        }
        // The custom class is read once, for the class and the tooltip.
        let custom = element.customClass
        body.attribute("data-class", custom ?? IBSystemClass.className(forElement: element.name, platform: platform))
        body.attribute("data-kind", kind ?? element.name)
        if let binding { body.attribute("data-binding", binding) }
        if let clip { body.attribute("clip-path", "url(#\(clipID(for: clip)))") }
        if hidden {
            body.attribute("opacity", "0.35")
            body.attribute("class", "hidden")
        }
        body.end()
        body.raw("<title>")
        Self.writeTooltip(element, custom: custom, id: id, binding: binding, hidden: element.flag("hidden") == true, into: &body)
        body.close("title")
    }

    mutating func end() { body.close("g") }

    /// `keepFirst(&dictionary[key, default: value])` stores the value unless the key has one, hashing the key once.
    @inline(__always)
    static func keepFirst(_ value: inout RenderRect) {}

    /// Custom class first, then the element name, id and user label: what a reviewer needs to find it in Xcode.
    /// Escaped part by part straight into the page (escaping is per character, so that is the joined text's
    /// escaping): most of a page's elements have one.
    static func writeTooltip(_ element: IBElement, custom: String?, id: String?, binding: String?, hidden: Bool, into out: inout SVGWriter) {
        if let custom {
            out.escaped(custom)
            out.raw(" · ")
        }
        out.raw("&lt;")
        out.escaped(element.name)
        out.raw("&gt;")
        if let id {
            out.raw(" · id ")
            out.escaped(id)
        }
        if let label = element.userLabel {
            out.raw(" · “")
            out.escaped(label)
            out.raw("”")
        }
        if let binding {
            out.raw(" · bound to {")
            out.escaped(binding)
            out.raw("}")
        }
        if hidden { out.raw(" · hidden") }
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

/// A clip rect as it is drawn (hundredths of a point): rects that print the same share one clip path.
struct ClipKey: Hashable {
    let x: Int, y: Int, width: Int, height: Int

    init(_ rect: RenderRect) {
        x = Self.hundredths(rect.x)
        y = Self.hundredths(rect.y)
        width = Self.hundredths(rect.width)
        height = Self.hundredths(rect.height)
    }

    /// What `SVGNumber` prints, as an integer: non-finite values print as 0.
    static func hundredths(_ value: Double) -> Int {
        value.isFinite ? Int((value * 100).rounded()) : 0
    }
}
