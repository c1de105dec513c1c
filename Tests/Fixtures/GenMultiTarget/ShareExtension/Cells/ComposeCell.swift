import UIKit

final class ComposeCell: UICollectionViewCell, ReusableCell {}
