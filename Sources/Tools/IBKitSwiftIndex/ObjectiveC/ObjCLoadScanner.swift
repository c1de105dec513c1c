import IBKitPlumbing
/// The loading calls of an Objective-C implementation file (`.m`, `.mm`) and the string constants they may name:
///
///     static NSString *const kCellID = @"PhotoCell";        // a constant (file scope), also `#define kCellID @"…"`
///     [tableView registerNib:nib forCellReuseIdentifier:kCellID];
///     [tableView dequeueReusableCellWithIdentifier:@"PhotoCell" forIndexPath:indexPath];
///
/// A literal argument is a reference; a name is a `PendingReference` to a global constant (resolved with every
/// file's constants, Swift's too); anything else is `StringExpression.opaque`: a load whose name is unknown. A byte
/// scan with comments and string contents blanked first; no preprocessing (a call in `#if 0` still counts, which
/// errs on the quiet side for a check and on the safe side for a rename).
enum ObjCLoadScanner {
    struct Scan: Equatable {
        var references: [StringReference] = []
        var pending: [PendingReference] = []
        var constants: [StringConstant] = []
    }

    /// The selector parts that take a name: the kind, the framework (nil when UIKit and AppKit share the
    /// selector), and whether the name is registered rather than looked up.
    private static let parts: [String: (kind: StringReference.Kind, framework: StringReference.Framework?, isRegistration: Bool)] = [
        "dequeueReusableCellWithIdentifier": (.reuseIdentifier, .uiKit, false),
        "dequeueReusableCellWithReuseIdentifier": (.reuseIdentifier, .uiKit, false),
        "dequeueReusableHeaderFooterViewWithIdentifier": (.reuseIdentifier, .uiKit, false),
        "withReuseIdentifier": (.reuseIdentifier, .uiKit, false),
        "forCellReuseIdentifier": (.reuseIdentifier, .uiKit, true),
        "forCellWithReuseIdentifier": (.reuseIdentifier, .uiKit, true),
        "forHeaderFooterViewReuseIdentifier": (.reuseIdentifier, .uiKit, true),
        "instantiateViewControllerWithIdentifier": (.viewControllerIdentifier, .uiKit, false),
        "storyboardWithName": (.storyboardName, nil, false),
        "nibWithNibName": (.nibName, .uiKit, false),
        "initWithNibName": (.nibName, nil, false),
        "loadNibNamed": (.nibName, nil, false),
        "performSegueWithIdentifier": (.segueIdentifier, nil, false),
    ]

    static func scan(_ bytes: UnsafeRawBufferPointer, path: String) -> Scan {
        let text = Array(bytes)
        let code = blanked(text)
        var scan = Scan()
        var locals = Set<String>()
        var calls: [(part: String, argument: Range<Int>, line: Int, column: Int, forIndexPath: Bool)] = []
        var depth = 0, line = 1, lineStart = 0, i = 0
        let n = code.count
        func word(at k: Int) -> Range<Int> {
            var j = k
            while j < n, isIdentifier(code[j]) { j += 1 }
            return k ..< j
        }
        while i < n {
            let c = code[i]
            if c == UInt8(ascii: "\n") { line += 1; lineStart = i + 1; i += 1; continue }
            if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if c == UInt8(ascii: "#"), i == lineStart || code[lineStart ..< i].allSatisfy({ $0 == 32 || $0 == 9 }) {
                if let constant = define(text, code, from: i + 1, line: line) { scan.constants.append(constant) }
                while i < n, code[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            guard isLetter(c), i == 0 || !isIdentifier(code[i - 1]) else { i += 1; continue }
            let w = word(at: i)
            let name = String(decoding: code[w], as: UTF8.self)
            if name == "NSString", let (declared, valueRange) = declaration(code, after: w.upperBound) {
                if depth == 0, let value = valueRange.flatMap({ literal(text, code, $0) }) {
                    scan.constants.append(StringConstant(owner: "", name: declared, value: .literal(value)))
                } else if depth > 0 {
                    locals.insert(declared)
                }
            }
            if w.upperBound < n, code[w.upperBound] == UInt8(ascii: ":"), parts[name] != nil {
                var k = w.upperBound + 1
                while k < n, code[k] == 32 || code[k] == 9 { k += 1 }
                let end = argumentEnd(code, from: k)
                let rest = code[end ..< min(n, end + 40)]
                let forIndexPath = String(decoding: rest, as: UTF8.self).drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" }).hasPrefix("forIndexPath:")
                calls.append((name, k ..< end, line, k - lineStart + 1, forIndexPath))
            }
            i = w.upperBound
        }
        for call in calls {
            guard let part = parts[call.part], !call.argument.isEmpty else { continue }
            let written = String(decoding: code[call.argument], as: UTF8.self)
            if written == "nil" || written == "NULL" { continue }
            let position = SourcePosition(path: path, line: call.line, column: call.column)
            // Without forIndexPath:, a dequeue returns nil for a name it does not know; Objective-C code tests it.
            let form: StringReference.Form = call.part.hasPrefix("dequeue") && !call.forIndexPath ? .optionalResult : .load
            if let value = literal(text, code, call.argument) {
                scan.references.append(StringReference(kind: part.kind, value: value, position: position, framework: part.framework,
                                                       isRegistration: part.isRegistration, form: form))
                continue
            }
            let isName = code[call.argument].allSatisfy(isIdentifier) && !locals.contains(written) && !isDigit(code[call.argument.lowerBound])
            let expression: StringExpression = isName ? .member(base: "", name: written) : .opaque(String(written.prefix(60)))
            scan.pending.append(PendingReference(kind: part.kind, expression: expression, position: position, framework: part.framework,
                                                 isRegistration: part.isRegistration, form: form))
        }
        return scan
    }

    /// `NSString *const kName = …` / `NSString * kName = …` after `NSString`: the name, and the value's range when
    /// it is assigned here and the pointer is `const`.
    private static func declaration(_ code: [UInt8], after start: Int) -> (String, Range<Int>?)? {
        var k = start
        let n = code.count
        func spaces() { while k < n, code[k] == 32 || code[k] == 9 { k += 1 } }
        spaces()
        guard k < n, code[k] == UInt8(ascii: "*") else { return nil }
        k += 1
        spaces()
        var isConst = false
        if code[k...].starts(with: Array("const".utf8)), k + 5 < n, !isIdentifier(code[k + 5]) { isConst = true; k += 5; spaces() }
        let nameStart = k
        while k < n, isIdentifier(code[k]) { k += 1 }
        guard k > nameStart else { return nil }
        let name = String(decoding: code[nameStart ..< k], as: UTF8.self)
        spaces()
        guard isConst, k < n, code[k] == UInt8(ascii: "=") else { return (name, nil) }
        k += 1
        spaces()
        return (name, k ..< argumentEnd(code, from: k))
    }

    /// `#define kName @"Value"`, from after the `#`.
    private static func define(_ text: [UInt8], _ code: [UInt8], from start: Int, line: Int) -> StringConstant? {
        var k = start
        let n = code.count
        guard code[k...].starts(with: Array("define".utf8)) else { return nil }
        k += 6
        while k < n, code[k] == 32 || code[k] == 9 { k += 1 }
        let nameStart = k
        while k < n, isIdentifier(code[k]) { k += 1 }
        guard k > nameStart, k < n, code[k] == 32 || code[k] == 9 else { return nil }
        let name = String(decoding: code[nameStart ..< k], as: UTF8.self)
        while k < n, code[k] == 32 || code[k] == 9 { k += 1 }
        var end = k
        while end < n, code[end] != UInt8(ascii: "\n") { end += 1 }
        while end > k, code[end - 1] == 32 || code[end - 1] == 9 { end -= 1 }
        return literal(text, code, k ..< end).map { StringConstant(owner: "", name: name, value: .literal($0)) }
    }

    /// The value of `@"…"` spanning exactly `range`, without escapes; nil otherwise.
    private static func literal(_ text: [UInt8], _ code: [UInt8], _ range: Range<Int>) -> String? {
        guard range.count >= 3, code[range.lowerBound] == UInt8(ascii: "@"), code[range.lowerBound + 1] == UInt8(ascii: "\""),
              code[range.upperBound - 1] == UInt8(ascii: "\"") else { return nil }
        let inside = text[(range.lowerBound + 2) ..< (range.upperBound - 1)]
        guard !inside.contains(UInt8(ascii: "\\")), !inside.contains(UInt8(ascii: "\"")) else { return nil }
        return String(decoding: inside, as: UTF8.self)
    }

    /// The end of an argument expression from `start`: a space, `]`, `;` or `,` outside brackets, parentheses and
    /// strings.
    private static func argumentEnd(_ code: [UInt8], from start: Int) -> Int {
        var depth = 0
        var k = start
        while k < code.count {
            let c = code[k]
            if c == UInt8(ascii: "\"") {
                // A string's blanked contents are spaces: past its closing quote.
                k += 1
                while k < code.count, code[k] != UInt8(ascii: "\""), code[k] != 10 { k += 1 }
                k += 1
                continue
            }
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "(") { depth += 1 }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, c == 32 || c == 9 || c == 10 || c == UInt8(ascii: ";") || c == UInt8(ascii: ",") { break }
            k += 1
        }
        return min(k, code.count)
    }

    /// C-family code with comments and the insides of string and character literals blanked (offsets and newlines
    /// kept), so that what is left is code: `@"a: b"` and `// dequeue…:` hold no selector part.
    public static func blanked(_ text: [UInt8]) -> [UInt8] {
        var out = text
        let n = text.count
        func at(_ k: Int) -> UInt8 { k < n ? text[k] : 0 }
        func blank(_ range: Range<Int>) { for k in range where text[k] != 10 { out[k] = 32 } }
        var i = 0
        while i < n {
            let c = text[i]
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                var j = i
                while j < n, text[j] != 10 { j += 1 }
                blank(i ..< j); i = j; continue
            }
            if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                var j = i + 2
                while j < n, !(text[j] == UInt8(ascii: "*") && at(j + 1) == UInt8(ascii: "/")) { j += 1 }
                j = min(n, j + 2)
                blank(i ..< j); i = j; continue
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                var j = i + 1
                while j < n, text[j] != c, text[j] != 10 { j += text[j] == UInt8(ascii: "\\") ? 2 : 1 }
                blank(i + 1 ..< min(j, n)); i = j + 1; continue
            }
            i += 1
        }
        return out
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 97 && c <= 122) || (c >= 65 && c <= 90) }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    private static func isIdentifier(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) || c == UInt8(ascii: "_") }
}
