/// One of IBKit's conventions: an opinion about how a UIKit app lays out its Interface Builder files so that the
/// runtime library can load everything by type, without strings. They are IBKit's choices, not Apple's rules: a
/// file that breaks one still works in UIKit. Findings of the rules that enforce a convention are reported apart
/// from problems (`Diagnostic.convention`), so a legacy app sees its real problems first and can adopt the
/// conventions gradually. docs/conventions.md explains each one.
public enum Convention: String, Sendable, CaseIterable {
    case oneViewControllerPerStoryboard = "one-vc-per-storyboard"
    case storyboardNamedAfterClass = "storyboard-named-after-class"
    case identifierIsClassName = "id-is-class-name"
    case initialViewController = "initial-view-controller"
    case reuseIdentifierIsClassName = "reuse-id-is-class-name"
    case xibNamedAfterClass = "xib-named-after-class"
    case noSegues = "no-segues"
    case componentsStyledInCode = "components-styled-in-code"
    case factoryPerScreen = "factory-per-screen"

    /// The stable id users write in `.ibkit.yml` and see in reports.
    public var id: String { rawValue }

    /// The convention in a few plain words.
    public var title: String {
        switch self {
        case .oneViewControllerPerStoryboard: "one view controller per storyboard"
        case .storyboardNamedAfterClass: "a storyboard is named after its view controller's class"
        case .identifierIsClassName: "a storyboard identifier is the view controller's class name"
        case .initialViewController: "a storyboard's one screen is its initial view controller"
        case .reuseIdentifierIsClassName: "a reuse identifier is the cell's class name"
        case .xibNamedAfterClass: "a xib is named after its class"
        case .noSegues: "screens are shown from code, not by segues"
        case .componentsStyledInCode: "components are classes that style themselves"
        case .factoryPerScreen: "every view controller has a factory that takes its dependencies"
        }
    }

    /// What following the convention buys, in one line (the runtime API it enables, or the trouble it avoids).
    public var enables: String {
        switch self {
        case .oneViewControllerPerStoryboard, .storyboardNamedAfterClass, .identifierIsClassName, .initialViewController:
            "`DetailViewController.instance()` with no storyboard name, identifier or cast"
        case .reuseIdentifierIsClassName:
            "`tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)` with no identifier or cast"
        case .xibNamedAfterClass:
            "`tableView.register(PhotoCell.self)` and `ProfileHeaderView.loadFromNib()` with no nib name"
        case .noSegues:
            "transitions that pass typed dependencies instead of `prepare(for:sender:)` casts"
        case .componentsStyledInCode:
            "one place per component's look, shown the same in Interface Builder and at run time"
        case .factoryPerScreen:
            "screens made with their dependencies in one typed call"
        }
    }

    /// `id-is-class-name`, or nil for any other string.
    public static func named(_ id: String) -> Convention? { Convention(rawValue: id) }
}
