import IBKit
import UIKit

/// Seed 001: a view controller laid out in a xib, so that it has an initializer of its own.
///
/// A storyboard scene is always made by `init(coder:)`, which leaves values passed in from outside as
/// mutable optionals. Here `value` is a private constant, set before the view ever loads.
final class DestinationViewController: UIViewController, NibInstantiableViewController {
    typealias Input = Int

    private let value: Input
    @IBOutlet private weak var valueLabel: UILabel!

    init(input: Input) {
        value = input
        // DestinationViewController.xib: the nib name is the class name (Nibable, which
        // NibInstantiableViewController refines).
        super.init(nibName: DestinationViewController.nibName, bundle: nil)
    }

    @available(*, unavailable, message: "Made by init(input:) from DestinationViewController.xib")
    required init?(coder: NSCoder) {
        fatalError("DestinationViewController is made by init(input:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        valueLabel.text = String(value)
    }

    @IBAction private func close(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
