import Testing
@testable import IBKitSwiftIndex

/// The app's loading helpers, made concrete at each call: only where the call certainly reaches the helper and the
/// argument is one the helper's body reads.
struct HelperExpansionTests {
    private func index(_ sources: [String: String]) -> SwiftIndex {
        SwiftIndex(files: sources.sorted { $0.key < $1.key }.map { SwiftIndexer.index(source: $0.value, path: $0.key) })
    }

    private static let helpers = """
        enum Segue: String {
            case showDetail = "Show Detail"
            case showBids
        }
        enum Other: String { case showDetail = "Other" }
        protocol Cell {}
        extension Cell { static var reuseIdentifier: String { String(describing: self) } }
        extension UIViewController {
            func performSegue(_ segue: Segue, animated: Bool = true) {
                performSegue(withIdentifier: segue.rawValue, sender: nil)
            }
            func performSegueNamed(_ name: String) { performSegue(withIdentifier: name, sender: nil) }
        }
        extension UITableView {
            func register<T: UITableViewCell & Cell>(_ type: T.Type) {
                register(type, forCellReuseIdentifier: T.reuseIdentifier)
            }
        }
        extension UICollectionView {
            func register<T: UICollectionViewCell & Cell>(_ type: T.Type) {
                register(type, forCellWithReuseIdentifier: T.reuseIdentifier)
            }
        }
        final class TextCell: UITableViewCell, Cell {}
        final class PlainCell: UITableViewCell {}
        """

    @Test func callsBecomeReferencesAtTheCall() {
        let built = index([
            "Helpers.swift": Self.helpers,
            "Screen.swift": """
                final class Screen: UIViewController {
                    func go(_ table: UITableView) {
                        performSegue(.showDetail)
                        performSegue(Segue.showBids, animated: false)
                        performSegueNamed("Literal")
                        performSegueNamed(Names.profile)
                        table.register(TextCell.self)
                    }
                }
                enum Names { static let profile = "Profile" }
                """,
        ])
        let segues = built.references.filter { $0.kind == .segueIdentifier }.map { "\($0.value)@\($0.position.line):\($0.position.column)" }
        #expect(segues.sorted() == ["Literal@5:27", "Profile@6:27", "Show Detail@3:22", "showBids@4:22"])
        // The collection view helper of the same name requires a collection view cell: only the table's applies.
        let registered = built.reuseCalls.filter { $0.typeName == "TextCell" && $0.kind == .registerClass }
        #expect(registered.count == 1 && registered.first?.identifier == "TextCell" && registered.first?.role == .tableCell)
    }

    @Test func uncertainCallsGiveNothing() {
        let built = index([
            "Helpers.swift": Self.helpers,
            "Screen.swift": """
                final class Screen: UIViewController {
                    func go(_ table: UITableView, segue: Segue) {
                        performSegue(segue)
                        performSegue(Other.showDetail)
                        performSegue(.showDetail, animated: false, extra: 1)
                        table.register(PlainCell.self)
                    }
                }
                """,
        ])
        // A variable, a case of another enum, labels no helper has, a type outside the constraint.
        #expect(built.references.filter { $0.kind == .segueIdentifier }.isEmpty)
        #expect(!built.reuseCalls.contains { $0.typeName == "PlainCell" && $0.kind == .registerClass })
    }

    @Test func nibPropertiesNameTheirNib() {
        let built = index([
            "Nib.swift": """
                extension UIView {
                    static var nib: UINib { return UINib(nibName: "\\(self)", bundle: nil) }
                }
                final class BidCell: UITableViewCell {}
                final class ThemedCell: UITableViewCell {
                    static var nib: UINib { Theme.nib }
                }
                final class Screen: UIViewController {
                    func go(_ table: UITableView) {
                        _ = BidCell.nib.instantiate(withOwner: nil)
                        _ = ThemedCell.nib
                        table.register(BidCell.nib, forCellReuseIdentifier: "Bid")
                    }
                }
                """,
        ])
        #expect(built.references.filter { $0.kind == .nibName }.map(\.value) == ["BidCell"])
        #expect(built.reuseCalls.first { $0.kind == .registerNib }?.nibName == "BidCell")
    }

    /// A whole run: the files as `SwiftIndexer.index(paths:)` leaves them, with the second pass.
    private func run(_ sources: [String: String]) -> SwiftIndex {
        let sorted = sources.sorted { $0.key < $1.key }
        var files: [FileIndex?] = sorted.map { SwiftIndexer.index(source: $0.value, path: $0.key) }
        HelperCallsOfAnyName.follow(&files, paths: sorted.map(\.key)) { Array(sorted[$0].value.utf8) }
        return SwiftIndex(files: files.compactMap { $0 })
    }

    private static let anyName = """
        protocol SegueType: RawRepresentable {}
        extension UIViewController {
            func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
                let identifier = segue.rawValue
                performSegue(withIdentifier: identifier, sender: sender)
            }
            func show(named name: String) { performSegue(withIdentifier: name, sender: nil) }
        }
        enum StoryboardSegue {
            enum Main: String, SegueType {
                case showDetail = "ShowDetail"
                case showBids
            }
        }
        """

    @Test func helpersNamedWithoutALoadingWordAreFollowedInARun() {
        let screen = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    perform(segue: StoryboardSegue.Main.showDetail)
                }
                func next() { show(named: "Next") }
                func bids() { perform(segue: StoryboardSegue.Main.showBids, sender: self) }
                func unknown(_ s: StoryboardSegue.Main) { perform(segue: s) }
            }
            """
        let built = run(["Helpers.swift": Self.anyName, "Screen.swift": screen])
        let segues = built.references.filter { $0.kind == .segueIdentifier }.map { "\($0.value)@\($0.position.line):\($0.position.column)" }
        #expect(segues.sorted() == ["Next@6:31", "ShowDetail@4:24", "showBids@7:34"])
        // The argument it cannot read is a load of an unknown name there, so nothing is judged by its absence.
        #expect(built.unresolvedReferences.contains { $0.kind == .segueIdentifier && $0.position.line == 8 })
        // A helper used as a function value: its calls cannot be followed, so its load's name is unknown.
        let escaping = run(["Helpers.swift": Self.anyName, "Screen.swift": screen + "\nlet pick: (String) -> Void = UIViewController().show(named:)\n"])
        #expect(escaping.references.filter { $0.kind == .segueIdentifier }.map(\.value).sorted() == ["Next", "ShowDetail", "showBids"])
        #expect(escaping.unresolvedReferences.contains { $0.kind == .segueIdentifier && $0.position.path == "Helpers.swift" })
        // Indexed file by file without the pass, the helpers' loads take names from calls the index cannot see.
        let single = index(["Helpers.swift": Self.anyName, "Screen.swift": screen])
        #expect(single.references.filter { $0.kind == .segueIdentifier }.isEmpty)
        #expect(single.unresolvedReferences.contains { $0.kind == .segueIdentifier && $0.position.path == "Helpers.swift" })
    }

    /// A name the helper shares with a property or a local variable is no use of the helper as a function value:
    /// `view.addSubview(…)` (a function has no members), `let view = …; add(view)`, `guard let view`, `for view in`,
    /// `if let view`, `view?.…`, a property `view` of the type (the variable shadows it).
    @Test func namesakesOfAHelperAreNotItsEscapes() {
        let helpers = """
            enum Navigator {
                static func view<T: UIView>(_ nib: String) -> T { UINib(nibName: nib, bundle: nil).instantiate(withOwner: nil).first as! T }
            }
            """
        let screen = """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner: UIView = Navigator.view("Banner")
                    view.addSubview(banner)
                }
                func add(_ other: UIView) {
                    let view = other
                    self.view.addSubview(view)
                }
                func add(_ others: [UIView], _ first: UIView?) {
                    guard let view = first else { return }
                    show(view)
                    for view in others { show(view) }
                    if let view = others.last { show(view) }
                }
                func show(_ view: UIView) {}
            }
            final class Holder: NSObject {
                private var view: UIView?
                func hold() -> UIView? { view?.removeFromSuperview(); return view }
                func first(_ views: [UIView?]) -> UIView? {
                    guard let view = views.first, let shown = view else { return nil }
                    return shown
                }
            }
            """
        let built = run(["Helpers.swift": helpers, "Screen.swift": screen])
        #expect(built.references.filter { $0.kind == .nibName }.map(\.value) == ["Banner"])
        #expect(built.unresolvedReferences.isEmpty, "\(built.unresolvedReferences)")
        // Passed as a value, the helper may be called with any name.
        let escaping = run(["Helpers.swift": helpers, "Screen.swift": screen + "\nlet make: (String) -> UIView = Navigator.view\n"])
        #expect(escaping.unresolvedReferences.contains { $0.kind == .nibName })
    }

    /// Issue 26 point 3: a type method loading by the name of the type it is called on, made concrete at each call
    /// `X.method()`; a call that does not name the type is a load whose name is unknown.
    @Test func typeMethodsTakeTheTypeTheyAreCalledOn() {
        let built = run([
            "Helpers.swift": """
                extension UIViewController {
                    static func instantiateFromStoryboard() -> Self {
                        let name = String(describing: self)
                        return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: name) as! Self
                    }
                    class func fromStoryboard(named storyboard: String) -> Self {
                        UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: "\\(self)") as! Self
                    }
                }
                """,
            "Screens.swift": """
                final class HomeViewController: UIViewController {
                    static func make() -> HomeViewController { instantiateFromStoryboard() }
                }
                final class SettingsViewController: UIViewController {}
                final class Other: NSObject {}
                func go() {
                    _ = HomeViewController.instantiateFromStoryboard()
                    _ = SettingsViewController.fromStoryboard(named: "Settings")
                    _ = Other.instantiateFromStoryboard()
                }
                """,
        ])
        let identifiers = built.references.filter { $0.kind == .viewControllerIdentifier }.map { "\($0.value)@\($0.position.line):\($0.position.column)" }
        #expect(identifiers.sorted() == ["HomeViewController@7:28", "SettingsViewController@8:32"])
        #expect(built.references.filter { $0.kind == .storyboardName }.map(\.value).sorted() == ["Main", "Settings"])
        // `make()` calls it on Self, which a subclass may be; `Other` is no view controller: not the helper.
        #expect(built.unresolvedReferences.map { "\($0.position.path):\($0.position.line)" } == ["Screens.swift:2"])
    }

    /// A type method of a protocol extension that registers the type it is called on (`Self.nib`,
    /// `self.identifier`), made concrete at each call `X.registerCell(for:)`.
    @Test func typeMethodsRegisterTheTypeTheyAreCalledOn() {
        let built = run([
            "Helpers.swift": """
                extension UITableViewCell {
                    static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
                }
                protocol FormCell { static var identifier: String { get } }
                extension FormCell where Self: UITableViewCell {
                    static func registerCell(for table: UITableView) {
                        table.register(Self.nib, forCellReuseIdentifier: self.identifier)
                    }
                }
                """,
            "Cells.swift": """
                final class CheckCell: UITableViewCell, FormCell { static let identifier = "CheckCell" }
                final class TextCell: UITableViewCell, FormCell { static var identifier: String { "TextFieldCell" } }
                final class Screen: UIViewController {
                    func setUp(_ tableView: UITableView) {
                        CheckCell.registerCell(for: tableView)
                        TextCell.registerCell(for: tableView)
                    }
                }
                """,
        ])
        let registered = built.references.filter { $0.kind == .reuseIdentifier && $0.isRegistration }
            .map { "\($0.value)@\($0.position.line):\($0.position.column)" }
        #expect(registered.sorted() == ["CheckCell@5:19", "TextFieldCell@6:18"])
        #expect(built.unresolvedReferences.isEmpty)
        // And as registrations: the nib of the type, under its identifier, at the call.
        let calls = built.reuseCalls.map { "\($0.kind) \($0.typeName ?? "-") \($0.nibName ?? "-") \($0.identifier ?? "-")@\($0.position.line)" }
        #expect(calls.sorted() == ["registerNib CheckCell CheckCell CheckCell@5", "registerNib TextCell TextCell TextFieldCell@6"])
        // Called without naming the type, inside a class a subclass may extend: the name is unknown there.
        let unnamed = run([
            "Helpers.swift": """
                protocol FormCell { static var identifier: String { get } }
                extension FormCell where Self: UITableViewCell {
                    static func registerCell(for table: UITableView) {
                        table.register(Self.self, forCellReuseIdentifier: self.identifier)
                    }
                }
                class BaseCell: UITableViewCell, FormCell {
                    class var identifier: String { "Base" }
                    static func setUp(_ table: UITableView) { registerCell(for: table) }
                }
                """,
        ])
        #expect(unnamed.unresolvedReferences.map { "\($0.kind) \($0.position.line)" } == ["reuseIdentifier 9", "reuseIdentifier 9"])
        #expect(unnamed.reuseCalls.isEmpty, "no registration of a type named Self")
    }
}
