/// The one Swift string-literal escaper: `ibkit migrate`'s edits of Swift files and `ibkit gen`'s generated code.
public enum SwiftLiteralEscaping {
    /// The content of a string literal whose delimiters carry `pounds` `#`s: every backslash and quote is escaped
    /// (`\\`, `\"`; `\#\`, `\#"` in a raw string), line breaks, tabs and other control characters become `\n`,
    /// `\t`, `\u{…}`, so no value can end the literal or start an interpolation.
    public static func content(_ value: String, pounds: Int = 0) -> String {
        let escape = "\\" + String(repeating: "#", count: pounds)
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += escape + "\\"
            case "\"": out += escape + "\""
            case "\n": out += escape + "n"
            case "\r": out += escape + "r"
            case "\t": out += escape + "t"
            case "\0": out += escape + "0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A whole single-line literal, in plain quotes.
    public static func literal(_ value: String) -> String { "\"" + content(value) + "\"" }
}
