import UIKit

struct Profile {
    let name: String
    var joined: Date
    var avatar: UIImage?
    var isVerified = false
    var team: Team?
}

struct Team {
    let name: String
}
