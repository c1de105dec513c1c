import IBKit
import UIKit

/// Bound in ProfileHeaderView.xib: one key misspelled, one Date shown without a formatter.
final class ProfileHeaderView: UIView, Nibable, Bindable {
    typealias Model = Profile
}

/// Bound in BadgeView.xib, but not Bindable: nothing would ever call bind on it.
final class BadgeView: UIView, Nibable {}
