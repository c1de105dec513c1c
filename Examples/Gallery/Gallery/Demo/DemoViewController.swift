import GalleryComponents
import IBKit
import UIKit

/// Seed 003: the storyboard only places components (TitleLabel, InfoLabel, BodyLabel, PrimaryActionButton,
/// MUITabBarButton) and constrains them; their style lives in GalleryComponents. No segues: callers use
/// `makeInstance(title:body:)`, which declares what the screen needs. The title and body labels are bound in
/// Interface Builder (Binding: `title`, `body`): `bind(content)` fills them.
final class DemoViewController: UIViewController, Storyboardable, Bindable {
    struct Content {
        let title: String
        let body: String
    }

    typealias Model = Content

    @IBOutlet private weak var infoLabel: InfoLabel!
    @IBOutlet private var tabButtons: [MUITabBarButton]!

    private let content: Content

    /// The factory is the only way in (seed 003). The storyboard still decodes the scene, but through this
    /// class's own initializer (iOS 13's creator), so the content is a private constant, not a `var …!`.
    static func makeInstance(title: String, body: String) -> DemoViewController {
        instance { coder in DemoViewController(coder: coder, content: Content(title: title, body: body)) }
    }

    private init?(coder: NSCoder, content: Content) {
        self.content = content
        super.init(coder: coder)
    }

    @available(*, unavailable, message: "Made by makeInstance(title:body:)")
    required init?(coder: NSCoder) {
        fatalError("DemoViewController is made by makeInstance(title:body:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind(content)
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
