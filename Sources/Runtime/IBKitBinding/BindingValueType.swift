/// The Swift type of a bound property, as far as a binding cares: which conversions it allows.
public struct BindingValueType: Sendable, Hashable, CustomStringConvertible {
    public enum Base: String, Sendable, CaseIterable {
        case string = "String", bool = "Bool", image = "UIImage", float = "Float", double = "Double", cgFloat = "CGFloat"
        case int = "Int", date = "Date"
    }

    /// Nil for any other type (a model, an array): it cannot be shown, only followed with `.`.
    public var base: Base?
    public var isOptional: Bool
    /// The type as written, for messages.
    public var name: String

    /// Reads a type as the Swift index records it: `String`, `String?`, `Optional<Date>`, `Swift.Int`, `String!`.
    public init(typeName: String) {
        var text = typeName.filter { $0 != " " }
        var optional = false
        if text.hasSuffix("?") || text.hasSuffix("!") {
            optional = true
            text.removeLast()
        } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            optional = true
            text = String(text.dropFirst("Optional<".count).dropLast())
        }
        if let dot = text.lastIndex(of: "."), ["Swift", "Foundation", "UIKit", "CoreGraphics"].contains(String(text[..<dot])) {
            text = String(text[text.index(after: dot)...])
        }
        base = Base(rawValue: text)
        isOptional = optional
        name = typeName
    }

    public var description: String { name }
}
