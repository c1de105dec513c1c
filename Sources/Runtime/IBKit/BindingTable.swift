#if canImport(UIKit)
import IBKitBinding
import UIKit

/// Every binding of a `Bindable` type's IB files, as `ibkit gen` writes it: the key as typed in IB, a compiled
/// key path into the model, and the conversion the view kind calls for (docs/binding.md has the table).
///
/// ```swift
/// extension PhotoCell {
///     static let bindingTable = BindingTable<Photo>([
///         .text("name", \.name, .label, at: "PhotoCell.xib", "Lbl-00-001"),
///         .imageNamed("symbolName", \.symbolName, at: "PhotoCell.xib", "Img-00-001"),
///     ])
/// }
/// ```
@MainActor
public struct BindingTable<Model> {
    @MainActor
    public struct Entry {
        let key: String
        let kind: BoundViewKind
        let place: BindingMessages.Place
        /// Sets the view from the model; false when the view is not of `kind`.
        let apply: @MainActor (Model, UIView) -> Bool

        init(_ key: String, _ kind: BoundViewKind, _ file: String, _ object: String, apply: @escaping @MainActor (Model, UIView) -> Bool) {
            self.key = key
            self.kind = kind
            place = BindingMessages.Place(file: file, objectID: object)
            self.apply = apply
        }
    }

    /// By canonical key: a key bound in a label and in a button has an entry for each kind.
    let entries: [String: [Entry]]

    public init(_ entries: [Entry]) {
        self.entries = Dictionary(grouping: entries, by: \.key)
    }
}

@MainActor
extension BindingTable.Entry {
    // MARK: Text

    /// `String?` → a label's, text field's or text view's `text`, a button's title.
    public static func text(_ key: String, _ path: KeyPath<Model, String?>, _ kind: BoundViewKind, at file: String, _ object: String) -> Self {
        Self(key, kind, file, object) { model, view in TextTarget.set(model[keyPath: path], on: view, kind) }
    }

    public static func text(_ key: String, _ path: KeyPath<Model, String>, _ kind: BoundViewKind, at file: String, _ object: String) -> Self {
        Self(key, kind, file, object) { model, view in TextTarget.set(model[keyPath: path], on: view, kind) }
    }

    /// Any value → text through the named formatter (`price | currency`; `BindingFormatters`).
    public static func formatted<Value>(_ key: String, _ path: KeyPath<Model, Value>, formatter: String, _ kind: BoundViewKind,
                                        at file: String, _ object: String) -> Self {
        Self(key, kind, file, object) { model, view in
            let text: String?
            do {
                text = try BindingFormatters.shared.text(of: model[keyPath: path], formatter: formatter)
            } catch {
                BindingFailure.report(String(describing: error))
                text = nil
            }
            return TextTarget.set(text, on: view, kind)
        }
    }

    // MARK: Images

    public static func image(_ key: String, _ path: KeyPath<Model, UIImage?>, at file: String, _ object: String) -> Self {
        Self(key, .imageView, file, object) { model, view in
            guard let imageView = view as? UIImageView else { return false }
            imageView.image = model[keyPath: path]
            return true
        }
    }

    public static func image(_ key: String, _ path: KeyPath<Model, UIImage>, at file: String, _ object: String) -> Self {
        image(key, path.appending(path: \UIImage.optional), at: file, object)
    }

    /// `String?` → the image of that name: the asset catalog's, else the SF Symbol's.
    public static func imageNamed(_ key: String, _ path: KeyPath<Model, String?>, at file: String, _ object: String) -> Self {
        Self(key, .imageView, file, object) { model, view in
            guard let imageView = view as? UIImageView else { return false }
            imageView.image = model[keyPath: path].flatMap { UIImage(named: $0) ?? UIImage(systemName: $0) }
            return true
        }
    }

    public static func imageNamed(_ key: String, _ path: KeyPath<Model, String>, at file: String, _ object: String) -> Self {
        imageNamed(key, path.appending(path: \String.optional), at: file, object)
    }

    // MARK: Bool

    public static func isOn(_ key: String, _ path: KeyPath<Model, Bool?>, negated: Bool = false, at file: String, _ object: String) -> Self {
        Self(key, .toggle, file, object) { model, view in
            guard let toggle = view as? UISwitch else { return false }
            toggle.isOn = BindingConversion.isOn(model[keyPath: path], negated: negated)
            return true
        }
    }

    public static func isOn(_ key: String, _ path: KeyPath<Model, Bool>, negated: Bool = false, at file: String, _ object: String) -> Self {
        isOn(key, path.appending(path: \Bool.optional), negated: negated, at: file, object)
    }

    /// A `Bool` → any view's visibility: shown when true, or when false with `!`.
    public static func isHidden(_ key: String, _ path: KeyPath<Model, Bool?>, negated: Bool = false, _ kind: BoundViewKind = .view,
                                at file: String, _ object: String) -> Self {
        Self(key, kind, file, object) { model, view in
            view.isHidden = BindingConversion.isHidden(model[keyPath: path], negated: negated)
            return true
        }
    }

    public static func isHidden(_ key: String, _ path: KeyPath<Model, Bool>, negated: Bool = false, _ kind: BoundViewKind = .view,
                                at file: String, _ object: String) -> Self {
        isHidden(key, path.appending(path: \Bool.optional), negated: negated, kind, at: file, object)
    }

    // MARK: Numbers

    /// A number → a slider's `value` or a progress view's `progress`.
    public static func fraction(_ key: String, _ path: KeyPath<Model, Float>, _ kind: BoundViewKind, at file: String, _ object: String) -> Self {
        Self(key, kind, file, object) { model, view in
            let value = model[keyPath: path]
            if let slider = view as? UISlider, kind == .slider {
                slider.value = value
            } else if let progressView = view as? UIProgressView, kind == .progressView {
                progressView.progress = value
            } else {
                return false
            }
            return true
        }
    }

    public static func fraction(_ key: String, _ path: KeyPath<Model, Double>, _ kind: BoundViewKind, at file: String, _ object: String) -> Self {
        fraction(key, path.appending(path: \Double.float), kind, at: file, object)
    }

    public static func fraction(_ key: String, _ path: KeyPath<Model, CGFloat>, _ kind: BoundViewKind, at file: String, _ object: String) -> Self {
        fraction(key, path.appending(path: \CGFloat.float), kind, at: file, object)
    }

    /// A number → a stepper's `value`.
    public static func stepper(_ key: String, _ path: KeyPath<Model, Double>, at file: String, _ object: String) -> Self {
        Self(key, .stepper, file, object) { model, view in
            guard let stepper = view as? UIStepper else { return false }
            stepper.value = model[keyPath: path]
            return true
        }
    }

    public static func stepper(_ key: String, _ path: KeyPath<Model, Int>, at file: String, _ object: String) -> Self {
        stepper(key, path.appending(path: \Int.double), at: file, object)
    }
}

/// Views that show text, and how each takes it.
@MainActor
enum TextTarget {
    static func set(_ text: String?, on view: UIView, _ kind: BoundViewKind) -> Bool {
        switch (kind, view) {
        case (.label, let label as UILabel): label.text = text
        case (.textField, let field as UITextField): field.text = text
        case (.textView, let textView as UITextView): textView.text = text
        case (.button, let button as UIButton): button.setTitle(text, for: .normal)
        default: return false
        }
        return true
    }
}

// Key path steps that turn the model's value into what a view takes, so one entry serves every value type.
extension String {
    var optional: String? { self }
}

extension Bool {
    var optional: Bool? { self }
}

extension UIImage {
    var optional: UIImage? { self }
}

extension Double {
    var float: Float { Float(self) }
}

extension CGFloat {
    var float: Float { Float(native) }
}

extension Int {
    var double: Double { Double(self) }
}
#endif
