import IBKit
import UIKit

/// A photo row, laid out in PhotoCell.xib (reuse identifier `PhotoCell`; the xib has no File's Owner). Its views
/// are bound in Interface Builder (Binding: `symbolName`, `name`, `author`): `cell.bind(photo)` fills them, no
/// outlets, no `configure(with:)`.
final class PhotoCell: UITableViewCell, Nibable, Bindable {
    typealias Model = Photo
}
