import CoreText
import UIKit

extension UIFont {
    /// A system font of the given weight that follows Dynamic Type like the text style it is based on.
    static func preferred(_ style: TextStyle, weight: Weight) -> UIFont {
        let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize
        return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }
}

extension UILabel {
    /// Makes Interface Builder draw Japanese text with Japanese glyphs (seed 003).
    ///
    /// Without a language, the system font falls back to the Chinese variants of shared kanji, so the canvas
    /// and a Japanese-language device disagree. Only the canvas needs the tag: people who read Japanese run the
    /// app with a Japanese language setting, where the system already picks the Japanese glyphs.
    func tagTextAsJapaneseForInterfaceBuilder() {
        guard let text else { return }
        attributedText = NSAttributedString(string: text, attributes: [
            .font: font as Any,
            .foregroundColor: textColor as Any,
            NSAttributedString.Key(kCTLanguageAttributeName as String): "ja",
        ])
    }
}
