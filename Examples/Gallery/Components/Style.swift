import UIKit

extension UIFont {
    /// A system font of the given weight that follows Dynamic Type like the text style it is based on.
    static func preferred(_ style: TextStyle, weight: Weight) -> UIFont {
        let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize
        return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }
}
