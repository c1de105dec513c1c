import IBKitRuleModel

/// The examples of `unknown-identifier`: run by the generic check test, shown in docs/checks.md.
extension UnknownIdentifierCheck {
    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController"))],
                sources: [
                    "Router.swift": """
                        enum Router {
                            static func home() -> UIViewController {
                                let storyboard = UIStoryboard(name: "Home", bundle: nil)
                                return storyboard.instantiateViewController(withIdentifier: ↓"HomeViewControler")
                            }

                            static func homeFlow() -> UIViewController? {
                                UIStoryboard(name: ↓"Hmoe", bundle: nil).instantiateInitialViewController()
                            }
                        }
                        """,
                    "HomeViewController.swift": """
                        final class HomeViewController: UITableViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                tableView.tableHeaderView = UINib(nibName: ↓"ProfileHeader", bundle: nil).instantiate(withOwner: nil).first as? UIView
                            }

                            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                tableView.dequeueReusableCell(withIdentifier: ↓"ProfileCell", for: indexPath)
                            }

                            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                                performSegue(withIdentifier: ↓"showDetail", sender: nil)
                            }
                        }
                        """,
                ]),
            // Names reached through constants, enum raw values and the class-name convention.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController")),
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "Names.swift": """
                    enum Storyboard: String {
                        case home = "Home"
                        case settings
                    }

                    enum Scenes {
                        static let home = "HomeViewControler"
                        static let prefix = "Profile"
                        static let header = "\\(prefix)Header"
                    }

                    protocol Reusable {}

                    extension Reusable {
                        static var reuseIdentifier: String { String(describing: self) }
                    }
                    """,
                "Cells.swift": """
                    final class ProfileCell: UITableViewCell, Reusable {}
                    final class BadgeCell: UITableViewCell, Reusable {}

                    class CardBaseCell: UITableViewCell {
                        class var identifier: String { String(describing: self) }
                        static var legacyIdentifier = "ProfileCel"
                    }
                    final class CardCell: CardBaseCell {}
                    """,
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        static func make() -> HomeViewController {
                            let storyboard = UIStoryboard(name: Storyboard.home.rawValue, bundle: nil)
                            return storyboard.instantiateViewController(withIdentifier: ↓Scenes.home) as! HomeViewController
                        }

                        static func settings() -> UIStoryboard {
                            UIStoryboard(name: ↓Storyboard.settings.rawValue, bundle: nil)
                        }

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.tableHeaderView = UINib(nibName: ↓Scenes.header, bundle: nil).instantiate(withOwner: nil).first as? UIView
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            switch indexPath.row {
                            case 0: return tableView.dequeueReusableCell(withIdentifier: ProfileCell.reuseIdentifier, for: indexPath)
                            case 1: return tableView.dequeueReusableCell(withIdentifier: ↓CardCell.identifier, for: indexPath)
                            case 2: return tableView.dequeueReusableCell(withIdentifier: ↓CardBaseCell.legacyIdentifier, for: indexPath)
                            default: return tableView.dequeueReusableCell(withIdentifier: ↓BadgeCell.reuseIdentifier, for: indexPath)
                            }
                        }
                    }
                    """,
                "GalleryViewController.swift": """
                    final class GalleryViewController: UITableViewController {
                        enum Constants { static let cellID = "GalleryCel" }
                        static var sceneID: String { "GalleryViewControler" }

                        static func make() -> GalleryViewController {
                            UIStoryboard(name: Storyboard.home.rawValue, bundle: nil).instantiateViewController(withIdentifier: ↓sceneID) as! GalleryViewController
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: ↓Constants.cellID, for: indexPath)
                        }
                    }

                    final class AlbumViewController: UITableViewController {
                        enum Constants { static let cellID = "ProfileCell" }
                    }

                    extension UIViewController {
                        static var classNameWithoutNamespaces: String { NSStringFromClass(self).components(separatedBy: ".").last! }
                        class var storyboardID: String { classNameWithoutNamespaces }
                    }

                    final class AlbumListViewController: UIViewController {
                        static func make() -> UIViewController {
                            UIStoryboard(name: Storyboard.home.rawValue, bundle: nil).instantiateViewController(withIdentifier: ↓AlbumListViewController.storyboardID)
                        }
                    }
                    """,
            ]),
            // The app's own loading helpers, made concrete at each call: an enum wrapper of performSegue, a `UINib`
            // property named after the class (found where a call reads it, not only at registrations).
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="Show Detail" id="h-00-002"/>
                    </connections>
                    """)),
            ], sources: [
                "Helpers.swift": """
                    enum SegueIdentifier: String {
                        case showDetail = "Show Detail"
                        case showBids = "Show Bids"
                    }

                    extension UIViewController {
                        func performSegue(_ identifier: SegueIdentifier) {
                            performSegue(withIdentifier: identifier.rawValue, sender: self)
                        }
                    }

                    extension UIView {
                        static var nib: UINib { UINib(nibName: "\\(self)", bundle: nil) }
                    }
                    """,
                "HomeViewController.swift": """
                    final class BidCell: UITableViewCell {}

                    final class HomeViewController: UITableViewController {
                        func showBids() {
                            performSegue(.showDetail)
                            performSegue(↓SegueIdentifier.showBids)
                            _ = ↓BidCell.nib.instantiate(withOwner: nil)
                        }
                    }
                    """,
            ]),
            // Helpers found by what they do with a parameter, whatever they are called: a generic perform(segue:) over
            // enums of segue identifiers (the form SwiftGen writes), a load(nibName:) that passes its argument to UINib.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="ShowDetail" id="h-00-002"/>
                    </connections>
                    """)),
            ], sources: [
                "Segues.swift": segueHelpers(showDetail: "ShowDetial"),
                "HomeViewController.swift": """
                    final class HomeViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            perform(segue: ↓StoryboardSegue.Home.showDetail)
                            view.addSubview(UIView.load(nibName: ↓"Banner") ?? UIView())
                        }
                    }
                    """,
            ]),
            // The class name through `type(of: self)` in an instance member, where no class inherits from the class.
            CheckExample([
                .xib("ProfileView.xib", "\(Snippet.filesOwner("ProfileViewController"))\n\(Snippet.view(id: "pv-00-001"))"),
            ], sources: [
                "ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        init() {
                            super.init(nibName: ↓String(describing: type(of: self)), bundle: nil)
                        }

                        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
                    }
                    """,
            ]),
            // Scenes of SwiftGen's storyboard template: instantiate() loads the scene's storyboard and Storyboard ID.
            CheckExample([
                .storyboard("Settings.storyboard", initial: "s-00-001",
                            RuleExample.scene(id: "s-00-001", customClass: "SettingsViewController")
                            + RuleExample.scene(id: "p-00-001", customClass: "ProfileViewController", storyboardIdentifier: "Profile")),
            ], sources: [
                "Storyboards.swift": swiftGenScenes(profile: "Profle"),
                "SettingsViewController.swift": """
                    final class SettingsViewController: UIViewController {
                        static func make() -> SettingsViewController { StoryboardScene.Settings.initialScene.instantiate() }
                        func showProfile() { show(↓StoryboardScene.Settings.profile.instantiate(), sender: nil) }
                        func onboard() { present(↓StoryboardScene.Onboarding.initialScene.instantiate(), animated: true) }
                    }
                    final class ProfileViewController: UIViewController {}
                    """,
            ]),
            // A type method loading by the name of the type it is called on: each call names its class.
            CheckExample([
                .storyboard("Main.storyboard", initial: "h-00-001",
                            RuleExample.scene(id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController")),
            ], sources: [
                "Storyboarded.swift": storyboardedHelper,
                "Router.swift": """
                    final class HomeViewController: UIViewController {}
                    final class SettingsViewController: UIViewController {}

                    enum Router {
                        static func home() -> HomeViewController { HomeViewController.instantiateFromStoryboard() }
                        static func settings() -> SettingsViewController { SettingsViewController.↓instantiateFromStoryboard() }
                    }
                    """,
            ]),
            // A protocol extension's type method registering the type it is called on (`self.identifier`): each
            // call `X.registerCell(for:)` registers X's identifier for that table, and nothing else.
            CheckExample([
                .storyboard("Main.storyboard", initial: "f-00-001",
                            RuleExample.scene(id: "f-00-001", customClass: "FormViewController", kind: "tableViewController",
                                              content: prototypeTable("f-00-001", cell: "TitleCell"))),
            ], sources: [
                "FormCell.swift": """
                    protocol FormCell { static var identifier: String { get } }
                    extension FormCell where Self: UITableViewCell {
                        static func registerCell(for table: UITableView) {
                            table.register(Self.self, forCellReuseIdentifier: self.identifier)
                        }
                    }
                    final class CheckCell: UITableViewCell, FormCell { static let identifier = "CheckCell" }
                    """,
                "FormViewController.swift": """
                    final class FormViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            CheckCell.registerCell(for: tableView)
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            switch indexPath.row {
                            case 0: return tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath)
                            case 1: return tableView.dequeueReusableCell(withIdentifier: "CheckCell", for: indexPath)
                            default: return tableView.dequeueReusableCell(withIdentifier: ↓"SwitchCell", for: indexPath)
                            }
                        }
                    }
                    """,
            ]),
            // A table finds only its own scene's prototypes: "Cell" in another screen does not serve this one, and a
            // registration another class makes, which the index cannot read, does not change that. A second dequeue
            // of a name is no registration of it.
            CheckExample([
                .storyboard("Main.storyboard", initial: "o-00-001",
                            RuleExample.scene(id: "o-00-001", customClass: "OrdersViewController", kind: "tableViewController",
                                              content: prototypeTable("o-00-001", cell: "OrderCell"))
                            + RuleExample.scene(id: "p-00-001", customClass: "ProfileViewController", kind: "tableViewController",
                                                content: prototypeTable("p-00-001", cell: "Cell"))),
            ], sources: [
                "OrdersViewController.swift": """
                    final class OrdersViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 1 { return tableView.dequeueReusableCell(withIdentifier: ↓"Archived", for: indexPath) }
                            return tableView.dequeueReusableCell(withIdentifier: ↓"Cell", for: indexPath)
                        }
                    }
                    final class ProfileViewController: UITableViewController {}
                    final class SearchViewController: UITableViewController {
                        var cellType: UITableViewCell.Type = UITableViewCell.self
                        var cellID = "Result"

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(cellType, forCellReuseIdentifier: cellID)
                        }

                        // Its own registration may be of "Archived": not judged.
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Archived", for: indexPath)
                        }
                    }
                    """,
            ]),
            // Each framework finds only its platform's files; AppKit's loading APIs and wrappers.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(id: "h-00-001", customClass: "HomeViewController")),
                macStoryboard("Preferences.storyboard", sceneID: "pr-00-001", customClass: "PreferencesViewController",
                              storyboardIdentifier: "PreferencesViewController"),
                macXib("NameCellView.xib", """
                    <tableCellView id="nc-00-001" identifier="NameCell">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="24"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableCellView>
                    """),
            ], sources: [
                "Loading.swift": """
                    enum Loading {
                        static func preferencesOnPhone() -> UIStoryboard {
                            UIStoryboard(name: ↓"Preferences", bundle: nil)
                        }

                        static func homeOnMac() -> NSStoryboard {
                            NSStoryboard(name: ↓"Home", bundle: nil)
                        }

                        static func preferences() -> NSViewController {
                            let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
                            return storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(↓"PreferencesController")) as! NSViewController
                        }
                    }
                    """,
                "PreferencesWindowController.swift": """
                    final class PreferencesWindowController: NSWindowController {
                        convenience init() {
                            self.init(windowNibName: ↓"PreferencesWindow")
                        }
                    }

                    final class AccountViewController: NSViewController {
                        override var nibName: NSNib.Name? { ↓"AccountView" }

                        func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                            if row == 0 {
                                return tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("NameCell"), owner: self)!
                            }
                            return tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(↓"NameCel"), owner: self) as! NSTableCellView
                        }

                        func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
                            if indexPath.item == 0 {
                                return collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("NameCellView"), for: indexPath)
                            }
                            return collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier(↓"PhotoItem"), for: indexPath)
                        }
                    }
                    """,
            ]),
            // What a wrong name does depends on the use: a comparison is never true and a dequeue without `for:`
            // returns nil (warnings), a forced one crashes (error). Objective-C is read too.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController")),
            ], sources: [
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        enum Segues: String { case about = "About" }

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == ↓"Servers" { segue.destination.title = title }
                            if segue.identifier == ↓Segues.about.rawValue { segue.destination.title = title }
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.row == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: ↓"Header")!
                            }
                            return tableView.dequeueReusableCell(withIdentifier: ↓"Row") ?? UITableViewCell()
                        }
                    }
                    """,
                "LegacyDataSource.m": """
                    @implementation LegacyDataSource
                    - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                        return [t dequeueReusableCellWithIdentifier:↓@"LegacyCell" forIndexPath:i];
                    }
                    @end
                    """,
            ]),
            // A registration the index cannot read in another target's extension of UITableView serves only that
            // target's tables.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController")),
            ], sources: [
                "Share/Registering.swift": """
                    extension UITableView {
                        func registerShareCells(_ ids: [String]) {
                            for id in ids { register(UITableViewCell.self, forCellReuseIdentifier: id) }
                        }
                    }
                    """,
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: ↓"PhotoCell", for: indexPath)
                        }
                    }
                    """,
            ], modules: ["Home.storyboard": "App", "HomeViewController.swift": "App", "Share/Registering.swift": "ShareExtension"]),
            // A `for` over a literal of (nib, identifier) pairs loads each nib; so do a `[String: String]` held in a
            // `let` and a `forEach` over an array literal.
            CheckExample([
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "FeedViewController.swift": """
                    final class FeedViewController: UITableViewController {
                        let headerNibs = [↓"HeaderCel": "Header", "ProfileCell": "Profile"]

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for (nib, id) in [("ProfileCell", "ProfileCell"), (↓"PhotoCel", "PhotoCell")] {
                                tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                            }
                            for (nib, id) in headerNibs {
                                tableView.register(UINib(nibName: nib, bundle: nil), forHeaderFooterViewReuseIdentifier: id)
                            }
                            ["ProfileCell", ↓"BadgeCel"].forEach { tableView.register(UINib(nibName: $0, bundle: nil), forCellReuseIdentifier: $0) }
                        }
                    }
                    """,
            ]),
            // Names held in `let`s: an instance `let`, a file-scope `private let`, a local ternary of two literals.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController")),
            ], sources: [
                "HomeViewController.swift": """
                    private let headerID = ↓"Hedaer"

                    final class HomeViewController: UITableViewController {
                        let cellID = ↓"PhotoCel"

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.row == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: headerID, for: indexPath)
                            }
                            if indexPath.row == 1 {
                                let id = indexPath.section == 0 ? ↓"First" : ↓"Other"
                                return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
                            }
                            return tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                        }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // Each element of a `for` over a literal registers its cell: the dequeue is served.
            CheckExample([
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "FeedViewController.swift": """
                    final class FeedViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for cell in [ProfileCell.self, PlainCell.self] {
                                tableView.register(cell, forCellReuseIdentifier: String(describing: cell))
                            }
                            ["Title": "TitleCell"].forEach { id, cell in tableView.register(UITableViewCell.self, forCellReuseIdentifier: id) }
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath) }
                            return tableView.dequeueReusableCell(withIdentifier: "PlainCell", for: indexPath)
                        }
                    }
                    final class ProfileCell: UITableViewCell {}
                    final class PlainCell: UITableViewCell {}
                    """,
            ]),
            // The same with names IB has; a `var` (it could change), a parameter and a local that shadow a `let`.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController", content: """
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="h-00-t">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="PhotoCell" id="h-00-c">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    """)),
            ], sources: [
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        let cellID = "PhotoCell"
                        var otherID = "Stale"

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.row == 0 { return tableView.dequeueReusableCell(withIdentifier: otherID, for: indexPath) }
                            if indexPath.row == 1 {
                                let cellID = model.identifier(at: indexPath)
                                return tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                            }
                            return tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                        }

                        func cell(_ cellID: String, _ indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
                        }
                    }
                    """,
            ]),
            // A registration whose name cannot be read (here from a model) may register any name: the dequeues of
            // its class are not judged. An Objective-C constant that names what IB has.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController")),
                .xib("PhotoCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "PhotoCell", element: "tableViewCell", attributes: #" reuseIdentifier="PhotoCell""#))"),
            ], sources: [
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        var rows: [Row] = []

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for row in rows { tableView.register(row.cellClass, forCellReuseIdentifier: row.cellID) }
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Spacer", for: indexPath)
                        }
                    }
                    """,
                "PhotosDataSource.m": """
                    static NSString *const kPhotoCellID = @"PhotoCell";
                    @implementation PhotosDataSource
                    - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                        return [t dequeueReusableCellWithIdentifier:kPhotoCellID forIndexPath:i];
                    }
                    @end
                    """,
            ]),
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="showDetail" id="h-00-002"/>
                    </connections>
                    """)),
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "Router.swift": """
                    enum Router {
                        static func home() -> UIViewController {
                            let storyboard = UIStoryboard(name: "Home", bundle: nil)
                            return storyboard.instantiateViewController(withIdentifier: "HomeViewController")
                        }
                    }
                    """,
                // A cell registered in code has no IB file: its identifier is used twice in code.
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "ProfileCell")
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 0 {
                                return tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
                            }
                            return tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                        }

                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "showDetail" {
                                segue.destination.title = title
                            }
                        }
                    }
                    """,
            ]),
            // Constants that name what IB has; registrations through constants and by type (under the type's own
            // reuseIdentifier); what cannot be resolved: a variable,
            // a generic parameter, a type whose own reuseIdentifier the index cannot read, two constants of one name.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController", kind: "tableViewController")),
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "Names.swift": """
                    enum Storyboard: String {
                        case home = "Home"
                    }

                    enum Cells {
                        static let plain = "Plain"
                    }

                    protocol Reusable {}

                    extension Reusable {
                        static var reuseIdentifier: String { String(describing: self) }
                    }
                    """,
                "Legacy.swift": "enum Ids { static let detail = \"Detail\" }",
                "Widget.swift": "enum Ids { static let detail = \"WidgetDetail\" }",
                "Cells.swift": """
                    final class ProfileCell: UITableViewCell, Reusable {}
                    final class BadgeCell: UITableViewCell, Reusable {
                        static var reuseIdentifier: String { Theme.current.cellPrefix + "Badge" }
                    }
                    final class TagCell: UITableViewCell, Reusable {
                        static let reuseIdentifier = "Tag"
                    }
                    final class LabelCell: UITableViewCell {}

                    class NoteBaseCell: UITableViewCell {
                        class var identifier: String { String(describing: self) }
                    }
                    final class NoteCell: NoteBaseCell {}

                    enum Theme {
                        static var cellID = "Themed"
                        static func useDark() { cellID = "DarkThemed" }
                    }
                    """,
                "NotesViewController.swift": """
                    final class NotesViewController: UITableViewController {
                        enum Constants { static let cellID = "ProfileCell" }
                        static let sceneID = "HomeViewController"

                        static func make() -> NotesViewController {
                            UIStoryboard(name: Storyboard.home.rawValue, bundle: nil).instantiateViewController(withIdentifier: sceneID) as! NotesViewController
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: Constants.cellID, for: indexPath)
                        }
                    }

                    final class DraftsViewController: UITableViewController {
                        enum Constants { static let cellID = "Missing" }
                    }

                    extension UIViewController {
                        static var classNameWithoutNamespaces: String { NSStringFromClass(self).components(separatedBy: ".").last! }
                        class var storyboardID: String { classNameWithoutNamespaces }
                    }

                    extension HomeViewController {
                        static func makeFromStoryboard() -> UIViewController {
                            UIStoryboard(name: Storyboard.home.rawValue, bundle: nil).instantiateViewController(withIdentifier: HomeViewController.storyboardID)
                        }
                    }
                    """,
                "HomeViewController.swift": """
                    final class HomeViewController: UITableViewController {
                        static func make(name: String) -> HomeViewController {
                            _ = UIStoryboard(name: name, bundle: nil)
                            _ = UIStoryboard(name: Ids.detail, bundle: nil)
                            let storyboard = UIStoryboard(name: Storyboard.home.rawValue, bundle: nil)
                            return storyboard.instantiateViewController(withIdentifier: String(describing: HomeViewController.self)) as! HomeViewController
                        }

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Cells.plain)
                            tableView.register(TagCell.self)
                            tableView.register(LabelCell.self)
                            tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
                        }

                        func dequeue<T: UITableViewCell & Reusable>(_ type: T.Type, at indexPath: IndexPath) -> T {
                            tableView.dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as! T
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            switch indexPath.row {
                            case 0: return tableView.dequeueReusableCell(withIdentifier: ProfileCell.reuseIdentifier, for: indexPath)
                            case 1: return tableView.dequeueReusableCell(withIdentifier: BadgeCell.reuseIdentifier, for: indexPath)
                            case 2: return tableView.dequeueReusableCell(withIdentifier: TagCell.reuseIdentifier, for: indexPath)
                            case 3: return tableView.dequeueReusableCell(withIdentifier: "LabelCell", for: indexPath)
                            case 4: return tableView.dequeueReusableCell(withIdentifier: NoteCell.identifier, for: indexPath)
                            case 5: return tableView.dequeueReusableCell(withIdentifier: Theme.cellID, for: indexPath)
                            default: return tableView.dequeueReusableCell(withIdentifier: Cells.plain, for: indexPath)
                            }
                        }
                    }
                    """,
            ]),
            // Helpers whose calls name what IB has; a helper call whose argument the index cannot read; a nib property
            // a class overrides with a name the index cannot read.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", kind: "tableViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="Show Detail" id="h-00-002"/>
                    </connections>
                    """)),
                .xib("BidCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "bc-00-001", customClass: "BidCell", element: "tableViewCell", attributes: #" reuseIdentifier="BidCell""#))"),
            ], sources: [
                "Helpers.swift": """
                    enum SegueIdentifier: String {
                        case showDetail = "Show Detail"
                    }

                    extension UIViewController {
                        func performSegue(_ identifier: SegueIdentifier) {
                            performSegue(withIdentifier: identifier.rawValue, sender: self)
                        }
                    }

                    extension UIView {
                        static var nib: UINib { UINib(nibName: "\\(self)", bundle: nil) }
                    }
                    """,
                "HomeViewController.swift": """
                    final class BidCell: UITableViewCell {}
                    final class ThemedCell: UITableViewCell {
                        static var nib: UINib { UINib(nibName: Theme.current.prefix + "Cell", bundle: nil) }
                    }

                    final class HomeViewController: UITableViewController {
                        func showDetail(_ segue: SegueIdentifier) {
                            performSegue(.showDetail)
                            performSegue(segue)
                            _ = BidCell.nib.instantiate(withOwner: nil)
                            _ = ThemedCell.nib.instantiate(withOwner: nil)
                        }
                    }
                    """,
            ]),
            // The same helpers naming what IB has, and called with a value the index cannot read.
            CheckExample([
                .storyboard("Home.storyboard", initial: "h-00-001", RuleExample.scene(
                    id: "h-00-001", customClass: "HomeViewController", content: """
                    <connections>
                        <segue destination="h-00-001" kind="show" identifier="ShowDetail" id="h-00-002"/>
                    </connections>
                    """)),
                .xib("Banner.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "bn-00-001", customClass: nil, element: "view", attributes: ""))"),
            ], sources: [
                "Segues.swift": segueHelpers(showDetail: "ShowDetail"),
                "HomeViewController.swift": """
                    final class HomeViewController: UIViewController {
                        var next: StoryboardSegue.Home = .showDetail
                        var bannerName = "Promo"

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            perform(segue: StoryboardSegue.Home.showDetail)
                            perform(segue: next)
                            view.addSubview(UIView.load(nibName: "Banner") ?? UIView())
                            view.addSubview(UIView.load(nibName: bannerName) ?? UIView())
                        }
                    }
                    """,
            ]),
            // `type(of: self)` where a subclass may be the instance: its name is not known, so nothing is judged.
            CheckExample([
                .xib("ProfileViewController.xib", "\(Snippet.filesOwner("ProfileViewController"))\n\(Snippet.view(id: "pv-00-001"))"),
            ], sources: [
                "ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        init() {
                            super.init(nibName: String(describing: type(of: self)), bundle: nil)
                        }

                        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
                    }

                    class FormViewController: UIViewController {
                        init() {
                            super.init(nibName: String(describing: type(of: self)), bundle: nil)
                        }

                        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
                    }
                    final class LoginFormViewController: FormViewController {}
                    """,
            ]),
            // A scene no code instantiates is not a load, though its storyboard is gone.
            CheckExample([
                .storyboard("Settings.storyboard", initial: "s-00-001",
                            RuleExample.scene(id: "s-00-001", customClass: "SettingsViewController")
                            + RuleExample.scene(id: "p-00-001", customClass: "ProfileViewController", storyboardIdentifier: "Profile")),
            ], sources: [
                "Storyboards.swift": swiftGenScenes(profile: "Profile"),
                "SettingsViewController.swift": """
                    final class SettingsViewController: UIViewController {
                        static func make() -> SettingsViewController { StoryboardScene.Settings.initialScene.instantiate() }
                        func showProfile() { show(StoryboardScene.Settings.profile.instantiate(), sender: nil) }
                    }
                    final class ProfileViewController: UIViewController {}
                    """,
            ]),
            // The type method called on a class that has its scene, and inside a class, where `self` may be a subclass.
            CheckExample([
                .storyboard("Main.storyboard", initial: "h-00-001",
                            RuleExample.scene(id: "h-00-001", customClass: "HomeViewController", storyboardIdentifier: "HomeViewController")),
            ], sources: [
                "Storyboarded.swift": storyboardedHelper,
                "Router.swift": """
                    class HomeViewController: UIViewController {
                        static func make() -> Self { instantiateFromStoryboard() }
                    }

                    enum Router {
                        static func home() -> HomeViewController { HomeViewController.instantiateFromStoryboard() }
                    }
                    """,
            ]),
            // Prototypes of the class's own scene, of a subclass's scene; a data source with no scene of its own, which
            // may serve any table.
            CheckExample([
                .storyboard("Main.storyboard", initial: "o-00-001",
                            RuleExample.scene(id: "o-00-001", customClass: "OrdersViewController", kind: "tableViewController",
                                              content: prototypeTable("o-00-001", cell: "OrderCell"))
                            + RuleExample.scene(id: "s-00-001", customClass: "SpecialOrdersViewController", kind: "tableViewController",
                                                content: prototypeTable("s-00-001", cell: "SpecialCell"))
                            + RuleExample.scene(id: "p-00-001", customClass: "ProfileViewController", kind: "tableViewController",
                                                content: prototypeTable("p-00-001", cell: "Cell"))),
            ], sources: [
                "OrdersViewController.swift": """
                    class OrdersViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 1 { return tableView.dequeueReusableCell(withIdentifier: "SpecialCell", for: indexPath) }
                            return tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
                        }
                    }
                    final class SpecialOrdersViewController: OrdersViewController {}
                    final class ProfileViewController: UITableViewController {}
                    final class ListDataSource: NSObject, UITableViewDataSource {
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                        }
                    }
                    """,
            ]),
            // AppKit: constants in extensions of NSStoryboard.Name and NSUserInterfaceItemIdentifier; a makeView whose
            // nil result is handled.
            CheckExample([
                macStoryboard("Preferences.storyboard", sceneID: "pr-00-001", customClass: "PreferencesViewController",
                              storyboardIdentifier: "PreferencesViewController"),
                macXib("NameCellView.xib", """
                    <tableCellView id="nc-00-001" identifier="NameCell">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="24"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableCellView>
                    """),
            ], sources: [
                "Names.swift": """
                    extension NSStoryboard.Name {
                        static let preferences = NSStoryboard.Name("Preferences")
                    }

                    extension NSUserInterfaceItemIdentifier {
                        static let name = NSUserInterfaceItemIdentifier("NameCell")
                        static let unused = NSUserInterfaceItemIdentifier("Unused")
                    }
                    """,
                "PreferencesViewController.swift": """
                    final class PreferencesViewController: NSViewController {
                        static func make() -> PreferencesViewController {
                            NSStoryboard(name: .preferences, bundle: nil).instantiateController(withIdentifier: "PreferencesViewController") as! PreferencesViewController
                        }

                        func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                            if row == 0 {
                                return tableView.makeView(withIdentifier: .name, owner: self) as! NSTableCellView
                            }
                            return tableView.makeView(withIdentifier: .unused, owner: self) as? NSTableCellView ?? NSTableCellView()
                        }
                    }
                    """,
                // An empty windowNibName is AppKit's way to have loadWindow() called: no file is named.
                "MainWindowController.swift": """
                    final class MainWindowController: NSWindowController {
                        override var windowNibName: NSNib.Name? { NSNib.Name("") }
                        override func loadWindow() { window = NSWindow() }
                    }
                    """,
            ]),
        ])

    /// The helpers of the "whatever they are called" examples: a generic perform(segue:) over SwiftGen-style segue
    /// enums, and a load(nibName:).
    static func segueHelpers(showDetail: String) -> String {
        """
        protocol SegueType: RawRepresentable {}

        extension UIViewController {
            func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
                let identifier = segue.rawValue
                performSegue(withIdentifier: identifier, sender: sender)
            }
        }

        enum StoryboardSegue {
            enum Home: String, SegueType {
                case showDetail = "\(showDetail)"
            }
        }

        extension UIView {
            static func load(nibName name: String) -> UIView? {
                UINib(nibName: name, bundle: nil).instantiate(withOwner: nil).first as? UIView
            }
        }
        """
    }

    /// SwiftGen's storyboard scenes, with the Storyboard ID the `profile` scene names.
    static func swiftGenScenes(profile: String) -> String {
        """
        // Generated using SwiftGen
        enum StoryboardScene {
            enum Settings: StoryboardType {
                static let storyboardName = "Settings"
                static let initialScene = InitialSceneType<SettingsViewController>(storyboard: Settings.self)
                static let profile = SceneType<ProfileViewController>(storyboard: Settings.self, identifier: "\(profile)")
            }
            enum Onboarding: StoryboardType {
                static let storyboardName = "Onboarding"
                static let initialScene = InitialSceneType<UIViewController>(storyboard: Onboarding.self)
            }
        }
        """
    }

    /// A type method loading by the name of the type it is called on.
    static let storyboardedHelper = """
        extension UIViewController {
            static func instantiateFromStoryboard() -> Self {
                let name = String(describing: self)
                return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: name) as! Self
            }
        }
        """

    /// A table view (the scene's view) with one prototype cell, for the examples.
    static func prototypeTable(_ id: String, cell: String) -> String {
        """
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="\(id)-t">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="\(cell)" id="\(id)-c">
                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
    }

    /// A macOS storyboard with one view controller scene.
    static func macStoryboard(_ fileName: String, sceneID: String, customClass: String, storyboardIdentifier: String) -> RuleExample {
        RuleExample(fileName, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="32700.99.1234"/>
                </dependencies>
                <scenes>
                    <scene sceneID="\(sceneID)-scene">
                        <objects>
                            <viewController storyboardIdentifier="\(storyboardIdentifier)" id="\(sceneID)" customClass="\(customClass)" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="\(sceneID)-view">
                                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </view>
                            </viewController>
                            <customObject id="\(sceneID)-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
    }

    /// A macOS xib around the given top-level objects (File's Owner and First Responder included).
    static func macXib(_ fileName: String, _ objects: String) -> RuleExample {
        RuleExample(fileName, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="32700.99.1234"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            \(objects)
                </objects>
            </document>

            """)
    }
}
