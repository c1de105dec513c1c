/// Strings and object ids as Xcode writes them in `project.pbxproj`.
enum PBXText {
    /// `value` as a pbxproj string token: bare when Xcode would write it bare (letters, digits, `_`, `$`, `.`, `/`)
    /// and `quoted` is false, else in double quotes with `\` and `"` escaped and line breaks and tabs as escapes.
    static func string(_ value: String, quoted: Bool = false) -> String {
        let bare = !value.isEmpty && !value.contains("//") && value.utf8.allSatisfy { b in
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "/")
        }
        if bare && !quoted { return value }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The text of a comment label: `*/` would end the comment early, so it is broken up.
    static func commentLabel(_ label: String) -> String {
        label.replacingOccurrences(of: "*/", with: "* /")
    }

    /// A new object id in Xcode's form (24 upper-case hex digits), derived from `seed` so that planning twice gives
    /// the same ids, and different from every id in `taken`.
    static func objectID(seed: String, taken: Set<String>) -> String {
        var attempt = 0
        while true {
            let a = fnv1a(seed + "#\(attempt)", basis: 0xCBF2_9CE4_8422_2325)
            let b = fnv1a(seed + "#\(attempt)", basis: 0x8422_2325_CBF2_9CE4)
            let hex = String(a, radix: 16, uppercase: true) + String(b, radix: 16, uppercase: true)
            let id = String((String(repeating: "0", count: 32) + hex).suffix(24))
            if !taken.contains(id) { return id }
            attempt += 1
        }
    }

    private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
