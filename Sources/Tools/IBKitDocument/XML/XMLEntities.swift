/// XML's five predefined entities and character references: the only references the scanner accepts.
enum XMLEntities {
    static func predefined(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2:
            if name[1] == UInt8(ascii: "t") {
                if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
                if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
            }
        case 3:
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "m"), name[2] == UInt8(ascii: "p") { return UInt8(ascii: "&") }
        case 4:
            if name[0] == UInt8(ascii: "q"), name[1] == UInt8(ascii: "u"), name[2] == UInt8(ascii: "o"), name[3] == UInt8(ascii: "t") { return UInt8(ascii: "\"") }
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "p"), name[2] == UInt8(ascii: "o"), name[3] == UInt8(ascii: "s") { return UInt8(ascii: "'") }
        default: break
        }
        return nil
    }

    /// Decodes a range the scanner already validated. Attribute values get XML's normalisation
    /// (literal tab, CR, LF → space); text gets line-end normalisation (CR LF and CR → LF); CDATA sections
    /// get line-end normalisation only: `&` is literal there.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, isAttribute: Bool, isCDATA: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "&"), !isCDATA {
                var j = i + 1
                while j < n, bytes[j] != UInt8(ascii: ";") { j += 1 }
                let body = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])
                if body.first == UInt8(ascii: "#") {
                    let hexadecimal = body.count > 1 && body[1] == UInt8(ascii: "x")
                    let digits = body.dropFirst(hexadecimal ? 2 : 1)
                    let value = UInt32(String(decoding: digits, as: UTF8.self), radix: hexadecimal ? 16 : 10) ?? 0xFFFD
                    appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}", to: &out)
                } else if let byte = predefined(body) {
                    out.append(byte)
                }
                i = j + 1
                continue
            }
            if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                out.append(isAttribute ? 0x20 : 0x0A)
            } else if isAttribute, b == 0x0A || b == 0x09 {
                out.append(0x20)
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendScalar(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        out.append(contentsOf: String(Character(scalar)).utf8)
    }
}
