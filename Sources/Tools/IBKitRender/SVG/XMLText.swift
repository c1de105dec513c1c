/// Text placed in SVG/HTML pages: Japanese detection and truncation. (Its escaping is `XMLEscaping.attribute`:
/// names, titles and ids are user data, and a `<` in a label must stay a character, never markup.)
enum XMLText {
    /// True when the text has kana or kanji: the element is marked `lang="ja"` so the browser picks a Japanese
    /// font (Han characters alone would otherwise often get a Chinese glyph variant).
    static func looksJapanese(_ text: String) -> Bool {
        // Every range below is three bytes in UTF-8, led by E3…EF: ASCII and Latin text is skipped without decoding.
        guard text.utf8.contains(where: { $0 >= 0xE3 }) else { return false }
        return text.unicodeScalars.contains { s in
            (0x3040...0x30FF).contains(s.value) || (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value)
                || (0xFF66...0xFF9F).contains(s.value) || (0x31F0...0x31FF).contains(s.value)
        }
    }

    /// Text shortened to `limit` characters with an ellipsis.
    static func truncate(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(0, limit - 1))) + "…"
    }
}
