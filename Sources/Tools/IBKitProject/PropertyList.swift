import Foundation

/// A value of an OpenStep ("old-style ASCII") property list, the format of `project.pbxproj`.
public indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array value; non-string elements are skipped.
    public var strings: [String] { array?.compactMap(\.string) ?? [] }

    public subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// A syntax error in a property list, with the 1-based line and column (in Unicode scalars) where it was found.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// Parses OpenStep property lists: `{ key = value; }`, `( a, b, )`, quoted strings with C-like escapes,
/// unquoted strings, `<hex data>`, and `/* */` or `//` comments between tokens.
///
/// It is deliberately more liberal than CoreFoundation about which bytes may form an unquoted string, because
/// hand-edited or tool-written projects sometimes contain them and Xcode still opens those files.
public enum PropertyListParser {
    /// Nesting deeper than this is reported instead of risking the stack; real projects stay below 10.
    static let maximumDepth = 256

    public static func parse(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try parse(bytes: Array(text.utf8))
    }

    public static func parse(bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var parser = Parser(bytes: Self.utf8(bytes))
        return try parser.parseDocument()
    }

    /// Parses UTF-8 `bytes` and records where each dictionary entry, array element, string and comment is, as
    /// byte ranges of `bytes` themselves: what a tool that edits the file byte by byte needs (`PBXProjectFile`).
    /// UTF-16 is refused here, since its offsets would not be those of the file.
    public static func locate(bytes: [UInt8]) throws(PropertyListError) -> (value: PropertyListValue, locations: PropertyListLocations) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw PropertyListError(message: "a UTF-16 property list cannot be edited in place", line: 1, column: 1)
        }
        var parser = Parser(bytes: bytes, recording: true, start: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        let value = try parser.parseDocument()
        return (value, parser.record ?? PropertyListLocations())
    }

    /// pbxproj files are UTF-8 (their first line says so); UTF-16 is accepted from old hand-made plists.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
           let text = String(data: Data(bytes), encoding: .utf16) {
            return Array(text.utf8)
        }
        return bytes
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    /// Where every entry, element, string and comment is, when the caller asked (`PropertyListParser.locate`);
    /// nil otherwise, so a plain parse pays nothing for it.
    var record: PropertyListLocations?
    /// The key path of the value being parsed (dictionary keys, `#index` for array elements), when recording.
    var keyPath: [String] = []

    init(bytes: [UInt8], recording: Bool = false, start: Int = 0) {
        self.bytes = bytes
        self.index = start
        if recording { record = PropertyListLocations() }
    }

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("empty property list") }
        let value = try parseValue()
        try skipTrivia()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the top-level value") }
        return value
    }

    // MARK: Values

    mutating func parseValue() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (p: inout Parser) throws(PropertyListError) in try p.parseDictionary() }
        case UInt8(ascii: "("): return try nested { (p: inout Parser) throws(PropertyListError) in try p.parseArray() }
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        default:
            guard let string = parseUnquotedString() else { throw error("unexpected \(describeCurrent()), expected a value") }
            return .string(string)
        }
    }

    mutating func nested(
        _ body: (inout Parser) throws(PropertyListError) -> PropertyListValue
    ) throws(PropertyListError) -> PropertyListValue {
        depth += 1
        defer { depth -= 1 }
        if depth > PropertyListParser.maximumDepth { throw error("nesting deeper than \(PropertyListParser.maximumDepth) levels") }
        return try body(&self)
    }

    mutating func parseDictionary() throws(PropertyListError) -> PropertyListValue {
        let open = index
        index += 1  // {
        var result: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated dictionary (missing '}')", at: open) }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(result)
            }
            let entryStart = index
            let key: String
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try parseQuotedString()
            default:
                guard let unquoted = parseUnquotedString() else {
                    throw error("unexpected \(describeCurrent()), expected a dictionary key or '}'")
                }
                key = unquoted
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            if record != nil { keyPath.append(key) }
            try skipTrivia()
            let valueStart = index
            let value = try parseValue()
            let valueEnd = index
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            if record != nil {
                record?.entries[keyPath] = PropertyListLocations.Entry(entry: entryStart..<index, value: valueStart..<valueEnd)
                keyPath.removeLast()
            }
            result[key] = value  // Like CoreFoundation, a repeated key keeps its last value.
        }
    }

    mutating func parseArray() throws(PropertyListError) -> PropertyListValue {
        let open = index
        index += 1  // (
        var result: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array (missing ')')", at: open) }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(result)
            }
            if record != nil {
                let start = index
                keyPath.append("#\(result.count)")
                result.append(try parseValue())
                record?.entries[keyPath] = PropertyListLocations.Entry(entry: start..<index, value: start..<index)
                keyPath.removeLast()
            } else {
                result.append(try parseValue())
            }
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array (missing ')')", at: open) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: ")"): continue
            default: throw error("expected ',' or ')' in array, found \(describeCurrent())")
            }
        }
    }

    mutating func parseData() throws(PropertyListError) -> PropertyListValue {
        let open = index
        index += 1  // <
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated data (missing '>')", at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                if high != nil { throw error("odd number of hex digits in data") }
                index += 1
                return .data(result)
            }
            guard let nibble = hexValue(byte) else { throw error("unexpected \(describeCurrent()) in data, expected a hex digit") }
            index += 1
            if let h = high {
                result.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    // MARK: Strings

    mutating func parseQuotedString() throws(PropertyListError) -> String {
        let open = index
        defer { if record != nil, index > open { record?.strings.append(open..<index) } }
        let quote = bytes[index]
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes can be decoded in place.
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw error("unterminated string", at: open) }
        if bytes[index] == quote {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var buffer = Array(bytes[start..<index])
        var pendingHighSurrogate: UInt16?
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                if pendingHighSurrogate != nil { buffer.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                if pendingHighSurrogate != nil {
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    pendingHighSurrogate = nil
                }
                buffer.append(byte)
                index += 1
                continue
            }
            let escapeStart = index
            index += 1
            guard index < bytes.count else { throw error("unterminated string", at: open) }
            let escaped = bytes[index]
            index += 1
            var unit: UInt16?
            switch escaped {
            case UInt8(ascii: "a"): unit = 0x07
            case UInt8(ascii: "b"): unit = 0x08
            case UInt8(ascii: "f"): unit = 0x0C
            case UInt8(ascii: "n"): unit = 0x0A
            case UInt8(ascii: "r"): unit = 0x0D
            case UInt8(ascii: "t"): unit = 0x09
            case UInt8(ascii: "v"): unit = 0x0B
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let nibble = hexValue(bytes[index]) {
                    value = value << 4 | UInt16(nibble)
                    index += 1
                    digits += 1
                }
                if digits == 0 { throw error("\\U escape without hex digits", at: escapeStart) }
                unit = value
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt16(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value << 3 | UInt16(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                unit = value
            default:
                // `\"`, `\'`, `\\` and any other escaped byte (including a raw newline) stand for themselves.
                if pendingHighSurrogate != nil {
                    buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    pendingHighSurrogate = nil
                }
                buffer.append(escaped)
            }
            guard let unit else { continue }
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if UTF16.isTrailSurrogate(unit) {
                    let scalar = Unicode.Scalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00))
                    appendScalar(scalar, to: &buffer)
                    continue
                }
                buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
            if UTF16.isLeadSurrogate(unit) {
                pendingHighSurrogate = unit
            } else {
                appendScalar(Unicode.Scalar(UInt32(unit)), to: &buffer)
            }
        }
    }

    private func appendScalar(_ scalar: Unicode.Scalar?, to buffer: inout [UInt8]) {
        let scalar = scalar ?? "\u{FFFD}"
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Any run of bytes that cannot start or end another token; nil when the current byte cannot start one.
    mutating func parseUnquotedString() -> String? {
        let start = index
        while index < bytes.count, isUnquotedByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { return nil }
        if record != nil { record?.strings.append(start..<index) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isUnquotedByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case 0...0x20, 0x7F: return false
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return false
        case UInt8(ascii: "<"): return !first
        default: return true
        }
    }

    // MARK: Trivia

    mutating func skipTrivia() throws(PropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        throw error("unterminated comment (missing '*/')", at: open)
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        if record != nil { record?.comments.append(open..<index) }
                        break
                    }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    // MARK: Errors

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return "end of line" }
        if byte < 0x20 || byte == 0x7F { return "control character 0x\(String(byte, radix: 16, uppercase: true))" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    /// Line and column are computed only when an error is thrown, so parsing does not pay for them.
    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < offset {
            let byte = bytes[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return PropertyListError(message: message, line: line, column: column)
    }
}
