import IBKit
import UIKit

/// Seed 002: the scene's labels, buttons and table view are wired to a PresenterControl object placed in the
/// scene (Object from the library), not to the view controller, which keeps only what needs a view
/// controller: presenting alerts and the loading indicator.
final class ViewController: UIViewController, Storyboardable {
    // Strong: besides this outlet, nothing keeps a scene's custom object alive.
    @IBOutlet private var presenterControl: PresenterControl!

    private lazy var indicator: UIActivityIndicatorView = {
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = view.center
        view.addSubview(indicator)
        return indicator
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenterControl.delegate = self
    }
}

extension ViewController: PresenterControlDelegate {
    func fetchData() {
        indicator.startAnimating()
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(1))
            guard let self else { return }
            indicator.stopAnimating()
            if Bool.random() {
                presenterControl.list = SampleModel.sampleList()
            } else {
                showErrorAlert()
            }
        }
    }

    private func showErrorAlert() {
        let alert = UIAlertController(title: "Alert", message: "Failed!", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        present(alert, animated: true)
    }
}
