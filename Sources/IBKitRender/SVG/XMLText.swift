import IBKitDiagnostics

/// Escaping for text and attribute values placed in SVG/HTML. Everything from a document passes through here:
/// names, titles and ids are user data, and a `<` in a label must stay a character, never markup.
enum XMLText {
    /// What `XMLEscaping.attribute` (IBKitDiagnostics' one escaper) makes of the text: attribute-safe, so the same
    /// text may go in an attribute or between tags; what XML cannot hold becomes U+FFFD, visibly.
    static func escape(_ text: String) -> String {
        var bytes = text
        let escaped: [UInt8]? = bytes.withUTF8 { utf8 in
            guard needsEscaping(utf8) else { return nil }
            var out: [UInt8] = []
            appendEscaped(utf8, to: &out)
            return out
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Appends the text's UTF-8 bytes escaped as `escape` would, with no intermediate string: pages append millions
    /// of values, and nearly every element's tooltip has a `<`.
    static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        guard needsEscaping(utf8) else {
            out.append(contentsOf: utf8)
            return
        }
        var run = 0 // start of the bytes not yet copied
        var i = 0
        let n = utf8.count
        func flush(_ end: Int, _ out: inout [UInt8]) {
            if end > run { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<end])) }
        }
        while i < n {
            let b = utf8[i]
            let replacement: StaticString
            var width = 1
            switch b {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;" // also keeps `]]>` out of text
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&apos;"
            case 0x0A: replacement = "&#10;" // attribute-value normalization would make it a space
            case 0x0D: replacement = "&#13;" // a literal CR would be normalized away by the parser
            case 0x09: replacement = "&#9;"
            case 0x00 ..< 0x20: replacement = "\u{FFFD}" // not XML: visibly replaced
            case 0xEF where i + 2 < n && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                replacement = "\u{FFFD}" // U+FFFE, U+FFFF
                width = 3
            default:
                i += 1
                continue
            }
            flush(i, &out)
            out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            i += width
            run = i
        }
        flush(n, &out)
    }

    /// Whether any byte is markup, a control character or the lead byte of U+FFFE/U+FFFF (EF BF BE/BF).
    @inline(__always)
    static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.contains { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }
    }

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
