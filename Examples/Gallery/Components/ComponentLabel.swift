import IBKit
import UIKit

/// What the text components share (seed 003): the style is applied in both initializers, so a label made in
/// code and one placed in a storyboard look alike, and Interface Builder previews use Japanese glyphs.
/// Subclasses only say how they look.
open class ComponentLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStyle()
    }

    open override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        tagTextAsJapaneseForInterfaceBuilder()
    }

    /// The component's look; called once, from the initializer.
    open func applyStyle() {}
}
