import Foundation

/// The string filters of StencilSwiftKit 2.10 (SwiftGen's template library), reimplemented: StencilSwiftKit is
/// not a dependency, but SwiftGen users' templates use these filters, so each one gives StencilSwiftKit's output
/// (its documented examples are the tests, Tests/IBKitGenTests/StencilFilterTests.swift).
public enum StringFilters {
    /// Why a filter refused its input; the renderer adds the template position.
    public struct FilterError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Identifiers

    /// `swiftIdentifier`: a valid Swift identifier. Splits at characters that cannot be in an identifier,
    /// uppercases the first letter of each part, joins with `_`, and prefixes `_` when the result cannot start an
    /// identifier. `pretty` then applies `snakeToCamelCase` (leading underscores stripped) and the prefix again.
    public static func swiftIdentifier(_ string: String, pretty: Bool = false) -> String {
        asciiSwiftIdentifier(string, pretty: pretty) ?? generalSwiftIdentifier(string, pretty: pretty)
    }

    /// The common case without splitting, regular expressions or Foundation: a letter, then ASCII letters and
    /// digits, with a lowercase letter after the first (`showDetail`, `ProfileCell2`). The result is the string with
    /// its first letter uppercased, as the general path gives; nil for anything else.
    static func asciiSwiftIdentifier(_ string: String, pretty: Bool) -> String? {
        var utf8 = Array(string.utf8)
        guard let first = utf8.first, isASCIILetter(first) else { return nil }
        var hasLowercase = false
        for byte in utf8.dropFirst() {
            guard isASCIILetter(byte) || (0x30...0x39).contains(byte) else { return nil }
            if (0x61...0x7A).contains(byte) { hasLowercase = true }
        }
        // Without a lowercase letter `pretty` splits at humps and capitalizes (`URL` → `Url`): the general path.
        guard hasLowercase || !pretty else { return nil }
        if (0x61...0x7A).contains(first) { utf8[0] = first - 0x20 }
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    static func generalSwiftIdentifier(_ string: String, pretty: Bool) -> String {
        let parts = string.unicodeScalars.split(omittingEmptySubsequences: false) { !SwiftIdentifierCharacters.isTail($0) }
        let normal = prefixedIfNeeded(parts.map { upperFirstLetter(String(String.UnicodeScalarView($0))) }.joined(separator: "_"))
        guard pretty else { return normal }
        return prefixedIfNeeded(snakeToCamelCase(normal, stripLeading: true))
    }

    static func prefixedIfNeeded(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return SwiftIdentifierCharacters.isHead(first) ? string : "_" + string
    }

    /// `escapeReservedKeywords`: wraps Swift keywords in backticks (`self` → `` `self` ``).
    public static func escapeReservedKeywords(_ string: String) -> String {
        isReservedKeyword(string) ? "`\(string)`" : string
    }

    /// Whether `reservedKeywords` holds the string. Most names are ruled out without hashing: an ASCII string can
    /// equal a keyword (all ASCII) only byte for byte, so only one whose length and first byte some keyword has is
    /// looked up.
    static func isReservedKeyword(_ string: String) -> Bool {
        var string = string
        let ruledOut = string.withUTF8 { utf8 -> Bool in
            guard let first = utf8.first, utf8.count < 16, utf8.allSatisfy({ $0 < 0x80 }) else {
                return !utf8.isEmpty && utf8.allSatisfy { $0 < 0x80 } // longer ASCII strings: no keyword is that long
            }
            return keywordStarts[utf8.count &* 2 &+ Int(first >> 6)] & (1 &<< UInt64(first & 63)) == 0
        }
        return !ruledOut && reservedKeywords.contains(string)
    }

    /// For each length below 16, the first bytes of the keywords of that length (two words of 64 bits per length).
    private static let keywordStarts: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 32)
        for keyword in reservedKeywords {
            let bytes = Array(keyword.utf8)
            precondition(bytes.count < 16 && bytes.allSatisfy { $0 < 0x80 }, "keyword table: \(keyword)")
            table[bytes.count * 2 + Int(bytes[0] >> 6)] |= 1 << UInt64(bytes[0] & 63)
        }
        return table
    }()

    /// StencilSwiftKit's list, kept as is so templates escape the same words.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "#available",
        "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file", "#fileLiteral", "#function", "#if",
        "#imageLiteral", "#line", "#selector", "#sourceLocation", "associativity", "convenience", "dynamic",
        "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "Type", "unowned",
        "weak", "willSet",
    ]

    // MARK: Letter case

    /// `upperFirstLetter` (and the deprecated `titlecase`): uppercases the first character only.
    public static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    /// `lowerFirstLetter`: lowercases the first character only.
    public static func lowerFirstLetter(_ string: String) -> String {
        string.prefix(1).lowercased() + string.dropFirst()
    }

    /// `lowerFirstWord`: lowercases the leading capitals, keeping the last one when it starts the next word
    /// (`URLChooser` → `urlChooser`, `PeoplePicker` → `peoplePicker`).
    public static func lowerFirstWord(_ string: String) -> String {
        asciiLowerFirstWord(string) ?? generalLowerFirstWord(string)
    }

    /// `lowerFirstWord` of an ASCII string, byte by byte (ASCII's only uppercase letters are A–Z, its only
    /// lowercase ones a–z); nil for other strings.
    static func asciiLowerFirstWord(_ string: String) -> String? {
        var utf8 = Array(string.utf8)
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var end = 0
        while end < utf8.count, (0x41...0x5A).contains(utf8[end]) { end += 1 }
        if end > 1, end < utf8.count, (0x61...0x7A).contains(utf8[end]) { end -= 1 }
        for i in 0 ..< end { utf8[i] += 0x20 }
        return String(decoding: utf8, as: UTF8.self)
    }

    static func generalLowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        var tail = String.UnicodeScalarView()
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// `snakeToCamelCase`: `snake_case` → `SnakeCase`. Components are joined with their first letter uppercased;
    /// a string without lowercase ASCII letters is split at camel-case humps too and each component capitalized.
    /// Leading underscores are kept unless `stripLeading`.
    public static func snakeToCamelCase(_ string: String, stripLeading: Bool = false) -> String {
        let joined: String
        if string.unicodeScalars.contains(where: { $0.value >= 0x61 && $0.value <= 0x7A }) {
            joined = string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            joined = snakeCase(string).components(separatedBy: "_").map(\.capitalized).joined()
        }
        guard !stripLeading else { return joined }
        return String(string.prefix { $0 == "_" }) + joined
    }

    /// `camelToSnakeCase`: `someCapString` → `some_cap_string` (`lowercase: false` keeps each component's case).
    public static func camelToSnakeCase(_ string: String, lowercase: Bool = true) -> String {
        let snake = snakeCase(string)
        return lowercase ? snake.lowercased() : snake
    }

    /// Underscores between an acronym and the next word and between a lowercase letter or digit and a capital;
    /// dashes become underscores.
    static func snakeCase(_ string: String) -> String {
        if let fast = snakeCaseWithoutLowercase(string) { return fast }
        return regexSnakeCase(string)
    }

    /// `snakeCase` of a string without an ASCII lowercase letter (what `snakeToCamelCase` passes it), without the
    /// regular expressions, whose compilation cost milliseconds: the acronym pattern needs a lowercase letter, so only
    /// the hump pattern can match, a decimal digit (`\d`, Unicode's Nd) before an ASCII capital. Nil for other strings.
    static func snakeCaseWithoutLowercase(_ string: String) -> String? {
        guard !string.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        var out = String.UnicodeScalarView()
        var afterDigit = false
        for scalar in string.unicodeScalars {
            if afterDigit && scalar.value >= 0x41 && scalar.value <= 0x5A { out.append("_") }
            out.append(scalar == "-" ? "_" : scalar)
            afterDigit = scalar.properties.generalCategory == .decimalNumber
        }
        return String(out)
    }

    static func regexSnakeCase(_ string: String) -> String {
        // StencilSwiftKit measures both passes on the original string; a first pass that lengthens the string
        // leaves the end of it out of the second, and templates depend on that.
        let length = string.utf16.count
        let first = acronymBoundary.stringByReplacingMatches(in: string, range: NSRange(location: 0, length: length), withTemplate: "$1_$2")
        let second = humpBoundary.stringByReplacingMatches(in: first, range: NSRange(location: 0, length: min(length, first.utf16.count)), withTemplate: "$1_$2")
        return second.replacingOccurrences(of: "-", with: "_")
    }

    private static let acronymBoundary = try! NSRegularExpression(pattern: "([A-Z\\d]+)([A-Z][a-z])")
    private static let humpBoundary = try! NSRegularExpression(pattern: "([a-z\\d])([A-Z])")

    // MARK: Whitespace and paths

    /// `removeNewlines`: `all` removes every newline and whitespace; `leading` removes each line's leading
    /// whitespace and the newlines, then trims the result.
    public static func removeNewlines(_ string: String, leadingOnly: Bool = false) -> String {
        asciiRemoveNewlines(string, leadingOnly: leadingOnly) ?? generalRemoveNewlines(string, leadingOnly: leadingOnly)
    }

    /// `removeNewlines` of an ASCII string, byte by byte: its only newlines are LF, VT, FF and CR, its only other
    /// white space is space and tab. Nil for other strings. (Templates run it on every type name they print.)
    static func asciiRemoveNewlines(_ string: String, leadingOnly: Bool) -> String? {
        var string = string
        return string.withUTF8 { utf8 -> String? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isNewline(_ byte: UInt8) -> Bool { byte &- 0x0A < 4 }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count)
            if !leadingOnly {
                for byte in utf8 where !isNewline(byte) && !isSpace(byte) { out.append(byte) }
            } else {
                // Each line without its leading white space, the lines joined, the result trimmed.
                var atLineStart = true
                for byte in utf8 {
                    if isNewline(byte) {
                        atLineStart = true
                    } else if !(atLineStart && isSpace(byte)) {
                        atLineStart = false
                        out.append(byte)
                    }
                }
                while let last = out.last, isSpace(last) { out.removeLast() }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    static func generalRemoveNewlines(_ string: String, leadingOnly: Bool) -> String {
        guard leadingOnly else { return string.components(separatedBy: .whitespacesAndNewlines).joined() }
        return string.components(separatedBy: .newlines)
            .map { line in String(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
            .joined()
            .trimmingCharacters(in: .whitespaces)
    }

    /// `basename`: the last path component.
    public static func basename(_ string: String) -> String { (string as NSString).lastPathComponent }

    /// `dirname`: the path without its last component; `.` when nothing is left (StencilSwiftKit's code on both
    /// platforms; its documentation table shows an empty string).
    public static func dirname(_ string: String) -> String {
        let parent = (string as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}

/// The characters of Swift identifiers (The Swift Programming Language, Lexical Structure), as StencilSwiftKit
/// lists them.
enum SwiftIdentifierCharacters {
    static func isHead(_ scalar: Unicode.Scalar) -> Bool { contains(head, scalar.value) }
    static func isTail(_ scalar: Unicode.Scalar) -> Bool { contains(head, scalar.value) || contains(tail, scalar.value) }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < value { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// Sorted, disjoint.
    private static let head: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x5F...0x5F, 0x61...0x7A, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5,
        0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    /// Characters allowed after the first (digits, combining marks), sorted.
    private static let tail: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
