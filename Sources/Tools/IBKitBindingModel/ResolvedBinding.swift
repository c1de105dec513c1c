import IBKitBinding
import IBKitSwiftIndex

/// A view's binding read against the Swift sources: who owns it, the model it reads, the type each step of its
/// key path has (as far as the sources say), and how the value reaches the view. What `ibkit check` judges and
/// `ibkit gen` writes a table from, so both read a binding the same way.
public struct ResolvedBinding: Sendable {
    /// A property of the key path and what the sources say of its type.
    public struct Step: Sendable, Equatable {
        public var name: String
        /// As declared (`Author?`); nil when the sources do not spell it.
        public var typeName: String?
        public var isOptional: Bool
    }

    public let key: BindingKey
    public let kind: BoundViewKind
    /// The `Bindable` class whose model the binding reads.
    public let ownerClass: String
    public let model: String
    public let steps: [Step]
    /// How the value reaches the view: checked against the value's type when the sources tell it, else the
    /// kind's usual one (the compiler checks the generated key path against it).
    public let conversion: BindingConversion
    /// Whether the value's type was known, so `conversion` was checked.
    public let isTypeKnown: Bool

    /// The key path as Swift writes it after `\Model`: `.author?.name` (a `?` after each step known optional).
    public var swiftKeyPath: String {
        var text = ""
        for (offset, step) in steps.enumerated() {
            text += "." + step.name
            if step.isOptional, offset < steps.count - 1 { text += "?" }
        }
        return text
    }

    /// Whether the value can be absent: a step before the last is optional, or the last one is.
    public var isOptional: Bool { steps.contains(where: \.isOptional) }
}

/// Why a binding cannot work, found before the app runs.
public enum BindingIssue: Error, Sendable, Equatable {
    /// The text is not a binding.
    case malformed(BindingKeyError)
    /// No object around the view has a class (nothing can call `bind`).
    case noOwner
    /// The nearest object with a class is not `Bindable`.
    case ownerNotBindable(className: String)
    /// The owner is `Bindable` but says no `typealias Model`.
    case noModel(className: String)
    /// The owner's model is declared in none of the sources read.
    case unknownModel(className: String, model: String)
    /// A step of the key path names no property of the type before it.
    case missingProperty(model: String, typeName: String, property: String)
    /// The value's type is one the view cannot show.
    case cannotShow(BindingMismatch, model: String)
}

