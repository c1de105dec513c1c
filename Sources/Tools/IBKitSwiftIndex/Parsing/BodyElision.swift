#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the insides of function bodies that cannot contribute to a `FileIndex` before swift-syntax parses the
/// file: most of a file is bodies, and the parser then reads a skeleton. Positions are mapped back (`OffsetMap`).
///
/// Proof that the index of the skeleton equals the index of the file, for every file swift-syntax parses without
/// error:
/// 1. Tokens. `scan` follows Swift's lexical grammar wherever it moves brackets: comments (nested `/* */`),
///    string literals (escapes, `"""`, `#"…"#`, interpolation `\(…)`), backticked names, `#if` directives. What it
///    cannot decide as swift-syntax does — a `/` that may open a regex literal, `#/`, `'`, `<#`, a control byte,
///    a pasted space or quote (`“`, U+3000) or a merge conflict marker (errors `unreadable-source` must still see,
///    even inside a body),
///    brackets that do not match, a `#if` clause that leaves its brackets unbalanced — and it elides nothing.
/// 2. Bodies. A `{` is taken for a body when `func`, `init`, `deinit` or `subscript` (not a member name after `.`)
///    opened a declaration at the same bracket level and nothing ended that header since: `;`, a keyword other than
///    `throws`/`rethrows`/`where`/`Self`/`Any`, a string, a `#` directive, or a line break not bridged by `->`, `,`,
///    `:`, `&`, `==`, `where` before it or `{`, `->`, `where`, `throws`, `rethrows`, `async` after it. A signature
///    holds `{` only inside brackets, so this `{` is the one swift-syntax's declaration parser takes for the body
///    (`at(.leftBrace)`), and the matching `}` ends it.
///    Accessors too: `var` opens a header when it starts a declaration (first on its line at that level, or after
///    `;`, `{`, modifiers and attribute names — not the pattern of `if var`, `case var`, `catch var`); `=` ends it
///    (an initializer: a following `{` may be a trailing closure or observers, left alone). Its `{` is then the
///    accessor block `parseVariableDeclaration` takes; as `parseAccessorBlock` does, the first token inside decides:
///    an accessor specifier or modifier (`get`, `set`, `didSet`, `mutating`, … swift-syntax's full list) makes it
///    a list of accessors, each of which opens a header whose `{` is its body; any other word or symbol makes the
///    whole inside an implicit getter's body; `@`, `#`, `` ` `` or non-ASCII leave the block alone.
/// 3. Nothing recorded is lost. From inside a body, `SwiftIndexVisitor` records declarations it finds by keyword
///    (`class`, `extension`, `protocol`, `typealias`; members count only inside a class) and string literals (all
///    start with `"`) in four places only: as a direct argument of a call whose callee is named in
///    `referenceArguments` or labelled `nibName:` or `windowNibName:` (also inside `NSUserInterfaceItemIdentifier(…)`
///    or `.init(…)` there), as the argument of AppKit's `NSNib.Name(…)` / `NSStoryboard.Name(…)` /
///    `NSStoryboard.SceneIdentifier(…)` (whose `NSNib`/`NSStoryboard` are callees named there), or compared with
///    or switched over `….identifier`. That callee, label or `identifier` sits between the same braces as the
///    literal. It also records cell registrations and
///    by-type dequeues, whose callees contain `register` or `dequeueReusable` (`reuseWords`), the non-literal
///    arguments of loading calls (`PendingReference`) only at callees named in `loadingWords` or `register`, and
///    the I/O calls of the vocabulary, each of which contains its pattern's `keptWord`. So a body is kept when it
///    holds one of `indexedWords`, `reuseWords`, `loadingWords` or the vocabulary's `keptWords`, or a `"` together
///    with one of `referenceWords`; any other body held nothing the index records. An accessor body is also kept
///    when it starts (or starts with `return` and then) with what may begin a value the index reads (`"`, `#`,
///    `(` or a capital, `mayStartValue`; or a lowercase name alone or before `+`): the index records a getter's single literal
///    (`static var storyboardName: String { "Main" }`) and a static getter's single string expression
///    (`static var reuseIdentifier: String { String(describing: self) }`), and only one starting so.
/// 4. Nothing outside changes. A body is parsed as `{` items `}`; swift-syntax's lookahead crosses a body only by
///    skipping balanced brackets, which ends at the matching `}` whatever lies between — except at `#if`/`#else`/
///    `#endif`, so bodies holding those are kept. An emptied body keeps one line break when it had any, so its `}`
///    starts a line as before: the tokens outside bodies and their line breaks are the same. Every position the
///    visitor reports goes through `OffsetMap` to the original offset (so lines, columns and line counts are the
///    same), and the text it slices (types, names) holds no body.
/// A file whose skeleton has a syntax error is parsed again whole, so errors outside bodies are reported as before.
/// An error wholly inside an emptied body is not seen; that body held nothing the index records.
enum BodyElision {
    /// Callees of the cell registrations and by-type dequeues the visitor records (`register`, `registerNib`,
    /// `dequeueReusableCell`, …); never remove one.
    static let reuseWords: [String] = ["register", "dequeueReusable"]

    /// `Cell.nib`: the visitor records every use of a `nib` property (a `UINib` it may load; `recordNibAccess`).
    static let nibWords: [String] = [".nib"]

    /// What the proof above rests on (local declarations, attributes IB reads, `#if` clauses); never remove one.
    static let indexedWords: [String] = [
        "class", "struct", "enum", "protocol", "extension", "typealias", "@IB", "@objc", "#if", "#else", "#endif",
    ]

    /// Callees at which the visitor also records an argument that is not a literal (`UIStoryboard(name:
    /// Storyboard.main.rawValue)`, as a `PendingReference`): a body naming one is always kept (`register` is a
    /// `reuseWords` one already), and so is one naming the `nibName:` or `windowNibName:` label of a view
    /// controller's initializer (`super.init(nibName: String(describing: type(of: self)), bundle: nil)`), or a
    /// scene's `instantiate()` (`SwiftIndexVisitor+Scenes.swift`), or a segue's identifier, compared with a constant
    /// (`segue.identifier == Segues.detail`, `unwindSegue?.identifier`). Never
    /// remove one.
    static let loadingWords: [String] = SwiftIndexVisitor.referenceArguments.keys.filter { $0 != "register" }.sorted()
        + ["windowNibName", "nibName", "instantiate", "egue.identifier", "egue?.identifier"]

    /// With a `"` in the same body, what makes a string literal recorded: the visitor's callees, the `nibName:`
    /// and `windowNibName:` labels and `identifier` (`segue.identifier == "…"`).
    static let referenceWords: [String] = SwiftIndexVisitor.referenceArguments.keys.sorted() + ["nibName", "NibName", "identifier"]

    /// The file without the insides of the bodies that cannot matter, or nil when nothing is elided (no body
    /// qualifies, the file is not certain to lex as swift-syntax lexes it, or the vocabulary has too many words).
    /// - Parameter keeping: more words whose bodies are kept (the callees of `HelperCallsOfAnyName`).
    static func skeleton(_ bytes: UnsafeRawBufferPointer, vocabulary: IOVocabulary = .standard, keeping: [String] = []) -> Skeleton? {
        guard let scanner = keeping.isEmpty ? WordScanner.forVocabulary(vocabulary) : WordScanner.words(for: vocabulary, keeping: keeping),
              let ranges = elidableRanges(bytes, scanner: scanner), !ranges.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count - ranges.reduce(0) { $0 + $1.count } + ranges.count)
        var map = OffsetMap()
        var elided = 0
        var copied = 0
        for range in ranges {
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied ..< range.lowerBound]))
            let hasLineBreak = UnsafeRawBufferPointer(rebasing: bytes[range]).contains { $0 == 0x0A || $0 == 0x0D }
            let removed = range.count - (hasLineBreak ? 1 : 0)
            if removed > 0 { map.append(at: out.count, removed: removed) }
            if hasLineBreak { out.append(0x0A) }
            elided += range.count
            copied = range.upperBound
        }
        out.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[copied...]))
        return Skeleton(bytes: out, offsets: map, elidedBytes: elided)
    }

    struct Skeleton {
        var bytes: [UInt8]
        var offsets: OffsetMap
        /// Bytes of bodies not parsed.
        var elidedBytes: Int
    }

    /// The insides (between the braces) of the bodies to elide: outermost only, in order. Nil when uncertain.
    static func elidableRanges(_ bytes: UnsafeRawBufferPointer, scanner: WordScanner = .standard) -> [Range<Int>]? {
        guard let bodies = scanBodies(bytes) else { return nil }
        guard !bodies.isEmpty else { return [] }
        // `scan` lists bodies as they close (inner ones first). Outer ones first: a body inside one already elided
        // is not looked at, so most bytes are scanned for words once, and those outside bodies never.
        let sorted = bodies.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result: [Range<Int>] = []
        for body in sorted {
            let range = body.range
            if let last = result.last, last.upperBound >= range.upperBound { continue }
            let inside = UnsafeRawBufferPointer(rebasing: bytes[range])
            if body.isAccessor, mayBeLiteral(inside) { continue }
            if !scanner.mustKeep(inside) { result.append(range) }
        }
        return result
    }


    // MARK: Lexer

    private struct StringKind {
        var hashes: Int
        var multiline: Bool
    }

    private struct Frame {
        /// `}`, `)` or `]`; 0 for the file.
        var closer: UInt8
        /// Set on the `(` of `\(`: the string to resume after its `)`.
        var interpolation: StringKind?
        var open: Int
        var isBody = false
        /// A `func`/`init`/`deinit`/`subscript` header, or a `var` header (`pendingVar`), is open at this level.
        var pending = false
        /// The open header is a `var` one: its `{` opens an accessor block, not a body.
        var pendingVar = false
        /// An accessor block with explicit accessors: `get`, `set`, `didSet`, … open headers here.
        var isAccessorList = false
        /// No token since the frame opened, a `;`, or a line break not bridged by the last token, then only
        /// modifiers and attributes: a `var` here declares a variable (not a pattern of `if var`, `case var`, …).
        var declarationStart = true
        /// A line break since the last token at this level.
        var newline = false
        /// The last token at this level lets a header go on across a line break (`->`, `,`, `where`, …).
        var continues = false
    }

    /// The previous token, as far as swift-syntax looks at it to tell a regex literal from a `/` operator.
    enum Previous {
        /// An identifier, `true`/`false`/`nil`/`self`/`Self`/`super`/`Any`, a number, a closing bracket or a string:
        /// a `/` after it with a space behind it is division.
        case value
        /// `func` or `operator`: a `/` after it names an operator.
        case declaresOperator
        /// Anything else (keywords, operators, opening brackets, …): a regex literal may follow.
        case other
    }

    /// A candidate body: the bytes between its braces, and whether it belongs to a variable (an implicit getter or
    /// an accessor), whose single string literal the index records.
    struct Body: Equatable {
        var range: Range<Int>
        var isAccessor: Bool
    }

    /// The insides of every candidate body, in closing order; nil when the file holds something `scan` cannot
    /// classify as swift-syntax does.
    static func scan(_ buffer: UnsafeRawBufferPointer) -> [Range<Int>]? {
        scanBodies(buffer)?.map(\.range)
    }

    static func scanBodies(_ buffer: UnsafeRawBufferPointer) -> [Body]? {
        let n = buffer.count
        guard n > 0, let base = buffer.baseAddress else { return [] }
        let b = base.assumingMemoryBound(to: UInt8.self)
        var stack: [Frame] = [Frame(closer: 0, open: -1)]
        stack.reserveCapacity(64)
        var ifDepths: [Int] = []
        var bodies: [Body] = []
        var previous = Previous.other
        var afterPeriod = false
        /// The last token was `@`: an attribute's name follows.
        var afterAt = false
        /// Bodies of accessors (`var x: T { … }`, `get { … }`), by their `open`: also kept when they start with a
        /// literal, since the index records a getter's literal (`static var storyboardName: String { "Main" }`).
        var accessorBodies: Set<Int> = []
        /// Open interpolations of single-line strings: a line break inside one ends the string in Swift.
        var singleLineInterpolations = 0
        var i = 0

        /// Bookkeeping for a token at the current level. `atLineStart`: it may continue a header on a new line;
        /// `continues`: a header may go on to the next line after it.
        func token(atLineStart: Bool = false, continues: Bool = false, isPeriod: Bool = false, keepsDeclarationStart: Bool = false) {
            let top = stack.count - 1
            if stack[top].pending, stack[top].newline, !stack[top].continues, !atLineStart { stack[top].pending = false }
            stack[top].newline = false
            stack[top].continues = continues
            if !keepsDeclarationStart { stack[top].declarationStart = false }
            afterPeriod = isPeriod
            afterAt = false
        }

        /// Declarations stand only at file level or in braces; in `(…)`/`[…]`, `init:` or `subscript:` is a label.
        func opensDeclarations(_ frame: Frame) -> Bool {
            frame.closer == 0 || frame.closer == UInt8(ascii: "}")
        }

        /// Lexes string content from `start`. Returns the offset after the closing delimiter, or after `\(` having
        /// pushed the interpolation's frame (`interpolated`). Nil when unterminated.
        func string(from start: Int, _ kind: StringKind, interpolated: inout Bool) -> Int? {
            var p = start
            while p < n {
                let c = b[p]
                if c == UInt8(ascii: "\\") {
                    var q = p + 1
                    var h = 0
                    while h < kind.hashes, q < n, b[q] == UInt8(ascii: "#") { h += 1; q += 1 }
                    guard h == kind.hashes else { p += 1; continue }  // a plain backslash in a raw string
                    guard q < n else { return nil }
                    if b[q] == UInt8(ascii: "(") {
                        stack.append(Frame(closer: UInt8(ascii: ")"), interpolation: kind, open: q))
                        if !kind.multiline { singleLineInterpolations += 1 }
                        interpolated = true
                        return q + 1
                    }
                    if !kind.multiline, b[q] == 0x0A || b[q] == 0x0D { return nil }
                    p = q + 1
                } else if c == UInt8(ascii: "\"") {
                    var q = p + 1
                    if kind.multiline {
                        guard q + 1 < n, b[q] == UInt8(ascii: "\""), b[q + 1] == UInt8(ascii: "\"") else { p += 1; continue }
                        q += 2
                    }
                    var h = 0
                    while h < kind.hashes, q < n, b[q] == UInt8(ascii: "#") { h += 1; q += 1 }
                    if h == kind.hashes { return q }
                    p += 1
                } else if c == 0x0A || c == 0x0D {
                    if !kind.multiline { return nil }
                    p += 1
                } else {
                    p += 1
                }
            }
            return nil
        }

        /// A string literal whose first `"` is at `quote`, after `hashes` `#`s. Returns where lexing goes on.
        func openString(at quote: Int, hashes: Int) -> Int? {
            token()
            stack[stack.count - 1].pending = false
            var multiline = quote + 2 < n && b[quote + 1] == UInt8(ascii: "\"") && b[quote + 2] == UInt8(ascii: "\"")
            // `#"""#` is a one-line raw string holding `"`: as Swift's lexer does, a raw string whose closing `"#`
            // is on the same line is never multi-line, whatever quotes it starts with.
            if multiline, hashes > 0 {
                var p = quote + 1
                scan: while p < n, b[p] != 0x0A, b[p] != 0x0D {
                    if b[p] == UInt8(ascii: "\"") {
                        var q = p + 1, count = 0
                        while q < n, b[q] == UInt8(ascii: "#"), count < hashes { q += 1; count += 1 }
                        if count == hashes { multiline = false; break scan }
                    }
                    p += 1
                }
            }
            let kind = StringKind(hashes: hashes, multiline: multiline)
            var interpolated = false
            guard let end = string(from: quote + (multiline ? 3 : 1), kind, interpolated: &interpolated) else { return nil }
            if !interpolated { previous = .value }
            return end
        }

        while i < n {
            let c = b[i]
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C:
                i += 1

            case 0x0A, 0x0D:
                if singleLineInterpolations > 0 { return nil }
                stack[stack.count - 1].newline = true
                if !stack[stack.count - 1].continues { stack[stack.count - 1].declarationStart = true }
                i += 1

            case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
                i += 2
                while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }

            case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
                var newline = false
                guard let end = skipBlockComment(b, n, from: i, newline: &newline) else { return nil }
                if newline {
                    if singleLineInterpolations > 0 { return nil }
                    stack[stack.count - 1].newline = true
                    if !stack[stack.count - 1].continues { stack[stack.count - 1].declarationStart = true }
                }
                i = end

            case UInt8(ascii: "{"):
                token(atLineStart: true)
                let top = stack.count - 1
                var frame = Frame(closer: UInt8(ascii: "}"), open: i)
                if stack[top].pending, stack[top].pendingVar {
                    // swift-syntax's `parseAccessorBlock`: explicit accessors when the block starts with one
                    // (after attributes and a modifier), otherwise the body of an implicit getter.
                    switch accessorBlockStart(b, n, after: i) {
                    case .accessor: frame.isAccessorList = true
                    case .getterBody: frame.isBody = true
                    case .empty, .unknown: break
                    }
                } else {
                    frame.isBody = stack[top].pending
                }
                if frame.isBody, stack[top].pendingVar || stack[top].isAccessorList { accessorBodies.insert(i) }
                stack[top].pending = false
                stack[top].pendingVar = false
                stack.append(frame)
                previous = .other
                i += 1

            case UInt8(ascii: "("), UInt8(ascii: "["):
                token()
                stack.append(Frame(closer: c == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]"), open: i))
                previous = .other
                i += 1

            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                guard stack.count > 1, stack[stack.count - 1].closer == c else { return nil }
                let frame = stack.removeLast()
                if frame.isBody { bodies.append(Body(range: frame.open + 1 ..< i, isAccessor: accessorBodies.contains(frame.open))) }
                i += 1
                if let kind = frame.interpolation {
                    if !kind.multiline { singleLineInterpolations -= 1 }
                    var interpolated = false
                    guard let end = string(from: i, kind, interpolated: &interpolated) else { return nil }
                    if !interpolated { previous = .value }
                    i = end
                } else {
                    token()
                    previous = .value
                }

            case UInt8(ascii: "\""):
                guard let end = openString(at: i, hashes: 0) else { return nil }
                i = end

            case UInt8(ascii: "#"):
                var q = i
                while q < n, b[q] == UInt8(ascii: "#") { q += 1 }
                if i == 0, q < n, b[q] == UInt8(ascii: "!") {  // shebang
                    while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
                    continue
                }
                if q < n, b[q] == UInt8(ascii: "\"") {
                    guard let end = openString(at: q, hashes: q - i) else { return nil }
                    i = end
                    continue
                }
                // Besides `#name`: `#/…/#` regex literals and stray `#`s.
                guard q == i + 1, q < n, isIdentifierHead(b[q]) else { return nil }
                var e = q + 1
                while e < n, isIdentifierBody(b[e]) { e += 1 }
                token()
                stack[stack.count - 1].pending = false
                // Each `#if` clause must leave the brackets as it found them (swift-syntax parses clauses apart).
                switch Directive(b + q, e - q) {
                case .if:
                    ifDepths.append(stack.count)
                case .else:
                    guard ifDepths.last == stack.count else { return nil }
                case .endif:
                    guard ifDepths.last == stack.count else { return nil }
                    ifDepths.removeLast()
                case .other:
                    break
                }
                previous = .other
                i = e

            case UInt8(ascii: "`"):
                var e = i + 1
                while e < n, b[e] != UInt8(ascii: "`"), b[e] != 0x0A, b[e] != 0x0D { e += 1 }
                guard e < n, b[e] == UInt8(ascii: "`") else { return nil }
                token()
                previous = .value
                i = e + 1

            case UInt8(ascii: ";"):
                token()
                stack[stack.count - 1].pending = false
                stack[stack.count - 1].declarationStart = true
                previous = .other
                i += 1

            case UInt8(ascii: ","), UInt8(ascii: ":"):
                token(continues: true)
                previous = .other
                i += 1

            case UInt8(ascii: "@"), UInt8(ascii: "\\"):
                let isAt = c == UInt8(ascii: "@")
                token(keepsDeclarationStart: isAt)
                afterAt = isAt
                previous = .other
                i += 1

            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
                var e = i + 1
                while e < n, isIdentifierBody(b[e]) { e += 1 }
                token()
                previous = .value
                i = e

            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
                 UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
                 UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
                if c == UInt8(ascii: "<"), i + 1 < n, b[i + 1] == UInt8(ascii: "#") { return nil }  // editor placeholder
                // A merge conflict marker is an error `unreadable-source` reports even inside a body.
                if isConflictMarker(b, n, at: i) { return nil }
                guard let end = operatorEnd(b, n, from: i, previous: previous) else { return nil }
                let length = end - i
                let second = length == 2 ? b[i + 1] : 0
                let isArrow = c == UInt8(ascii: "-") && second == UInt8(ascii: ">")
                let continues = isArrow || (length == 1 && c == UInt8(ascii: "&")) || (c == UInt8(ascii: "=") && second == UInt8(ascii: "="))
                token(atLineStart: isArrow, continues: continues, isPeriod: length == 1 && c == UInt8(ascii: "."))
                // `var x = value {`: the brace is a trailing closure or observers after an initializer; not elided.
                if length == 1, c == UInt8(ascii: "="), stack[stack.count - 1].pendingVar {
                    stack[stack.count - 1].pending = false
                    stack[stack.count - 1].pendingVar = false
                }
                previous = .other
                i = end

            default:
                guard isIdentifierHead(c) else { return nil }  // control bytes, `'`, DEL
                var e = i + 1
                while e < n, isIdentifierBody(b[e]) { e += 1 }
                // A space or quote pasted from a document or typed by an IME is an error `unreadable-source` reports
                // even inside a body: the file is parsed whole.
                for k in i ..< e where b[k] >= 0xC2 && isPastedPunctuation(b, n, k) { return nil }
                // After `.`, a keyword is a member name (`.init`, `Type.init { … }`).
                let word = afterPeriod ? Word.identifier : Word(b + i, e - i)
                let top = stack.count - 1
                let declarationStart = stack[top].declarationStart
                let isAttributeName = afterAt
                // In an accessor block with explicit accessors, `get`, `set`, `didSet`, … open a header.
                if stack[top].isAccessorList, !afterPeriod, isAccessorWord(b + i, e - i) {
                    token()
                    stack[top].pending = true
                    stack[top].pendingVar = false
                    previous = .other
                    i = e
                    continue
                }
                switch word {
                case .func:
                    token()
                    stack[top].pending = opensDeclarations(stack[top])
                    stack[top].pendingVar = false
                    previous = .declaresOperator
                case .declaration:
                    token()
                    stack[top].pending = opensDeclarations(stack[top])
                    stack[top].pendingVar = false
                    previous = .other
                case .var:
                    token()
                    let opens = declarationStart && opensDeclarations(stack[top])
                    stack[top].pending = opens
                    stack[top].pendingVar = opens
                    previous = .other
                case .modifierKeyword:
                    token(keepsDeclarationStart: declarationStart)
                    stack[top].pending = false
                    previous = .other
                case .operator:
                    token()
                    stack[stack.count - 1].pending = false
                    previous = .declaresOperator
                case .headerContinuation:
                    token(atLineStart: true, continues: true)
                    previous = .other
                case .async:
                    token(atLineStart: true)
                    previous = .value
                case .value:
                    token()
                    previous = .value
                case .keyword:
                    token()
                    stack[top].pending = false
                    previous = .other
                case .modifierIdentifier:
                    token(keepsDeclarationStart: declarationStart)
                    previous = .value
                case .identifier:
                    // An attribute's name (`@IBInspectable var`) keeps a declaration's start.
                    token(keepsDeclarationStart: declarationStart && isAttributeName)
                    previous = .value
                }
                i = e
            }
        }
        guard stack.count == 1, ifDepths.isEmpty else { return nil }
        return bodies
    }

    // MARK: Lexer helpers

    /// The offset of the first byte from `start` that is neither white space nor inside a comment (`n` at the end);
    /// nil when a block comment is unterminated.
    static func skipTrivia(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Int? {
        var p = start
        while p < n {
            let c = b[p]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C {
                p += 1
            } else if c == UInt8(ascii: "/"), p + 1 < n, b[p + 1] == UInt8(ascii: "/") {
                while p < n, b[p] != 0x0A, b[p] != 0x0D { p += 1 }
            } else if c == UInt8(ascii: "/"), p + 1 < n, b[p + 1] == UInt8(ascii: "*") {
                var newline = false
                guard let end = skipBlockComment(b, n, from: p, newline: &newline) else { return nil }
                p = end
            } else {
                return p
            }
        }
        return n
    }

    /// Whether a getter's statements may be one string literal, which the index records (`{ "Main" }`,
    /// `{ return "Main" }`): they start, after white space and comments, with `"`, `#` or `return` and one of those.
    /// A getter's single expression the index may read starts with `"` or `#` (a literal), `(`, or a capital: a
    /// type's name (`String(describing: self)`, `Constants.cell`, `NSStoryboard.Name(…)`), see `StringConstant`.
    /// The visitor records a computed constant only when its expression starts so, or is a bare name alone or
    /// followed by `+` (`isBareName`; `{ .init("C") }` is not read), so the getters it reads are the ones kept here.
    static func mayStartValue(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "(") || (byte >= 0x41 && byte <= 0x5A)
    }

    static func mayBeLiteral(_ body: UnsafeRawBufferPointer) -> Bool {
        guard let base = body.baseAddress, body.count > 0 else { return false }
        let b = base.assumingMemoryBound(to: UInt8.self)
        let n = body.count
        // What cannot be followed is kept.
        guard var p = skipTrivia(b, n, from: 0) else { return true }
        guard p < n else { return false }
        if mayStartValue(b[p]) { return true }
        let word: StaticString = "return"
        if p + 6 <= n, memcmp(b + p, word.utf8Start, 6) == 0, p + 6 == n || !isIdentifierBody(b[p + 6]) {
            guard let q = skipTrivia(b, n, from: p + 6) else { return true }
            p = q
            guard p < n else { return false }
            if mayStartValue(b[p]) { return true }
        }
        return isBareName(b, n, from: p)
    }

    /// A lowercase name alone, or followed by `+`: a static member read in a static getter
    /// (`class var storyboardID: String { classNameWithoutNamespaces }`, `{ prefix + "Cell" }`), which the visitor
    /// reads as the member of the type the getter is read on.
    private static func isBareName(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Bool {
        guard start < n, (b[start] >= 0x61 && b[start] <= 0x7A) || b[start] == UInt8(ascii: "_") else { return false }
        var p = start
        while p < n, isIdentifierBody(b[p]) { p += 1 }
        guard let q = skipTrivia(b, n, from: p) else { return true }
        return q == n || b[q] == UInt8(ascii: "+")
    }

    /// How an accessor block (the `{` of `var x: T {`) starts.
    enum AccessorBlockStart {
        /// With an accessor or its modifier (`get`, `set`, `didSet`, `mutating`, …): explicit accessors.
        case accessor
        /// With anything else that cannot start an accessor: an implicit getter's statements.
        case getterBody
        /// `}`: nothing to elide.
        case empty
        /// `@`, `#`, or what the look-ahead does not follow (an unterminated comment): left alone.
        case unknown
    }

    /// The first token after the `{` at `brace`, skipping white space and comments, as `parseAccessorIntroducer`
    /// decides between accessors and an implicit getter (its attributes, `#if` clauses and odd bytes: `.unknown`).
    static func accessorBlockStart(_ b: UnsafePointer<UInt8>, _ n: Int, after brace: Int) -> AccessorBlockStart {
        guard let p = skipTrivia(b, n, from: brace + 1), p < n else { return .unknown }
        let c = b[p]
        if c == UInt8(ascii: "}") { return .empty }
        if c == UInt8(ascii: "@") || c == UInt8(ascii: "#") || c == UInt8(ascii: "`") || c >= 0x80 { return .unknown }
        guard isIdentifierHead(c) else { return .getterBody }
        var e = p + 1
        while e < n, isIdentifierBody(b[e]) { e += 1 }
        return isAccessorWord(b + p, e - p) ? .accessor : .getterBody
    }

    /// swift-syntax's accessor specifiers (experimental ones included) and accessor modifiers: a word that may
    /// start an explicit accessor.
    static func isAccessorWord(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        for word in accessorWords where word.utf8CodeUnitCount == length && memcmp(p, word.utf8Start, length) == 0 {
            return true
        }
        return false
    }

    private static let accessorWords: [StaticString] = [
        "get", "set", "didSet", "willSet", "unsafeAddress", "addressWithOwner", "addressWithNativeOwner",
        "unsafeMutableAddress", "mutableAddressWithOwner", "mutableAddressWithNativeOwner", "_read", "read", "_modify",
        "modify", "init", "borrow", "mutate", "__consuming", "consuming", "borrowing", "mutating", "nonmutating",
    ]

    /// `<<<<<<<`, `|||||||`, `=======` or `>>>>>>>` at the start of a line, as swift-syntax's lexer finds them.
    static func isConflictMarker(_ b: UnsafePointer<UInt8>, _ n: Int, at i: Int) -> Bool {
        let c = b[i]
        guard c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") || c == UInt8(ascii: "|"),
              i == 0 || b[i - 1] == 0x0A || b[i - 1] == 0x0D, i + 7 <= n else { return false }
        for k in i + 1 ..< i + 7 where b[k] != c { return false }
        return true
    }

    /// The words the lexer tells apart. Everything swift-syntax's lexer makes a keyword is `.keyword` unless named.
    enum Word: Equatable {
        case identifier
        /// `func`: opens a header, and a `/` after it is an operator name.
        case `func`
        /// `init`, `deinit`, `subscript`.
        case declaration
        case `operator`
        /// `where`, `throws`, `rethrows`: inside a header, and may start its next line.
        case headerContinuation
        /// `async` (contextual, so an identifier to the lexer), may start a header's next line.
        case async
        /// `true`, `false`, `nil`, `self`, `Self`, `super`, `Any`: values (a `/` after one is division); `Self` and
        /// `Any` may be in a result type.
        case value
        /// `var`: opens a header whose `{` is an accessor block.
        case `var`
        /// Keyword modifiers of a declaration (`static`, `private`, …): a `var` after them still declares.
        case modifierKeyword
        /// Contextual modifiers (`override`, `lazy`, `weak`, …): identifiers to the lexer, as `.identifier`, but a
        /// `var` after them still declares.
        case modifierIdentifier
        case keyword

        init(_ p: UnsafePointer<UInt8>, _ length: Int) {
            self = .identifier
            guard length >= 2, length <= 16 else { return }
            let key = Word.key(p, length)
            for entry in Word.table[length] where entry.key == key {
                self = entry.word
                return
            }
        }

        /// The bytes of a word of at most 16 bytes, packed into two integers (compared instead of the bytes).
        private static func key(_ p: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for j in 0 ..< min(length, 8) { low |= UInt64(p[j]) << UInt64(8 * j) }
            if length > 8 { for j in 8 ..< length { high |= UInt64(p[j]) << UInt64(8 * (j - 8)) } }
            return (low, high)
        }

        /// By length: swift-syntax's lexer-classified keywords (generated/IsLexerClassified.swift) and the
        /// contextual words the lexer needs.
        private static let table: [[(key: (UInt64, UInt64), word: Word)]] = {
            let words: [(String, Word)] = [
                ("func", .func), ("init", .declaration), ("deinit", .declaration), ("subscript", .declaration),
                ("operator", .operator),
                ("where", .headerContinuation), ("throws", .headerContinuation), ("rethrows", .headerContinuation),
                ("async", .async),
                ("true", .value), ("false", .value), ("nil", .value), ("self", .value), ("Self", .value),
                ("super", .value), ("Any", .value), ("var", .var),
                ("final", .modifierIdentifier), ("override", .modifierIdentifier), ("open", .modifierIdentifier),
                ("lazy", .modifierIdentifier), ("weak", .modifierIdentifier), ("unowned", .modifierIdentifier),
                ("dynamic", .modifierIdentifier), ("nonisolated", .modifierIdentifier), ("required", .modifierIdentifier),
                ("convenience", .modifierIdentifier), ("optional", .modifierIdentifier), ("package", .modifierIdentifier),
                ("as", .keyword), ("associatedtype", .keyword), ("break", .keyword), ("case", .keyword),
                ("catch", .keyword), ("class", .modifierKeyword), ("continue", .keyword), ("default", .keyword),
                ("defer", .keyword), ("do", .keyword), ("else", .keyword), ("enum", .keyword), ("extension", .keyword),
                ("fallthrough", .keyword), ("fileprivate", .modifierKeyword), ("for", .keyword), ("guard", .keyword),
                ("if", .keyword), ("import", .keyword), ("in", .keyword), ("inout", .keyword), ("internal", .modifierKeyword),
                ("is", .keyword), ("let", .keyword), ("precedencegroup", .keyword), ("private", .modifierKeyword),
                ("protocol", .keyword), ("public", .modifierKeyword), ("repeat", .keyword), ("return", .keyword),
                ("static", .modifierKeyword), ("struct", .keyword), ("switch", .keyword), ("throw", .keyword),
                ("try", .keyword), ("typealias", .keyword), ("while", .keyword),
            ]
            var table = [[(key: (UInt64, UInt64), word: Word)]](repeating: [], count: 17)
            for (text, word) in words {
                let bytes = Array(text.utf8)
                table[bytes.count].append((bytes.withUnsafeBufferPointer { key($0.baseAddress!, bytes.count) }, word))
            }
            return table
        }()
    }

    /// The name after `#`.
    enum Directive {
        case `if`, `else`, endif, other

        init(_ p: UnsafePointer<UInt8>, _ length: Int) {
            func equals(_ text: StaticString) -> Bool {
                text.utf8CodeUnitCount == length && memcmp(p, text.utf8Start, length) == 0
            }
            if equals("if") {
                self = .if
            } else if equals("else") || equals("elseif") {
                self = .else
            } else if equals("endif") {
                self = .endif
            } else {
                self = .other
            }
        }
    }

    @inline(__always)
    static func isIdentifierHead(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    /// U+00A0, U+2000–U+200A, U+2018–U+201F, U+2028, U+2029, U+202F and U+3000 at `k`: neither identifier nor
    /// operator characters, so swift-syntax reports them wherever they are.
    static func isPastedPunctuation(_ b: UnsafePointer<UInt8>, _ n: Int, _ k: Int) -> Bool {
        guard k + 1 < n else { return false }
        if b[k] == 0xC2 { return b[k + 1] == 0xA0 }
        guard k + 2 < n, b[k + 1] == 0x80 else { return false }
        let c = b[k + 2]
        if b[k] == 0xE2 { return c <= 0x8A || (c >= 0x98 && c <= 0x9F) || c == 0xA8 || c == 0xA9 || c == 0xAF }
        return b[k] == 0xE3 && c == 0x80
    }

    /// Non-ASCII bytes count as identifier bytes: a non-ASCII operator or space merged into a word can only hide a
    /// keyword (less elision), never invent one.
    @inline(__always)
    static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierHead(c) || (c >= 0x30 && c <= 0x39)
    }

    /// After a nested `/* … */` comment starting at `start`; nil when unterminated.
    static func skipBlockComment(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int, newline: inout Bool) -> Int? {
        var depth = 0
        var p = start
        while p < n {
            let c = b[p]
            if c == UInt8(ascii: "/"), p + 1 < n, b[p + 1] == UInt8(ascii: "*") {
                depth += 1
                p += 2
            } else if c == UInt8(ascii: "*"), p + 1 < n, b[p + 1] == UInt8(ascii: "/") {
                depth -= 1
                p += 2
                if depth == 0 { return p }
            } else {
                if c == 0x0A || c == 0x0D { newline = true }
                p += 1
            }
        }
        return nil
    }

    static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// The end of the operator starting at `start`, as swift-syntax's `lexOperatorIdentifier` delimits it (a `.`
    /// only continues an operator that starts with one; `//` and `/*` start a comment). Nil when the operator
    /// holds `*/`, or a `/` in it might open a regex literal.
    static func operatorEnd(_ b: UnsafePointer<UInt8>, _ n: Int, from start: Int, previous: Previous) -> Int? {
        var e = start + 1
        let dotted = b[start] == UInt8(ascii: ".")
        var slash = b[start] == UInt8(ascii: "/")
        while e < n, isOperatorByte(b[e]) {
            let c = b[e]
            if c == UInt8(ascii: "."), !dotted { break }
            if c == UInt8(ascii: "/"), e + 1 < n, b[e + 1] == UInt8(ascii: "/") || b[e + 1] == UInt8(ascii: "*") { break }
            if c == UInt8(ascii: "/") {
                if b[e - 1] == UInt8(ascii: "*") { return nil }
                slash = true
            }
            e += 1
        }
        if slash, !isCertainlyNotRegex(b, n, start: start, end: e, previous: previous) { return nil }
        return e
    }

    /// swift-syntax tries a regex literal at the first `/` of an operator unless the operator is left-bound, follows
    /// `func`/`operator`, or is not right-bound either and follows a value (`tryScanOperatorAsRegexLiteral`).
    static func isCertainlyNotRegex(_ b: UnsafePointer<UInt8>, _ n: Int, start: Int, end: Int, previous: Previous) -> Bool {
        if start > 0 {
            let before = b[start - 1]
            if before >= 0x80 { return false }  // maybe a non-ASCII space or operator
            switch before {
            case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
                 UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
                break  // not left-bound
            case UInt8(ascii: "/") where start >= 2 && b[start - 2] == UInt8(ascii: "*"):
                break  // after a comment
            default:
                return true  // left-bound: a binary or postfix operator
            }
        }
        if previous == .declaresOperator { return true }
        guard previous == .value else { return false }
        guard end < n else { return true }
        switch b[end] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return true  // not right-bound either: binary, and a value before it rules out a regex
        case UInt8(ascii: "/"):
            return end + 1 < n && (b[end + 1] == UInt8(ascii: "/") || b[end + 1] == UInt8(ascii: "*"))
        default:
            return false
        }
    }
}

/// From offsets in a skeleton to offsets in the original file: bytes were removed at a few places.
struct OffsetMap: Sendable {
    /// Skeleton offset where a removal happened (ascending) and the bytes removed there and before.
    private var starts: [Int] = []
    private var removedThrough: [Int] = []

    mutating func append(at offset: Int, removed: Int) {
        starts.append(offset)
        removedThrough.append((removedThrough.last ?? 0) + removed)
    }

    /// A byte at skeleton offset `offset` sits after every removal made at or before it.
    func original(_ offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? offset : offset + removedThrough[low - 1]
    }
}

/// Tells the bodies that must be kept by the words in them.
struct WordScanner: Sendable {
    enum Group: Int, CaseIterable {
        /// A body holding one is kept.
        case always
        /// `"`: a body holding one and a `reference` word is kept.
        case quote
        case reference
    }

    static let standard = words(for: .standard)!
    /// A run whose checks record no I/O calls (`view-controller-io` off): most runs, every file.
    static let empty = words(for: .empty)!

    /// The scanner for an indexing run: bodies holding one of the vocabulary's `keptWords` are kept, since the
    /// visitor records its I/O calls. Nil when the words do not fit (a custom vocabulary of dozens of patterns):
    /// such files are parsed whole.
    static func forVocabulary(_ vocabulary: IOVocabulary) -> WordScanner? {
        if vocabulary.isEmpty { return empty }
        return vocabulary == .standard ? standard : words(for: vocabulary)
    }

    static func words(for vocabulary: IOVocabulary, keeping: [String] = []) -> WordScanner? {
        var seen = Set<String>()
        let listed = (BodyElision.indexedWords + BodyElision.reuseWords + BodyElision.nibWords + BodyElision.loadingWords + vocabulary.keptWords
            + keeping).filter { !$0.isEmpty && seen.insert($0).inserted }
        // A word holding another (`dequeueReusableCell` holds `dequeueReusable`) keeps no body the other does not.
        let bytes = listed.map { Array($0.utf8) }
        let always = bytes.indices.filter { i in
            !bytes.indices.contains { j in j != i && bytes[i].count > bytes[j].count && Self.holds(bytes[i], bytes[j]) }
        }.map { listed[$0] }
        guard always.count + 1 + BodyElision.referenceWords.count <= 64 else { return nil }
        return WordScanner([(.always, always), (.quote, ["\""]), (.reference, BodyElision.referenceWords)])
    }

    /// Whether `word` holds `part` (bytes; Foundation's `contains` costs a string search per pair, per file).
    private static func holds(_ word: [UInt8], _ part: [UInt8]) -> Bool {
        guard !part.isEmpty, part.count <= word.count else { return false }
        return (0 ... word.count - part.count).contains { start in word[start ..< start + part.count].elementsEqual(part) }
    }

    private let words: [(bytes: [UInt8], group: Int)]
    /// Bit `k` of `first[c]`: word `k` starts with byte `c`; of `second[c]`: its second byte is `c`, or it has one.
    /// Both are tested before any comparison, so most positions cost two table lookups.
    private let first: [UInt64]
    private let second: [UInt64]

    init(_ groups: [(Group, [String])]) {
        words = groups.flatMap { group, list in list.map { (Array($0.utf8), group.rawValue) } }
        precondition(words.count <= 64, "one bit per word")
        var first = [UInt64](repeating: 0, count: 256)
        var second = [UInt64](repeating: 0, count: 256)
        for (k, word) in words.enumerated() {
            let bit: UInt64 = 1 << UInt64(k)
            first[Int(word.bytes[0])] |= bit
            if word.bytes.count == 1 {
                for c in 0 ..< 256 { second[c] |= bit }
            } else {
                second[Int(word.bytes[1])] |= bit
            }
        }
        self.first = first
        self.second = second
    }

    /// Whether a body holding these bytes is kept: a word of `always`, or both a `quote` and a `reference` word.
    func mustKeep(_ buffer: UnsafeRawBufferPointer) -> Bool {
        let n = buffer.count
        guard n > 0, let base = buffer.baseAddress else { return false }
        let b = base.assumingMemoryBound(to: UInt8.self)
        var quote = false
        var reference = false
        return first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { second in
            for i in 0 ..< n {
                var mask = first[Int(b[i])]
                guard mask != 0 else { continue }
                mask &= second[Int(i + 1 < n ? b[i + 1] : 0)]
                while mask != 0 {
                    let k = mask.trailingZeroBitCount
                    mask &= mask - 1
                    let word = words[k]
                    guard word.bytes.count <= n - i,
                          word.bytes.withUnsafeBufferPointer({ memcmp(b + i, $0.baseAddress!, $0.count) == 0 }) else { continue }
                    switch word.group {
                    case Group.always.rawValue: return true
                    case Group.quote.rawValue: quote = true
                    default: reference = true
                    }
                    if quote && reference { return true }
                }
            }
            return false
        } }
    }
}
