import IBKit
import UIKit

/// Supplementary information under a title ("東京都中央区"). Hide it inside a stack view and the stack closes the gap.
///
/// Storyboards choose the class and set the text; the style lives here, so every InfoLabel looks the same
/// (seed 003). `ibkit lint` reports fonts and colors set on it in Interface Builder (`component-inline-style`).
@IBDesignable
public final class InfoLabel: ComponentLabel {
    public override func applyStyle() {
        font = .preferred(.footnote, weight: .regular)
        adjustsFontForContentSizeCategory = true
        textColor = .secondaryLabel
        numberOfLines = 1
    }
}
