/// The system class Interface Builder instantiates for an element when no `customClass` is set.
/// A committed table, not a guess: element names IB writes → UIKit / AppKit class names.
public enum IBSystemClass {
    static let cocoaTouch: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "glkViewController": "GLKViewController", "avPlayerViewController": "AVPlayerViewController",
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "textField": "UITextField", "textView": "UITextView",
        "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "pageControl": "UIPageControl", "stepper": "UIStepper", "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView", "mapView": "MKMapView", "wkWebView": "WKWebView", "searchBar": "UISearchBar",
        "toolbar": "UIToolbar", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView", "containerView": "UIView", "glkView": "GLKView",
        "mtkView": "MTKView", "sceneKitView": "SCNView", "skView": "SKView", "arscnView": "ARSCNView",
        "arskView": "ARSKView", "arView": "ARView", "window": "UIWindow",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "tabBarItem": "UITabBarItem",
        "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "pongPressGestureRecognizer": "UILongPressGestureRecognizer", "refreshControl": "UIRefreshControl",
    ]

    static let cocoa: [String: String] = [
        "viewController": "NSViewController", "windowController": "NSWindowController",
        "tabViewController": "NSTabViewController", "splitViewController": "NSSplitViewController",
        "pageController": "NSPageController", "hostingController": "NSHostingController",
        "view": "NSView", "customView": "NSView", "textField": "NSTextField", "button": "NSButton",
        "imageView": "NSImageView", "tableView": "NSTableView", "outlineView": "NSOutlineView",
        "collectionView": "NSCollectionView", "stackView": "NSStackView", "scrollView": "NSScrollView",
        "clipView": "NSClipView", "box": "NSBox", "splitView": "NSSplitView", "tabView": "NSTabView",
        "popUpButton": "NSPopUpButton", "segmentedControl": "NSSegmentedControl", "slider": "NSSlider",
        "progressIndicator": "NSProgressIndicator", "textView": "NSTextView", "window": "NSWindow",
        "menu": "NSMenu", "menuItem": "NSMenuItem", "tableCellView": "NSTableCellView",
        "searchField": "NSSearchField", "datePicker": "NSDatePicker", "colorWell": "NSColorWell",
        "stepper": "NSStepper", "gridView": "NSGridView", "visualEffectView": "NSVisualEffectView",
        "mtkView": "MTKView", "sceneView": "SCNView", "skView": "SKView", "arrayController": "NSArrayController",
    ]

    /// The class for an element name, or `NSObject` for `customObject` and unknown elements.
    public static func className(forElement name: String, platform: IBPlatform) -> String {
        let table = platform == .macOS ? cocoa : cocoaTouch
        return table[name] ?? "NSObject"
    }

    /// Element names that are views (as opposed to controllers, layout data, connections, …).
    static let viewElementNames: Set<String> = {
        var names = Set(cocoaTouch.keys).union(cocoa.keys)
        for nonView in ["viewController", "tableViewController", "collectionViewController", "navigationController",
                        "tabBarController", "splitViewController", "pageViewController", "hostingController",
                        "glkViewController", "avPlayerViewController", "windowController", "tabViewController",
                        "pageController", "window", "navigationItem", "barButtonItem", "tabBarItem", "menu", "menuItem",
                        "tapGestureRecognizer", "panGestureRecognizer", "pinchGestureRecognizer",
                        "swipeGestureRecognizer", "rotationGestureRecognizer", "pongPressGestureRecognizer",
                        "arrayController"] {
            names.remove(nonView)
        }
        names.formUnion(["tableViewCellContentView", "collectionViewCellContentView", "webView", "customView"])
        return names
    }()
}

extension IBElement {
    /// True for views: known view elements, anything inside `<subviews>`, and anything with a frame.
    public var isView: Bool {
        if parent?.is(.subviews) == true { return true }
        if IBSystemClass.viewElementNames.contains(name) { return true }
        return firstChild(.rect, key: "frame") != nil
    }

    /// The class that will exist at run time: `customClass`, else the system class for the element.
    public var effectiveClassName: String {
        customClass ?? IBSystemClass.className(forElement: name, platform: storage.platform)
    }
}
