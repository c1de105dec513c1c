import IBKit
import UIKit

/// Running text.
///
/// Storyboards choose the class and set the text; the style lives here, so every BodyLabel looks the same
/// (seed 003). `ibkit lint` reports fonts and colors set on it in Interface Builder (`component-inline-style`).
@IBDesignable
public final class BodyLabel: ComponentLabel {
    public override func applyStyle() {
        font = .preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        textColor = .label
        numberOfLines = 0
    }
}
