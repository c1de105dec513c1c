import UIKit

// The design system's components exist as classes, but each storyboard styles them again: fonts, colors and
// corner radii are set in Interface Builder, differently on every screen.

class TitleLabel: UILabel {}

class InfoLabel: UILabel {}

class BodyLabel: UILabel {}

class PrimaryActionButton: UIButton {}
