/// Escaping for the XML reporters (Checkstyle, JUnit).
public enum XMLEscaping {
    /// Text for a double-quoted attribute value. Tabs and line breaks become character references because XML
    /// attribute-value normalization would otherwise turn them into spaces.
    public static func attribute(_ s: String) -> String {
        escape(s, inAttribute: true)
    }

    /// Character data between tags.
    public static func text(_ s: String) -> String {
        escape(s, inAttribute: false)
    }

    /// Attribute text delimited by `quote` (`"` or `'`), exactly as written: nil when the value holds a scalar XML
    /// 1.0 cannot carry even as a reference (an editor must refuse such a value, not change it).
    public static func exactAttribute(_ s: String, quote: Unicode.Scalar) -> String? {
        escape(s, inAttribute: true, quote: quote, replacingInvalid: false)
    }

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        escape(s, inAttribute: inAttribute, quote: nil, replacingInvalid: true) ?? ""
    }

    /// One escaper for reporters and editors. `quote`: only that quote is escaped (nil: both, as the reporters
    /// write); `replacingInvalid`: characters XML cannot hold become U+FFFD (reporters) or make the result nil.
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
