import BenchmarkSupport
import Foundation

/// Two small apps whose screens load their IB names in the ways real apps do, for the recall benchmark: the check
/// benchmark's generated app (`ibkit-checkbench --generate-only`) names everything with string literals at the
/// UIKit call; these add, screen by screen, string constants, enum raw values (explicit and implicit), class-name
/// helpers and wrapper helpers, in UIKit and in AppKit (NSStoryboard.Name, init(windowNibName:),
/// NSUserInterfaceItemIdentifier). Each screen: a storyboard with a main and a detail scene joined by a segue,
/// outlets and an action, a table cell (a prototype, or a xib for the wrapper style) and a xib view; the same bytes
/// every time (no randomness: every screen is a candidate for every kind of break).
enum StyledAppGenerator {
    enum Style: String, CaseIterable {
        case literal, constants, enumRawValues, className, wrapper
        /// `let`s: file-scope `private let`, instance `let`, local `let` and a ternary of two literals.
        case lets
        /// A `Constants` enum nested in each screen's class (several classes declare one of that name).
        case nested
        /// SwiftGen's storyboard template (`StoryboardScene`, `StoryboardSegue`, a generic `perform(segue:)`), a
        /// helper named without a loading word, `type(of: self)`.
        case swiftGen
        /// Cells registered from a dictionary literal held in a `let`, and a `forEach` over an array literal.
        case collections
        /// Protocol extensions' type methods loading by the name of the type they are called on
        /// (`X.fromStoryboard()`, `Cell.registerCell(for:)`), a chain of class-name members (`X.nibName` →
        /// `classNameWithoutNamespaces` → `NSStringFromClass`), a xib view controller made with `X()` (UIKit's
        /// default nib lookup), and a storyboard reference to another storyboard's scene.
        case protocols

        /// Its cell is a xib registered in code, not a prototype of the scene.
        var registersCellNib: Bool { self == .wrapper || self == .collections || self == .protocols }
    }

    static let words = ["Profile", "Cart", "Search", "Order", "Review", "Wallet", "Ticket", "Recipe", "Survey", "Invoice",
                        "Album", "Coupon", "Reward", "Brand", "Event", "Badge", "Note", "Photo", "Story", "Team", "Trip", "Venue",
                        "Quote", "Lesson", "Friend", "Movie", "Song"]

    /// Writes `ios-styles` and `appkit-styles` into `folder`; returns (name, path) of each.
    static func writeAll(into folder: String) throws -> [(String, String)] {
        let ios = folder + "/generated-ios-styles"
        let appkit = folder + "/generated-appkit-styles"
        try writeIOS(into: ios)
        try writeAppKit(into: appkit)
        return [("generated-ios-styles", ios), ("generated-appkit-styles", appkit)]
    }

    private static func write(_ root: String, _ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private static func package(_ name: String, platform: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [\(platform)],
            targets: [.target(name: "App", resources: [.process("Screens")])]
        )

        """
    }

    /// IB object ids: unique in the app, in Xcode's shape.
    private struct IDs {
        var n = 0
        mutating func next() -> String {
            n += 1
            let a = Array("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
            var v = n &* 2_654_435_761
            var c: [Character] = []
            for _ in 0 ..< 8 { c.append(a[v % a.count]); v /= a.count }
            return "\(String(c[0 ..< 3]))-\(String(c[3 ..< 5]))-\(String(c[5 ..< 8]))"
        }
    }

    /// The names a screen's IB files carry in a style.
    private struct Names {
        var storyboard, scene, detailScene, segue, cellIdentifier, nib: String
        init(_ w: String, _ style: Style) {
            if style == .className || style == .protocols {
                storyboard = "\(w)ViewController"; scene = "\(w)ViewController"; detailScene = "\(w)DetailViewController"
                cellIdentifier = "\(w)RowCell"; nib = "\(w)BannerView"
            } else {
                storyboard = w; scene = "\(w)Main"; detailScene = "\(w)Detail"
                cellIdentifier = style.registersCellNib ? "\(w)RowCell" : "\(w)Row"; nib = "\(w)Banner"
            }
            segue = "show\(w)Detail"
        }
    }

    // MARK: UIKit

    static func writeIOS(into root: String) throws {
        try? FileManager.default.removeItem(atPath: root)
        try write(root, "Package.swift", package("StylesApp", platform: ".iOS(.v15)"))
        try write(root, "Sources/App/Support/Helpers.swift", """
            import UIKit

            /// The class-name convention: a type's name is its storyboard's, scene's, nib's and cell's.
            extension NSObject {
                static var className: String { String(describing: self) }
            }

            /// Wrapper helpers: the app's screens load through these, never through UIKit directly.
            enum Navigator {
                static func scene<T: UIViewController>(_ storyboard: String, _ identifier: String) -> T {
                    UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
                }

                static func view<T: UIView>(_ nib: String) -> T {
                    UINib(nibName: nib, bundle: nil).instantiate(withOwner: nil).first as! T
                }
            }

            extension UIViewController {
                func go(_ segue: String) {
                    performSegue(withIdentifier: segue, sender: nil)
                }
            }

            /// A type method: loads by the name of the type it is called on.
            extension UIViewController {
                static func instantiateFromStoryboard(named name: String) -> Self {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }

            /// A helper named without a loading word: found by what it does with its parameter.
            extension UIViewController {
                func show(storyboard name: String) {
                    present(UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()!, animated: true)
                }
            }

            /// The class-name convention through protocols: a conforming type loads by its own name.
            protocol StoryboardLoadable {}
            extension StoryboardLoadable where Self: UIViewController {
                static func fromStoryboard() -> Self {
                    UIStoryboard(name: String(describing: self), bundle: nil).instantiateInitialViewController() as! Self
                }
            }

            /// A chain of class-name members: `nibName` → `classNameWithoutNamespaces` → `NSStringFromClass`.
            extension NSObject {
                class var classNameWithoutNamespaces: String {
                    NSStringFromClass(self).components(separatedBy: ".").last!
                }
            }

            protocol NibNamed {}
            extension NibNamed where Self: UIView {
                static var nibName: String { classNameWithoutNamespaces }
            }

            protocol FormCell {
                static var identifier: String { get }
            }
            extension FormCell where Self: UITableViewCell {
                static func registerCell(for table: UITableView) {
                    table.register(UINib(nibName: String(describing: self), bundle: nil), forCellReuseIdentifier: self.identifier)
                }
            }

            extension UITableView {
                func register<T: UITableViewCell>(_ type: T.Type) {
                    register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: String(describing: type))
                }

                func dequeueReusableCell<T: UITableViewCell>(_ type: T.Type, for indexPath: IndexPath) -> T {
                    dequeueReusableCell(withIdentifier: String(describing: type), for: indexPath) as! T
                }
            }

            """)
        var ids = IDs()
        var generated = SwiftGenOutput()
        for (i, w) in words.enumerated() {
            let style = Style.allCases[i % Style.allCases.count]
            try writeIOSScreen(w, style, root: root, ids: &ids, generated: &generated)
        }
        try write(root, "Sources/App/Generated/Storyboards.swift", generated.file)
    }

    /// The swiftGen style's banner: its nib's name in a static property, read through `type(of: self)`.
    private static func bannerNibName(_ nib: String) -> String {
        """

            static var nibName: String { "\(nib)" }

            func reload() {
                _ = UINib(nibName: type(of: self).nibName, bundle: nil).instantiate(withOwner: nil)
            }

        """
    }

    /// What SwiftGen's storyboard templates write for the swiftGen-style screens.
    struct SwiftGenOutput {
        var scenes = ""
        var segues = ""

        var file: String {
            """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import UIKit

            internal enum StoryboardScene {
            \(scenes)}

            internal enum StoryboardSegue {
            \(segues)}

            internal protocol StoryboardType {
              static var storyboardName: String { get }
            }

            internal extension StoryboardType {
              static var storyboard: UIStoryboard {
                let name = self.storyboardName
                return UIStoryboard(name: name, bundle: nil)
              }
            }

            internal struct SceneType<T: UIViewController> {
              internal let storyboard: StoryboardType.Type
              internal let identifier: String

              internal func instantiate() -> T {
                let identifier = self.identifier
                guard let controller = storyboard.storyboard.instantiateViewController(withIdentifier: identifier) as? T else {
                  fatalError("ViewController '\\(identifier)' is not of the expected class \\(T.self).")
                }
                return controller
              }
            }

            internal protocol SegueType: RawRepresentable {}

            internal extension UIViewController {
              func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
                let identifier = segue.rawValue
                performSegue(withIdentifier: identifier, sender: sender)
              }
            }

            """
        }
    }

    private static func writeIOSScreen(_ w: String, _ style: Style, root: String, ids: inout IDs, generated: inout SwiftGenOutput) throws {
        let n = Names(w, style)
        let (vc, detail, cell, banner) = ("\(w)ViewController", "\(w)DetailViewController", "\(w)RowCell", "\(w)BannerView")
        let module = #"customModule="App" customModuleProvider="target""#
        let (vcID, viewID, labelID, buttonID, tableID, detailID, detailViewID, detailLabelID) =
            (ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next())
        let label = { (id: String, y: Int) in
            """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="16" y="\(y)" width="361" height="21"/>
                                            </label>

            """
        }
        var prototypes = ""
        if !style.registersCellNib {
            let (cellID, contentID, cellLabelID) = (ids.next(), ids.next(), ids.next())
            prototypes = """
                                                <prototypes>
                                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(n.cellIdentifier)" id="\(cellID)" customClass="\(cell)" \(module)>
                                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(cellID)" id="\(contentID)">
                                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                            <subviews>
                                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(cellLabelID)">
                                                                    <rect key="frame" x="16" y="11" width="361" height="21"/>
                                                                </label>
                                                            </subviews>
                                                        </tableViewCellContentView>
                                                        <connections>
                                                            <outlet property="nameLabel" destination="\(cellLabelID)" id="\(ids.next())"/>
                                                        </connections>
                                                    </tableViewCell>
                                                </prototypes>

                """
        }
        // The protocols style: a storyboard reference to the help storyboard's scene, presented by a segue.
        var helpSegue = "", helpScene = ""
        let help = "\(w)Help"
        if style == .protocols {
            let referenceID = ids.next()
            helpSegue = """
                                            <segue destination="\(referenceID)" kind="presentation" id="\(ids.next())"/>

                """
            helpScene = """
                        <scene sceneID="\(ids.next())">
                            <objects>
                                <viewControllerPlaceholder storyboardName="\(help)" referencedIdentifier="\(help)" id="\(referenceID)" sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
            let (helpID, helpViewID) = (ids.next(), ids.next())
            try write(root, "Sources/App/Screens/\(help).storyboard", IBDocumentXML.document(
                .storyboard(initialViewController: helpID), capabilities: [.safeAreaLayoutGuides, .systemColors, .xcode8Format], body: """
                        <scenes>
                            <scene sceneID="\(ids.next())">
                                <objects>
                                    <viewController storyboardIdentifier="\(help)" id="\(helpID)" customClass="\(help)ViewController" \(module) sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="\(helpViewID)">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        </view>
                                    </viewController>
                                </objects>
                            </scene>
                        </scenes>

                    """, systemColors: [.systemBackground]))
            try write(root, "Sources/App/Screens/\(help)ViewController.swift", """
                import UIKit

                final class \(help)ViewController: UIViewController {}

                """)
            // A xib view controller made with `X()`: UIKit loads the nib named like its class.
            let (sheetViewID, sheet) = (ids.next(), "\(w)SheetViewController")
            try write(root, "Sources/App/Screens/\(sheet).xib", IBDocumentXML.document(.xib, capabilities: [.xcode8Format], body: """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(sheet)" \(module)>
                            <connections>
                                <outlet property="view" destination="\(sheetViewID)" id="\(ids.next())"/>
                            </connections>
                        </placeholder>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="\(sheetViewID)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </objects>

                """, systemColors: []))
            try write(root, "Sources/App/Screens/\(sheet).swift", """
                import UIKit

                final class \(sheet): UIViewController {}

                """)
        }
        let scenes = """
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="\(n.scene)" id="\(vcID)" customClass="\(vc)" \(module) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(label(labelID, 60))                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(buttonID)">
                                            <rect key="frame" x="16" y="100" width="361" height="44"/>
                                            <state key="normal" title="Next"/>
                                            <connections>
                                                <action selector="didTap\(w):" destination="\(vcID)" eventType="touchUpInside" id="\(ids.next())"/>
                                            </connections>
                                        </button>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="\(tableID)">
                                            <rect key="frame" x="0.0" y="160" width="393" height="600"/>
            \(prototypes)                                <connections>
                                                <outlet property="dataSource" destination="\(vcID)" id="\(ids.next())"/>
                                            </connections>
                                        </tableView>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                                <connections>
                                    <outlet property="tableView" destination="\(tableID)" id="\(ids.next())"/>
                                    <outlet property="titleLabel" destination="\(labelID)" id="\(ids.next())"/>
                                    <segue destination="\(detailID)" kind="show" identifier="\(n.segue)" id="\(ids.next())"/>
            \(helpSegue)                    </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="\(n.detailScene)" id="\(detailID)" customClass="\(detail)" \(module) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(detailViewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(label(detailLabelID, 60))                        </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                                <connections>
                                    <outlet property="detailLabel" destination="\(detailLabelID)" id="\(ids.next())"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(ids.next())" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

            """
        try write(root, "Sources/App/Screens/\(n.storyboard).storyboard", IBDocumentXML.document(
            .storyboard(initialViewController: vcID), capabilities: [.safeAreaLayoutGuides, .systemColors, .xcode8Format],
            body: "    <scenes>\n\(scenes)\(helpScene)    </scenes>\n", systemColors: [.systemBackground]))

        // The banner view's xib, and the cell's for the wrapper style.
        let (bannerID, bannerLabelID) = (ids.next(), ids.next())
        try write(root, "Sources/App/Screens/\(n.nib).xib", IBDocumentXML.document(.xib, capabilities: [.systemColors, .xcode8Format], body: """
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="\(bannerID)" customClass="\(banner)" \(module)>
                        <rect key="frame" x="0.0" y="0.0" width="393" height="80"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
            \(label(bannerLabelID, 20))                </subviews>
                        <connections>
                            <outlet property="messageLabel" destination="\(bannerLabelID)" id="\(ids.next())"/>
                        </connections>
                    </view>
                </objects>

            """, systemColors: []))
        if style.registersCellNib {
            let (cellID, contentID, cellLabelID) = (ids.next(), ids.next(), ids.next())
            try write(root, "Sources/App/Screens/\(cell).xib", IBDocumentXML.document(.xib, capabilities: [.xcode8Format], body: """
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(n.cellIdentifier)" id="\(cellID)" customClass="\(cell)" \(module)>
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(cellID)" id="\(contentID)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <subviews>
                \(label(cellLabelID, 11))                    </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <outlet property="nameLabel" destination="\(cellLabelID)" id="\(ids.next())"/>
                            </connections>
                        </tableViewCell>
                    </objects>

                """, systemColors: []))
        }

        // Swift: how this style reaches each name.
        var names = ""
        let loadMain, loadDetail, loadBanner, performSegue, isSegue, dequeue: String
        var register = ""
        var members = ""
        switch style {
        case .literal:
            loadMain = #"UIStoryboard(name: "\#(n.storyboard)", bundle: nil).instantiateViewController(withIdentifier: "\#(n.scene)") as! \#(vc)"#
            loadDetail = #"UIStoryboard(name: "\#(n.storyboard)", bundle: nil).instantiateViewController(withIdentifier: "\#(n.detailScene)") as! \#(detail)"#
            loadBanner = #"UINib(nibName: "\#(n.nib)", bundle: nil).instantiate(withOwner: nil).first as! \#(banner)"#
            performSegue = #"performSegue(withIdentifier: "\#(n.segue)", sender: nil)"#
            isSegue = #"segue.identifier == "\#(n.segue)""#
            dequeue = #"tableView.dequeueReusableCell(withIdentifier: "\#(n.cellIdentifier)", for: indexPath) as! \#(cell)"#
        case .constants:
            names = """

                /// The names \(vc) loads, in one place.
                enum \(w)Names {
                    static let storyboard = "\(n.storyboard)"
                    static let scene = "\(n.scene)"
                    static let detailScene = "\(n.detailScene)"
                    static let segue = "\(n.segue)"
                    static let cell = "\(n.cellIdentifier)"
                    static let banner = "\(n.nib)"
                }

                """
            loadMain = "UIStoryboard(name: \(w)Names.storyboard, bundle: nil).instantiateViewController(withIdentifier: \(w)Names.scene) as! \(vc)"
            loadDetail = "UIStoryboard(name: \(w)Names.storyboard, bundle: nil).instantiateViewController(withIdentifier: \(w)Names.detailScene) as! \(detail)"
            loadBanner = "UINib(nibName: \(w)Names.banner, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = "performSegue(withIdentifier: \(w)Names.segue, sender: nil)"
            isSegue = "segue.identifier == \(w)Names.segue"
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \(w)Names.cell, for: indexPath) as! \(cell)"
        case .enumRawValues:
            names = """

                enum \(w)Resource: String {
                    case storyboard = "\(n.storyboard)"
                    case scene = "\(n.scene)"
                    case detailScene = "\(n.detailScene)"
                    case banner = "\(n.nib)"
                }

                /// Raw values that are the cases' names.
                enum \(w)Segue: String {
                    case \(n.segue)
                }

                enum \(w)CellID: String {
                    case \(n.cellIdentifier)
                }

                """
            loadMain = "UIStoryboard(name: \(w)Resource.storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: \(w)Resource.scene.rawValue) as! \(vc)"
            loadDetail = "UIStoryboard(name: \(w)Resource.storyboard.rawValue, bundle: nil).instantiateViewController(withIdentifier: \(w)Resource.detailScene.rawValue) as! \(detail)"
            loadBanner = "UINib(nibName: \(w)Resource.banner.rawValue, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = "performSegue(withIdentifier: \(w)Segue.\(n.segue).rawValue, sender: nil)"
            isSegue = "segue.identifier == \(w)Segue.\(n.segue).rawValue"
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \(w)CellID.\(n.cellIdentifier).rawValue, for: indexPath) as! \(cell)"
        case .className:
            loadMain = "\(vc).instantiateFromStoryboard(named: \(vc).className)"
            loadDetail = "UIStoryboard(name: \(vc).className, bundle: nil).instantiateViewController(withIdentifier: String(describing: \(detail).self)) as! \(detail)"
            loadBanner = "UINib(nibName: \(banner).className, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = #"performSegue(withIdentifier: "\#(n.segue)", sender: nil)"#
            isSegue = #"segue.identifier == "\#(n.segue)""#
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \(cell).className, for: indexPath) as! \(cell)"
        case .wrapper:
            loadMain = #"Navigator.scene("\#(n.storyboard)", "\#(n.scene)")"#
            loadDetail = #"Navigator.scene("\#(n.storyboard)", "\#(n.detailScene)")"#
            loadBanner = #"Navigator.view("\#(n.nib)")"#
            performSegue = #"go("\#(n.segue)")"#
            isSegue = #"segue.identifier == "\#(n.segue)""#
            dequeue = "tableView.dequeueReusableCell(\(cell).self, for: indexPath)"
            register = "        tableView.register(\(cell).self)\n"
        case .lets:
            names = """

                private let \(w.lowercased())Storyboard = "\(n.storyboard)"

                """
            members = """
                    private let cellID = "\(n.cellIdentifier)"
                    private let segueID = "\(n.segue)"

                    /// Through a helper named without a loading word.
                    func showAgain() {
                        show(storyboard: \(w.lowercased())Storyboard)
                    }

                """
            loadMain = """
                let scene = "\(n.scene)"
                        return UIStoryboard(name: \(w.lowercased())Storyboard, bundle: nil).instantiateViewController(withIdentifier: scene) as! \(vc)
                """
            loadDetail = """
                let scene = UIDevice.current.userInterfaceIdiom == .pad ? "\(n.detailScene)" : "\(n.detailScene)"
                        return UIStoryboard(name: \(w.lowercased())Storyboard, bundle: nil).instantiateViewController(withIdentifier: scene) as! \(detail)
                """
            loadBanner = #"UINib(nibName: "\#(n.nib)", bundle: nil).instantiate(withOwner: nil).first as! \#(banner)"#
            performSegue = "performSegue(withIdentifier: segueID, sender: nil)"
            isSegue = "segue.identifier == segueID"
            dequeue = "tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath) as! \(cell)"
        case .nested:
            members = """
                    private enum Constants {
                        static let storyboard = "\(n.storyboard)"
                        static let scene = "\(n.scene)"
                        static let detailScene = "\(n.detailScene)"
                        static let segue = "\(n.segue)"
                        static let cell = "\(n.cellIdentifier)"
                        static let banner = "\(n.nib)"
                    }

                """
            loadMain = "UIStoryboard(name: Constants.storyboard, bundle: nil).instantiateViewController(withIdentifier: Constants.scene) as! \(vc)"
            loadDetail = "UIStoryboard(name: Constants.storyboard, bundle: nil).instantiateViewController(withIdentifier: Constants.detailScene) as! \(detail)"
            loadBanner = "UINib(nibName: Constants.banner, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = "performSegue(withIdentifier: Constants.segue, sender: nil)"
            isSegue = "segue.identifier == Constants.segue"
            dequeue = "tableView.dequeueReusableCell(withIdentifier: Constants.cell, for: indexPath) as! \(cell)"
        case .swiftGen:
            generated.scenes += """
                  internal enum \(w): StoryboardType {
                    internal static let storyboardName = "\(n.storyboard)"

                    internal static let main = SceneType<\(vc)>(storyboard: \(w).self, identifier: "\(n.scene)")
                    internal static let detail = SceneType<\(detail)>(storyboard: \(w).self, identifier: "\(n.detailScene)")
                  }

                """
            generated.segues += """
                  internal enum \(w): String, SegueType {
                    case \(n.segue) = "\(n.segue)"
                  }

                """
            loadMain = "StoryboardScene.\(w).main.instantiate()"
            loadDetail = "StoryboardScene.\(w).detail.instantiate()"
            loadBanner = "UINib(nibName: \(banner).nibName, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = "perform(segue: StoryboardSegue.\(w).\(n.segue))"
            isSegue = "segue.identifier == StoryboardSegue.\(w).\(n.segue).rawValue"
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \"\(n.cellIdentifier)\", for: indexPath) as! \(cell)"
        case .protocols:
            names = """

                extension \(vc): StoryboardLoadable {}

                """
            members = """
                    func showSheet() {
                        present(\(w)SheetViewController(), animated: true)
                    }

                """
            loadMain = "\(vc).fromStoryboard()"
            loadDetail = "UIStoryboard(name: String(describing: \(vc).self), bundle: nil).instantiateViewController(withIdentifier: String(describing: \(detail).self)) as! \(detail)"
            loadBanner = "UINib(nibName: \(banner).nibName, bundle: nil).instantiate(withOwner: nil).first as! \(banner)"
            performSegue = #"performSegue(withIdentifier: "\#(n.segue)", sender: nil)"#
            isSegue = #"segue.identifier == "\#(n.segue)""#
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \(cell).identifier, for: indexPath) as! \(cell)"
            register = "        \(cell).registerCell(for: tableView)\n"
        case .collections:
            members = """
                    private let cellNibs = ["\(cell)": "\(n.cellIdentifier)"]

                """
            loadMain = #"UIStoryboard(name: "\#(n.storyboard)", bundle: nil).instantiateViewController(withIdentifier: "\#(n.scene)") as! \#(vc)"#
            loadDetail = #"UIStoryboard(name: "\#(n.storyboard)", bundle: nil).instantiateViewController(withIdentifier: "\#(n.detailScene)") as! \#(detail)"#
            loadBanner = #"UINib(nibName: "\#(n.nib)", bundle: nil).instantiate(withOwner: nil).first as! \#(banner)"#
            performSegue = #"performSegue(withIdentifier: "\#(n.segue)", sender: nil)"#
            isSegue = #"segue.identifier == "\#(n.segue)""#
            dequeue = "tableView.dequeueReusableCell(withIdentifier: \"\(n.cellIdentifier)\", for: indexPath) as! \(cell)"
            register = """
                        for (nib, id) in cellNibs {
                            tableView.register(UINib(nibName: nib, bundle: nil), forCellReuseIdentifier: id)
                        }
                        for cell in [\(cell).self] {
                            tableView.register(UINib(nibName: String(describing: cell), bundle: nil), forCellReuseIdentifier: String(describing: cell))
                        }
                        ["\(n.nib)"].forEach { _ = UINib(nibName: $0, bundle: nil).instantiate(withOwner: nil) }

                """
        }
        try write(root, "Sources/App/Screens/\(vc).swift", """
            import UIKit
            \(names)
            /// \(w): loads its names in the \(style.rawValue) style.
            final class \(vc): UIViewController, UITableViewDataSource {
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var tableView: UITableView!
            \(members)
                static func make() -> \(vc) {
                    \(loadMain)
                }

                static func makeDetail() -> \(detail) {
                    \(loadDetail)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = title
            \(register)        let banner: \(banner) = \(loadBanner)
                    view.addSubview(banner)
                }

                @IBAction private func didTap\(w)(_ sender: UIButton) {
                    \(performSegue)
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if \(isSegue), let detail = segue.destination as? \(detail) {
                        detail.title = title
                    }
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    3
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = \(dequeue)
                    cell.configure(row: indexPath.row)
                    return cell
                }
            }

            """)
        try write(root, "Sources/App/Screens/\(detail).swift", """
            import UIKit

            final class \(detail): UIViewController {
                @IBOutlet private weak var detailLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    detailLabel.text = title
                }
            }

            """)
        try write(root, "Sources/App/Screens/\(cell).swift", """
            import UIKit

            final class \(cell): UITableViewCell {
                @IBOutlet private weak var nameLabel: UILabel!

                func configure(row: Int) {
                    nameLabel.text = String(row)
                }
            }
            \(style == .protocols ? "\nextension \(cell): FormCell {\n    static let identifier = \"\(n.cellIdentifier)\"\n}\n" : "")

            """)
        try write(root, "Sources/App/Screens/\(banner).swift", """
            import UIKit

            final class \(banner): UIView\(style == .protocols ? ", NibNamed" : "") {
                @IBOutlet private weak var messageLabel: UILabel!
            \(style == .swiftGen ? bannerNibName(n.nib) : "")}

            """)
    }

    // MARK: AppKit

    static func writeAppKit(into root: String) throws {
        try? FileManager.default.removeItem(atPath: root)
        try write(root, "Package.swift", package("StylesMacApp", platform: ".macOS(.v13)"))
        try write(root, "Sources/App/Support/Helpers.swift", """
            import AppKit

            /// Wrapper helpers: the app's windows load through these, never through AppKit directly.
            enum Navigator {
                static func scene<T: NSViewController>(_ storyboard: String, _ identifier: String) -> T {
                    NSStoryboard(name: NSStoryboard.Name(storyboard), bundle: nil).instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(identifier)) as! T
                }

                static func window<T: NSWindowController>(_ type: T.Type, nib: String) -> T {
                    T(windowNibName: NSNib.Name(nib))
                }
            }

            extension NSTableView {
                func cell<T: NSTableCellView>(_ identifier: String, owner: Any?) -> T? {
                    makeView(withIdentifier: NSUserInterfaceItemIdentifier(identifier), owner: owner) as? T
                }
            }

            """)
        var ids = IDs()
        let styles: [Style] = [.literal, .constants, .className, .wrapper]
        for (i, w) in words.prefix(12).enumerated() {
            try writeAppKitScreen(w, styles[i % styles.count], root: root, ids: &ids)
        }
    }

    private static func macDocument(storyboard initial: String?, body: String) -> String {
        let type = initial == nil ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
                <dependencies>
            \(initial == nil ? "" : "        <deployment identifier=\"macosx\"/>\n")        <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22690"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
            \(body)</document>

            """
    }

    private static func writeAppKitScreen(_ w: String, _ style: Style, root: String, ids: inout IDs) throws {
        let (vc, detail, cellView, window) = ("\(w)ViewController", "\(w)DetailViewController", "\(w)CellView", "\(w)WindowController")
        let storyboard = style == .className ? vc : w
        let scene = style == .className ? vc : "\(w)Main"
        let detailScene = style == .className ? detail : "\(w)Detail"
        let segue = "show\(w)Detail"
        let cellIdentifier = style == .className ? cellView : "\(w)Cell"
        let windowNib = style == .className || style == .literal ? window : "\(w)Window"
        let module = #"customModule="App" customModuleProvider="target""#
        let (vcID, viewID, fieldID, buttonID, tableID, cellID, cellFieldID, detailID, detailFieldID) =
            (ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next(), ids.next())
        func field(_ id: String, _ y: Int) -> String {
            """
                                        <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                            <rect key="frame" x="18" y="\(y)" width="444" height="16"/>
                                            <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="\(ids.next())">
                                                <font key="font" metaFont="system"/>
                                            </textFieldCell>
                                        </textField>

            """
        }
        let scenes = """
                <scenes>
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="\(scene)" id="\(vcID)" customClass="\(vc)" \(module) sceneMemberID="viewController">
                                <view key="view" id="\(viewID)">
                                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <subviews>
            \(field(fieldID, 260))                            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(buttonID)">
                                            <rect key="frame" x="13" y="220" width="80" height="32"/>
                                            <buttonCell key="cell" type="push" title="Next" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(ids.next())">
                                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                                <font key="font" metaFont="system"/>
                                            </buttonCell>
                                            <connections>
                                                <action selector="didTap\(w):" target="\(vcID)" id="\(ids.next())"/>
                                            </connections>
                                        </button>
                                        <tableView verticalHuggingPriority="750" allowsExpansionToolTips="YES" columnAutoresizingStyle="lastColumnOnly" columnSelection="YES" multipleSelection="NO" autosaveColumns="NO" rowSizeStyle="automatic" viewBased="YES" id="\(tableID)">
                                            <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <tableColumns>
                                                <tableColumn identifier="AutomaticTableColumnIdentifier.0" width="468" minWidth="40" maxWidth="1000" id="\(ids.next())">
                                                    <prototypeCellViews>
                                                        <tableCellView identifier="\(cellIdentifier)" id="\(cellID)" customClass="\(cellView)" \(module)>
                                                            <rect key="frame" x="1" y="1" width="466" height="17"/>
                                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                                            <subviews>
            \(field(cellFieldID, 0))                                                </subviews>
                                                            <connections>
                                                                <outlet property="nameField" destination="\(cellFieldID)" id="\(ids.next())"/>
                                                            </connections>
                                                        </tableCellView>
                                                    </prototypeCellViews>
                                                </tableColumn>
                                            </tableColumns>
                                            <connections>
                                                <outlet property="dataSource" destination="\(vcID)" id="\(ids.next())"/>
                                                <outlet property="delegate" destination="\(vcID)" id="\(ids.next())"/>
                                            </connections>
                                        </tableView>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="tableView" destination="\(tableID)" id="\(ids.next())"/>
                                    <outlet property="titleField" destination="\(fieldID)" id="\(ids.next())"/>
                                    <segue destination="\(detailID)" kind="show" identifier="\(segue)" id="\(ids.next())"/>
                                </connections>
                            </viewController>
                            <customObject id="\(ids.next())" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="\(ids.next())">
                        <objects>
                            <viewController storyboardIdentifier="\(detailScene)" id="\(detailID)" customClass="\(detail)" \(module) sceneMemberID="viewController">
                                <view key="view" id="\(ids.next())">
                                    <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <subviews>
            \(field(detailFieldID, 260))                        </subviews>
                                </view>
                                <connections>
                                    <outlet property="detailField" destination="\(detailFieldID)" id="\(ids.next())"/>
                                </connections>
                            </viewController>
                            <customObject id="\(ids.next())" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>

            """
        try write(root, "Sources/App/Screens/\(storyboard).storyboard", macDocument(storyboard: vcID, body: scenes))
        let (windowID, contentID, statusID) = (ids.next(), ids.next(), ids.next())
        try write(root, "Sources/App/Screens/\(windowNib).xib", macDocument(storyboard: nil, body: """
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="\(window)" \(module)>
                        <connections>
                            <outlet property="statusField" destination="\(statusID)" id="\(ids.next())"/>
                            <outlet property="window" destination="\(windowID)" id="\(ids.next())"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <window title="\(w)" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="\(windowID)">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES" miniaturizable="YES" resizable="YES"/>
                        <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                        <view key="contentView" id="\(contentID)">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
            \(field(statusID, 230))                </subviews>
                        </view>
                        <connections>
                            <outlet property="delegate" destination="-2" id="\(ids.next())"/>
                        </connections>
                    </window>
                </objects>

            """))

        var names = ""
        let loadMain, loadDetail, loadWindow, performSegue, makeCell: String
        switch style {
        case .constants:
            names = """

                extension NSStoryboard.Name {
                    static let \(w.lowercased()) = NSStoryboard.Name("\(storyboard)")
                }

                extension NSStoryboard.SceneIdentifier {
                    static let \(w.lowercased())Main = NSStoryboard.SceneIdentifier("\(scene)")
                    static let \(w.lowercased())Detail = NSStoryboard.SceneIdentifier("\(detailScene)")
                }

                extension NSStoryboardSegue.Identifier {
                    static let show\(w)Detail = NSStoryboardSegue.Identifier("\(segue)")
                }

                extension NSUserInterfaceItemIdentifier {
                    static let \(w.lowercased())Cell = NSUserInterfaceItemIdentifier("\(cellIdentifier)")
                }

                extension NSNib.Name {
                    static let \(w.lowercased())Window = NSNib.Name("\(windowNib)")
                }

                """
            loadMain = "NSStoryboard(name: .\(w.lowercased()), bundle: nil).instantiateController(withIdentifier: .\(w.lowercased())Main) as! \(vc)"
            loadDetail = "NSStoryboard(name: .\(w.lowercased()), bundle: nil).instantiateController(withIdentifier: .\(w.lowercased())Detail) as! \(detail)"
            loadWindow = "\(window)(windowNibName: .\(w.lowercased())Window)"
            performSegue = "performSegue(withIdentifier: .show\(w)Detail, sender: nil)"
            makeCell = "tableView.makeView(withIdentifier: .\(w.lowercased())Cell, owner: self) as? \(cellView)"
        case .className:
            loadMain = "NSStoryboard(name: String(describing: \(vc).self), bundle: nil).instantiateController(withIdentifier: String(describing: \(vc).self)) as! \(vc)"
            loadDetail = "NSStoryboard(name: String(describing: \(vc).self), bundle: nil).instantiateController(withIdentifier: String(describing: \(detail).self)) as! \(detail)"
            loadWindow = "\(window)(windowNibName: String(describing: \(window).self))"
            performSegue = #"performSegue(withIdentifier: "\#(segue)", sender: nil)"#
            makeCell = "tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(String(describing: \(cellView).self)), owner: self) as? \(cellView)"
        case .wrapper:
            loadMain = #"Navigator.scene("\#(storyboard)", "\#(scene)")"#
            loadDetail = #"Navigator.scene("\#(storyboard)", "\#(detailScene)")"#
            loadWindow = #"Navigator.window(\#(window).self, nib: "\#(windowNib)")"#
            performSegue = #"performSegue(withIdentifier: "\#(segue)", sender: nil)"#
            makeCell = #"tableView.cell("\#(cellIdentifier)", owner: self) as \#(cellView)?"#
        default:
            loadMain = #"NSStoryboard(name: "\#(storyboard)", bundle: nil).instantiateController(withIdentifier: "\#(scene)") as! \#(vc)"#
            loadDetail = #"NSStoryboard(name: "\#(storyboard)", bundle: nil).instantiateController(withIdentifier: "\#(detailScene)") as! \#(detail)"#
            loadWindow = #"\#(window)(windowNibName: "\#(windowNib)")"#
            performSegue = #"performSegue(withIdentifier: "\#(segue)", sender: nil)"#
            makeCell = #"tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("\#(cellIdentifier)"), owner: self) as? \#(cellView)"#
        }
        try write(root, "Sources/App/Screens/\(vc).swift", """
            import AppKit
            \(names)
            /// \(w): loads its names in the \(style.rawValue) style.
            final class \(vc): NSViewController, NSTableViewDataSource, NSTableViewDelegate {
                @IBOutlet private weak var titleField: NSTextField!
                @IBOutlet private weak var tableView: NSTableView!

                static func make() -> \(vc) {
                    \(loadMain)
                }

                static func makeDetail() -> \(detail) {
                    \(loadDetail)
                }

                static func makeWindow() -> \(window) {
                    \(loadWindow)
                }

                @IBAction private func didTap\(w)(_ sender: NSButton) {
                    \(performSegue)
                }

                func numberOfRows(in tableView: NSTableView) -> Int {
                    3
                }

                func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                    let cell = \(makeCell)
                    cell?.nameField.stringValue = String(row)
                    return cell
                }
            }

            """)
        try write(root, "Sources/App/Screens/\(detail).swift", """
            import AppKit

            final class \(detail): NSViewController {
                @IBOutlet private weak var detailField: NSTextField!
            }

            """)
        try write(root, "Sources/App/Screens/\(cellView).swift", """
            import AppKit

            final class \(cellView): NSTableCellView {
                @IBOutlet weak var nameField: NSTextField!
            }

            """)
        try write(root, "Sources/App/Screens/\(window).swift", """
            import AppKit

            final class \(window): NSWindowController {
                @IBOutlet private weak var statusField: NSTextField!
            }

            """)
        if style == .literal { try writeCollectionItem(w, root: root, ids: &ids) }
    }

    /// A collection view item in its own xib, made with `makeItem(withIdentifier:for:)` and registered nowhere:
    /// AppKit loads the nib named like the identifier.
    private static func writeCollectionItem(_ w: String, root: String, ids: inout IDs) throws {
        let (item, viewID) = ("\(w)Item", ids.next())
        let module = #"customModule="App" customModuleProvider="target""#
        try write(root, "Sources/App/Screens/\(item).xib", macDocument(storyboard: nil, body: """
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="\(item)" \(module)>
                        <connections>
                            <outlet property="view" destination="\(viewID)" id="\(ids.next())"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                    <view id="\(viewID)">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    </view>
                </objects>

            """))
        try write(root, "Sources/App/Screens/\(item).swift", """
            import AppKit

            final class \(item): NSCollectionViewItem {}

            final class \(w)ItemsDataSource: NSObject, NSCollectionViewDataSource {
                func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
                    3
                }

                func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
                    collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("\(item)"), for: indexPath)
                }
            }

            """)
    }
}
