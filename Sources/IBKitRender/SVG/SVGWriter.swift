/// Appends SVG markup with escaped values and fixed number formatting.
struct SVGWriter {
    /// UTF-8 bytes, not a String: a corpus render appends millions of small pieces, and appending bytes is a copy
    /// where appending to a String also checks and grows it.
    private(set) var bytes: [UInt8] = []

    var out: String { String(decoding: bytes, as: UTF8.self) }
    var isEmpty: Bool { bytes.isEmpty }

    private mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ other: SVGWriter) { bytes.append(contentsOf: other.bytes) }

    typealias Attributes = KeyValuePairs<String, String>

    static func n(_ value: Double) -> String { SVGNumber.format(value) }

    mutating func raw(_ text: String) { put(text) }

    mutating func open(_ tag: String, _ attributes: [(String, String)] = []) {
        put("<")
        put(tag)
        append(attributes)
        put(">")
    }

    mutating func close(_ tag: String) {
        put("</")
        put(tag)
        put(">")
    }

    mutating func element(_ tag: String, _ attributes: [(String, String)], text: String? = nil) {
        put("<")
        put(tag)
        append(attributes)
        if let text {
            put(">")
            put(XMLText.escape(text))
            close(tag)
        } else {
            put("/>")
        }
    }

    /// Piece by piece into `out`: interpolated strings would be built and copied once per attribute, and a
    /// corpus render writes millions of them.
    private mutating func append(_ attributes: [(String, String)]) {
        for (name, value) in attributes {
            put(" ")
            put(name)
            put("=\"")
            put(XMLText.escape(value))
            put("\"")
        }
    }

    mutating func rect(_ r: RenderRect, fill: RenderColor?, stroke: RenderColor? = nil, strokeWidth: Double = 1,
                       radius: Double = 0, dash: String? = nil, extra: [(String, String)] = []) {
        var attributes: [(String, String)] = [("x", Self.n(r.x)), ("y", Self.n(r.y)), ("width", Self.n(r.width)), ("height", Self.n(r.height))]
        if radius > 0 {
            let radius = min(radius, r.width / 2, r.height / 2)
            attributes.append(("rx", Self.n(radius)))
        }
        attributes += Self.paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth)
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        element("rect", attributes + extra)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: RenderColor, width: Double = 1, extra: [(String, String)] = []) {
        element("line", [("x1", Self.n(x1)), ("y1", Self.n(y1)), ("x2", Self.n(x2)), ("y2", Self.n(y2))]
            + Self.paint(fill: nil, stroke: stroke, strokeWidth: width) + extra)
    }

    mutating func circle(cx: Double, cy: Double, r: Double, fill: RenderColor?, stroke: RenderColor? = nil, strokeWidth: Double = 1) {
        element("circle", [("cx", Self.n(cx)), ("cy", Self.n(cy)), ("r", Self.n(max(0, r)))] + Self.paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth))
    }

    /// One line of text. `anchor` is SVG's text-anchor (start, middle, end); `y` is the baseline.
    mutating func text(_ string: String, x: Double, y: Double, size: Double, weight: Int = 400, color: RenderColor,
                       anchor: String = "start", italic: Bool = false, extra: [(String, String)] = []) {
        var attributes: [(String, String)] = [("x", Self.n(x)), ("y", Self.n(y)), ("font-size", Self.n(size))]
        if weight != 400 { attributes.append(("font-weight", String(weight))) }
        if italic { attributes.append(("font-style", "italic")) }
        if anchor != "start" { attributes.append(("text-anchor", anchor)) }
        attributes += Self.paint(fill: color, stroke: nil, strokeWidth: 0)
        if XMLText.looksJapanese(string) { attributes.append(("lang", "ja")) }
        element("text", attributes + extra, text: string)
    }

    static func paint(fill: RenderColor?, stroke: RenderColor?, strokeWidth: Double) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let fill {
            attributes.append(("fill", fill.hex))
            if fill.alpha < 1 { attributes.append(("fill-opacity", n(fill.alpha))) }
        } else {
            attributes.append(("fill", "none"))
        }
        if let stroke {
            attributes.append(("stroke", stroke.hex))
            if stroke.alpha < 1 { attributes.append(("stroke-opacity", n(stroke.alpha))) }
            if strokeWidth != 1 { attributes.append(("stroke-width", n(strokeWidth))) }
        }
        return attributes
    }
}
