/// The one naming convention of IBKit (docs/conventions.md): a controlling class `C` lives in `C.storyboard` / `C.xib`,
/// its scene's storyboard identifier is `C` and its cells' reuse identifier is `C`.
///
/// The runtime library derives these names from a type, the linter from an IB `customClass`; both go through
/// this type so that they can never disagree.
public struct NamingConvention: Sendable, Hashable {
    /// The class name the other names derive from, without module or generic arguments (see `ClassName`).
    public let className: String

    public init(className: String) {
        self.className = className
    }

    /// Name of the `.storyboard` file (without extension) holding the class's scene.
    public var storyboardName: String { className }
    /// The scene's Storyboard ID.
    public var sceneIdentifier: String { className }
    /// Name of the `.xib` file (without extension) whose root view or File's Owner is the class.
    public var nibName: String { className }
    /// Reuse identifier of a cell, header, footer or supplementary view of the class.
    public var reuseIdentifier: String { className }

    /// The storyboard file name: `HogeViewController.storyboard`.
    public var storyboardFileName: String { storyboardName + ".storyboard" }
    /// The xib file name: `TableViewCell.xib`.
    public var nibFileName: String { nibName + ".xib" }
}

extension NamingConvention {
    /// The names for a Swift type, derived from `String(reflecting:)` (see `ClassName`), so they are the same
    /// whatever the platform and whatever the caller's isolation.
    public init(for type: Any.Type) {
        self.init(className: ClassName.conventional(for: type))
    }
}
