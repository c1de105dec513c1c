/// Numbers as they appear in the SVG: at most two decimals, no trailing zeros, no `-0`. Fixed formatting makes
/// the output byte-for-byte stable, so snapshot tests and `git diff` of rendered pages are meaningful.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The number's digits appended as bytes: a page writes hundreds of thousands of numbers.
    static func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return out.append(UInt8(ascii: "0")) }
        if hundredths < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = Int(abs(hundredths))
        appendDigits(magnitude / 100, to: &out)
        let fraction = magnitude % 100
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        out.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { out.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// A non-negative integer's decimal digits.
    static func appendDigits(_ value: Int, to out: inout [UInt8]) {
        if value < 10 { return out.append(UInt8(ascii: "0") + UInt8(value)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // room for Int.max's 19 digits
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for k in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[k]) }
        }
    }
}
