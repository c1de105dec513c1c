import IBKit
import UIKit

/// Seed 004 on a collection view: an ArrayDataSource with one section per photographer, cells from
/// PhotoGridCell.xib, section headers built in code, section footers from SectionFooterView.xib, and Shuffle
/// animated through a diffable data source. Above the grid, a strip of photographers jumps to their section;
/// that small collection view has this view controller as its data source and delegate (connected in the
/// storyboard).
final class PhotoGridViewController: UIViewController, Storyboardable {
    @IBOutlet private weak var authorsView: UICollectionView!
    @IBOutlet private weak var gridView: UICollectionView!

    private let store: PhotoStore
    /// Sorted like the grid's sections (see `show`), so a photographer's index is their section's index.
    private let authors: [String]
    // Collection views hold their data source weakly.
    private let dataSource = ArrayDataSource<Photo, PhotoGridCell>(sections: []) { cell, photo in
        cell.bind(photo)
    }

    /// The throwing factory: a missing storyboard or scene becomes a message the menu shows, not a crash.
    /// The scene is made by this class's initializer (creator), so the store is a private constant.
    static func makeInstance(store: PhotoStore) throws(LoadingFailure) -> PhotoGridViewController {
        try instantiate { coder in PhotoGridViewController(coder: coder, store: store) }
    }

    private init?(coder: NSCoder, store: PhotoStore) {
        self.store = store
        authors = Set(store.photos.map(\.author)).sorted()
        super.init(coder: coder)
    }

    @available(*, unavailable, message: "Made by makeInstance(store:)")
    required init?(coder: NSCoder) {
        fatalError("PhotoGridViewController is made by makeInstance(store:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo Grid"
        authorsView.register(AuthorCell.self)
        gridView.register(PhotoGridCell.self)
        gridView.register(SectionHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader)
        gridView.register(SectionFooterView.self, ofKind: UICollectionView.elementKindSectionFooter)
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            switch kind {
            case UICollectionView.elementKindSectionHeader:
                let header = collectionView.dequeueReusableSupplementaryView(SectionHeaderView.self, ofKind: kind, for: indexPath)
                header.title = dataSource.item(at: IndexPath(item: 0, section: indexPath.section)).author
                return header
            default:
                // The flow layout asks for footers only, since the storyboard gives them a reference size.
                let footer = collectionView.dequeueReusableSupplementaryView(SectionFooterView.self, ofKind: kind, for: indexPath)
                footer.configure(photoCount: dataSource.sections.numberOfItems(inSection: indexPath.section))
                return footer
            }
        }
        show(store.photos, animated: false)
    }

    @IBAction private func shuffle(_ sender: Any) {
        show(store.photos.shuffled(), animated: true)
    }

    private func show(_ photos: [Photo], animated: Bool) {
        let sections = Dictionary(grouping: photos, by: \.author).sorted { $0.key < $1.key }.map(\.value)
        dataSource.apply(sections: sections, to: gridView, animatingDifferences: animated)
    }
}

// The strip's data source and delegate. Its cells are built in code, so they are registered by class and
// dequeued here by type, with no identifier string and no cast.
extension PhotoGridViewController: UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        authors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(AuthorCell.self, for: indexPath)
        cell.name = authors[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        gridView.scrollToItem(at: IndexPath(item: 0, section: indexPath.item), at: .top, animated: true)
    }
}
