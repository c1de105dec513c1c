/// Breaks text into the lines a label shows, estimating glyph widths: SVG has no line breaking and the renderer
/// has no font metrics, so widths are averages (CJK full width 1 em, Latin about 0.55 em). Lines past the label's
/// line count or height are dropped and the last one kept ends with an ellipsis, as UIKit's tail truncation does.
enum TextLayout {
    static func width(of scalar: Unicode.Scalar, size: Double) -> Double {
        let v = scalar.value
        if v >= 0x1100 && (v <= 0x115F || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || v >= 0x1F300) {
            return size
        }
        if scalar == " " { return size * 0.27 }
        if "iljtf.,:;'|!".unicodeScalars.contains(scalar) { return size * 0.28 }
        if "mwMW".unicodeScalars.contains(scalar) { return size * 0.8 }
        if (0x41...0x5A).contains(v) { return size * 0.62 }
        return size * 0.5
    }

    static func width(of text: String, size: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1, size: size) }
    }

    /// Characters that must not start a line in Japanese text (JIS X 4051's line-start prohibitions, the common ones).
    static let noLineStart: Set<Character> = Set("、。，．,.）)」』】〕〉》］｝!！?？:：;；・…ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々")

    /// The lines to draw. `maxLines` 0 means as many as fit in `height`.
    static func lines(_ text: String, width: Double, height: Double, size: Double, maxLines: Int) -> [String] {
        let lineHeight = size * 1.2
        let fitting = max(1, Int((height + size * 0.3) / lineHeight))
        let limit = maxLines > 0 ? min(maxLines, fitting) : fitting
        // IB sizes labels to fit their text in the real font: a little slack keeps an estimate that is slightly
        // too wide from truncating text that fits.
        let available = max(width * 1.08, size)
        var lines: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var currentWidth = 0.0
            var lastBreak: String.Index?
            for character in paragraph {
                let w = character.unicodeScalars.reduce(0) { $0 + Self.width(of: $1, size: size) }
                if currentWidth + w > available, !current.isEmpty {
                    if lines.count + 1 >= limit { lines.append(current); truncated = true; break paragraphs }
                    // Break at the last space for Latin text; anywhere for CJK.
                    if let cut = lastBreak, character != " " {
                        let head = String(current[..<cut])
                        let tail = String(current[current.index(after: cut)...])
                        lines.append(head)
                        current = tail
                    } else if Self.noLineStart.contains(character), current.count > 1 {
                        // Japanese line breaking (kinsoku): a comma, full stop, closing bracket or small kana never
                        // starts a line; the character before it goes down with it, as iOS breaks the line.
                        let moved = current.removeLast()
                        lines.append(current)
                        current = String(moved)
                    } else {
                        lines.append(current)
                        current = ""
                    }
                    currentWidth = Self.width(of: current, size: size)
                    lastBreak = nil
                    if character == " " { continue }
                }
                if character == " " { lastBreak = current.endIndex }
                current.append(character)
                currentWidth += w
            }
            if lines.count >= limit { truncated = true; break }
            lines.append(current)
        }
        if lines.count > limit { lines.removeLast(lines.count - limit); truncated = true }
        if truncated, var last = lines.popLast() {
            while !last.isEmpty, Self.width(of: last + "…", size: size) > available { last.removeLast() }
            lines.append(last + "…")
        }
        return lines
    }
}
