import Testing
@testable import IBKitSwiftIndex

/// Issue 13: names reached through code (constants, enum raw values, the class-name convention), AppKit's loading
/// APIs, Objective-C categories, and which member names the sources mention.
@Suite struct ResolvedNamesTests {
    static func index(_ sources: [String: String]) -> SwiftIndex {
        SwiftIndex(files: sources.sorted { $0.key < $1.key }.map { path, text in
            Array(text.utf8).withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: path) }
        })
    }

    static func values(_ index: SwiftIndex, _ kind: StringReference.Kind) -> [String] {
        index.references.filter { $0.kind == kind }.map(\.value).sorted()
    }

    @Test func constantsEnumRawValuesAndTypeNames() {
        let index = Self.index([
            "Names.swift": """
                enum Storyboard: String {
                    case main = "Main"
                    case settings
                    case `default`
                }
                enum Numbers: Int { case one }
                enum Constants {
                    enum Scenes {
                        static let home = "Home"
                        static let prefix = "Pro"
                        static let profile = "\\(prefix)file" + Suffix.value
                    }
                }
                enum Suffix { static let value = "Scene" }
                let global = "Global"
                """,
            "Use.swift": """
                func load(name: String) {
                    _ = UIStoryboard(name: Storyboard.main.rawValue, bundle: nil)
                    _ = UIStoryboard(name: Storyboard.settings.rawValue, bundle: nil)
                    _ = UIStoryboard(name: Storyboard.default.rawValue, bundle: nil)
                    _ = UIStoryboard(name: Numbers.one.rawValue, bundle: nil)
                    _ = UIStoryboard(name: name, bundle: nil)
                    _ = UIStoryboard(name: global, bundle: nil)
                    let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: Constants.Scenes.home)
                    _ = vc.storyboard?.instantiateViewController(withIdentifier: Scenes.profile)
                    _ = vc.storyboard?.instantiateViewController(withIdentifier: String(describing: HomeViewController.self))
                    _ = vc.storyboard?.instantiateViewController(withIdentifier: "\\(HomeViewController.self)")
                }
                """,
        ])
        // `Numbers` is no String enum; `name` and the bare `global` are not followed.
        #expect(Self.values(index, .storyboardName) == ["Main", "Main", "default", "settings"])
        #expect(Self.values(index, .viewControllerIdentifier) == ["Home", "HomeViewController", "HomeViewController", "ProfileScene"])
        let via = index.references.first { $0.value == "ProfileScene" }?.via
        #expect(via == "Scenes.profile")
    }

    @Test func classNameConventionThroughProtocolExtensionsAndSuperclasses() {
        let index = Self.index([
            "Reusable.swift": """
                protocol Reusable {}
                extension Reusable {
                    static var reuseIdentifier: String { String(describing: self) }
                }
                class BaseCell: UITableViewCell {
                    static var identifier: String { return "\\(self)" }
                }
                final class ProfileCell: BaseCell, Reusable {}
                final class CustomCell: UITableViewCell, Reusable {
                    static var reuseIdentifier: String { Theme.current.prefix }
                }
                final class LegacyCell: LegacyBase, Reusable {}
                @objc(RCNamedCell) final class NamedCell: UITableViewCell {}
                final class PlainCell: UITableViewCell {}
                """,
            "Use.swift": """
                func cells(_ tableView: UITableView, _ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: ProfileCell.reuseIdentifier, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: ProfileCell.identifier, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: CustomCell.reuseIdentifier, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: LegacyCell.reuseIdentifier, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: NSStringFromClass(NamedCell.self), for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: NSStringFromClass(PlainCell.self), for: indexPath)
                }
                """,
        ])
        // `CustomCell` declares its own (unreadable) identifier; `LegacyCell`'s chain is not known; a Swift class's
        // NSStringFromClass is module-qualified.
        #expect(Self.values(index, .reuseIdentifier) == ["ProfileCell", "ProfileCell", "RCNamedCell"])
    }

    @Test func ambiguousConstantsResolveToNothing() {
        let index = Self.index([
            "A.swift": #"enum Ids { static let main = "A" }"#,
            "B.swift": #"enum Ids { static let main = "B" }"#,
            "C.swift": #"enum Same { static let main = "S" }"#,
            "D.swift": #"extension Same { static let other = "S" }"#,
            "Use.swift": """
                func f() {
                    _ = UIStoryboard(name: Ids.main, bundle: nil)
                    _ = UIStoryboard(name: Same.main, bundle: nil)
                }
                """,
        ])
        #expect(Self.values(index, .storyboardName) == ["S"])
    }

    @Test func registrationsResolveTheirIdentifiers() {
        let index = Self.index([
            "Ids.swift": #"enum Cells { static let plain = "Plain" }"#,
            "Use.swift": """
                func f(_ tableView: UITableView) {
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Cells.plain)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: unknown)
                }
                """,
        ])
        #expect(index.reuseCalls.map(\.identifier) == ["Plain", nil])
        #expect(index.references.map(\.isRegistration) == [true])
    }

    /// Issue 25: `class var identifier { String(describing: self) }` read on each subclass (an override wins), and a
    /// stored `static var` followed only while no file assigns to its name (any type's member of that name).
    @Test func classVarsAndStoredStaticVars() {
        let index = Self.index([
            "Base.swift": """
                class BaseCell: UITableViewCell {
                    class var identifier: String { String(describing: self) }
                }
                final class PhotoCell: BaseCell {}
                final class NamedCell: BaseCell {
                    override class var identifier: String { "Named" }
                }
                final class StoredCell: UITableViewCell {
                    static var cellID = "Stored"
                }
                final class ChangedCell: UITableViewCell {
                    static var reuseIdentifier = "Changed"
                }
                """,
            "Setup.swift": "func setUp() { ChangedCell.reuseIdentifier += \"2\"; let flag = 1 == 2 }",
            "Use.swift": """
                func f(_ tableView: UITableView) {
                    tableView.register(UINib(nibName: PhotoCell.identifier, bundle: nil), forCellReuseIdentifier: PhotoCell.identifier)
                    tableView.register(NamedCell.self, forCellReuseIdentifier: NamedCell.identifier)
                    tableView.register(StoredCell.self, forCellReuseIdentifier: StoredCell.cellID)
                    tableView.register(ChangedCell.self, forCellReuseIdentifier: ChangedCell.reuseIdentifier)
                }
                """,
        ])
        #expect(index.reuseCalls.map(\.identifier) == ["PhotoCell", "Named", "Stored", nil])
        #expect(Self.values(index, .nibName) == ["PhotoCell"])
        // A file that could not be read may assign to anything.
        let unread = SwiftIndex(files: index.files + [FileIndex(path: "Gone.swift")])
        #expect(unread.value(of: .member(base: "StoredCell", name: "cellID")) == nil)
        #expect(index.value(of: .member(base: "StoredCell", name: "cellID")) == "Stored")
    }

    /// Issue 26: a nested type's name resolves where it is written, as Swift finds it; a bare static member in a
    /// static function of a struct, enum or final class is the type's.
    @Test func namesResolveFromWhereTheyAreWritten() {
        let index = Self.index([
            "Constants.swift": #"enum Constants { static let cellID = "TopCell" }"#,
            "Home.swift": """
                final class HomeViewController: UITableViewController {
                    enum Constants { static let cellID = "HomeCell" }
                    func cell(_ i: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: Constants.cellID, for: i) }
                }
                """,
            "Profile.swift": """
                final class ProfileViewController: UITableViewController {
                    enum Constants { static let cellID = "ProfileCell" }
                }
                """,
            "Profile+Cells.swift": """
                extension ProfileViewController {
                    func cell(_ i: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: Constants.cellID, for: i) }
                }
                """,
            "Use.swift": """
                func top(_ t: UITableView, _ i: IndexPath) {
                    _ = t.dequeueReusableCell(withIdentifier: Constants.cellID, for: i)
                    _ = t.dequeueReusableCell(withIdentifier: HomeViewController.Constants.cellID, for: i)
                }
                """,
            "Screens.swift": """
                final class SettingsViewController: UIViewController {
                    static let identifier = "Settings"
                    static func make() -> UIViewController {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
                    }
                    static func make(identifier: String) -> UIViewController {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
                    }
                }
                class BaseViewController: UIViewController {
                    class var sceneID: String { "Base" }
                    class func make() -> UIViewController {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: sceneID)
                    }
                }
                """,
        ])
        let cells = index.references.filter { $0.kind == .reuseIdentifier }.map { "\($0.position.path):\($0.position.line) \($0.value)" }
        // `Constants` written in an extension, or at the top level, may be any of them: the index does not tell
        // where a name was written outside a type's own body.
        #expect(cells == ["Home.swift:3 HomeCell", "Use.swift:3 HomeCell"])
        #expect(Self.values(index, .viewControllerIdentifier) == ["Settings"])
        #expect(index.unresolvedReferences.map { "\($0.position.path):\($0.position.line)" }.sorted()
            == ["Profile+Cells.swift:2", "Screens.swift:13", "Screens.swift:7", "Use.swift:2"])
    }

    /// Issue 26: the class name as a value through a chain of static members of an extension, and
    /// `NSStringFromClass(self)` with the module stripped, each read on the type it is read on.
    @Test func classNameChainsAreReadOnTheirType() {
        let index = Self.index([
            "Names.swift": """
                extension UIViewController {
                    static var classNameWithoutNamespaces: String { NSStringFromClass(self).components(separatedBy: ".").last! }
                    class var storyboardID: String { classNameWithoutNamespaces }
                }
                extension UITableViewCell {
                    static var cellID: String { NSStringFromClass(self).components(separatedBy: ".").last ?? "" }
                }
                """,
            "Screens.swift": """
                final class SettingsViewController: UIViewController {}
                final class PhotoCell: UITableViewCell {}
                func show(_ storyboard: UIStoryboard, _ t: UITableView, _ i: IndexPath) {
                    _ = storyboard.instantiateViewController(withIdentifier: SettingsViewController.storyboardID)
                    _ = t.dequeueReusableCell(withIdentifier: PhotoCell.cellID, for: i)
                    _ = t.dequeueReusableCell(withIdentifier: NSStringFromClass(PhotoCell.self).components(separatedBy: ".").last!, for: i)
                }
                """,
        ])
        #expect(Self.values(index, .viewControllerIdentifier) == ["SettingsViewController"])
        #expect(Self.values(index, .reuseIdentifier) == ["PhotoCell", "PhotoCell"])
        #expect(index.unresolvedReferences.isEmpty)
    }

    /// Issue 26: a `for` over an array literal of cell types or of `(nib, identifier)` pairs registers each.
    @Test func loopsOverLiteralsRegisterEachElement() {
        let index = Self.index([
            "Setup.swift": """
                func setUp(_ tableView: UITableView, _ names: [String]) {
                    for cell in [PhotoCell.self, VideoCell.self] {
                        tableView.register(UINib(nibName: String(describing: cell), bundle: nil), forCellReuseIdentifier: String(describing: cell))
                    }
                    for (nib, id) in [("HeaderCell", "header"), ("FooterCell", "footer")] {
                        tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                    }
                    for name in names {
                        tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
                    }
                }
                """,
        ])
        #expect(index.reuseCalls.map { "\($0.nibName ?? "-") \($0.identifier ?? "-")" }
            == ["PhotoCell PhotoCell", "VideoCell VideoCell", "HeaderCell header", "FooterCell footer"])
        #expect(Self.values(index, .reuseIdentifier) == ["PhotoCell", "VideoCell", "footer", "header"])
        // Each literal where it is written, in the array.
        #expect(index.references.filter { $0.value == "header" }.map { "\($0.position.line):\($0.position.column)" } == ["5:38"])
        #expect(index.unresolvedReferences.map(\.expression.written) == ["name", "name"])
    }

    /// Issue 26 point 5: dictionary literals, `forEach`, and collections held in a `let`.
    @Test func dictionariesForEachAndHeldCollectionsRegisterEachElement() {
        let index = Self.index([
            "Setup.swift": """
                final class Screen: UIViewController {
                    let cellNibs = ["PhotoCell": "photo", "VideoCell": "video"]
                    var mutableNibs = ["MutableCell": "mutable"]

                    func setUp(_ tableView: UITableView) {
                        for (nib, id) in cellNibs {
                            tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                        }
                        ["HeaderCell", "FooterCell"].forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0) }
                        ["TitleCell": "title"].forEach { nib, id in
                            tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                        }
                        [("BadgeCell", "badge")].forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $1) }
                        for (nib, id) in mutableNibs {
                            tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                        }
                        someCells().forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0) }
                    }
                }
                """,
        ])
        #expect(index.reuseCalls.map { "\($0.nibName ?? "-") \($0.identifier ?? "-")" }.sorted()
            == ["BadgeCell badge", "FooterCell FooterCell", "HeaderCell HeaderCell", "PhotoCell photo", "TitleCell title",
                "VideoCell video"])
        // Each literal where it is written, in the collection.
        #expect(index.references.filter { $0.value == "photo" }.map { "\($0.position.line):\($0.position.column)" } == ["2:34"])
        // A `var` may change, a function's result is unknown: their names stay unresolved, so nothing is judged by them.
        #expect(index.unresolvedReferences.map { "\($0.expression.written)@\($0.position.line)" }.sorted() == ["$0@17", "$0@17", "id@15", "nib@15"])
    }

    /// Issue 26 point 3: `type(of: self)` in an instance member is the class, while no class inherits from it.
    @Test func typeOfSelfIsTheClassWithoutSubclasses() {
        let index = Self.index([
            "Screens.swift": """
                final class ProfileViewController: UIViewController {
                    init() {
                        super.init(nibName: String(describing: type(of: self)), bundle: nil)
                    }
                }
                class BaseViewController: UIViewController {
                    init() {
                        super.init(nibName: "\\(type(of: self))", bundle: nil)
                    }
                }
                final class SubViewController: BaseViewController {}
                class BannerView: UIView {
                    static var nibName: String { "Banner" }
                    func load() {
                        _ = UINib(nibName: type(of: self).nibName, bundle: nil).instantiate(withOwner: self)
                        let view = UINib(nibName: type(of: self).otherName, bundle: nil).instantiate(withOwner: self).first as? UIView
                        _ = view
                    }
                    static var otherName: String { "Other" }
                    static func make() {
                        _ = UINib(nibName: String(describing: type(of: self)), bundle: nil)
                    }
                }
                protocol XibLoading {}
                extension XibLoading where Self: UIView {
                    func loadFromXib() { Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil) }
                }
                """,
        ])
        #expect(Self.values(index, .nibName) == ["Banner", "Other", "ProfileViewController"])
        // A subclass may be the instance, in a static member `type(of: self)` is the metatype, in a protocol extension any
        // conforming type: nothing certain.
        #expect(index.unresolvedReferences.map(\.position.line).sorted() == [8, 21, 26])
    }

    /// SwiftGen's storyboard scenes: the `instantiate()` of a scene loads its storyboard (and its Storyboard ID).
    @Test func storyboardScenesLoadWhereTheyAreInstantiated() {
        let index = Self.index([
            "Storyboards.swift": """
                enum StoryboardScene {
                    enum Settings: StoryboardType {
                        static let storyboardName = "Settings"
                        static let initialScene = InitialSceneType<Element.Settings>(storyboard: Settings.self)
                        static let profile = SceneType<ProfileViewController>(storyboard: Settings.self, identifier: "Profile")
                        static let unused = SceneType<OtherViewController>(storyboard: Settings.self, identifier: "Unused")
                    }
                }
                protocol StoryboardType { static var storyboardName: String { get } }
                """,
            "Settings.swift": """
                final class Settings: UIViewController {
                    static func make() -> Settings { StoryboardScene.Settings.initialScene.instantiate() }
                    func profile() -> UIViewController { StoryboardScene.Settings.profile.instantiate() }
                    func other() { _ = UINib(nibName: "X", bundle: nil).instantiate(withOwner: nil); _ = Factory.shared.instantiate() }
                }
                """,
        ])
        #expect(index.references.filter { $0.kind == .storyboardName }.map { "\($0.value)@\($0.position.line)" } == ["Settings@2", "Settings@3"])
        #expect(Self.values(index, .viewControllerIdentifier) == ["Profile"])
        // The initial scene has no Storyboard ID, and `Factory.shared` is no scene: no load of an unknown name.
        #expect(index.unresolvedReferences.isEmpty)
    }

    /// A segue identifier compared with a constant: resolved, or dropped (a comparison loads nothing).
    @Test func segueComparisonsWithConstants() {
        let index = Self.index([
            "Detail.swift": """
                enum Segues: String { case showDetail = "ShowDetail" }
                final class Detail: UIViewController {
                    let joinSegue = "Join"
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == joinSegue { return }
                        if segue.identifier == Segues.showDetail.rawValue { return }
                        if segue.identifier == model.segueName { return }
                    }
                }
                """,
        ])
        #expect(index.references.map { "\($0.value) \($0.form) \($0.position.line)" }.sorted() == ["Join comparison 3", "ShowDetail comparison 6"])
        #expect(index.unresolvedReferences.isEmpty)
    }

    @Test func assignmentsAreTheNamesBeforeAnAssigningOperator() {
        let text = "var declared = 1; a.set = 2; plus += 3; mask |= 4; same == 5; differ != 6; low <= 7; high >= 8; ident === 9; spaced\t= 0"
        let scan = Array(text.utf8).withUnsafeBytes { Mentions.scan($0) }
        #expect(scan.assigned == ["set", "plus", "mask", "spaced"].map(Mentions.hash).sorted())
        #expect(!Mentions.contains(scan.mentioned, "declared") && Mentions.contains(scan.mentioned, "same"))
    }

    @Test func appKitLoadingAndFrameworks() {
        let file = SwiftIndexer.index(source: """
            extension NSStoryboard.Name {
                static let main = NSStoryboard.Name("Main")
            }
            extension NSUserInterfaceItemIdentifier {
                static let cell = NSUserInterfaceItemIdentifier("Cell")
            }
            extension NSNib.Name {
                static var computed: NSNib.Name { NSNib.Name("Computed") }
                static var explicit: NSNib.Name { get { return NSNib.Name("Explicit") } }
            }
            final class Preferences: NSWindowController {
                override var windowNibName: NSNib.Name? { "PreferencesWindow" }
                convenience init() { self.init(windowNibName: "Preferences") }
                func load(_ table: NSTableView) {
                    _ = NSStoryboard(name: .main, bundle: nil)
                    _ = NSStoryboard(name: "Other", bundle: nil).instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("Scene"))
                    _ = NSNib(nibNamed: NSNib.Name("Nib"), bundle: nil)
                    _ = table.makeView(withIdentifier: .cell, owner: self) as! NSTableCellView
                    _ = table.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Optional"), owner: self)
                    _ = table.makeView(withIdentifier: NSUserInterfaceItemIdentifier("Forced"), owner: self)!
                    table.register(NSNib(nibNamed: "Row", bundle: nil), forIdentifier: NSUserInterfaceItemIdentifier("Row"))
                }
            }
            final class Phone: UIViewController {
                override var nibName: String? { "PhoneView" }
                func load() { _ = UIStoryboard(name: "Main", bundle: nil) }
            }
            """, path: "P.swift")
        let literal = file.references.map { "\($0.kind.rawValue) \($0.value) \($0.framework?.rawValue ?? "-")\($0.isRegistration ? " registers" : "")" }
        #expect(literal == [
            "nibName PreferencesWindow appKit", "nibName Preferences appKit", "storyboardName Other appKit",
            "viewControllerIdentifier Scene appKit", "nibName Nib appKit", "reuseIdentifier Forced appKit",
            "nibName Row appKit", "reuseIdentifier Row appKit registers", "nibName PhoneView -", "storyboardName Main uiKit",
        ])
        // The constants' wrappers are recorded where the constants are used.
        #expect(file.pendingReferences.map(\.expression) == [
            .member(base: "String", name: "main"), .member(base: "NSUserInterfaceItemIdentifier", name: "cell"),
        ])
        let index = SwiftIndex(files: [file])
        #expect(index.references.filter { $0.via != nil }.map(\.value) == ["Main", "Cell"])
    }

    @Test func objectiveCCategoriesAddMembersAndDeclareNoClass() {
        let scan = ObjCHeaderScanner.scan("""
            @interface UIViewController (Extras)
            - (IBAction)dismissModal:(id)sender;
            - (void)show:(id)a animated:(BOOL)b NS_SWIFT_NAME(show(_:animated:));
            - (void)reload;
            + (instancetype)make:(id)x;
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel API_AVAILABLE(ios(13.0));
            @end
            @interface LegacyViewController : UIViewController
            @end
            @interface LegacyViewController ()
            - (IBAction)hidden:(id)sender;
            @end
            @implementation NSObject (Helpers)
            - (void)helper:(id)x { if (x) { - 1; } }
            @end
            """, path: "Extras.h")
        #expect(scan.classNames == ["LegacyViewController"])
        #expect(scan.categoryClasses == ["UIViewController", "NSObject"])
        #expect(scan.categories.map(\.name) == ["UIViewController", "LegacyViewController", "NSObject"])
        #expect(scan.categories[0].actions.map(\.selector) == ["dismissModal:", "show:animated:", "reload"])
        #expect(scan.categories[0].properties == ["titleLabel"])
        #expect(scan.categories[0].actions[0].position.line == 2)
        #expect(scan.categories[2].actions.map(\.selector) == ["helper:"])

        let index = Self.index([
            "Extras.h": "@interface UIViewController (Extras)\n- (IBAction)dismissModal:(id)sender;\n@end\n@interface PodView (Extras)\n@end\n",
            "VC.swift": "final class HelpViewController: UIViewController {}",
        ])
        if case .system? = index.origin(of: "UIViewController") {} else { Issue.record("a category made UIViewController non-system") }
        #expect(index.superclassChain(of: "HelpViewController").complete)
        #expect(index.hasAction("dismissModal:", in: "HelpViewController") == true)
        #expect(index.hasAction("closeHelp:", in: "HelpViewController") == false)
        // A class only a category shows exists, with an unknown superclass.
        #expect(index.origin(of: "PodView") == .objectiveC)
    }

    @Test func anObjcNameEqualToTheSwiftNameIsOneClass() {
        let index = Self.index(["V.swift": "@objc(ProfileView) final class ProfileView: UIView { @IBOutlet weak var name: UILabel! }"])
        #expect(index.declaration(of: "ProfileView") != nil)
        #expect(index.hasOutlet("avatar", in: "ProfileView") == false)
    }

    @Test func mentionsCountEveryUseButTheDeclaration() {
        let index = Self.index([
            "View.swift": """
                final class NotificationView: UIView {
                    @IBOutlet weak var backgroundBlurView: UIVisualEffectView!
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var commentedLabel: UILabel!
                    @IBOutlet weak var keyedLabel: UILabel!
                    // commentedLabel is kept for later
                }
                """,
            "Use.swift": """
                func show(_ view: NotificationView) {
                    view.titleLabel.text = "x"
                    view.setValue(nil, forKey: "keyedLabel")
                }
                """,
        ])
        #expect(index.isMentioned("backgroundBlurView") == false)
        #expect(index.isMentioned("titleLabel") == true)
        #expect(index.isMentioned("commentedLabel") == true)
        #expect(index.isMentioned("keyedLabel") == true)
        #expect(index.isMentioned("NotificationView") == nil)
        // A file that could not be read may mention anything.
        let unread = SwiftIndex(files: index.files + [FileIndex(path: "Gone.swift")])
        #expect(unread.isMentioned("backgroundBlurView") == nil)
    }
}
