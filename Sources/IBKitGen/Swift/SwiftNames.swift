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
        escaped(StringFilters.lowerFirstWord(StringFilters.swiftIdentifier(raw, pretty: true)))
    }

    /// Backticks for words that cannot be a declared name as they are (`default`, `Type`, `self`).
    static func escaped(_ name: String) -> String {
        StringFilters.escapeReservedKeywords(name)
    }

    /// The name without backticks, to compare names (`` `default` `` and `default` are one name).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// A Swift string literal with `"`, `\` and control characters escaped.
    static func stringLiteral(_ value: String) -> String {
        // Most values need no escape: no quote, backslash or control character (UTF-8 bytes of other characters
        // are all 0x80 or above).
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) { return "\"" + value + "\"" }
        return escapedStringLiteral(value)
    }

    static func escapedStringLiteral(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
