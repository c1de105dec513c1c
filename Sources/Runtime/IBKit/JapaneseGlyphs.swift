#if canImport(UIKit)
import CoreText
import UIKit

extension NSAttributedString.Key {
    /// `kCTLanguageAttributeName`: the language text is shaped for, which picks glyph variants such as
    /// Japanese rather than Chinese forms of shared kanji.
    public static let textLanguage = NSAttributedString.Key(kCTLanguageAttributeName as String)
}

extension NSAttributedString {
    /// `string` tagged as Japanese, keeping the given attributes.
    public static func japanese(_ string: String, attributes: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        var attributes = attributes
        attributes[.textLanguage] = "ja"
        return NSAttributedString(string: string, attributes: attributes)
    }
}

extension UILabel {
    /// Makes Interface Builder draw the label's Japanese text with Japanese glyphs. Call it from
    /// `prepareForInterfaceBuilder()`.
    ///
    /// Without a language, the system font falls back to the Chinese variants of shared kanji, so the canvas
    /// and a Japanese-language device disagree. Only the canvas needs the tag: people who read Japanese run
    /// the app with a Japanese language setting, where the system already picks the Japanese glyphs. The
    /// label's font and color are kept, so the canvas shows the style set in code.
    public func tagTextAsJapaneseForInterfaceBuilder() {
        guard let text else { return }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let textColor { attributes[.foregroundColor] = textColor }
        attributedText = .japanese(text, attributes: attributes)
    }
}
#endif
