/// What a bound view can show, by its UIKit class: the property a binding sets.
public enum BoundViewKind: String, Sendable, CaseIterable {
    case label, textField, textView, button, imageView
    case toggle = "switch"
    case slider, progressView, stepper
    /// Any other view: a `Bool` binding hides or shows it.
    case view

    /// The kind of an IB element (`label`, `switch`, …); any other element is a `view`.
    public init(elementName: String) {
        self = Self(rawValue: elementName) ?? .view
    }

    /// The kind of a UIKit class, for code-made views and custom classes' superclasses.
    public init?(className: String) {
        guard let kind = Self.allCases.first(where: { $0.uiKitClass == className }) else { return nil }
        self = kind
    }

    public var uiKitClass: String {
        switch self {
        case .label: "UILabel"
        case .textField: "UITextField"
        case .textView: "UITextView"
        case .button: "UIButton"
        case .imageView: "UIImageView"
        case .toggle: "UISwitch"
        case .slider: "UISlider"
        case .progressView: "UIProgressView"
        case .stepper: "UIStepper"
        case .view: "UIView"
        }
    }
}
