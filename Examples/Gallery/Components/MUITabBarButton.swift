import IBKit
import UIKit

/// A tab: icon, title and badge, composed in MUITabBarButton.xib (seed 003).
///
/// The xib is an implementation detail: storyboards place a plain view with this class and set `title`,
/// `symbolName` and `badgeCount` in the Attributes inspector, and `@IBDesignable` makes the canvas show the
/// real tab instead of a white box.
@IBDesignable
public final class MUITabBarButton: UIControl, NibOwner {
    @IBOutlet private weak var imageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var badgeView: UIView!
    @IBOutlet private weak var badgeLabel: UILabel!

    @IBInspectable public var title: String? {
        didSet { titleLabel.text = title }
    }

    /// An SF Symbol name.
    @IBInspectable public var symbolName: String? {
        didSet { imageView.image = symbolName.flatMap { UIImage(systemName: $0) } }
    }

    /// Hidden when zero.
    @IBInspectable public var badgeCount: Int = 0 {
        didSet { updateBadge() }
    }

    public override var isSelected: Bool {
        didSet { updateColors() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        initializeContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        initializeContentView()
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 49)
    }

    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        titleLabel.tagTextAsJapaneseForInterfaceBuilder()
    }

    private func initializeContentView() {
        // Loads MUITabBarButton.xib from this class's bundle (the components framework, not the app), with
        // self as File's Owner, and pins its view to the edges.
        installNibContent()
        badgeView.layer.cornerRadius = 9
        badgeView.layer.cornerCurve = .continuous
        updateBadge()
        updateColors()
    }

    private func updateBadge() {
        badgeView.isHidden = badgeCount == 0
        badgeLabel.text = String(badgeCount)
    }

    private func updateColors() {
        let color: UIColor = isSelected ? tintColor : .secondaryLabel
        imageView.tintColor = color
        titleLabel.textColor = color
    }
}
