/// The one JSON escaper: the JSON and SARIF reporters, the baseline, `ibkit dump` and the pages' embedded data.
public enum JSONEscaping {
    /// A JSON string literal (RFC 8259): quote, backslash and control characters escaped, everything else as UTF-8.
    /// U+2028 and U+2029 are escaped too, so the output is also a valid JavaScript literal.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}":
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
