import IBKit
import UIKit

/// Seed 004 on a collection view: an ArrayDataSource with one section per photographer, cells from
/// PhotoGridCell.xib, section headers built in code, and Shuffle animated through a diffable data source.
final class PhotoGridViewController: UIViewController, Storyboardable {
    @IBOutlet private weak var collectionView: UICollectionView!

    private let store: PhotoStore
    // Collection views hold their data source weakly.
    private let dataSource = ArrayDataSource<Photo, PhotoGridCell>(sections: []) { cell, photo in
        cell.configure(with: photo)
    }

    /// The throwing factory: a missing storyboard or scene becomes a message the menu shows, not a crash.
    /// The scene is made by this class's initializer (creator), so the store is a private constant.
    static func makeInstance(store: PhotoStore) throws(LoadingFailure) -> PhotoGridViewController {
        try instantiate { coder in PhotoGridViewController(coder: coder, store: store) }
    }

    private init?(coder: NSCoder, store: PhotoStore) {
        self.store = store
        super.init(coder: coder)
    }

    @available(*, unavailable, message: "Made by makeInstance(store:)")
    required init?(coder: NSCoder) {
        fatalError("PhotoGridViewController is made by makeInstance(store:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo Grid"
        collectionView.register(PhotoGridCell.self)
        collectionView.register(SectionHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader)
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(SectionHeaderView.self, ofKind: kind, for: indexPath)
            header.title = dataSource.item(at: IndexPath(item: 0, section: indexPath.section)).author
            return header
        }
        show(store.photos, animated: false)
    }

    @IBAction private func shuffle(_ sender: Any) {
        show(store.photos.shuffled(), animated: true)
    }

    private func show(_ photos: [Photo], animated: Bool) {
        let sections = Dictionary(grouping: photos, by: \.author).sorted { $0.key < $1.key }.map(\.value)
        dataSource.apply(sections: sections, to: collectionView, animatingDifferences: animated)
    }
}
