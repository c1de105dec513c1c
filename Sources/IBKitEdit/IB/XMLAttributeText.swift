/// A value written as the text of an XML attribute, the way Xcode writes it: `&`, `<`, `>` and the quote that
/// delimits the value become references, tabs and line breaks become character references (a parser would turn
/// them into spaces otherwise), everything else is written as is. Nothing is ever decoded here.
enum XMLAttributeText {
    static func escape(_ value: String, quote: UInt8) throws(EditError) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quote == UInt8(ascii: "\""): out += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                guard isAllowedInXML(scalar) else {
                    throw .notRepresentable(value, reason: "XML 1.0 cannot hold U+\(String(scalar.value, radix: 16, uppercase: true)), not even as a reference")
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// XML 1.0's `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// XML's `Name`, checked loosely above ASCII (any non-ASCII scalar is accepted, as the scanner does).
    static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        func isStart(_ s: Unicode.Scalar) -> Bool {
            s.value >= 0x80 || (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" || s == ":"
        }
        return isStart(first) && name.unicodeScalars.allSatisfy { s in
            isStart(s) || (s >= "0" && s <= "9") || s == "-" || s == "."
        }
    }
}
