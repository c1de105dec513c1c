/// Numbers as they appear in the SVG: at most two decimals, no trailing zeros, no `-0`. Fixed formatting makes
/// the output byte-for-byte stable, so snapshot tests and `git diff` of rendered pages are meaningful.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}
