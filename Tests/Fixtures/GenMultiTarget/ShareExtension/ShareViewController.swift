import UIKit

final class ShareViewController: UIViewController {
    @IBOutlet var collectionView: UICollectionView!
    @IBOutlet var avatarView: AvatarView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The extension's own register(_:) (ReusableCell.swift).
        collectionView.register(ComposeCell.self)
        avatarView.installNibContent()
    }
}

final class ComposeViewController: UIViewController {}
