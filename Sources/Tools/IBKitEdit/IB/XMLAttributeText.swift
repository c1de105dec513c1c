import IBKitDiagnostics
import IBKitPlumbing

/// A value written as the text of an XML attribute, the way Xcode writes it: `&`, `<`, `>` and the quote that
/// delimits the value become references, tabs and line breaks become character references (a parser would turn
/// them into spaces otherwise), everything else is written as is. Nothing is ever decoded here.
enum XMLAttributeText {
    static func escape(_ value: String, quote: UInt8) throws(EditError) -> String {
        guard let text = XMLEscaping.exactAttribute(value, quote: Unicode.Scalar(quote)) else {
            let bad = value.unicodeScalars.first { !XMLEscaping.isAllowedInXML($0) }.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
            throw .notRepresentable(value, reason: "XML 1.0 cannot hold U+\(bad), not even as a reference")
        }
        return text
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
