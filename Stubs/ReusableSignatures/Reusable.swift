// Declarations only, for a compile test (Scripts/typecheck-uikit.sh): this file restates, in its own words, the
// public signatures of Reusable 4.x (github.com/AliSoftware/Reusable, MIT) that an app calls, so that a file
// importing both Reusable and IBKit can be type-checked for ambiguities. No behaviour: every body is
// fatalError(). Not Reusable's code, never linked or shipped. Compiled in Swift 5 mode, without actor
// annotations, as Reusable 4.x is; `AnyObject` stands for its `class` constraints.
import UIKit

// MARK: Reusable, NibLoadable, NibReusable

public protocol Reusable: AnyObject {
    static var reuseIdentifier: String { get }
}

public typealias NibReusable = Reusable & NibLoadable

public extension Reusable {
    static var reuseIdentifier: String { fatalError() }
}

public protocol NibLoadable: AnyObject {
    static var nib: UINib { get }
}

public extension NibLoadable {
    static var nib: UINib { fatalError() }
}

public extension NibLoadable where Self: UIView {
    static func loadFromNib() -> Self { fatalError() }
}

// MARK: NibOwnerLoadable

public protocol NibOwnerLoadable: AnyObject {
    static var nib: UINib { get }
}

public extension NibOwnerLoadable {
    static var nib: UINib { fatalError() }
}

public extension NibOwnerLoadable where Self: UIView {
    func loadNibContent() { fatalError() }
}

// MARK: StoryboardBased, StoryboardSceneBased

public protocol StoryboardBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

public extension StoryboardBased {
    static var sceneStoryboard: UIStoryboard { fatalError() }
}

public extension StoryboardBased where Self: UIViewController {
    static func instantiate() -> Self { fatalError() }
}

public protocol StoryboardSceneBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
    static var sceneIdentifier: String { get }
}

public extension StoryboardSceneBased {
    static var sceneIdentifier: String { fatalError() }
}

public extension StoryboardSceneBased where Self: UIViewController {
    static func instantiate() -> Self { fatalError() }
}

// MARK: Table and collection views

public extension UITableView {
    final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable & NibLoadable { fatalError() }
    final func register<T: UITableViewCell>(cellType: T.Type) where T: Reusable { fatalError() }
    final func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T
        where T: Reusable { fatalError() }
    final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable & NibLoadable {
        fatalError()
    }
    final func register<T: UITableViewHeaderFooterView>(headerFooterViewType: T.Type) where T: Reusable { fatalError() }
    final func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T?
        where T: Reusable { fatalError() }
}

public extension UICollectionView {
    final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable & NibLoadable { fatalError() }
    final func register<T: UICollectionViewCell>(cellType: T.Type) where T: Reusable { fatalError() }
    final func dequeueReusableCell<T: UICollectionViewCell>(for indexPath: IndexPath, cellType: T.Type = T.self) -> T
        where T: Reusable { fatalError() }
    final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String)
        where T: Reusable & NibLoadable { fatalError() }
    final func register<T: UICollectionReusableView>(supplementaryViewType: T.Type, ofKind elementKind: String)
        where T: Reusable { fatalError() }
    final func dequeueReusableSupplementaryView<T: UICollectionReusableView>(
        ofKind elementKind: String, for indexPath: IndexPath, viewType: T.Type = T.self
    ) -> T where T: Reusable { fatalError() }
}
