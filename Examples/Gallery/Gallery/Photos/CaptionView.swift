import IBKit
import UIKit

/// Where a caption goes, and the system style for that place.
@MainActor
protocol CaptionPlacement {
    static var name: String { get }
    static func configuration() -> UIListContentConfiguration
}

enum AboveSection: CaptionPlacement {
    static var name: String { "Header" }
    static func configuration() -> UIListContentConfiguration { .plainHeader() }
}

enum BelowSection: CaptionPlacement {
    static var name: String { "Footer" }
    static func configuration() -> UIListContentConfiguration { .plainFooter() }
}

/// A one-line caption above or below a table section, built in code and registered by class
/// (`registerHeaderFooterView(CaptionView<AboveSection>.self)`).
///
/// One generic class serves as header and footer. A reuse identifier is the class name without generic
/// arguments, `CaptionView` for both specialisations, and two types registered under one identifier on one
/// table would get each other's views (debug builds stop at the second registration). So each
/// specialisation names its own identifier: the rare case `CustomReuseIdentifier` exists for.
final class CaptionView<Placement: CaptionPlacement>: UITableViewHeaderFooterView, CustomReuseIdentifier {
    static var reuseIdentifier: String { "CaptionView." + Placement.name }

    var caption: String? {
        didSet {
            var content = Placement.configuration()
            content.text = caption
            contentConfiguration = content
        }
    }
}
