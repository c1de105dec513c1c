import IBKitSwiftIndex

/// The Objective-C loading calls whose name is not a literal (`[tableView dequeueReusableCellWithIdentifier:kind
/// forIndexPath:…]`, `[UIStoryboard storyboardWithName:name bundle:nil]`): loads of that kind whose name the plan
/// cannot read. A literal argument (`@"Cell"`) is the census's (`LiteralCensus`), and so is a constant's
/// (`NSString *const kCellID = @"Cell"`, `#define kCellID @"Cell"`): the literal is where it is defined.
enum ObjectiveCLoads {
    /// The selector parts that take a name, by the kind of name.
    static let parts: [(part: String, kind: StringReference.Kind)] = [
        ("dequeueReusableCellWithIdentifier:", .reuseIdentifier),
        ("dequeueReusableCellWithReuseIdentifier:", .reuseIdentifier),
        ("dequeueReusableHeaderFooterViewWithIdentifier:", .reuseIdentifier),
        ("withReuseIdentifier:", .reuseIdentifier),
        ("forCellReuseIdentifier:", .reuseIdentifier),
        ("forCellWithReuseIdentifier:", .reuseIdentifier),
        ("forHeaderFooterViewReuseIdentifier:", .reuseIdentifier),
        ("instantiateViewControllerWithIdentifier:", .viewControllerIdentifier),
        ("storyboardWithName:", .storyboardName),
        ("nibWithNibName:", .nibName),
        ("initWithNibName:", .nibName),
        ("loadNibNamed:", .nibName),
        ("performSegueWithIdentifier:", .segueIdentifier),
    ]

    /// Each call of `parts` in the file whose argument is neither a string literal nor `nil`, as a pending
    /// reference with the argument as written (`StringExpression.opaque`).
    static func unresolved(in text: [UInt8], path: String) -> [PendingReference] {
        let code = LiteralCensus.blankingComments(text)
        var found: [PendingReference] = []
        var line = 1, lineStart = 0
        var i = 0
        let n = code.count
        while i < n {
            let c = code[i]
            if c == UInt8(ascii: "\n") { line += 1; lineStart = i + 1; i += 1; continue }
            // A selector part starts a word: the byte before is not part of an identifier.
            guard isLetter(c), i == 0 || !isIdentifier(code[i - 1]) else { i += 1; continue }
            var j = i
            while j < n, isIdentifier(code[j]) { j += 1 }
            guard j < n, code[j] == UInt8(ascii: ":") else { i = j; continue }
            let word = code[i ... j]
            guard let match = parts.first(where: { word.elementsEqual($0.part.utf8) }) else { i = j + 1; continue }
            var k = j + 1
            while k < n, code[k] == UInt8(ascii: " ") || code[k] == UInt8(ascii: "\t") { k += 1 }
            let argument = Self.argument(code, from: k)
            let written = String(decoding: argument, as: UTF8.self)
            if !written.hasPrefix("@\"") && written != "nil" && written != "NULL" && !written.isEmpty {
                let position = SourcePosition(path: path, line: line, column: k - lineStart + 1)
                found.append(PendingReference(kind: match.kind, expression: .opaque(written), position: position, framework: nil))
            }
            i = j + 1
        }
        return found
    }

    /// The argument expression from `start`: up to a space, `]` or `;` outside brackets and parentheses.
    private static func argument(_ code: [UInt8], from start: Int) -> ArraySlice<UInt8> {
        var depth = 0
        var k = start
        while k < code.count {
            let c = code[k]
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, c == UInt8(ascii: " ") || c == UInt8(ascii: ";") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") { break }
            k += 1
        }
        return code[start ..< min(k, start + 60)]
    }

    private static func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    private static func isIdentifier(_ c: UInt8) -> Bool {
        isLetter(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }
}
