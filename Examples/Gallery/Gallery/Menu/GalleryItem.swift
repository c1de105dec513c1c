import IBKit
import UIKit

/// One row of the menu: a seed technique and the screen that shows it.
enum GalleryItem: CaseIterable {
    case storyboardable
    case storyboardNameOverride
    case nibInstantiable
    case storyboardObject
    case components
    case lighterViewController
    case collectionView

    var title: String {
        switch self {
        case .storyboardable: "Storyboardable"
        case .storyboardNameOverride: "A second scene, found by identifier"
        case .nibInstantiable: "View controller from a xib with init(input:)"
        case .storyboardObject: "Storyboard Object as presenter"
        case .components: "Components styled in code"
        case .lighterViewController: "Lighter view controller"
        case .collectionView: "Collection view in sections"
        }
    }

    var subtitle: String {
        switch self {
        case .storyboardable: "Seed 000 · HogeViewController.instance()"
        case .storyboardNameOverride: "Seed 000 · FugaViewController.storyboardName"
        case .nibInstantiable: "Seed 001 · DestinationViewController(input:)"
        case .storyboardObject: "Seed 002 · PresenterControl"
        case .components: "Seed 003 · DemoViewController.makeInstance(title:body:)"
        case .lighterViewController: "Seed 004 · ArrayDataSource, PhotoStore"
        case .collectionView: "Seed 004 · ArrayDataSource(sections:), diffable Shuffle"
        }
    }

    /// Presented modally rather than pushed: a xib-based screen with its own Close button.
    var isModal: Bool { self == .nibInstantiable }

    /// Every screen is made in code, from its class; there are no segues (seed 003).
    ///
    /// The throwing forms (`instantiate()`, `make(input:)`, a throwing `makeInstance`) check the storyboard or
    /// xib first, so a missing or misnamed file reaches the menu as a `LoadingFailure` naming the class, the
    /// file and the bundle, instead of an Objective-C exception.
    @MainActor func makeViewController() throws(LoadingFailure) -> UIViewController {
        switch self {
        case .storyboardable:
            try HogeViewController.instantiate()
        case .storyboardNameOverride:
            FugaViewController.instance()
        case .nibInstantiable:
            try DestinationViewController.make(input: 42)
        case .storyboardObject:
            ViewController.instance()
        case .components:
            DemoViewController.makeInstance(
                title: "日本橋人形町",
                body: "日本橋人形町は、東京都中央区の地名で、旧日本橋区にあたる日本橋地域内である。"
            )
        case .lighterViewController:
            PhotosViewController.makeInstance(store: .bundled())
        case .collectionView:
            try PhotoGridViewController.makeInstance(store: .bundled())
        }
    }
}
