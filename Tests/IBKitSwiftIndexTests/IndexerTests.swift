import Foundation
import Testing
@testable import IBKitSwiftIndex
import IBKitPlumbing

private func index(_ source: String, path: String = "A.swift") -> FileIndex {
    SwiftIndexer.index(source: source, path: path)
}

private func onlyClass(_ source: String) -> ClassDeclaration? {
    let classes = index(source).classes
    return classes.count == 1 ? classes[0] : nil
}

@Suite struct ClassTests {
    @Test func classWithSuperclassAndProtocols() throws {
        let c = try #require(onlyClass("""
            import UIKit

            final class HomeViewController: UIViewController, UITableViewDataSource, Storyboardable {
                var items: [String] = []
            }
            """))
        #expect(c.name == "HomeViewController")
        #expect(c.qualifiedName == "HomeViewController")
        #expect(c.superclass == "UIViewController")
        #expect(c.inherited == ["UITableViewDataSource", "Storyboardable"])
        #expect(!c.isExtension && !c.isGeneric && !c.isDesignable)
        #expect(c.position == SourcePosition(path: "A.swift", line: 3, column: 13))
        #expect(c.lineCount == 3)
        #expect(c.properties == ["items"])
    }

    @Test func nestedAndGenericClasses() {
        let file = index("""
            enum Screens {
                class Login: UIViewController {
                    class Footer<T>: UIView {}
                }
            }
            extension Screens.Login {
                class Header: UIView {}
            }
            """)
        let names = file.classes.map(\.qualifiedName)
        #expect(names == ["Screens.Login", "Screens.Login.Footer", "Screens.Login", "Screens.Login.Header"])
        #expect(file.classes[1].isGeneric)
        #expect(file.classes[1].name == "Footer")
        #expect(file.classes[2].isExtension && file.classes[2].name == "Login")
        #expect(!file.classes[3].isExtension && file.classes[3].name == "Header")
    }

    @Test func objcNameDesignableAndInspectables() throws {
        let c = try #require(onlyClass("""
            @IBDesignable @objc(RoundButton)
            class RoundedButton: UIButton {
                @IBInspectable var cornerRadius: CGFloat = 0
                @IBInspectable var borderWidth: CGFloat = 0 { didSet { layer.borderWidth = borderWidth } }
                var plain = 1
                static var shared = 2
            }
            """))
        #expect(c.objcName == "RoundButton")
        #expect(c.isDesignable)
        #expect(c.inspectables == ["cornerRadius", "borderWidth"])
        #expect(c.properties == ["cornerRadius", "borderWidth", "plain"])
    }

    @Test func extensionsRecordConformancesAndMembers() throws {
        let file = index("""
            extension HomeViewController: UITableViewDelegate {
                var computed: Int { 1 }
                @IBAction func refresh(_ sender: Any) {}
                func local() { var notAProperty = 1 }
            }
            """)
        let c = try #require(file.classes.first)
        #expect(c.isExtension)
        #expect(c.superclass == nil)
        #expect(c.inherited == ["UITableViewDelegate"])
        #expect(c.properties == ["computed"])
        #expect(c.actions.map(\.selector) == ["refresh:"])
    }

    @Test func fileScopeTypeAliasesAndProtocols() {
        let file = index("""
            typealias Screen = UIViewController & Storyboardable
            protocol Storyboardable: NSObjectProtocol { static var storyboardName: String { get } }
            protocol Screenish: Storyboardable, Nibable {}
            class A: UIView { typealias Inner = Int }
            """)
        #expect(file.typeAliases == [TypeAlias(name: "Screen", target: "UIViewController & Storyboardable")])
        #expect(file.protocols.map(\.name) == ["Storyboardable", "Screenish"])
        #expect(file.protocols.map(\.inherited) == [["NSObjectProtocol"], ["Storyboardable", "Nibable"]])
        #expect(file.protocols[0].members.map(\.fullName) == ["storyboardName"])
    }

    /// What `ibkit gen` checks a conformance against: static members and methods of classes, extensions (of
    /// protocols too) and protocols, with labels, default values and generic constraints.
    @Test func membersOfClassesExtensionsAndProtocols() throws {
        let file = index("""
            protocol SECell {
                static var nibName: String { get }
                func configure()
            }
            extension SECell where Self: UITableViewCell {
                static var nib: UINib { UINib() }
            }
            extension UITableView {
                func register<T: SECell>(_ cellType: T.Type) {}
                func register<T>(_ cellType: T.Type, bundle: Bundle? = nil) where T: UITableViewCell & SECell {}
                var notRecorded: Int { 0 }
            }
            final class Cell: UITableViewCell, SECell {
                static let shared = 1
                class func make(named name: String) -> Cell { Cell() }
                func configure() { func local() {} }
                var instanceProperty = 0
            }
            """)
        #expect(file.protocols[0].members.map(\.fullName) == ["nibName", "configure()"])
        #expect(file.protocols[0].members.map(\.isStatic) == [true, false])
        #expect(file.protocols[0].members[0].typeName == "String")
        let protocolExtension = try #require(file.classes.first { $0.name == "SECell" })
        #expect(protocolExtension.members.map(\.fullName) == ["nib"])
        let tableView = try #require(file.classes.first { $0.name == "UITableView" })
        #expect(tableView.members.map(\.fullName) == ["register(_:)", "register(_:bundle:)"])
        #expect(tableView.members.map(\.constraints) == [["SECell"], ["UITableViewCell", "SECell"]])
        #expect(tableView.members[1].defaults == [false, true])
        #expect(tableView.members[1].accepts(labels: ["_"]) && !tableView.members[1].accepts(labels: []))
        #expect(!tableView.members[0].accepts(labels: ["_", "bundle"]))
        let cell = try #require(file.classes.first { $0.name == "Cell" })
        #expect(cell.members.map(\.fullName) == ["shared", "make(named:)", "configure()"])
        #expect(cell.members.map(\.isStatic) == [true, true, false])

        // Merged: what Cell sees, from its own declaration up, then its protocols.
        let merged = SwiftIndex(files: [file])
        let visible = merged.visibleMembers(of: "Cell")
        #expect(visible.filter { !$0.ownerIsProtocol }.map { "\($0.owner).\($0.member.fullName)" }
            == ["Cell.shared", "Cell.make(named:)", "Cell.configure()"])
        #expect(visible.filter(\.ownerIsProtocol).map { "\($0.owner).\($0.member.fullName)" }
            == ["SECell.nibName", "SECell.configure()", "SECell.nib"])
        #expect(merged.visibleMembers(of: "UITableView").map(\.member.fullName) == ["register(_:)", "register(_:bundle:)"])
        #expect(merged.isSubtype("Cell", of: "UIView") && merged.isSubtype("Cell", of: "SECell") && !merged.isSubtype("Cell", of: "UICollectionViewCell"))
    }

    @Test func staticFactoriesAndOverriddenNames() throws {
        let c = try #require(onlyClass("""
            final class ProfileViewController: UIViewController, Storyboardable {
                static var storyboardName: String { "Profile" }
                static var nibName: String { return "ProfileView" }
                class var sceneName: String { get { "Scene" } }
                static let tag = "tag"
                static var computed: String { "a" + "b" }
                static func makeInstance(user: User) -> ProfileViewController { fatalError() }
                static func make() -> Self { fatalError() }
                class func optional() -> ProfileViewController? { nil }
                static func other() -> UIViewController { fatalError() }
                func instanceMethod() -> ProfileViewController { self }
            }
            """))
        #expect(c.overriddenNames == ["storyboardName": "Profile", "nibName": "ProfileView", "sceneName": "Scene", "tag": "tag"])
        #expect(c.staticFactories == ["makeInstance", "make", "optional"])
    }

    /// Bodies without `"` or `class` are not walked; one with a local class still is.
    @Test func localClassesInBodiesAreFound() {
        let file = index("""
            func makeView() -> UIView {
                final class Local: UIView { @IBOutlet var label: UILabel! }
                return Local()
            }
            func plain() -> Int { let x = 1; return x + 1 }
            """)
        #expect(file.classes.map(\.name) == ["Local"])
        #expect(file.classes.first?.outlets.map(\.name) == ["label"])
    }

    @Test func lineCountSpansTheBody() throws {
        let c = try #require(onlyClass("class A: UIView {\n\n\n\n}\n"))
        #expect(c.lineCount == 5)
    }
}

@Suite struct OutletTests {
    @Test func optionalityAndCollections() throws {
        let c = try #require(onlyClass("""
            class A: UIViewController {
                @IBOutlet weak var title: UILabel!
                @IBOutlet private weak var subtitle: UILabel?
                @IBOutlet var stack: UIStackView = UIStackView()
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet var labels: [UILabel]
                @IBOutlet weak var first, second: UIView!
                @IBOutlet weak var wrapped: Optional<UIView>
                var notAnOutlet: UILabel!
            }
            """))
        let shapes = c.outlets.map { "\($0.name) \($0.typeName ?? "-") \($0.optionality) \($0.isCollection)" }
        #expect(shapes == [
            "title UILabel implicitlyUnwrapped false",
            "subtitle UILabel optional false",
            "stack UIStackView nonOptional false",
            "buttons UIButton implicitlyUnwrapped true",
            "labels UILabel nonOptional true",
            "first UIView implicitlyUnwrapped false",
            "second UIView implicitlyUnwrapped false",
            "wrapped UIView optional false",
        ])
        #expect(c.outlets[0].position == SourcePosition(path: "A.swift", line: 2, column: 24))
        #expect(c.properties.contains("notAnOutlet"))
    }

    @Test func ifConfigInsideTheClassIsConditionalAndEveryBranchIsVisited() throws {
        let c = try #require(onlyClass("""
            class A: UIViewController {
                @IBOutlet var always: UIView!
                #if DEBUG
                @IBOutlet var debugOnly: UIView!
                #elseif targetEnvironment(macCatalyst)
                @IBOutlet var catalyst: UIView!
                #else
                @IBOutlet var release: UIView!
                @IBAction func releaseAction(_ sender: Any) {}
                #endif
            }
            """))
        #expect(c.outlets.map(\.name) == ["always", "debugOnly", "catalyst", "release"])
        #expect(c.outlets.map(\.isConditional) == [false, true, true, true])
        #expect(c.actions.map(\.selector) == ["releaseAction:"])
    }

    @Test func aClassWhollyInsideIfConfigHasUnconditionalOutlets() throws {
        let c = try #require(onlyClass("""
            #if os(iOS)
            class A: UIViewController {
                @IBOutlet var label: UILabel!
            }
            #endif
            """))
        #expect(c.outlets.map(\.isConditional) == [false])
    }
}

@Suite struct ActionTests {
    private func selectors(_ members: String) -> [String] {
        onlyClass("class A: UIViewController {\n\(members)\n}")?.actions.map(\.selector) ?? []
    }

    @Test func selectorsFollowSwiftsObjectiveCNaming() {
        #expect(selectors("@IBAction func didTap(_ sender: Any) {}") == ["didTap:"])
        #expect(selectors("@IBAction func didTap(_ sender: Any, forEvent event: UIEvent) {}") == ["didTap:forEvent:"])
        #expect(selectors("@IBAction func reload() {}") == ["reload"])
        #expect(selectors("@IBAction func valueChanged(sender: UISwitch) {}") == ["valueChangedWithSender:"])
        #expect(selectors("@IBAction func show(for sender: Any) {}") == ["showFor:"])
        #expect(selectors("@IBAction func jumpTo(index: Int) {}") == ["jumpToIndex:"])
        #expect(selectors("@IBAction func two(_ a: Any, _ b: Any) {}") == ["two::"])
        #expect(selectors("@IBAction func `default`(_ sender: Any) {}") == ["default:"])
        #expect(selectors("@IBAction func save(_ sender: Any) throws {}") == ["save:error:"])
        #expect(selectors("@objc func load() throws {}") == ["loadAndReturnError:"])
        #expect(selectors("@objc func fetch() async {}") == ["fetchWithCompletionHandler:"])
    }

    @Test func objcRenamesWin() {
        #expect(selectors("@IBAction @objc(custom:) func didTap(_ sender: Any) {}") == ["custom:"])
        #expect(selectors("@objc(refreshAll) @IBAction func reload() {}") == ["refreshAll"])
        #expect(selectors("@objc(tap:withEvent:) @IBAction func didTap(_ s: Any, event: UIEvent) {}") == ["tap:withEvent:"])
    }

    @Test func kinds() throws {
        let c = try #require(onlyClass("""
            class A: UIViewController {
                @IBAction func tap(_ sender: Any) {}
                @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
                @objc func handleNotification(_ note: Notification) {}
                func plainSwift(_ x: Int) {}
                static func notAnAction() {}
            }
            """))
        #expect(c.actions.map(\.kind) == [.action, .segueAction, .objc])
        #expect(c.actions.map(\.selector) == ["tap:", "makeDetail:sender:", "handleNotification:"])
    }

    @Test func objcMembersExposeEveryMethod() throws {
        let c = try #require(onlyClass("""
            @objcMembers class A: NSObject {
                func exposed(_ x: Any) {}
                @nonobjc func hidden() {}
            }
            """))
        #expect(c.actions.map(\.selector) == ["exposed:"])
    }

    @Test func objectiveCSelectorWords() {
        #expect(ObjCSelector.firstWord(of: "forEvent") == "for")
        #expect(ObjCSelector.firstWord(of: "URLString") == "URL")
        #expect(ObjCSelector.firstWord(of: "with") == "with")
        #expect(ObjCSelector.lastWord(of: "jumpTo") == "To")
        #expect(ObjCSelector.lastWord(of: "reload") == "reload")
        #expect(ObjCSelector.lastWord(of: "openURL") == "URL")
        #expect(ObjCSelector.selector(baseName: "insert", labels: ["at", "animated"]) == "insertAt:animated:")
        #expect(ObjCSelector.selector(baseName: "move", labels: ["fromIndex", "toIndex"]) == "moveFromIndex:toIndex:")
    }
}

@Suite struct StringReferenceTests {
    private func references(_ body: String) -> [String] {
        index("func f() {\n\(body)\n}").references.map { "\($0.kind.rawValue) \($0.value) \($0.position.line):\($0.position.column)" }
    }

    @Test func storyboardsAndViewControllers() {
        #expect(references("""
            let sb = UIStoryboard(name: "Main", bundle: nil)
            let other = UIStoryboard.init(name: "Other", bundle: .main)
            _ = sb.instantiateViewController(withIdentifier: "Home")
            _ = sb.instantiateViewController(identifier: "Detail") { coder in nil }
            _ = UIStoryboard(name: name, bundle: nil)
            """) == [
            "storyboardName Main 2:29",
            "storyboardName Other 3:37",
            "viewControllerIdentifier Home 4:50",
            "viewControllerIdentifier Detail 5:46",
        ])
    }

    @Test func segues() {
        #expect(references("""
            performSegue(withIdentifier: "showDetail", sender: nil)
            if segue.identifier == "showA" || "showB" == segue.identifier { }
            guard unwindSegue.identifier != "back" else { return }
            if other.identifier == "notASegue" { }
            switch segue.identifier {
            case "one": break
            case "two"?, "three": break
            default: break
            }
            switch segue.identifier ?? "" { case "four": break; default: break }
            """).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
            "segueIdentifier showDetail", "segueIdentifier showA", "segueIdentifier showB", "segueIdentifier back",
            "segueIdentifier one", "segueIdentifier two", "segueIdentifier three", "segueIdentifier four",
        ])
    }

    @Test func reuseIdentifiers() {
        let values = index("""
            func f() {
                tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "t1")
                tableView.register(Cell.self, forCellReuseIdentifier: "t2")
                _ = tableView.dequeueReusableCell(withIdentifier: "t3")
                _ = tableView.dequeueReusableCell(withIdentifier: "t4", for: indexPath)
                tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: "h1")
                _ = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h2")
                collectionView.register(Cell.self, forCellWithReuseIdentifier: "c1")
                _ = collectionView.dequeueReusableCell(withReuseIdentifier: "c2", for: indexPath)
                collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s1")
                _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s2", for: indexPath)
                _ = tableView.dequeueReusableCell(withIdentifier: "interpolated\\(i)")
                _ = tableView.dequeueReusableCell(withIdentifier: Cell.identifier)
            }
            """).references.map { "\($0.kind.rawValue) \($0.value)" }
        #expect(values == [
            "nibName Cell", "reuseIdentifier t1", "reuseIdentifier t2", "reuseIdentifier t3", "reuseIdentifier t4",
            "reuseIdentifier h1", "reuseIdentifier h2", "reuseIdentifier c1", "reuseIdentifier c2", "reuseIdentifier s1",
            "reuseIdentifier s2",
        ])
    }

    @Test func nibNames() {
        let values = index("""
            class A: UIViewController {
                init() { super.init(nibName: "A", bundle: nil) }
                func f() {
                    _ = UINib(nibName: "B", bundle: nil)
                    _ = Bundle.main.loadNibNamed("C", owner: self, options: nil)
                    _ = DetailViewController(nibName: "D", bundle: nil)
                    _ = DetailViewController(nibName: nil, bundle: nil)
                }
            }
            """).references.map { "\($0.kind.rawValue) \($0.value)" }
        #expect(values == ["nibName A", "nibName B", "nibName C", "nibName D"])
    }

    @Test func positionsPointAtTheLiteral() throws {
        let file = index("let sb = UIStoryboard(name: \"Main\", bundle: nil)", path: "Dir/App.swift")
        let reference = try #require(file.references.first)
        #expect(reference.position == SourcePosition(path: "Dir/App.swift", line: 1, column: 29))
    }
}

@Suite struct RobustnessTests {
    /// A FIFO named like a source file is reported, never waited on (a blocking open would hang the run).
    @Test func fifoNamedSwiftIsReportedNotWaitedOn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ibkit-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o600) == 0)
        try "final class Real: UIView {}".write(toFile: directory + "/Real.swift", atomically: true, encoding: .utf8)
        let result = SwiftIndexer.index(paths: [fifo, directory + "/Real.swift"])
        #expect(result.allClasses.map(\.name) == ["Real"])
        #expect(result.problems.map(\.message) == ["cannot read the file: not a regular file"])
    }

    @Test func syntaxErrorsAreReportedAndTheRestIsIndexed() throws {
        let file = index("""
            class Good: UIViewController {
                @IBOutlet var label: UILabel!
            }

            class Broken: UIView {
                func f( {
            }
            """)
        #expect(file.classes.map(\.name) == ["Good", "Broken"])
        #expect(file.classes[0].outlets.map(\.name) == ["label"])
        let problem = try #require(file.problems.first)
        #expect(file.problems.count == 1)
        #expect(problem.message.hasPrefix("Swift syntax error"))
        #expect(problem.position.line == 6)
    }

    /// Lexical errors are found where they are, not at the top of the file.
    @Test func conflictMarkersAndCurlyQuotesAreReportedWhereTheyAre() throws {
        let merged = index("""
            class Cell: UITableViewCell {
            <<<<<<< HEAD
                @IBOutlet var nameLabel: UILabel!
            =======
                @IBOutlet var titleLabel: UILabel!
            >>>>>>> rename
            }
            """)
        let conflict = try #require(merged.problems.first)
        #expect(conflict.message.contains("merge conflict marker"), "\(conflict.message)")
        #expect((conflict.position.line, conflict.position.column) == (2, 1))
        let quoted = index("let title = \u{201C}Profile\u{201D}\n")
        let quote = try #require(quoted.problems.first)
        #expect(quote.message.contains("curly quote"), "\(quote.message)")
        #expect((quote.position.line, quote.position.column) == (1, 13))
    }

    @Test func cleanFilesHaveNoProblems() {
        #expect(index("class A: UIView {}\n").problems.isEmpty)
    }

    @Test func invalidUTF8IsReportedAndIndexed() throws {
        var bytes = Array("class A: UIView {\n    @IBOutlet var label: UILabel!\n}\n// caf".utf8)
        bytes += [0xE9, 0xFF, 0x0A]
        let file = bytes.withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: "Latin1.swift") }
        #expect(file.classes.first?.outlets.map(\.name) == ["label"])
        let problem = try #require(file.problems.first)
        #expect(problem.message.contains("UTF-8"))
        #expect(problem.position.line == 4)
    }

    @Test func hugeFilesAreReportedNotParsed() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SwiftIndexer.maximumFileSize + 1)
        let file = bytes.withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: "Huge.swift") }
        #expect(file.classes.isEmpty)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.contains("limit") == true)
    }

    /// Beyond swift-syntax's nesting limit the parser stops and flags an error; beyond `Nesting.limit` the file is not
    /// parsed at all. Neither may crash (the parse runs on a large-stack thread).
    @Test(arguments: [900, 50_000])
    func deepNestingDoesNotCrash(depth: Int) {
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\nclass A: UIView {}\n"
        let file = index(source)
        #expect(!file.problems.isEmpty)
        if depth > Nesting.limit {
            #expect(file.classes.isEmpty)
            #expect(file.problems.first?.message.contains("nest") == true)
        }
    }

    @Test func positionsWithWindowsAndOldMacLineBreaks() throws {
        let file = index("class A: UIView {}\r\nclass B: UIView {}\rclass C: UIView {}\n\n  class D: UIView {}")
        #expect(file.classes.map { "\($0.position.line):\($0.position.column)" } == ["1:7", "2:7", "3:7", "5:9"])
    }

    @Test func byteOrderMarkIsAccepted() {
        let file = index("\u{FEFF}class A: UIView {}\n")
        #expect(file.classes.map(\.name) == ["A"])
        #expect(file.problems.isEmpty)
    }

    /// `@available (iOS 15.0, *)` compiles (a warning in Swift 5 mode); swift-syntax's whitespace "error" is no problem.
    @Test func whitespaceBeforeAnAttributesArgumentsIsNoProblem() {
        let file = SwiftIndexer.index(source: "@available (iOS 15.0, *)\nfinal class Pill: UIView {}\n", path: "P.swift")
        #expect(file.problems.isEmpty)
        #expect(file.classes.map(\.name) == ["Pill"])
    }

    @Test func unreadableFilesAreProblems() {
        let file = SwiftIndexer.indexFile(atPath: "/nonexistent/ibkit/File.swift")
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.contains("cannot read") == true)
    }
}

@Suite struct ObjCHeaderTests {
    @Test func interfacesAndImplementationsOutsideComments() {
        let names = ObjCHeaderScanner.classNames(in: """
            #import <UIKit/UIKit.h>
            @class Forward;
            // @interface Commented : NSObject
            /* @interface AlsoCommented : NSObject
               */
            NSString *s = @"@interface InString : NSObject";
            @interface LegacyViewController : UIViewController <UITableViewDataSource>
            @property (weak, nonatomic) IBOutlet UILabel *label;
            @end
            @interface LegacyViewController (Private)
            @end
            @interface   RootObject<NSCopying>
            @end
            @implementation LegacyCell
            @end
            @protocol NotAClass <NSObject>
            @end
            """)
        #expect(names == ["LegacyViewController", "RootObject", "LegacyCell"])
    }

    @Test func headersAreRoutedToTheScanner() {
        let bytes = Array("@interface OldView : UIView\n@end\n".utf8)
        let file = bytes.withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: "OldView.h") }
        #expect(file.objcInterfaces == ["OldView"])
        #expect(file.classes.isEmpty && file.problems.isEmpty)
    }
}
