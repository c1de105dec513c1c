import IBKitPlumbing
/// Appends SVG markup with escaped values and fixed number formatting.
struct SVGWriter {
    /// UTF-8 bytes, not a String: a corpus render appends millions of small pieces, and appending bytes is a copy
    /// where appending to a String also checks and grows it. Values are escaped and numbers formatted straight
    /// into them, and the shapes write their attributes one by one: no string or array per attribute.
    private(set) var bytes: [UInt8] = []

    var out: String { String(decoding: bytes, as: UTF8.self) }
    var isEmpty: Bool { bytes.isEmpty }

    private mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Markup the writer itself spells: mostly a few bytes, which a loop appends in half the time of
    /// `append(contentsOf:)`.
    @inline(__always)
    private mutating func put(literal text: StaticString) {
        let start = text.utf8Start, count = text.utf8CodeUnitCount
        if count > 8 { return bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count)) }
        for k in 0 ..< count { bytes.append(start[k]) }
    }

    /// A value, escaped.
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { XMLEscaping.appendAttribute($0, to: &bytes) }
    }

    mutating func raw(_ other: SVGWriter) { bytes.append(contentsOf: other.bytes) }

    mutating func raw(bytes other: [UInt8]) { bytes.append(contentsOf: other) }

    typealias Attributes = KeyValuePairs<String, String>

    static func n(_ value: Double) -> String { SVGNumber.format(value) }

    mutating func raw(_ text: String) { put(text) }

    mutating func open(_ tag: String, _ attributes: [(String, String)] = []) {
        start(tag)
        append(attributes)
        put(literal: ">")
    }

    mutating func close(_ tag: String) {
        put(literal: "</")
        put(tag)
        put(literal: ">")
    }

    mutating func element(_ tag: String, _ attributes: [(String, String)], text: String? = nil) {
        start(tag)
        append(attributes)
        if let text {
            content(text)
            close(tag)
        } else {
            put(literal: "/>")
        }
    }

    // MARK: Piece by piece

    /// `<tag`: attributes follow, then `end()`, `content(_:)` or `put(literal: "/>")`.
    mutating func start(_ tag: String) {
        put(literal: "<")
        put(tag)
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        put(literal: " ")
        put(literal: name)
        put(literal: "=\"")
        escaped(value)
        put(literal: "\"")
    }

    /// ` name="1.5"`: numbers need no escaping.
    mutating func attribute(_ name: StaticString, number value: Double) {
        put(literal: " ")
        put(literal: name)
        put(literal: "=\"")
        SVGNumber.append(value, to: &bytes)
        put(literal: "\"")
    }

    /// ` name="#rrggbb"`.
    mutating func attribute(_ name: StaticString, color: RenderColor) {
        put(literal: " ")
        put(literal: name)
        put(literal: "=\"")
        color.appendHex(to: &bytes)
        put(literal: "\"")
    }

    /// Closes the start tag.
    mutating func end() { put(literal: ">") }

    /// `>text`: closes the start tag and writes the text, escaped; the caller closes the element.
    mutating func content(_ text: String) {
        put(literal: ">")
        escaped(text)
    }

    /// Piece by piece into `out`: interpolated strings would be built and copied once per attribute, and a
    /// corpus render writes millions of them.
    private mutating func append(_ attributes: [(String, String)]) {
        for (name, value) in attributes {
            put(literal: " ")
            put(name)
            put(literal: "=\"")
            escaped(value)
            put(literal: "\"")
        }
    }

    // MARK: Shapes

    mutating func rect(_ r: RenderRect, fill: RenderColor?, stroke: RenderColor? = nil, strokeWidth: Double = 1,
                       radius: Double = 0, dash: String? = nil, extra: [(String, String)] = []) {
        put(literal: "<rect")
        attribute("x", number: r.x)
        attribute("y", number: r.y)
        attribute("width", number: r.width)
        attribute("height", number: r.height)
        if radius > 0 { attribute("rx", number: min(radius, r.width / 2, r.height / 2)) }
        paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth)
        if let dash { attribute("stroke-dasharray", dash) }
        append(extra)
        put(literal: "/>")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: RenderColor, width: Double = 1, extra: [(String, String)] = []) {
        put(literal: "<line")
        attribute("x1", number: x1)
        attribute("y1", number: y1)
        attribute("x2", number: x2)
        attribute("y2", number: y2)
        paint(fill: nil, stroke: stroke, strokeWidth: width)
        append(extra)
        put(literal: "/>")
    }

    mutating func circle(cx: Double, cy: Double, r: Double, fill: RenderColor?, stroke: RenderColor? = nil, strokeWidth: Double = 1) {
        put(literal: "<circle")
        attribute("cx", number: cx)
        attribute("cy", number: cy)
        attribute("r", number: max(0, r))
        paint(fill: fill, stroke: stroke, strokeWidth: strokeWidth)
        put(literal: "/>")
    }

    /// One line of text. `anchor` is SVG's text-anchor (start, middle, end); `y` is the baseline.
    mutating func text(_ string: String, x: Double, y: Double, size: Double, weight: Int = 400, color: RenderColor,
                       anchor: String = "start", italic: Bool = false, extra: [(String, String)] = []) {
        put(literal: "<text")
        attribute("x", number: x)
        attribute("y", number: y)
        attribute("font-size", number: size)
        if weight != 400 { attribute("font-weight", number: Double(weight)) }
        if italic { attribute("font-style", "italic") }
        if anchor != "start" { attribute("text-anchor", anchor) }
        paint(fill: color, stroke: nil, strokeWidth: 0)
        if XMLText.looksJapanese(string) { attribute("lang", "ja") }
        append(extra)
        content(string)
        put(literal: "</text>")
    }

    /// `fill` (`none` without one), `stroke` and their opacities, as attributes.
    mutating func paint(fill: RenderColor?, stroke: RenderColor?, strokeWidth: Double) {
        if let fill {
            attribute("fill", color: fill)
            if fill.alpha < 1 { attribute("fill-opacity", number: fill.alpha) }
        } else {
            attribute("fill", "none")
        }
        if let stroke {
            attribute("stroke", color: stroke)
            if stroke.alpha < 1 { attribute("stroke-opacity", number: stroke.alpha) }
            if strokeWidth != 1 { attribute("stroke-width", number: strokeWidth) }
        }
    }
}
