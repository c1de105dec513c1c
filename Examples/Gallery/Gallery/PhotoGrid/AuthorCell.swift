import UIKit

/// A photographer's name in the strip above the grid. Built in code, with no xib, so it is registered by
/// class (`authorsView.register(AuthorCell.self)`) and dequeued by hand by PhotoGridViewController, the
/// strip's own data source: `collectionView.dequeueReusableCell(AuthorCell.self, for: indexPath)`.
final class AuthorCell: UICollectionViewCell {
    private let nameLabel = UILabel(frame: CGRect())

    var name: String? {
        get { nameLabel.text }
        set { nameLabel.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemFill
        contentView.layer.cornerRadius = 16
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    @available(*, unavailable, message: "Registered by class, never decoded")
    required init?(coder: NSCoder) {
        fatalError("AuthorCell is built in code")
    }
}
