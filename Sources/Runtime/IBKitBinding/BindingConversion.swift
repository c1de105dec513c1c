/// How a bound value reaches its view: the one table the runtime applies, the check enforces, gen emits and
/// docs/binding.md shows.
public enum BindingConversion: String, Sendable, CaseIterable {
    /// `String` / `String?` → `text` (a button's title for `.normal`).
    case text
    /// Any value → `text` through the named formatter (`price | currency`).
    case formattedText
    /// `UIImage` / `UIImage?` → `image`.
    case image
    /// `String` / `String?` → `image` via `UIImage(named:)`.
    case imageNamed
    /// `Bool` → a switch's `isOn` (`!key`: on when false).
    case isOn
    /// `Bool` → `isHidden` of any other view: shown when true (`!key`: shown when false).
    case isHidden
    /// `Float` / `Double` / `CGFloat` → `value` of a slider, `progress` of a progress view.
    case fraction
    /// `Int` / `Double` → a stepper's `value`.
    case stepperValue

    /// The conversion for a value of `type` shown by a view of `kind` as `key` says, or why there is none.
    public static func resolve(_ key: BindingKey, _ type: BindingValueType, _ kind: BoundViewKind) -> Result<BindingConversion, BindingMismatch> {
        if key.formatter != nil {
            return Self.showsText(kind) ? .success(.formattedText) : .failure(.init(key, type, kind, "a formatter makes text, and a \(kind.uiKitClass) shows no text"))
        }
        guard let base = type.base else {
            return .failure(.init(key, type, kind, "a \(kind.uiKitClass) cannot show a \(type.name); bind one of its properties (`\(key.keyPath).…`)"))
        }
        if key.isNegated, base != .bool { return .failure(.init(key, type, kind, "`!` negates a Bool, and \(key.keyPath) is a \(type.name)")) }
        switch (kind, base) {
        case (.label, .string), (.textField, .string), (.textView, .string), (.button, .string): return .success(.text)
        case (.imageView, .image): return .success(.image)
        case (.imageView, .string): return .success(.imageNamed)
        case (.toggle, .bool): return .success(.isOn)
        case (_, .bool): return .success(.isHidden)
        case (.slider, .float), (.slider, .double), (.slider, .cgFloat), (.progressView, .float), (.progressView, .double), (.progressView, .cgFloat):
            return .success(.fraction)
        case (.stepper, .int), (.stepper, .double): return .success(.stepperValue)
        default:
            let hint = Self.showsText(kind) ? "; to show it as text, name a formatter (`\(key.keyPath) | \(base == .date ? "date" : "decimal")`)" : ""
            return .failure(.init(key, type, kind, "a \(kind.uiKitClass) cannot show a \(type.name)\(hint)"))
        }
    }

    static func showsText(_ kind: BoundViewKind) -> Bool { [.label, .textField, .textView, .button].contains(kind) }

    /// The conversion gen uses when the index cannot tell the value's type: the kind's usual one (the compiler
    /// then checks the key path's type against it).
    public static func usual(for key: BindingKey, _ kind: BoundViewKind) -> BindingConversion {
        if key.formatter != nil { return .formattedText }
        if key.isNegated { return kind == .toggle ? .isOn : .isHidden }
        switch kind {
        case .label, .textField, .textView, .button: return .text
        case .imageView: return .image
        case .toggle: return .isOn
        case .slider, .progressView: return .fraction
        case .stepper: return .stepperValue
        case .view: return .isHidden
        }
    }

    /// `isHidden` for a `Bool` binding: a view bound to `isPublished` shows when it is true, one bound to
    /// `!isPublished` when it is false; an absent value (`author?.isVerified`) counts as false.
    public static func isHidden(_ value: Bool?, negated: Bool) -> Bool { negated ? (value ?? false) : !(value ?? false) }

    /// `isOn` for a switch: the value, or its negation.
    public static func isOn(_ value: Bool?, negated: Bool) -> Bool { negated ? !(value ?? false) : (value ?? false) }
}

/// A binding whose value its view cannot show.
public struct BindingMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    public var key: BindingKey
    public var typeName: String
    public var kind: BoundViewKind
    public var reason: String

    init(_ key: BindingKey, _ type: BindingValueType, _ kind: BoundViewKind, _ reason: String) {
        self.key = key
        typeName = type.name
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }
}
