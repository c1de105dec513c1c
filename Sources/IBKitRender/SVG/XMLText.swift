import IBKitDiagnostics

/// Escaping for text and attribute values placed in SVG/HTML. Everything from a document passes through here:
/// names, titles and ids are user data, and a `<` in a label must stay a character, never markup.
enum XMLText {
    static func escape(_ text: String) -> String {
        // The one escaper (IBKitDiagnostics): attribute-safe, so the same text may go in an attribute or between tags;
        // what XML cannot hold becomes U+FFFD, visibly.
        XMLEscaping.attribute(text)
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
