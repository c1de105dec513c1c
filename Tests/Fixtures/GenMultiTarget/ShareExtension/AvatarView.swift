import UIKit

/// File's Owner of ShareExtension/AvatarView.xib. The app has an AvatarView of its own.
final class AvatarView: UIView {}
