import IBKitDocument
import IBKitNaming

/// What the seed rules share: which files the naming convention applies to and how names are compared.
enum Seed {
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

    /// `DetailViewController`, or `UINavigationController` for a controller without a custom class.
    static func displayName(_ viewController: IBViewController) -> String {
        viewController.customClass ?? viewController.defaultClassName
    }
}

extension LintFile {
    /// The seed 000 loaders are UIKit's (`UIStoryboard(name:)`, `UINib(nibName:)`); AppKit and WatchKit
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
}
