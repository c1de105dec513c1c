#if canImport(UIKit)
import IBKitSupport
import UIKit

/// Base class for scene objects: an Object from the library placed in a scene, owning outlets,
/// actions and data sources the view controller would otherwise hold.
///
/// ```swift
/// final class PresenterControl: SceneObject {
///     @IBOutlet private weak var sampleLabel: UILabel!
///     @IBAction private func configureLabel() { sampleLabel.text = "サンプルです" }
/// }
/// ```
///
/// In debug builds it reports outlets left unconnected right after loading (see `OutletChecking`). Nothing
/// but the view controller's outlet keeps a scene object alive: make that outlet strong.
@MainActor
open class SceneObject: NSObject, OutletChecking {
    /// What debug builds do with a report. Default: `assertionFailure`, which stops in the debugger with the
    /// outlets' names; tests and previews can replace it.
    public static var unconnectedOutletsHandler: (UnconnectedOutlets) -> Void = { report in
        assertionFailure(report.description)
    }

    open override func awakeFromNib() {
        super.awakeFromNib()
        checkOutlets()
    }
}
#endif
