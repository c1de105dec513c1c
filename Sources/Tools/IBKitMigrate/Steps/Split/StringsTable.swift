/// A localized `.strings` table of a storyboard (`fr.lproj/Main.strings`), as ibtool and translators write it:
///
///     /* Class = "UILabel"; text = "Photo"; ObjectID = "Fa2-lk-S27"; */
///     "Fa2-lk-S27.text" = "Photo";
///
/// Read as entries with byte ranges, never re-serialised: splitting it removes whole entries and copies them
/// as they are. UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark are read; they are
/// written back in the same encoding, byte for byte outside the entries that move.
struct StringsTable {
    enum Encoding: Equatable {
        case utf8(byteOrderMark: Bool)
        case utf16(littleEndian: Bool)
    }

    struct Entry {
        /// The key as written between its quotes (`Fa2-lk-S27.text`).
        let key: String
        /// The entry and the comments right before it (no blank line between), widened to whole lines with the
        /// blank line before them when the entry has its lines to itself.
        let range: Range<Int>
    }

    let encoding: Encoding
    /// The text, as UTF-8 (without a byte order mark).
    let text: [UInt8]
    let entries: [Entry]

    /// Nil when the bytes are not a strings table this can read (and write back unchanged).
    init?(bytes: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            encoding = .utf8(byteOrderMark: true)
            text = Array(bytes.dropFirst(3))
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            guard let string = String(validating: units, as: UTF16.self) else { return nil }
            encoding = .utf16(littleEndian: little)
            text = Array(string.utf8)
        } else {
            encoding = .utf8(byteOrderMark: false)
            text = bytes
        }
        var parser = StringsParser(text)
        guard String(validating: text, as: UTF8.self) != nil, let entries = parser.parse() else { return nil }
        self.entries = entries
    }

    /// UTF-8 text in the table's encoding, with its byte order mark.
    func encode(_ utf8: [UInt8]) -> [UInt8] {
        switch encoding {
        case let .utf8(mark): return (mark ? [0xEF, 0xBB, 0xBF] : []) + utf8
        case let .utf16(little):
            var out: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                out += little ? [low, high] : [high, low]
            }
            return out
        }
    }

    /// The object id of a storyboard's key (`Fa2-lk-S27.text` → `Fa2-lk-S27`).
    static func objectID(ofKey key: String) -> String {
        key.firstIndex(of: ".").map { String(key[..<$0]) } ?? key
    }
}

/// The scanner of `.strings` text: `"key" = "value";` entries, `/* */` and `//` comments, white space.
private struct StringsParser {
    let text: [UInt8]
    var i = 0

    init(_ text: [UInt8]) { self.text = text }

    mutating func parse() -> [StringsTable.Entry]? {
        var entries: [StringsTable.Entry] = []
        var commentsStart: Int?
        while true {
            if skipSpace() >= 2 { commentsStart = nil } // a blank line detaches the comments above it
            guard i < text.count else { return entries }
            if at("/*") {
                let start = i
                guard let end = find("*/", from: i + 2) else { return nil }
                i = end + 2
                if commentsStart == nil { commentsStart = start }
            } else if at("//") {
                let start = i
                while i < text.count, text[i] != 0x0A { i += 1 }
                if commentsStart == nil { commentsStart = start }
            } else {
                let start = i
                guard let key = token() else { return nil }
                _ = skipSpace()
                guard i < text.count, text[i] == UInt8(ascii: "=") else { return nil }
                i += 1
                _ = skipSpace()
                guard token() != nil else { return nil }
                _ = skipSpace()
                guard i < text.count, text[i] == UInt8(ascii: ";") else { return nil }
                i += 1
                entries.append(StringsTable.Entry(key: key, range: lines(commentsStart ?? start, i)))
                commentsStart = nil
            }
        }
    }

    /// Skips white space; returns the number of line breaks skipped.
    private mutating func skipSpace() -> Int {
        var breaks = 0
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x0A || text[i] == 0x0D {
            if text[i] == 0x0A { breaks += 1 }
            i += 1
        }
        return breaks
    }

    /// A quoted string (its text between the quotes, escapes left as written) or an unquoted word.
    private mutating func token() -> String? {
        guard i < text.count else { return nil }
        if text[i] == UInt8(ascii: "\"") {
            let start = i + 1
            i += 1
            while i < text.count, text[i] != UInt8(ascii: "\"") {
                i += text[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard i < text.count else { return nil }
            i += 1
            return String(decoding: text[start..<(i - 1)], as: UTF8.self)
        }
        let start = i
        while i < text.count, Self.isWord(text[i]) { i += 1 }
        return i > start ? String(decoding: text[start..<i], as: UTF8.self) : nil
    }

    private static func isWord(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "$")
            || b == UInt8(ascii: "/") || b == UInt8(ascii: ":")
    }

    private func at(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard i + n <= text.count else { return false }
        return literal.withUTF8Buffer { text[i..<(i + n)].elementsEqual($0) }
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        var k = start
        let n = literal.utf8CodeUnitCount
        while k + n <= text.count {
            if literal.withUTF8Buffer({ text[k..<(k + n)].elementsEqual($0) }) { return k }
            k += 1
        }
        return nil
    }

    /// `start..<end` widened to whole lines, with the blank line before them, when nothing else shares them.
    private func lines(_ start: Int, _ end: Int) -> Range<Int> {
        var s = start
        while s > 0, text[s - 1] == 0x20 || text[s - 1] == 0x09 { s -= 1 }
        var e = end
        while e < text.count, text[e] == 0x20 || text[e] == 0x09 || text[e] == 0x0D { e += 1 }
        guard s == 0 || text[s - 1] == 0x0A, e == text.count || text[e] == 0x0A else { return start..<end }
        if e < text.count { e += 1 }
        // The blank line before, which ibtool writes before every entry.
        if s > 0 {
            var b = s - 1
            while b > 0, text[b - 1] == 0x20 || text[b - 1] == 0x09 || text[b - 1] == 0x0D { b -= 1 }
            if b == 0 || text[b - 1] == 0x0A { s = b }
        }
        return s..<e
    }
}
