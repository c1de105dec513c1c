import UIKit

/// The app's helper: a row height per cell class. The share extension has a helper of the same name that names
/// nibs; the app never sees it, and `ibkit gen` must not mistake one for the other.
protocol ReusableCell {
    static var defaultHeight: CGFloat { get }
}

extension ReusableCell {
    static var defaultHeight: CGFloat { 44 }
}
