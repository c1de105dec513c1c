import GalleryComponents
import IBKit
import UIKit

/// Seed 003: the storyboard only places components (TitleLabel, InfoLabel, BodyLabel, PrimaryActionButton,
/// MUITabBarButton) and constrains them; their style lives in GalleryComponents. No segues: callers use
/// `makeInstance(title:body:)`, which declares what the screen needs.
final class DemoViewController: UIViewController, Storyboardable {
    private struct Content {
        let title: String
        let body: String
    }

    @IBOutlet private weak var titleLabel: TitleLabel!
    @IBOutlet private weak var infoLabel: InfoLabel!
    @IBOutlet private weak var bodyLabel: BodyLabel!
    @IBOutlet private var tabButtons: [MUITabBarButton]!

    private var content: Content?

    static func makeInstance(title: String, body: String) -> DemoViewController {
        let viewController = instance()
        viewController.content = Content(title: title, body: body)
        return viewController
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let content {
            titleLabel.text = content.title
            bodyLabel.text = content.body
        }
        for tab in tabButtons {
            tab.addTarget(self, action: #selector(selectTab(_:)), for: .touchUpInside)
        }
        tabButtons.first?.isSelected = true
    }

    @objc private func selectTab(_ sender: MUITabBarButton) {
        for tab in tabButtons {
            tab.isSelected = tab === sender
        }
        // InfoLabel sits in a stack view: hiding it also closes the gap (seed 003's dynamic layout).
        infoLabel.isHidden = sender !== tabButtons.first
    }

    @IBAction private func primaryActionTapped(_ sender: PrimaryActionButton) {
        navigationController?.pushViewController(PhotosViewController.makeInstance(store: .bundled()), animated: true)
    }
}
