/// What a view's binding says, as typed in Interface Builder's "Binding" field (a user-defined runtime attribute
/// `ibkitBinding`): a property path of the owner's model, optionally negated or formatted.
///
///     title                 the model's `title`
///     author.name           a property of a property (optional steps are followed without `?`)
///     !isPublished          a `Bool`, negated (for `isHidden`: hidden when not published)
///     price | currency      a value turned into text by a named formatter
///
/// One grammar for the runtime, lint, check and gen, so that a key one of them accepts every other one reads the same way.
public struct BindingKey: Sendable, Hashable, CustomStringConvertible {
    /// The property names, outermost first: `["author", "name"]`.
    public var path: [String]
    public var isNegated: Bool
    /// The formatter's name after `|`.
    public var formatter: String?

    public init(path: [String], isNegated: Bool = false, formatter: String? = nil) {
        self.path = path
        self.isNegated = isNegated
        self.formatter = formatter
    }

    /// Parses the text of a binding; the error says what is wrong and where (a UTF-8 offset into `text`).
    public init(parsing text: String) throws(BindingKeyError) {
        let bytes = Array(text.utf8)
        var i = 0
        func skipSpaces() { while i < bytes.count, bytes[i] == 0x20 { i += 1 } }
        func fail(_ message: String) -> BindingKeyError { BindingKeyError(offset: min(i, bytes.count), message: message) }

        skipSpaces()
        guard i < bytes.count else { throw fail("the binding is empty; write a property of the model, like `title`") }
        var negated = false
        if bytes[i] == UInt8(ascii: "!") {
            negated = true
            i += 1
        }
        var path: [String] = []
        while true {
            guard let name = Self.identifier(bytes, &i) else {
                if i < bytes.count, bytes[i] == UInt8(ascii: "?") {
                    throw fail("write the path without `?` (`author.name`): optional steps are followed, and an absent value shows as empty")
                }
                throw fail(path.isEmpty ? "a binding starts with a property name (letters, digits, `_`; not a digit first)"
                                        : "a property name is missing after `.`")
            }
            path.append(name)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ".") else { break }
            i += 1
        }
        skipSpaces()
        var formatter: String?
        if i < bytes.count, bytes[i] == UInt8(ascii: "|") {
            i += 1
            skipSpaces()
            guard let name = Self.identifier(bytes, &i) else { throw fail("a formatter name is missing after `|`, like `price | currency`") }
            if negated { throw fail("a negated binding (`!`) is a Bool and cannot also be formatted as text") }
            formatter = name
            skipSpaces()
        }
        guard i == bytes.count else {
            throw fail(bytes[i] == UInt8(ascii: "?") ? "write the path without `?` (`author.name`): optional steps are followed, and an absent value shows as empty"
                                                     : "unexpected `\(String(decoding: [bytes[i]], as: UTF8.self))`; a binding is a property path, optionally `!`-negated or `| formatter`")
        }
        self.init(path: path, isNegated: negated, formatter: formatter)
    }

    /// The path as Swift writes it after `\Model.`: `author.name`.
    public var keyPath: String { path.joined(separator: ".") }

    /// The canonical text: `!isPublished`, `price | currency`.
    public var description: String { (isNegated ? "!" : "") + keyPath + (formatter.map { " | \($0)" } ?? "") }

    /// An ASCII Swift identifier (what IB users type; Unicode names are rare in models and kept out of the grammar).
    private static func identifier(_ bytes: [UInt8], _ i: inout Int) -> String? {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            let digit = b >= 0x30 && b <= 0x39
            guard letter || (digit && i > start) else { break }
            i += 1
        }
        return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
    }
}

/// A binding that does not parse: what is wrong, at which UTF-8 offset of the text.
public struct BindingKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { message }
}
