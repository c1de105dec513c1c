import IBKitDocument
import IBKitNaming
import IBKitRuleModel
import IBKitWorkspace

/// What the convention rules share: which files and classes the naming convention applies to, how names are
/// compared, and the one decision every recommendation follows — the class is the truth; storyboard, xib and
/// identifiers are named after it (`NamingConvention`, shared with the runtime library).
enum Conventional {
    /// The convention's names for an IB `customClass` (module-qualified or generic spellings are reduced the way
    /// the runtime library reduces type names, so linter and library never disagree).
    static func convention(_ customClass: String) -> NamingConvention {
        NamingConvention(className: ClassName.conventional(fromQualified: customClass))
    }

    /// UIKit and AppKit classes (`UIViewController`, `NSApplication`): Apple reserves the prefixes, so a File's
    /// Owner or root view of such a class names no class of the project.
    static func isSystemClass(_ name: String) -> Bool {
        let u = name.utf8
        guard u.count > 2 else { return false }
        let third = u[u.index(u.startIndex, offsetBy: 2)]
        return (name.hasPrefix("UI") || name.hasPrefix("NS")) && third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    /// The view controllers of a storyboard's scenes, storyboard references left out (they are links, not screens).
    static func viewControllers(_ document: IBDocument) -> [IBViewController] {
        document.viewControllers.filter { !$0.isStoryboardReference }
    }

    /// `DetailViewController.instance()` in backticks when `className` is a Swift type name, or `instance()` when it
    /// is not (`New Room`): a message never shows code that does not compile.
    static func call(_ className: String, _ member: String) -> String {
        NamingConvention.isSwiftTypeName(className) ? "`\(className).\(member)`" : "`\(member)`"
    }

    /// How a finding asks for a file to be renamed: one phrase, so that the engine can tell a name that cannot be
    /// taken in its place (`FileNameClaims`).
    static func renameClause(_ fileName: String) -> String {
        "rename the file to \(fileName)"
    }

    /// The advice for an object of `customClass`: each name `NamingConvention` derives from the class.
    static func advice(_ names: [Advice.Name], for element: IBElement, className customClass: String) -> [Advice] {
        guard let id = element.id else { return [] }
        let convention = convention(customClass)
        return names.map { name in
            let value = switch name {
            case .storyboardFile: convention.storyboardName
            case .storyboardIdentifier: convention.sceneIdentifier
            case .reuseIdentifier: convention.reuseIdentifier
            case .xibFile: convention.nibName
            }
            return Advice(name, value, for: id, className: customClass)
        }
    }

    /// `DetailViewController`, or `UINavigationController` for a controller without a custom class.
    static func displayName(_ viewController: IBViewController) -> String {
        viewController.customClass ?? viewController.defaultClassName
    }
}

extension LintFile {
    /// The loaders the conventions serve are UIKit's (`UIStoryboard(name:)`, `UINib(nibName:)`); AppKit and WatchKit
    /// documents follow their own loading rules (window controllers, interface controllers).
    var isUIKit: Bool {
        switch document.platform {
        case .iOS, .tvOS, .unknown: return true
        case .macOS, .watchOS: return false
        }
    }

    /// The file's base name as UIKit looks it up: device modifiers (`Hoge~ipad.xib`) are UIKit's own variants
    /// of `Hoge.xib`, so they are not part of the name the convention compares with the class.
    var conventionalName: String {
        let name = baseName
        for modifier in ["~ipad", "~iphone"] where name.hasSuffix(modifier) {
            return String(name.dropLast(modifier.count))
        }
        return name
    }
}

extension LintFile {
    /// True when the element's class comes from another module than the app's (`customModule="SideMenu"` on
    /// a library's class): not the app's to rename or to give a storyboard of its own, so the convention rules
    /// leave it alone. A module is the app's when Interface Builder wrote it as the target's
    /// (`customModuleProvider="target"`) on this element or on any element of the same file; a class with no
    /// module at all is looked up in the app's module.
    func isFromAnotherModule(_ element: IBElement) -> Bool {
        guard let module = element.customModule, !module.isEmpty else { return false }
        if element.customModuleProvider == "target" { return false }
        return !document.elements.contains { $0.customModuleProvider == "target" && $0.customModule == module }
    }
}

extension IBElement {
    /// True when the attribute is absent or empty: IB writes `storyboardIdentifier=""` after a field is cleared.
    func isBlank(_ name: IBName) -> Bool {
        !has(name) || attribute(name, equals: "")
    }
}

/// `ignored_names` of the storyboard-name rules: base names (globs, `Main_*`) of storyboards UIKit loads by name
/// from Info.plist (`UIMainStoryboardFile`, an extension's `NSExtensionMainStoryboard`) rather than by class.
struct IgnoredStoryboardNames: Sendable {
    static let option = RuleOptionDescription(
        "ignored_names", default: "[Main, Main_*, MainStoryboard*, MainInterface]",
        "Storyboard names (without extension; `*` and `?` wildcards) loaded by name from Info.plist rather than by class; not checked.")

    let globs: [Glob]

    init(_ options: RuleOptions) throws(ConfigurationError) {
        globs = try options.strings("ignored_names", default: ["Main", "Main_*", "MainStoryboard*", "MainInterface"]).map(Glob.init)
    }

    func contains(_ name: String) -> Bool { globs.contains { $0.matches(name) } }

    /// The name a UIKit storyboard is loaded by, or nil for what the storyboard-name rules skip: xibs, AppKit and
    /// WatchKit storyboards, launch screens and the names listed here.
    func loadedName(of file: LintFile) -> String? {
        guard file.kind == .storyboard, file.isUIKit, !file.isLaunchScreen, !contains(file.conventionalName) else { return nil }
        return file.conventionalName
    }
}
