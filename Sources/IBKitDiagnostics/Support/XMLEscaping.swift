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

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;" // also keeps `]]>` out of text
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;" // a literal CR would be normalized away by the parser
            case "\t" where inAttribute: out += "&#9;"
            default:
                // XML 1.0 cannot carry these even as character references: replace them visibly.
                if isAllowedInXML(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\u{FFFD}"
                }
            }
        }
        return out
    }

    /// XML 1.0's `Char` production: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
