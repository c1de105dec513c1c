extension NamingConvention {
    /// True when `name` can be written as a Swift type name as it stands (`DetailViewController`, `Café`), false
    /// for names only a file or an Interface Builder field can hold (`New Room`, `2FA`, `Detail-View`): tools
    /// that print code for a name check it first, so that what they print compiles.
    public static func isSwiftTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy {
            isHead($0) || ("0" ... "9").contains($0) || ($0.value > 0x7F && $0.properties.isXIDContinue)
        }
            && !keywords.contains(name)
    }

    private static func isHead(_ c: Unicode.Scalar) -> Bool {
        c == "_" || ("a" ... "z").contains(c) || ("A" ... "Z").contains(c)
            || (c.value > 0x7F && c.properties.isXIDStart)
    }

    /// Keywords that cannot name a type without backticks.
    private static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "extension", "func", "var", "let",
        "import", "return", "if", "else", "for", "while", "in", "switch", "case", "default", "init", "self", "super",
        "true", "false", "nil", "is", "as", "throw", "throws", "try", "catch", "do", "where", "static", "public",
    ]
}
