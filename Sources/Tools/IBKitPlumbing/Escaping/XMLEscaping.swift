/// The one XML escaper: the XML reporters (Checkstyle, JUnit), the editors of IB files and property lists, and the
/// rendered SVG and HTML pages.
public enum XMLEscaping {
    /// Text for a double-quoted attribute value. Tabs and line breaks become character references because XML
    /// attribute-value normalization would otherwise turn them into spaces; what XML cannot hold becomes U+FFFD,
    /// visibly. Safe between tags too.
    public static func attribute(_ s: String) -> String {
        var text = s
        let escaped: [UInt8]? = text.withUTF8 { utf8 in
            guard needsEscaping(utf8) else { return nil }
            var out: [UInt8] = []
            appendAttribute(utf8, to: &out)
            return out
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? s
    }

    /// Appends UTF-8 bytes escaped as `attribute` escapes them, with no intermediate string: rendered pages append
    /// millions of values, and nearly every element's tooltip has a `<`.
    public static func appendAttribute(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
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
            case 0x0A: replacement = "&#10;"
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

    /// Character data between tags.
    public static func text(_ s: String) -> String {
        escape(s, inAttribute: false, quote: nil, replacingInvalid: true) ?? ""
    }

    /// Attribute text delimited by `quote` (`"` or `'`), exactly as written: nil when the value holds a scalar XML
    /// 1.0 cannot carry even as a reference (an editor must refuse such a value, not change it).
    public static func exactAttribute(_ s: String, quote: Unicode.Scalar) -> String? {
        escape(s, inAttribute: true, quote: quote, replacingInvalid: false)
    }

    /// Text and exact attributes, scalar by scalar. `quote`: only that quote is escaped (nil: both);
    /// `replacingInvalid`: characters XML cannot hold become U+FFFD (reporters) or make the result nil (editors).
    private static func escape(_ s: String, inAttribute: Bool, quote: Unicode.Scalar?, replacingInvalid: Bool) -> String? {
        // Most text needs nothing: no markup character, no control byte, no U+FFFE/U+FFFF (EF BF BE/BF).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
            return s
        }
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;" // also keeps `]]>` out of text
            case "\"" where inAttribute && (quote == nil || quote == "\""): out += "&quot;"
            case "'" where inAttribute && (quote == nil || quote == "'"): out += "&apos;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;" // a literal CR would be normalized away by the parser
            case "\t" where inAttribute: out += "&#9;"
            default:
                if isAllowedInXML(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if replacingInvalid {
                    out += "\u{FFFD}" // visibly
                } else {
                    return nil
                }
            }
        }
        return out
    }

    /// XML 1.0's `Char` production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    public static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
