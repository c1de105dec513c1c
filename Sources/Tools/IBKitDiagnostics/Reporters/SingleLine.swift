/// Text for one line of human-readable output: line breaks and tabs become spaces and other control characters
/// (including ESC, which could inject terminal escape sequences) become U+FFFD.
func singleLine(_ s: String) -> String {
    guard mayHaveControlCharacters(s), s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return s }
    var out = ""
    for scalar in s.unicodeScalars {
        if scalar.properties.generalCategory == .control {
            out += scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : "\u{FFFD}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// False when the UTF-8 bytes hold no control character (Unicode's Cc: U+0000–U+001F, U+007F–U+009F, the last
/// ones encoded C2 80–C2 9F), so the common line is checked without a general-category look-up per scalar.
func mayHaveControlCharacters(_ s: String) -> Bool {
    var s = s
    return s.withUTF8 { bytes in
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) { return true }
            previous = byte
        }
        return false
    }
}
