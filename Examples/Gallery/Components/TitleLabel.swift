import IBKit
import UIKit

/// The title of a screen ("日本橋人形町" in seed 003's demo).
///
/// Storyboards choose the class and set the text; the style lives here, so every TitleLabel looks the same
/// (seed 003). `ibkit lint` reports fonts and colors set on it in Interface Builder (`component-inline-style`).
@IBDesignable
public final class TitleLabel: ComponentLabel {
    public override func applyStyle() {
        font = .preferred(.title1, weight: .bold)
        adjustsFontForContentSizeCategory = true
        textColor = .label
        numberOfLines = 0
    }
}
