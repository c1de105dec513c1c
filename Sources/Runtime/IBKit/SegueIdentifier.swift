#if canImport(UIKit)
import UIKit

/// The segue identifiers of a storyboard as an enum (`ibkit gen` writes one per storyboard that has any):
///
/// ```swift
/// performSegue(Segues.Main.showDetail)
///
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     switch Segues.Main(segue) {
///     case .showDetail?: (segue.destination as? DetailViewController)?.photo = selectedPhoto
///     default: break
///     }
/// }
/// ```
///
/// A misspelt identifier is then a compile error instead of a branch that never runs. (IBKit's conventions advise
/// against segues; this is for storyboards that still have them.)
public protocol SegueIdentifier: RawRepresentable where RawValue == String {}

extension SegueIdentifier {
    /// The identifier of the segue, when it is one of these.
    @MainActor public init?(_ segue: UIStoryboardSegue) {
        guard let identifier = segue.identifier else { return nil }
        self.init(rawValue: identifier)
    }
}

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)` with a typed identifier.
    public func performSegue<Segue: SegueIdentifier>(_ segue: Segue, sender: Any? = nil) {
        performSegue(withIdentifier: segue.rawValue, sender: sender)
    }
}
#endif
