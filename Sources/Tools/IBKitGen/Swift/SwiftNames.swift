import IBKitPlumbing

/// Swift names and literals for the built-in generator, named the way SwiftGen's `ib` templates name them
/// (`swiftIdentifier:"pretty"`, then `lowerFirstWord` for members), so a project moving from SwiftGen finds
/// `Main`, `detail`, `showDetail` where it had them.
enum SwiftNames {
    /// A type name: `Main` → `Main`, `hoge-fuga` → `HogeFuga`, `2nd` → `_2nd`; keywords in backticks.
    static func typeName(_ raw: String) -> String {
        escaped(StringFilters.swiftIdentifier(raw, pretty: true))
    }

    /// A member name: `Detail` → `detail`, `URLCell` → `urlCell`, `show-detail` → `showDetail`; keywords in
    /// backticks.
    static func memberName(_ raw: String) -> String {
        escaped(asciiMemberName(raw) ?? StringFilters.lowerFirstWord(StringFilters.swiftIdentifier(raw, pretty: true)))
    }

    /// `lowerFirstWord(swiftIdentifier(raw, pretty: true))` in one pass and one string, for the names
    /// `StringFilters.asciiSwiftIdentifier` takes (ASCII letters and digits, a letter first, a lowercase letter
    /// after it); nil for others.
    static func asciiMemberName(_ raw: String) -> String? {
        var raw = raw
        var unchanged = false
        let made = raw.withUTF8 { utf8 -> String? in
            guard let first = utf8.first, isASCIILetter(first) else { return nil }
            var hasLowercase = false
            for byte in utf8.dropFirst() {
                if byte &- 0x61 < 26 { hasLowercase = true } else if !(byte &- 0x41 < 26 || byte &- 0x30 < 10) { return nil }
            }
            guard hasLowercase else { return nil }
            // swiftIdentifier uppercases the first letter; lowerFirstWord then lowercases the leading capitals,
            // except the last one when a lowercase letter follows it (`URLCell` → `urlCell`). A name that starts
            // with a lowercase letter followed by a lowercase letter or a digit is its own member name.
            if first &- 0x61 < 26, !(utf8[1] &- 0x41 < 26) {
                unchanged = true
                return nil
            }
            return String(unsafeUninitializedCapacity: utf8.count) { out in
                _ = out.initialize(from: utf8)
                var end = 0
                while end < out.count, out[end] &- 0x41 < 26 || (end == 0 && out[end] &- 0x61 < 26) { end += 1 }
                if end > 1, end < out.count, out[end] &- 0x61 < 26 { end -= 1 }
                for i in 0 ..< end where out[i] &- 0x41 < 26 { out[i] += 0x20 }
                return out.count
            }
        }
        return unchanged ? raw : made
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 || byte &- 0x61 < 26 }

    /// Backticks for words that cannot be a declared name as they are (`default`, `Type`, `self`).
    static func escaped(_ name: String) -> String {
        StringFilters.escapeReservedKeywords(name)
    }

    /// The name without backticks, to compare names (`` `default` `` and `default` are one name).
    static func bare(_ name: String) -> String {
        // Most names start with an ASCII character other than a backtick (Unicode's U+1FEF is one, canonically).
        if let first = name.utf8.first, first < 0x80, first != 0x60 { return name }
        return name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// A Swift string literal with `"`, `\` and control characters escaped.
    static func stringLiteral(_ value: String) -> String {
        if !value.utf8.contains(where: needsEscape) { return "\"" + value + "\"" }
        return SwiftLiteralEscaping.literal(value)
    }

    /// Whether a UTF-8 byte needs an escape in a string literal: a quote, a backslash or a control character.
    /// Most values have none (UTF-8 bytes of other characters are all 0x80 or above) and are written as they are.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F }

}
