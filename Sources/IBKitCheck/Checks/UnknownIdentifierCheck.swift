import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// A string literal in code that names something no IB file has: a typo that crashes at run time.
struct UnknownIdentifierCheck: CheckRule {
    static let description = RuleDescription(
        id: "unknown-identifier",
        summary: "A storyboard name, Storyboard ID, segue id, reuse id or nib name used in code that no IB file has",
        rationale: """
            UIStoryboard(name:), instantiateViewController(withIdentifier:), performSegue(withIdentifier:), \
            dequeueReusableCell(withIdentifier:) and UINib(nibName:) crash on a name IB does not have. IBKit \
            makes every such name the class name, so a stale literal is the typical leftover of a rename. A reuse \
            identifier registered in code (register(_:forCellReuseIdentifier:), Objective-C's registerNib: and \
            registerClass:), or the name of a cell registered by type (register(Cell.self), under its name or its \
            static reuseIdentifier), is served; another dequeue of the same name is no registration. \
            AppKit's loading APIs are read as well: NSStoryboard(name:), instantiateController(withIdentifier:), \
            NSNib(nibNamed:), NSWindowController(windowNibName:), override var nibName / windowNibName, \
            NSCollectionView's makeItem(withIdentifier:for:) (with nothing registered it loads the nib named like \
            the identifier, and raises when there is none), the \
            NSNib.Name / NSStoryboard.Name / NSStoryboard.SceneIdentifier wrappers, and \
            makeView(withIdentifier:owner:) when its result is forced (it returns nil for an unknown identifier, \
            which code often handles by making the view). A UIKit API finds only iOS and tvOS files, an AppKit one \
            only macOS files: UIStoryboard(name:) never loads a Mac storyboard of the same name. \
            A name need not be a literal: static let and String-enum constants (Storyboard.main.rawValue, \
            Cells.profile, .main for a constant in an extension of NSStoryboard.Name), interpolations and + of \
            those, String(describing: T.self), "\\(T.self)", NSStringFromClass of an @objc(Name) or Objective-C \
            class, and static or class properties defined as String(describing: self) in the type, a superclass \
            or an extension of a protocol it conforms to (Reusable's reuseIdentifier; a subclass's override is its \
            own) are followed, where certain; so is a stored static var while no file assigns to its name. A \
            nested name is resolved where it is written (Constants.cellID in the body of a class that declares its \
            own enum Constants is that one, whatever other types declare), and a bare static member read in a \
            static func of a struct, an enum or a final class is the type's. The class name as a value is followed \
            through chains of static members (storyboardID → classNameWithoutNamespaces → \
            NSStringFromClass(self).components(separatedBy: ".").last!), each read on the type it is read on. \
            So are the app's own loading helpers, at each call whose callee's name holds the API's \
            (performSegue(_ segue: Segue) passing segue.rawValue, register<T: Cell>(_ type: T.Type) passing \
            T.reuseIdentifier or UINib(nibName: type.nibName, …), dequeueReusableCell(_:for:)): the call's enum \
            case, string or type takes the parameter's place, only when its labels and the type's constraints fit, \
            and only when every helper of that name agrees. A UINib property (static var nib: UINib { \
            UINib(nibName: "\\(self)", bundle: nil) }) is followed to the nib it names wherever Cell.nib is read. \
            So are names held in a `let` the same file shows — a local of the calling function declared before \
            the call, an instance or static `let` of the enclosing type, a file-scope `let` — whose value is a \
            literal or a ternary of two literals (each is judged where it is written); a `var`, a parameter or a \
            closer declaration of the same name is not followed. A `for` over an array literal of types, names or \
            (name, name) pairs loads (and registers) each element. Other function calls and values built at run \
            time are not: what cannot be resolved is not judged. A reuse identifier is judged only where every registration that could serve \
            it was read: one whose name cannot be read silences the dequeues of its class, or of every class of its \
            target when it sits in a helper or an extension of UITableView. \
            What a missing name does depends on the use, and so does the severity: a loading call that raises, or a \
            dequeueReusableCell(withIdentifier:) without for: whose nil is forced (! or as!), is an error; a \
            comparison with segue.identifier (never true) and an unforced dequeue without for: (it returns nil, \
            and the code's fallback runs) are warnings. Objective-C implementation files are read for the same \
            calls (dequeueReusableCellWithIdentifier:, registerNib:forCellReuseIdentifier:, \
            instantiateViewControllerWithIdentifier:, storyboardWithName:, nibWithNibName:, initWithNibName:, \
            loadNibNamed:, performSegueWithIdentifier:), with @"…" literals and NSString *const or #define \
            constants. \
            A literal reuse identifier dequeued in a view controller class whose storyboard scenes IB has is looked \
            up in those scenes (of the class, its superclasses and subclasses) first: a prototype of the same name \
            in another screen's table does not serve it ("Cell" is everywhere). Registrations in code and xib cells \
            still serve any table.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        // Every finding is at a use in code: without one (no sources, or only registrations) there is nothing to
        // look up, and the IB side need not be gathered.
        let references = context.index.references + context.index.objectiveCReferences
        guard !context.files.isEmpty, references.contains(where: { !$0.isRegistration }) else { return }
        // A framework's API finds only its platforms' files: UIStoryboard(name:) never loads a Mac storyboard.
        let uiKitFiles = context.files.filter { Self.serves(.uiKit, $0) }
        let appKitFiles = context.files.filter { Self.serves(.appKit, $0) }
        let known = IBIdentifiers(context.files)
        let scope = ReuseScope(uiKitFiles)
        // An app of one platform has all its files in one of the two: their identifiers are the ones just gathered.
        func identifiers(_ files: [LintFile]) -> IBIdentifiers { files.count == context.files.count ? known : IBIdentifiers(files) }
        let knownBy: [StringReference.Framework: IBIdentifiers] = [.uiKit: identifiers(uiKitFiles), .appKit: identifiers(appKitFiles)]
        let filesBy: [StringReference.Framework: [LintFile]] = [.uiKit: uiKitFiles, .appKit: appKitFiles]
        // AppKit's makeView(withIdentifier:) also finds a view registered in ways the index does not read: a name
        // the code uses twice is taken as registered. UIKit's dequeues are served only by registrations.
        var appKitReuseCounts: [String: Int] = [:]
        for r in references where r.kind == .reuseIdentifier && r.framework == .appKit { appKitReuseCounts[r.value, default: 0] += 1 }
        // Registrations: with an identifier the index read, or by type — under the type's name (the convention
        // IBKit and Reusable follow) or its static reuseIdentifier (CustomReuseIdentifier, Reusable); one whose
        // name the index could not read may register any name.
        var registered = Set(references.filter { $0.kind == .reuseIdentifier && $0.isRegistration }.map(\.value))
        // Registrations that may serve any table of their modules (targets): a module nil means unknown, any.
        var unreadInModules = Set<String?>()
        // A registration whose name cannot be read may register the name a dequeue uses: where it sits in one of
        // the app's classes, that class's dequeues are not judged; elsewhere (a helper, an extension of UITableView),
        // none are.
        var unreadIn = Set<String>()
        func unreadAnywhere(in path: String) {
            let modules = context.modules(ofFile: path)
            if modules.isEmpty { unreadInModules.insert(nil) } else { unreadInModules.formUnion(modules.map { Optional($0) }) }
        }
        /// Whether a registration the index cannot read may serve the dequeue at `path`.
        func unreadServes(_ path: String) -> Bool {
            guard !unreadInModules.isEmpty else { return false }
            if unreadInModules.contains(nil) { return true }
            let modules = context.modules(ofFile: path)
            return modules.isEmpty || modules.contains { unreadInModules.contains($0) }
        }
        func unread(at position: SourcePosition) {
            // The app's class (declared once or in several targets): its dequeues. A system class's extension
            // (`extension UITableView`) or a function outside classes serves any table.
            if let owner = context.index.enclosingClass(of: position), case .swift? = context.index.origin(of: owner) {
                unreadIn.insert(owner)
            } else {
                unreadAnywhere(in: position.path)
            }
        }
        for load in context.index.unresolvedReferences where load.kind == .reuseIdentifier && load.isRegistration && load.framework != .appKit {
            unread(at: load.position)
        }
        for call in context.index.reuseCalls where call.kind != .dequeueType {
            if let identifier = call.identifier { registered.insert(identifier) }
            if call.kind != .registerType, call.identifier == nil { unread(at: call.position) }
            guard call.kind == .registerType, let type = call.typeName else { continue }
            registered.insert(type)
            if let custom = context.index.value(of: .member(base: type, name: "reuseIdentifier")) {
                registered.insert(custom)
            } else if context.index.visibleMembers(of: type).contains(where: { $0.member.isStatic && $0.member.name == "reuseIdentifier" }) {
                unread(at: call.position)
            }
        }
        // An empty name names nothing a file could hold: `windowNibName` returning "" is AppKit's documented way to
        // have `loadWindow()` called, which the class overrides; what loads then cannot be read from the name.
        for r in references where !r.isRegistration && !r.value.isEmpty {
            let names = r.framework.flatMap { knownBy[$0] } ?? known
            let files = r.framework.flatMap { filesBy[$0] } ?? context.files
            // No IB file of that platform is checked: nothing to say about what they hold.
            guard !files.isEmpty else { continue }
            let (found, what): (Bool, String) = switch r.kind {
            case .storyboardName: (names.storyboards.contains(r.value), "storyboard named")
            case .viewControllerIdentifier: (names.storyboardIDs.contains(r.value), "view controller with Storyboard ID")
            case .segueIdentifier: (names.segues.contains(r.value), "segue with identifier")
            case .reuseIdentifier where r.framework == .appKit:
                // makeView(withIdentifier:owner:) finds views by their identifier, or registered in code.
                // NSCollectionView.makeItem(withIdentifier:for:), with nothing registered, loads the nib of that name.
                (names.itemIdentifiers.contains(r.value) || appKitReuseCounts[r.value, default: 0] > 1 || names.nibs.contains(r.value),
                 "view with identifier or nib named")
            case .reuseIdentifier:
                (names.reuseIDs.contains(r.value) || registered.contains(r.value), "cell with reuse identifier")
            case .nibName: (names.nibs.contains(r.value), "xib named")
            }
            if found, r.kind == .reuseIdentifier, r.framework != .appKit, r.via == nil, !registered.contains(r.value),
               !unreadServes(r.position.path), let className = context.index.enclosingClass(of: r.position), !unreadIn.contains(className),
               let foreign = scope.foreignPrototype(r.value, dequeuedIn: className, context.index) {
                let others = foreign.owners.isEmpty ? "another scene" : "the scenes of " + foreign.owners.joined(separator: ", ")
                violations.append(CheckViolation(
                    "'\(r.value)' is dequeued in \(className) at \(context.place(r.position)), but no scene of \(className) has a cell with that reuse identifier; only \(others) do (\(context.place(foreign.element, in: foreign.file))), and a table finds only its own prototypes; \(Self.consequence(r))",
                    at: r.position, severity: Self.crashes(r) ? nil : .warning))
                continue
            }
            guard !found else { continue }
            if r.kind == .reuseIdentifier, r.framework != .appKit {
                if unreadServes(r.position.path) { continue }
                if !unreadIn.isEmpty, let owner = context.index.enclosingClass(of: r.position), unreadIn.contains(owner) { continue }
            }
            let platforms = switch r.framework {
            case .uiKit?: "iOS/tvOS "
            case .appKit?: "macOS "
            case nil: ""
            }
            var elsewhere = ""
            if r.framework != nil, let other = Self.otherPlatformFile(named: r.value, kind: r.kind, in: context.files, excluding: files) {
                elsewhere = " (\(context.display(other.path)) is for another platform, which \(r.framework == .uiKit ? "UIKit" : "AppKit") does not load)"
            }
            // A reuse identifier named after a class whose IB cells say otherwise: point at them.
            if r.kind == .reuseIdentifier, r.framework != .appKit, let cell = Self.cell(ofClass: r.value, in: files) {
                elsewhere += "; \(r.value)'s cell \(context.place(cell.element, in: cell.file)) has reuse identifier '\(cell.element.reuseIdentifier ?? "")'"
            }
            let subject = r.via.map { $0.hasPrefix("the ") ? "'\(r.value)' (\($0))" : "'\(r.value)' (the value of \($0))" } ?? "'\(r.value)'"
            violations.append(CheckViolation(
                "\(subject) is used at \(context.place(r.position)), but no \(what) '\(r.value)' is in the \(files.count) checked \(platforms)IB file\(files.count == 1 ? "" : "s")\(elsewhere); \(Self.consequence(r))",
                at: r.position, severity: Self.crashes(r) ? nil : .warning))
        }
    }

    /// A table view (the scene's view) with one prototype cell, for the examples.
    private static func prototypeTable(_ id: String, cell: String) -> String {
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

    /// The first IB cell (in file order) whose class is `className` and whose reuse identifier is another.
    private static func cell(ofClass className: String, in files: [LintFile]) -> (element: IBElement, file: LintFile)? {
        for file in files {
            for element in file.document.elements where element.customClass == className {
                if let identifier = element.reuseIdentifier, !identifier.isEmpty, identifier != className { return (element, file) }
            }
        }
        return nil
    }

    /// Whether a framework's loading APIs can find the file: UIKit iOS and tvOS files, AppKit macOS ones (a file
    /// whose platform is not told serves both).
    static func serves(_ framework: StringReference.Framework, _ file: LintFile) -> Bool {
        switch file.document.platform {
        case .iOS, .tvOS: framework == .uiKit
        case .macOS: framework == .appKit
        case .watchOS: false
        case .unknown: true
        }
    }

    /// An IB file of a platform the API does not load that would otherwise satisfy the name (storyboard or xib).
    static func otherPlatformFile(named name: String, kind: StringReference.Kind, in all: [LintFile], excluding files: [LintFile]) -> LintFile? {
        let own = Set(files.map(\.path))
        return all.first { f in
            guard !own.contains(f.path) else { return false }
            switch kind {
            case .storyboardName: return f.kind == .storyboard && f.baseName == name
            case .nibName: return f.kind == .xib && f.baseName == name
            default: return IBIdentifiers([f]).contains(name, kind: kind)
            }
        }
    }

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
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == ↓"Servers" { segue.destination.title = title }
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
            // A `for` over a literal of (nib, identifier) pairs loads each nib.
            CheckExample([
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))"),
            ], sources: [
                "FeedViewController.swift": """
                    final class FeedViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            for (nib, id) in [("ProfileCell", "ProfileCell"), (↓"PhotoCel", "PhotoCell")] {
                                tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                            }
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
                        }

                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "PlainCell", for: indexPath)
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

    /// What goes wrong at run time. A segue identifier is also compared (`segue.identifier == "…"`), which does
    /// not crash: the branch just never runs.
    /// Whether a name no IB file has makes this use crash: not a comparison (never true), nor a dequeue that returns
    /// nil to code that handles it.
    static func crashes(_ reference: StringReference) -> Bool {
        reference.form == .load || reference.form == .forcedOptionalResult
    }

    static func consequence(_ reference: StringReference) -> String {
        switch reference.form {
        case .comparison: return "a comparison with it is never true"
        case .optionalResult: return "dequeueReusableCell(withIdentifier:) returns nil for it, so the code's fallback runs every time"
        case .forcedOptionalResult: return "dequeueReusableCell(withIdentifier:) returns nil for it, and the result is forced, so this crashes"
        case .load: break
        }
        if reference.kind == .reuseIdentifier, reference.framework == .appKit {
            return "makeView(withIdentifier:owner:) returns nil for it, and its result is forced, so this crashes"
        }
        if reference.kind == .nibName, reference.framework == .appKit {
            return "AppKit cannot load it: NSNib(nibNamed:bundle:) returns nil, a window controller logs the failure and has no window"
        }
        return consequence(reference.kind)
    }

    static func consequence(_ kind: StringReference.Kind) -> String {
        switch kind {
        case .segueIdentifier: return "performSegue with it raises an exception"
        case .reuseIdentifier: return "dequeuing it raises an exception"
        case .storyboardName, .viewControllerIdentifier: return "this call crashes at run time"
        case .nibName: return "loading it raises \"Could not load NIB in bundle\""
        }
    }
}

/// The names IB files give: storyboard and xib file names, Storyboard IDs, segue and reuse identifiers.
struct IBIdentifiers {
    var storyboards = Set<String>()
    var nibs = Set<String>()
    var storyboardIDs = Set<String>()
    var segues = Set<String>()
    var reuseIDs = Set<String>()
    /// `identifier` of macOS views and items (`<tableCellView identifier="NameCell">`): what AppKit's
    /// `makeView(withIdentifier:owner:)` finds.
    var itemIdentifiers = Set<String>()

    init(_ files: [LintFile]) {
        for f in files {
            if f.kind == .storyboard { storyboards.insert(f.baseName) } else { nibs.insert(f.baseName) }
            let isMac = f.document.platform == .macOS
            for e in f.document.elements {
                if let s = e.storyboardIdentifier { storyboardIDs.insert(s) }
                if let r = e.reuseIdentifier { reuseIDs.insert(r) }
                if isMac, let i = e[.identifier] { itemIdentifiers.insert(i) }
            }
            for s in f.document.segues { if let id = s.identifier { segues.insert(id) } }
        }
    }

    func contains(_ name: String, kind: StringReference.Kind) -> Bool {
        switch kind {
        case .storyboardName: storyboards.contains(name)
        case .viewControllerIdentifier: storyboardIDs.contains(name)
        case .segueIdentifier: segues.contains(name)
        case .reuseIdentifier: reuseIDs.contains(name) || itemIdentifiers.contains(name)
        case .nibName: nibs.contains(name)
        }
    }
}
