/// A storyboard `<scene>`: one view controller (or storyboard reference) plus its placeholders and objects.
public struct IBScene: Sendable, Hashable {
    public let element: IBElement

    public init(_ element: IBElement) { self.element = element }

    public var sceneID: String? { element[.sceneID] }

    /// Everything in the scene's `<objects>`: the controller, First Responder, Exit, custom objects, …
    public var objects: [IBElement] {
        guard let objects = element.firstChild(.objects) else { return [] }
        return Array(objects.children)
    }

    /// The scene's controller: the object IB marks `sceneMemberID="viewController"`.
    public var viewController: IBViewController? {
        objects.first { $0.attribute(.sceneMemberID, equals: "viewController") }.map(IBViewController.init)
    }

    public var placeholders: [IBElement] { objects.filter { $0.is(.placeholder) } }
    /// Storyboard "Object"s (scene objects that own outlets and actions).
    public var customObjects: [IBElement] { objects.filter { $0.is(.customObject) } }
}

/// A view controller of any kind, or a storyboard reference (`viewControllerPlaceholder`; AppKit's
/// `controllerPlaceholder`).
public struct IBViewController: Sendable, Hashable {
    public let element: IBElement

    public init(_ element: IBElement) { self.element = element }

    static func isViewController(_ e: IBElement) -> Bool {
        e.attribute(.sceneMemberID, equals: "viewController") || e.is(.viewControllerPlaceholder) || e.is(.controllerPlaceholder)
            || (e.parent?.is(.objects) == true && e.name.hasSuffix("Controller"))
    }

    /// The element name: `viewController`, `tableViewController`, `navigationController`, `hostingController`, …
    public var kind: String { element.name }
    public var isStoryboardReference: Bool { element.is(.viewControllerPlaceholder) || element.is(.controllerPlaceholder) }
    /// Container controllers whose children come through relationship segues.
    public var isContainer: Bool {
        ["navigationController", "tabBarController", "splitViewController", "pageViewController", "tabViewController"].contains(kind)
    }
    public var id: String? { element.id }
    public var customClass: String? { element.customClass }
    public var customModule: String? { element.customModule }
    public var storyboardIdentifier: String? { element.storyboardIdentifier }
    /// For storyboard references: the storyboard and the identifier they point at.
    public var referencedStoryboardName: String? { element[.storyboardName] }
    public var referencedIdentifier: String? { element[.referencedIdentifier] }
    /// The root view (`key="view"`), if the controller has one in this file.
    public var view: IBElement? { element.children.first { $0.attribute(.key, equals: "view") } }
    /// The UIKit/AppKit class IB instantiates when no custom class is set.
    public var defaultClassName: String { IBSystemClass.className(forElement: kind, platform: element.storage.platform) }
    /// The class that will exist at run time: `customClass`, else the system class.
    public var effectiveClassName: String { customClass ?? defaultClassName }
}

