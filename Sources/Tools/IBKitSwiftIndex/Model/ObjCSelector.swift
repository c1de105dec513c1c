/// The Objective-C selector Swift gives an `@objc` method, which is what IB stores in `<action selector=…>`.
///
/// Mirrors the compiler (`FuncDecl::getObjCSelector` in lib/AST/Decl.cpp):
/// - no parameters: the base name (`reload()` → `reload`);
/// - one unlabeled parameter: `didTap(_:)` → `didTap:`;
/// - a first label is appended to the base name, capitalized, after `With` unless the label's first word or the
///   base name's last word is a preposition: `valueChanged(sender:)` → `valueChangedWithSender:`,
///   `show(for:)` → `showFor:`, `jumpTo(index:)` → `jumpToIndex:`;
/// - later labels are the following pieces, `_` an empty piece: `didTap(_:forEvent:)` → `didTap:forEvent:`,
///   `f(_:_:)` → `f::`;
/// - `async` appends a `completionHandler` piece (`WithCompletionHandler` when there are no parameters), `throws`
///   (without `async`) an `error` piece (`AndReturnError`).
/// An explicit `@objc(name:)` replaces all of this.
public enum ObjCSelector {
    /// The compiler's preposition list (lib/Basic/PartsOfSpeech.def).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// - Parameter labels: argument labels, nil for `_`.
    public static func selector(baseName: String, labels: [String?], isAsync: Bool = false, throws: Bool = false) -> String {
        let conventionPiece: String? = isAsync ? "completionHandler" : (`throws` ? "error" : nil)
        if labels.isEmpty {
            guard let conventionPiece else { return baseName }
            return baseName + (conventionPiece == "error" ? "AndReturnError" : "WithCompletionHandler") + ":"
        }
        var first = baseName
        if let label = labels[0], !label.isEmpty {
            if !isPreposition(firstWord(of: label)) && !isPreposition(lastWord(of: baseName)) { first += "With" }
            first += label.prefix(1).uppercased() + label.dropFirst()
        }
        var pieces = [first]
        pieces += labels.dropFirst().map { $0 ?? "" }
        if let conventionPiece { pieces.append(conventionPiece) }
        return pieces.map { $0 + ":" }.joined()
    }

    static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// First camelCase word: `forEvent` → `for`, `URLString` → `URL`.
    static func firstWord(of identifier: String) -> String {
        let scalars = Array(identifier.unicodeScalars)
        guard let first = scalars.first else { return "" }
        var end = 1
        if isUpper(first) {
            // An acronym run ends before the capital that starts the next word (`URLString` → `URL`).
            while end < scalars.count, isUpper(scalars[end]) { end += 1 }
            if end > 1, end < scalars.count, isLower(scalars[end]) { end -= 1 }
            if end == 1 { while end < scalars.count, !isUpper(scalars[end]), scalars[end] != "_" { end += 1 } }
        } else if first != "_" {
            while end < scalars.count, !isUpper(scalars[end]), scalars[end] != "_" { end += 1 }
        }
        return String(String.UnicodeScalarView(scalars[..<end]))
    }

    /// Last camelCase word: `jumpTo` → `To`, `didTap` → `Tap`, `load` → `load`.
    static func lastWord(of identifier: String) -> String {
        let scalars = Array(identifier.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var start = scalars.count - 1
        if isUpper(scalars[start]) {
            while start > 0, isUpper(scalars[start - 1]) { start -= 1 }
        } else {
            while start > 0, !isUpper(scalars[start]), scalars[start - 1] != "_" { start -= 1 }
        }
        return String(String.UnicodeScalarView(scalars[start...]))
    }

    private static func isUpper(_ s: Unicode.Scalar) -> Bool { s >= "A" && s <= "Z" }
    private static func isLower(_ s: Unicode.Scalar) -> Bool { s >= "a" && s <= "z" }
}
