import UIKit

/// Running text.
///
/// Storyboards choose the class and set the text; the style lives here, so every BodyLabel looks the same
/// (seed 003). `ibkit lint` reports fonts and colors set on it in Interface Builder (`component-inline-style`).
@IBDesignable
public final class BodyLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStyle()
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        tagTextAsJapaneseForInterfaceBuilder()
    }

    private func applyStyle() {
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        textColor = .label
        numberOfLines = 0
    }
}
