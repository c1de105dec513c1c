import BenchmarkSupport
import Foundation

/// Writes a synthetic UIKit app that follows the seeds' conventions, so that `ibkit check` has the work of a real
/// one: a Swift package (targets App, Components, Core) with storyboards (one view controller each, named after its
/// class; some with extra scenes), cell and view xibs, view controllers whose outlets and actions match their IB
/// connections, a superclass in another file, extensions in separate files, Storyboardable/Nibable conformances,
/// string identifiers used in code, and a bulk of model/service code. File sizes follow a real app's spread: most
/// files 50–300 lines, some shorter, a few over 1,000. The same seed always writes the same bytes.
struct AppGenerator {
    var swiftFiles = 2_000
    var ibFiles = 300
    var seed: UInt64 = 42

    struct Summary {
        var swiftFiles = 0
        var ibFiles = 0
        var swiftBytes = 0
        var ibBytes = 0
        var swiftLines = 0
    }

    private var random = SplitMix64(seed: 0)
    private var summary = Summary()
    private var root = ""

    init(swiftFiles: Int = 2_000, ibFiles: Int = 300, seed: UInt64 = 42) {
        self.swiftFiles = swiftFiles
        self.ibFiles = ibFiles
        self.seed = seed
    }

    // MARK: Plan

    struct Outlet { var name: String; var type: String; var element: String; var componentClass: String? }
    struct Screen {
        var name: String
        var storyboard: String
        var isInitial: Bool
        var outlets: [Outlet]
        var actions: [String]
        var cells: [String]
        var nextScreen: String?
    }

    static let words = [
        "Home", "Profile", "Settings", "Search", "Feed", "Cart", "Checkout", "Order", "Product", "Review", "Account",
        "Login", "Signup", "Onboarding", "Notification", "Message", "Chat", "Contact", "Favorite", "History", "Map",
        "Store", "Coupon", "Payment", "Address", "Delivery", "Tracking", "Help", "Faq", "Terms", "Camera", "Photo",
        "Album", "Video", "Player", "Playlist", "Ranking", "Event", "Ticket", "Reservation", "Menu", "Recipe",
        "Category", "Brand", "Campaign", "Point", "Reward", "Wallet", "Invoice", "Survey",
    ]
    static let qualifiers = ["", "Detail", "List", "Edit", "Summary", "Filter", "Picker", "Preview", "Setting", "Result"]

    mutating func generate(into root: String) throws -> Summary {
        self.root = root
        random = SplitMix64(seed: seed)
        summary = Summary()
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        for folder in ["Sources/App/Screens", "Sources/App/Cells", "Sources/App/Views", "Sources/App/Models", "Sources/App/Services",
                       "Sources/Components", "Sources/Core"] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "GeneratedApp",
                platforms: [.iOS(.v15)],
                targets: [
                    .target(name: "Core"),
                    .target(name: "Components", dependencies: ["Core"]),
                    .target(name: "App", dependencies: ["Core", "Components"], resources: [.process("Screens"), .process("Cells"), .process("Views")]),
                ]
            )

            """, swift: false)

        // IB files: 60 % storyboards (a sixth of them with extra scenes), the rest cell and view xibs.
        let storyboardCount = ibFiles * 3 / 5
        let cellCount = (ibFiles - storyboardCount) * 2 / 3
        let viewCount = ibFiles - storyboardCount - cellCount
        var names = UniqueNames(words: Self.words, qualifiers: Self.qualifiers)
        let cells = (0 ..< cellCount).map { _ in names.next(suffix: "Cell") }
        let views = (0 ..< viewCount).map { _ in names.next(suffix: "View") }

        var screens: [Screen] = []
        var storyboards: [[Screen]] = []
        for s in 0 ..< storyboardCount {
            let main = names.next(suffix: "ViewController")
            var group = [makeScreen(main, storyboard: main, initial: true, cells: cells)]
            if s % 6 == 0 {
                for _ in 0 ..< 1 + random.int(below: 3) {
                    group.append(makeScreen(names.next(suffix: "ViewController"), storyboard: main, initial: false, cells: cells))
                }
            }
            storyboards.append(group)
            screens += group
        }
        for i in screens.indices { screens[i].nextScreen = screens[(i + 7) % screens.count].storyboard + "/" + screens[(i + 7) % screens.count].name }
        var byStoryboard: [String: [Screen]] = [:]
        for s in screens { byStoryboard[s.storyboard, default: []].append(s) }
        for group in storyboards { try writeStoryboard(byStoryboard[group[0].name]!) }
        for cell in cells { try writeCellXib(cell) }
        for view in views { try writeViewXib(view) }

        // Swift: shared code first, then one file (+ often an extension file) per IB class, then the bulk.
        try writeCore()
        try writeComponents()
        for screen in screens {
            try writeViewController(screen)
            if summary.swiftFiles < swiftFiles, random.int(below: 2) == 0 { try writeViewControllerExtension(screen) }
        }
        for cell in cells where summary.swiftFiles < swiftFiles { try writeCell(cell) }
        for view in views where summary.swiftFiles < swiftFiles { try writeView(view) }
        var n = 0
        while summary.swiftFiles < swiftFiles {
            let word = Self.words[n % Self.words.count]
            let kind = ["Model", "Store", "Service", "Repository", "Formatter", "Validator", "Mapper", "Client"][(n / Self.words.count) % 8]
            try writeBulk("\(word)\(kind)\(n / (Self.words.count * 8) == 0 ? "" : String(n / (Self.words.count * 8)))", kind: kind)
            n += 1
        }
        return summary
    }

    private mutating func makeScreen(_ name: String, storyboard: String, initial: Bool, cells: [String]) -> Screen {
        var outlets = [Outlet(name: "titleLabel", type: "UILabel", element: "label", componentClass: "TitleLabel")]
        let extra = random.int(below: 7)
        let kinds: [(String, String, String?)] = [
            ("label", "UILabel", nil), ("button", "UIButton", "PrimaryButton"), ("imageView", "UIImageView", nil),
            ("textField", "UITextField", nil), ("switch", "UISwitch", nil), ("view", "UIView", "CardView"),
        ]
        for i in 0 ..< extra {
            let (element, type, component) = kinds[random.int(below: kinds.count)]
            outlets.append(Outlet(name: "\(element)\(i)", type: type, element: element, componentClass: component))
        }
        var tableCells: [String] = []
        if random.int(below: 2) == 0 {
            outlets.append(Outlet(name: "tableView", type: "UITableView", element: "tableView", componentClass: nil))
            tableCells = (0 ..< 1 + random.int(below: 2)).map { _ in cells[random.int(below: cells.count)] }
        }
        let actions = (0 ..< random.int(below: 4)).map { "didTap\(["Close", "Save", "Share", "Next", "Retry", "More"][$0])" }
        return Screen(name: name, storyboard: storyboard, isInitial: initial, outlets: outlets, actions: actions, cells: tableCells)
    }

    // MARK: IB

    private var idCounter = 0
    private mutating func ibID() -> String {
        idCounter += 1
        let alphabet = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
        var v = idCounter &* 2_654_435_761
        var chars: [Character] = []
        for _ in 0 ..< 8 { chars.append(alphabet[v % alphabet.count]); v /= alphabet.count }
        return "\(String(chars[0 ..< 3]))-\(String(chars[3 ..< 5]))-\(String(chars[5 ..< 8]))"
    }

    private mutating func writeStoryboard(_ group: [Screen]) throws {
        var scenes = ""
        var initialID = ""
        for screen in group {
            let vcID = ibID()
            if screen.isInitial { initialID = vcID }
            scenes += try sceneXML(screen, vcID: vcID)
        }
        try write("Sources/App/Screens/\(group[0].storyboard).storyboard", IBDocumentXML.document(
            .storyboard(initialViewController: initialID), capabilities: [.safeAreaLayoutGuides, .systemColors, .xcode8Format],
            body: "    <scenes>\n\(scenes)    </scenes>\n", systemColors: [.systemBackground]), swift: false)
    }

    private mutating func sceneXML(_ screen: Screen, vcID: String) throws -> String {
        let viewID = ibID()
        var subviews = ""
        var constraints = ""
        var outletConnections = ""
        var y = 60
        let indicatorID = ibID()
        subviews += """
                                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="\(indicatorID)">
                                            <rect key="frame" x="186" y="416" width="20" height="20"/>
                                        </activityIndicatorView>

            """
        outletConnections += "                        <outlet property=\"loadingIndicator\" destination=\"\(indicatorID)\" id=\"\(ibID())\"/>\n"
        for outlet in screen.outlets {
            let id = ibID()
            let custom = outlet.componentClass.map { " customClass=\"\($0)\" customModule=\"Components\"" } ?? ""
            var body = "                                    <rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"44\"/>\n"
            var extraAttributes = ""
            switch outlet.element {
            case "label":
                extraAttributes = " text=\"\(outlet.name)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\""
            case "button":
                extraAttributes = " contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\""
                body += "                                    <state key=\"normal\" title=\"\(outlet.name)\"/>\n"
            case "tableView":
                extraAttributes = " alwaysBounceVertical=\"YES\" dataMode=\"prototypes\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"-1\" estimatedRowHeight=\"-1\" sectionHeaderHeight=\"-1\" sectionFooterHeight=\"-1\""
                body += "                                    <connections>\n                                        <outlet property=\"dataSource\" destination=\"\(vcID)\" id=\"\(ibID())\"/>\n                                        <outlet property=\"delegate\" destination=\"\(vcID)\" id=\"\(ibID())\"/>\n                                    </connections>\n"
            default: break
            }
            let element = outlet.element == "switch" ? "switch" : outlet.element
            subviews += """
                                            <\(element) opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill"\(extraAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\(custom)>
                \(body)                                </\(element)>

                """
            constraints += "                            <constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"\(viewID)\" secondAttribute=\"leading\" constant=\"16\" id=\"\(ibID())\"/>\n"
            constraints += "                            <constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(viewID)\" secondAttribute=\"top\" constant=\"\(y)\" id=\"\(ibID())\"/>\n"
            outletConnections += "                        <outlet property=\"\(outlet.name)\" destination=\"\(id)\" id=\"\(ibID())\"/>\n"
            y += 52
        }
        // Unconnected decoration (stack views of labels), as real screens have: varies the file size.
        for _ in 0 ..< random.int(below: 12) {
            let stackID = ibID()
            var inner = ""
            for k in 0 ..< 1 + random.int(below: 4) {
                inner += """
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption \(k)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(ibID())">
                                                            <rect key="frame" x="0.0" y="\(k * 20).0" width="361" height="20"/>
                                                        </label>

                    """
            }
            subviews += """
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(stackID)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="80"/>
                                                <subviews>
                \(inner)                                    </subviews>
                                            </stackView>

                """
            constraints += "                            <constraint firstItem=\"\(stackID)\" firstAttribute=\"centerX\" secondItem=\"\(viewID)\" secondAttribute=\"centerX\" id=\"\(ibID())\"/>\n"
            y += 88
        }
        // The actions hang on one more button.
        var actionXML = ""
        if !screen.actions.isEmpty {
            let buttonID = ibID()
            for action in screen.actions {
                actionXML += "                                        <action selector=\"\(action):\" destination=\"\(vcID)\" eventType=\"touchUpInside\" id=\"\(ibID())\"/>\n"
            }
            subviews += """
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(buttonID)" customClass="PrimaryButton" customModule="Components">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="44"/>
                                                <connections>
                \(actionXML)                                    </connections>
                                            </button>

                """
        }
        let kind = "viewController"
        return """
                    <!--\(screen.name)-->
                    <scene sceneID="\(ibID())">
                        <objects>
                            <\(kind) storyboardIdentifier="\(screen.name)" id="\(vcID)" customClass="\(screen.name)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(ibID())"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                                <connections>
            \(outletConnections)                    </connections>
                            </\(kind)>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ibID())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="132" y="-34"/>
                    </scene>

            """
    }

    private static let cellOutlets = ["titleLabel", "subtitleLabel", "detailLabel", "iconView", "badgeLabel", "dateLabel"]

    private mutating func cellOutletCount(_ name: String) -> Int { 2 + abs(name.hashValueStable) % 4 }

    private mutating func writeCellXib(_ name: String) throws {
        let cellID = ibID()
        let contentID = ibID()
        var subviews = ""
        var connections = ""
        for (k, outlet) in Self.cellOutlets.prefix(cellOutletCount(name)).enumerated() {
            let id = ibID()
            let element = outlet.hasSuffix("View") ? "imageView" : "label"
            let text = element == "label" ? " text=\"\(outlet)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\"" : ""
            subviews += """
                                        <\(element) opaque="NO" userInteractionEnabled="NO" contentMode="left"\(text) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                            <rect key="frame" x="16" y="\(8 + k * 20)" width="288" height="20"/>
                                        </\(element)>

                """
            connections += "                <outlet property=\"\(outlet)\" destination=\"\(id)\" id=\"\(ibID())\"/>\n"
        }
        try write("Sources/App/Cells/\(name).xib", IBDocumentXML.document(.xib, capabilities: [.xcode8Format], body: """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(name)" id="\(cellID)" customClass="\(name)" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cellID)" id="\(contentID)">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
            \(subviews)                </subviews>
                        </tableViewCellContentView>
                        <connections>
            \(connections)            </connections>
                        <point key="canvasLocation" x="139" y="20"/>
                    </tableViewCell>
                </objects>

            """, systemColors: []), swift: false)
    }

    private mutating func writeViewXib(_ name: String) throws {
        let viewID = ibID()
        let labelID = ibID()
        let buttonID = ibID()
        try write("Sources/App/Views/\(name).xib", IBDocumentXML.document(.xib, capabilities: [.xcode8Format], body: """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="\(viewID)" customClass="\(name)" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(labelID)" customClass="TitleLabel" customModule="Components">
                                <rect key="frame" x="16" y="16" width="343" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(buttonID)" customClass="PrimaryButton" customModule="Components">
                                <rect key="frame" x="16" y="60" width="343" height="44"/>
                                <connections>
                                    <action selector="didTapAction:" destination="\(viewID)" eventType="touchUpInside" id="\(ibID())"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(labelID)" firstAttribute="leading" secondItem="\(viewID)" secondAttribute="leading" constant="16" id="\(ibID())"/>
                            <constraint firstItem="\(buttonID)" firstAttribute="top" secondItem="\(labelID)" secondAttribute="bottom" constant="23" id="\(ibID())"/>
                        </constraints>
                        <connections>
                            <outlet property="titleLabel" destination="\(labelID)" id="\(ibID())"/>
                            <outlet property="actionButton" destination="\(buttonID)" id="\(ibID())"/>
                        </connections>
                        <point key="canvasLocation" x="139" y="20"/>
                    </view>
                </objects>

            """, systemColors: []), swift: false)
    }

    // MARK: Swift

    private mutating func writeCore() throws {
        try write("Sources/Core/BaseViewController.swift", """
            import UIKit

            /// Every screen's superclass: the loading indicator each storyboard connects, and shared error display.
            open class BaseViewController: UIViewController {
                @IBOutlet public weak var loadingIndicator: UIActivityIndicatorView?

                open override func viewDidLoad() {
                    super.viewDidLoad()
                    loadingIndicator?.hidesWhenStopped = true
                }

                public func setLoading(_ loading: Bool) {
                    if loading { loadingIndicator?.startAnimating() } else { loadingIndicator?.stopAnimating() }
                }

                public func show(_ error: Error) {
                    let alert = UIAlertController(title: "Error", message: error.localizedDescription, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }

            """)
        try write("Sources/Core/Storyboardable.swift", """
            import UIKit

            /// Seed 000: a view controller loads from the storyboard named after it.
            public protocol Storyboardable: AnyObject {
                static var storyboardName: String { get }
            }

            public extension Storyboardable where Self: UIViewController {
                static var storyboardName: String { String(describing: self) }

                static func instance() -> Self {
                    let storyboard = UIStoryboard(name: storyboardName, bundle: Bundle(for: self))
                    return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }

            /// Seed 000: a view or cell loads from the xib named after it.
            public protocol Nibable: AnyObject {}

            public extension Nibable where Self: UIView {
                static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }

                static func loadFromNib() -> Self {
                    nib.instantiate(withOwner: nil, options: nil).first as! Self
                }
            }

            """)
    }

    private mutating func writeComponents() throws {
        for (name, base) in [("PrimaryButton", "UIButton"), ("TitleLabel", "UILabel"), ("CardView", "UIView")] {
            try write("Sources/Components/\(name).swift", """
                import UIKit

                /// Seed 003: a component styled in code, so storyboards carry no inline fonts or colors.
                @IBDesignable
                public final class \(name): \(base) {
                    @IBInspectable public var cornerRadius: CGFloat = 8 {
                        didSet { layer.cornerRadius = cornerRadius }
                    }

                    public override init(frame: CGRect) {
                        super.init(frame: frame)
                        style()
                    }

                    public required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        style()
                    }

                    private func style() {
                        layer.cornerRadius = cornerRadius
                        clipsToBounds = true
                    }
                }

                """)
        }
    }

    private mutating func writeViewController(_ screen: Screen) throws {
        var s = "import Components\nimport Core\nimport UIKit\n\n"
        s += "/// \(screen.name): built from \(screen.storyboard).storyboard (seed 000).\n"
        let conformances = screen.outlets.contains { $0.name == "tableView" } ? ", Storyboardable, UITableViewDataSource, UITableViewDelegate" : ", Storyboardable"
        s += "final class \(screen.name): BaseViewController\(conformances) {\n"
        if screen.storyboard != screen.name {
            s += "    static var storyboardName: String { \"\(screen.storyboard)\" }\n\n"
        }
        for outlet in screen.outlets {
            s += "    @IBOutlet private weak var \(outlet.name): \(outlet.componentClass ?? outlet.type)!\n"
        }
        s += "\n    private var items: [String] = []\n    private let service = \(Self.words[random.int(below: Self.words.count)])Service()\n\n"
        s += "    static func makeInstance(items: [String]) -> \(screen.name) {\n        let viewController = instance()\n        viewController.items = items\n        return viewController\n    }\n\n"
        s += "    override func viewDidLoad() {\n        super.viewDidLoad()\n        titleLabel.text = \"\(screen.name)\"\n"
        for cell in screen.cells {
            s += "        tableView.register(UINib(nibName: \"\(cell)\", bundle: nil), forCellReuseIdentifier: \"\(cell)\")\n"
        }
        s += "        reload()\n    }\n\n"
        s += "    private func reload() {\n        setLoading(true)\n        service.fetch { [weak self] result in\n            guard let self else { return }\n            self.setLoading(false)\n            switch result {\n            case .success(let items):\n                self.items = items\n"
        if screen.cells.isEmpty { s += "                self.titleLabel.text = items.first\n" } else { s += "                self.tableView.reloadData()\n" }
        s += "            case .failure(let error):\n                self.show(error)\n            }\n        }\n    }\n"
        for action in screen.actions {
            s += "\n    @IBAction private func \(action)(_ sender: UIButton) {\n"
            if let target = screen.nextScreen?.split(separator: "/") {
                s += "        let next = UIStoryboard(name: \"\(target[0])\", bundle: nil).instantiateViewController(withIdentifier: \"\(target[1])\")\n        navigationController?.pushViewController(next, animated: true)\n"
            }
            s += "    }\n"
        }
        if let cell = screen.cells.first {
            s += """

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        items.count
                    }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "\(cell)", for: indexPath) as! \(cell)
                        cell.configure(with: items[indexPath.row])
                        return cell
                    }

                """
        }
        s += fillerMethods(lines: pickLineCount() / 2, indent: "    ")
        s += "}\n"
        try write("Sources/App/Screens/\(screen.name).swift", s)
    }

    private mutating func writeViewControllerExtension(_ screen: Screen) throws {
        var s = "import UIKit\n\n// Keyboard and analytics handling, kept out of the main file.\nextension \(screen.name) {\n"
        s += fillerMethods(lines: pickLineCount(), indent: "    ")
        s += "}\n"
        try write("Sources/App/Screens/\(screen.name)+Helpers.swift", s)
    }

    private mutating func writeCell(_ name: String) throws {
        var s = "import UIKit\nimport Core\n\n/// Laid out in \(name).xib; the reuse identifier is the class name (seed 000).\nfinal class \(name): UITableViewCell, Nibable {\n"
        let outlets = Self.cellOutlets.prefix(cellOutletCount(name))
        for outlet in outlets {
            s += "    @IBOutlet private weak var \(outlet): \(outlet.hasSuffix("View") ? "UIImageView" : "UILabel")!\n"
        }
        s += "\n    func configure(with text: String) {\n"
        for outlet in outlets where !outlet.hasSuffix("View") { s += "        \(outlet).text = text\n" }
        s += "    }\n"
        s += fillerMethods(lines: pickLineCount() / 3, indent: "    ")
        s += "}\n"
        try write("Sources/App/Cells/\(name).swift", s)
    }

    private mutating func writeView(_ name: String) throws {
        var s = "import Components\nimport Core\nimport UIKit\n\nfinal class \(name): UIView, Nibable {\n"
        s += "    @IBOutlet private weak var titleLabel: TitleLabel!\n    @IBOutlet private weak var actionButton: PrimaryButton!\n    var onAction: (() -> Void)?\n\n"
        s += "    func configure(title: String) {\n        titleLabel.text = title\n    }\n\n"
        s += "    @IBAction private func didTapAction(_ sender: Any) {\n        onAction?()\n    }\n"
        s += fillerMethods(lines: pickLineCount() / 2, indent: "    ")
        s += "}\n"
        try write("Sources/App/Views/\(name).swift", s)
    }

    private mutating func writeBulk(_ name: String, kind: String) throws {
        let folder = kind == "Model" ? "Models" : "Services"
        var s = "import Foundation\n\n"
        let lines = pickLineCount()
        switch kind {
        case "Model":
            s += "/// A value decoded from the API.\nstruct \(name): Codable, Equatable, Hashable {\n"
            let fields = 3 + random.int(below: 12)
            for f in 0 ..< fields { s += "    var field\(f): \(["String", "Int", "Double", "Bool", "Date", "[String]", "URL?"][f % 7])\n" }
            s += "\n    enum CodingKeys: String, CodingKey {\n"
            for f in 0 ..< fields { s += "        case field\(f) = \"field_\(f)\"\n" }
            s += "    }\n}\n\nextension \(name) {\n"
        default:
            s += "/// \(kind) for the \(name) feature.\nfinal class \(name) {\n    private let session: URLSession\n    private var cache: [String: Data] = [:]\n\n    init(session: URLSession = .shared) {\n        self.session = session\n    }\n\n"
            s += "    func fetch(completion: @escaping (Result<[String], Error>) -> Void) {\n        let url = URL(string: \"https://api.example.com/\(name.lowercased())\")!\n        session.dataTask(with: url) { data, _, error in\n            if let error { completion(.failure(error)); return }\n            completion(.success([String(decoding: data ?? Data(), as: UTF8.self)]))\n        }.resume()\n    }\n\n"
        }
        s += fillerMethods(lines: lines, indent: "    ")
        s += "}\n"
        try write("Sources/App/\(folder)/\(name).swift", s)
    }

    /// Lines of a file: 15 % short (10–50), 75 % typical (50–300), 8 % long (300–1,000), 2 % very long (1,000–2,500).
    private mutating func pickLineCount() -> Int {
        let r = random.int(below: 100)
        if r < 15 { return 10 + random.int(below: 40) }
        if r < 90 { return 50 + random.int(below: 250) }
        if r < 98 { return 300 + random.int(below: 700) }
        return 1_000 + random.int(below: 1_500)
    }

    private var methodCounter = 0

    /// Ordinary code: guards, switches, closures, string literals, comments; about `lines` lines.
    private mutating func fillerMethods(lines: Int, indent i: String) -> String {
        var s = ""
        var written = 0
        while written < lines {
            methodCounter += 1
            let m = methodCounter
            switch random.int(below: 5) {
            case 0:
                s += """

                    \(i)/// Formats the value for display; empty input gives a placeholder.
                    \(i)func format\(m)(_ value: Int?, unit: String = "pt") -> String {
                    \(i)    guard let value, value > 0 else { return "–" }
                    \(i)    let formatter = NumberFormatter()
                    \(i)    formatter.numberStyle = .decimal
                    \(i)    let text = formatter.string(from: NSNumber(value: value)) ?? String(value)
                    \(i)    return "\\(text) \\(unit)"
                    \(i)}

                    """
                written += 9
            case 1:
                s += """

                    \(i)private func state\(m)(for code: Int) -> String {
                    \(i)    switch code {
                    \(i)    case 200 ..< 300: return "ok"
                    \(i)    case 401: return "unauthorized"
                    \(i)    case 404: return "notFound"
                    \(i)    case 500...: return "server"
                    \(i)    default: return "unknown"
                    \(i)    }
                    \(i)}

                    """
                written += 11
            case 2:
                s += """

                    \(i)func filtered\(m)(_ values: [String], query: String) -> [String] {
                    \(i)    // Case-insensitive, diacritics ignored, as the search field expects.
                    \(i)    let needle = query.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    \(i)    return values
                    \(i)        .filter { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains(needle) }
                    \(i)        .sorted { $0.count < $1.count }
                    \(i)}

                    """
                written += 8
            case 3:
                s += """

                    \(i)private func merge\(m)(_ lhs: [String: Int], _ rhs: [String: Int]) -> [String: Int] {
                    \(i)    var result = lhs
                    \(i)    for (key, value) in rhs {
                    \(i)        if let existing = result[key], existing > value { continue }
                    \(i)        result[key] = value
                    \(i)    }
                    \(i)    return result
                    \(i)}

                    """
                written += 9
            default:
                s += """

                    \(i)var summary\(m): String {
                    \(i)    let parts = ["id", "name", "updated"].map { key in "\\(key)=\\(key.count)" }
                    \(i)    return parts.joined(separator: ", ")
                    \(i)}

                    """
                written += 5
            }
        }
        return s
    }

    private mutating func write(_ relative: String, _ text: String, swift: Bool = true) throws {
        let data = Data(text.utf8)
        try data.write(to: URL(fileURLWithPath: root + "/" + relative))
        if relative.hasSuffix(".swift") && relative != "Package.swift" {
            summary.swiftFiles += 1
            summary.swiftBytes += data.count
            summary.swiftLines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        } else if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") {
            summary.ibFiles += 1
            summary.ibBytes += data.count
        }
    }
}
