import UIKit

/// The one most important action of a screen ("この街に行く" in seed 003's demo).
///
/// Its size comes from `intrinsicContentSize`, so a storyboard places it with two constraints (center X and
/// bottom) and every primary button has the same height and padding.
@IBDesignable
public final class PrimaryActionButton: UIButton {
    private static let height: CGFloat = 48
    private static let horizontalPadding: CGFloat = 24

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStyle()
    }

    public override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        size.height = Self.height
        if let titleLabel {
            size.width = titleLabel.intrinsicContentSize.width + Self.horizontalPadding * 2
        }
        return size
    }

    public override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.7 : 1 }
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        titleLabel?.tagTextAsJapaneseForInterfaceBuilder()
    }

    private func applyStyle() {
        backgroundColor = tintColor
        setTitleColor(.white, for: .normal)
        titleLabel?.font = .preferred(.headline, weight: .bold)
        titleLabel?.adjustsFontForContentSizeCategory = true
        layer.cornerRadius = Self.height / 2
        layer.cornerCurve = .continuous
    }
}
