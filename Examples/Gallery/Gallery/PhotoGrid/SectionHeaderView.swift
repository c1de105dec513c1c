import UIKit

/// The photographer's name above a section of the grid. Built in code, so it has no xib and is registered
/// by class: `register(SectionHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader)`.
final class SectionHeaderView: UICollectionReusableView {
    private let titleLabel = UILabel(frame: CGRect())

    var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    @available(*, unavailable, message: "Registered by class, never decoded")
    required init?(coder: NSCoder) {
        fatalError("SectionHeaderView is built in code")
    }
}
