/// Escaping for text and attribute values placed in SVG/HTML. Everything from a document passes through here:
/// names, titles and ids are user data, and a `<` in a label must stay a character, never markup.
enum XMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0 output.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" { out += " " }
                else if scalar.value == 0xFFFE || scalar.value == 0xFFFF { out += "\u{FFFD}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// True when the text has kana or kanji: the element is marked `lang="ja"` so the browser picks a Japanese
    /// font (Han characters alone would otherwise often get a Chinese glyph variant).
    static func looksJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            (0x3040...0x30FF).contains(s.value) || (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value)
                || (0xFF66...0xFF9F).contains(s.value) || (0x31F0...0x31FF).contains(s.value)
        }
    }

    /// Text shortened to `limit` characters with an ellipsis.
    static func truncate(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(0, limit - 1))) + "…"
    }
}
