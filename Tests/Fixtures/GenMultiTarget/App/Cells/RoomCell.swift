import UIKit

final class RoomCell: UITableViewCell, ReusableCell {}
