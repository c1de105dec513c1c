import Stencil

/// Finds where a Stencil token is in its template's text.
///
/// Stencil 0.15 locates tokens by searching each line's text from the top of the file, so a token on a line that
/// repeats an earlier line (`{% endif %}`, `}`) gets the earlier line, or line 0. This scans the text with Stencil's
/// own tokenizing rules and takes the token that is the same occurrence (n-th token with that kind and contents)
/// as the failing one is in the template's token list; without the list, the one on Stencil's line, else the
/// first. It reports the line and column of the token's `{{`/`{%`.
enum TemplateTokenLocator {
    struct Found: Equatable {
        let line: Int
        let column: Int
    }

    /// - Parameters:
    ///   - text: the text Stencil lexed.
    ///   - lexed: the template's tokens, when known (`Template.tokens`).
    static func locate(_ token: Token, in text: String, lexed: [Token]? = nil) -> Found? {
        let same = { (kind: Token.Kind, contents: String) in kind == token.kind && contents == token.contents }
        let candidates = tokens(in: text).filter { same($0.kind, $0.contents) }
        if let lexed, let occurrence = lexed.filter({ same($0.kind, $0.contents) }).firstIndex(where: { $0 === token }),
           occurrence < candidates.count {
            let chosen = candidates[occurrence]
            return Found(line: chosen.line, column: chosen.column)
        }
        let hint = Int(token.sourceMap.location.lineNumber)
        let chosen = candidates.first { $0.line == hint } ?? candidates.first
        return chosen.map { Found(line: $0.line, column: $0.column) }
    }

    /// The first `{{`, `{%` or `{#` without its closing pair.
    static func unterminatedToken(in text: String) -> (line: Int, column: Int, opener: String)? {
        var found: (Int, Int, String)?
        _ = scan(text) { line, column, opener in found = (line, column, opener) }
        return found
    }

    /// The template named by the text's `{% extends "name" %}`, when it is a literal.
    static func extendsTarget(in text: String) -> (name: String, line: Int, column: Int)? {
        for token in tokens(in: text) where token.kind == .block {
            let parts = token.contents.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0] == "extends" else { continue }
            let argument = parts[1]
            guard argument.count >= 2, let quote = argument.first, quote == "\"" || quote == "'", argument.last == quote else { return nil }
            return (String(argument.dropFirst().dropLast()), token.line, token.column)
        }
        return nil
    }

    struct Scanned {
        let kind: Token.Kind
        let contents: String
        let line: Int
        let column: Int
    }

    /// Every `{{ }}`, `{% %}` and `{# #}` token, found as Stencil's scanner finds them: a `{` followed by `{`, `%`
    /// or `#` opens, the matching character followed by `}` closes.
    static func tokens(in text: String) -> [Scanned] {
        scan(text) { _, _, _ in }
    }

    private static func scan(_ text: String, unterminated: (Int, Int, String) -> Void) -> [Scanned] {
        let scalars = Array(text.unicodeScalars)
        var out: [Scanned] = []
        var line = 1
        var lineStart = 0
        var i = 0
        while i + 1 < scalars.count {
            let c = scalars[i]
            if c == "\n" {
                line += 1
                lineStart = i + 1
                i += 1
                continue
            }
            guard c == "{", let close = closer(scalars[i + 1]) else {
                i += 1
                continue
            }
            // The end: `close` then `}`; Stencil's search starts at the token's own first character.
            var j = i
            var previousIsClose = false
            var end: Int?
            while j < scalars.count {
                if previousIsClose && scalars[j] == "}" {
                    end = j
                    break
                }
                previousIsClose = scalars[j] == close
                j += 1
            }
            guard let end else {
                unterminated(line, i - lineStart + 1, "{" + String(scalars[i + 1]))
                break
            }
            let raw = String(String.UnicodeScalarView(scalars[i...end]))
            out.append(Scanned(kind: kind(scalars[i + 1]), contents: contents(of: raw), line: line, column: i - lineStart + 1))
            // Line breaks inside the token.
            for k in i...end where scalars[k] == "\n" {
                line += 1
                lineStart = k + 1
            }
            i = end + 1
        }
        return out
    }

    private static func closer(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "{": return "}"
        case "%": return "%"
        case "#": return "#"
        default: return nil
        }
    }

    private static func kind(_ scalar: Unicode.Scalar) -> Token.Kind {
        switch scalar {
        case "{": return .variable
        case "%": return .block
        default: return .comment
        }
    }

    /// A token's contents as Stencil's lexer makes them: delimiters (and `-`/`+` whitespace marks of blocks)
    /// removed, lines trimmed of spaces and joined with single spaces.
    static func contents(of raw: String) -> String {
        let characters = Array(raw)
        var leading = 2
        var trailing = 2
        if raw.hasPrefix("{%") {
            if characters.count > 2, characters[2] == "-" || characters[2] == "+" { leading += 1 }
            if characters.count >= 3, characters[characters.count - 3] == "-" || characters[characters.count - 3] == "+" { trailing += 1 }
        }
        guard characters.count > leading + trailing else { return "" }
        return String(characters[leading..<(characters.count - trailing)])
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { stencilTrim(Array($0)) }
            .joined(separator: " ")
    }

    /// Stencil's `String.trim(character: " ")`, quirks included (its backward search never looks at the first
    /// character, so `"x  "` stays as is), so that contents compare equal.
    private static func stencilTrim(_ characters: [Character]) -> String {
        let first = characters.firstIndex { $0 != " " } ?? 0
        var last = characters.count
        var index = characters.count - 1
        while index > 0 {
            if characters[index] != " " {
                last = index + 1
                break
            }
            index -= 1
        }
        guard first < last else { return "" }
        return String(characters[first..<last])
    }
}
