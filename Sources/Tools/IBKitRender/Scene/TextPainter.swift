import IBKitDocument

/// Text inside a rect: wrapped, truncated, aligned, vertically placed.
enum TextPainter {
    enum Vertical { case center, top }

    static func draw(_ text: String, in rect: RenderRect, font: FontSpec, color: RenderColor, alignment: String?, lines maxLines: Int,
                     vertical: Vertical = .center, into canvas: inout SceneCanvas, lang: String? = nil) {
        guard !text.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let lines = TextLayout.lines(text, width: rect.width, height: rect.height, size: font.size, maxLines: maxLines)
        let lineHeight = font.size * 1.2
        let total = Double(lines.count) * lineHeight
        let top = vertical == .center ? rect.midY - total / 2 : rect.y + 1
        let (anchor, x): (String, Double)
        switch alignment {
        case "center": (anchor, x) = ("middle", rect.midX)
        case "right": (anchor, x) = ("end", rect.maxX)
        default: (anchor, x) = ("start", rect.x)
        }
        let declared = lang.flatMap { $0 != "ja" || !XMLText.looksJapanese(text) ? $0 : nil }
        if lines.count == 1 {
            canvas.body.text(lines[0], x: x, y: top + font.size * 0.95, size: font.size, weight: font.weight, color: color,
                             anchor: anchor, italic: font.italic, extra: declared.map { [("lang", $0)] } ?? [])
            return
        }
        // Several lines: one <text> with a <tspan> per line, so the element is one text for a browser's find.
        canvas.body.start("text")
        canvas.body.attribute("x", number: x)
        canvas.body.attribute("y", number: top + font.size * 0.95)
        canvas.body.attribute("font-size", number: font.size)
        if font.weight != 400 { canvas.body.attribute("font-weight", number: Double(font.weight)) }
        if font.italic { canvas.body.attribute("font-style", "italic") }
        if anchor != "start" { canvas.body.attribute("text-anchor", anchor) }
        canvas.body.paint(fill: color, stroke: nil, strokeWidth: 0)
        if XMLText.looksJapanese(text) { canvas.body.attribute("lang", "ja") }
        if let declared { canvas.body.attribute("lang", declared) }
        canvas.body.end()
        for (n, line) in lines.enumerated() {
            // An empty <tspan> does not move the text position in browsers, so a blank line (between paragraphs) is a
            // no-break space: without it the paragraphs were drawn without their gap.
            canvas.body.start("tspan")
            canvas.body.attribute("x", number: x)
            if n > 0 { canvas.body.attribute("dy", number: lineHeight) }
            canvas.body.content(line.isEmpty ? "\u{00A0}" : line)
            canvas.body.close("tspan")
        }
        canvas.body.close("text")
    }

    /// UIKit's `textAlignment`, AppKit's cell `alignment`; `natural` is left in the languages drawn here.
    static func alignment(of e: IBElement, cell: IBElement?) -> String? {
        e.attribute("textAlignment") ?? cell?.attribute("alignment") ?? e.attribute("contentHorizontalAlignment")
    }

    /// A language the element declares for its text. IB has no language per label: a runtime attribute
    /// `lang`/`language` is how projects tag one, and a Japanese font (Hiragino, Noto Sans JP/CJK JP, Yu Gothic)
    /// says so too — then Latin-only placeholder text is still drawn in the Japanese font the label will use.
    static func declaredLanguage(of e: IBElement) -> String? {
        if let attributes = e.firstChild(.userDefinedRuntimeAttributes) {
            for a in attributes.children where ["lang", "language", "languageCode"].contains(a.attribute("keyPath") ?? "") {
                return a.attribute("value")
            }
        }
        // (System fonts, most of them, have neither a name nor a family.)
        if let font = e.firstChild(.fontDescription), font.has(.name) || font.has(.family) {
            let name = ((font[.name] ?? "") + " " + (font[.family] ?? "")).lowercased()
            if ["hiragino", "notosansjp", "noto sans jp", "notosanscjkjp", "noto sans cjk jp", "yugothic", "yu gothic", "yumincho"].contains(where: name.contains) {
                return "ja"
            }
        }
        return nil
    }
}
