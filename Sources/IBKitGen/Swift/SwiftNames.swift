/// Swift names and literals for the built-in generator, named the way SwiftGen's `ib` templates name them
/// (`swiftIdentifier:"pretty"`, then `lowerFirstWord` for members), so a project moving from SwiftGen finds
/// `Main`, `detail`, `showDetail` where it had them.
enum SwiftNames {
    /// A type name: `Main` → `Main`, `hoge-fuga` → `HogeFuga`, `2nd` → `_2nd`; keywords in backticks.
    static func typeName(_ raw: String) -> String {
        escaped(identifier(raw))
    }

    /// A member name: `Detail` → `detail`, `URLCell` → `urlCell`, `show-detail` → `showDetail`; keywords in
    /// backticks.
    static func memberName(_ raw: String) -> String {
        escaped(lowerFirstWord(identifier(raw)))
    }

    /// Backticks for words that cannot be a declared name as they are (`default`, `Type`, `self`).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    // TEMPORARY until the Stencil filters land: the same rules as StringFilters.swiftIdentifier(pretty:).
    static func identifier(_ raw: String) -> String {
        let parts = raw.split { !($0.isLetter || $0.isNumber) }
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "_" }
        return first.isNumber ? "_" + joined : joined
    }

    static func lowerFirstWord(_ string: String) -> String {
        let scalars = Array(string)
        var end = 0
        while end < scalars.count, scalars[end].isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].isLowercase { end -= 1 }
        return String(scalars[..<end]).lowercased() + String(scalars[end...])
    }

    static let keywords: Set<String> = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol"]

    /// The name without backticks, to compare names (`` `default` `` and `default` are one name).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// A Swift string literal with `"`, `\` and control characters escaped.
    static func stringLiteral(_ value: String) -> String {
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
