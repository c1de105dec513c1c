import UIKit

/// The root view of App/AvatarView.xib. The share extension has an AvatarView of its own.
final class AvatarView: UIView {}
