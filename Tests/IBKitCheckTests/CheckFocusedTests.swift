import Foundation
import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitProject
import IBKitSwiftIndex
@testable import IBKitCheck
import Testing
import IBKitPlumbing
import IBKitRuleModel
import IBKitWorkspace

@Suite struct CheckFocusedTests {
    static func check(_ id: String, files: [(String, String)], sources: KeyValuePairs<String, String>, modules: [String: String] = [:],
                      options: String = "") throws -> [Diagnostic] {
        let type = CheckRegistry.check(id: id)!
        let lintFiles = try files.map { name, text in
            LintFile(document: try IBDocument(string: text, path: CheckExample.root + "/" + name), path: CheckExample.root + "/" + name)
        }
        let map = ModuleMap(moduleByFile: Dictionary(uniqueKeysWithValues: modules.map { (CheckExample.root + "/" + $0.key, $0.value) }))
        let (o, _) = try ConfigurationLoader.ruleOptions(yaml: options, description: type.description)
        let configured = ConfiguredCheck(check: try type.init(options: o), id: type.description.id, severity: type.description.defaultSeverity)
        // Indexed as examples are: by path, so `.h` files are scanned as headers; with the check's I/O vocabulary.
        let example = CheckExample([], sources: sources)
        let index = SwiftIndex(files: example.index(vocabulary: CheckEngine.ioVocabulary(of: [configured])).files)
        let context = CheckContext(files: lintFiles, index: index, modules: map, rootDirectory: CheckExample.root, sources: example.sourceReader)
        return CheckEngine.run(context, checks: [configured])
    }

    static func xib(_ name: String, _ objects: String) -> (String, String) { (name, RuleExample.xib(name, objects).content) }

    /// A read through a value of the class's type is a crash at that read; another type's member of that name is not.
    @Test func anOutletReadThroughAValueOfItsTypeCrashesThere() throws {
        let file = Self.xib("PhotoCell.xib", #"<tableViewCell contentMode="scaleToFill" id="p-1" customClass="PhotoCell"/>"#)
        let found = try Self.check("unconnected-outlet", files: [file], sources: [
            "PhotoCell.swift": "final class PhotoCell: UITableViewCell {\n    @IBOutlet weak var nameLabel: UILabel!\n}\n",
            "Other.swift": "func show(_ badge: BadgeView, _ cell: PhotoCell) {\n    badge.nameLabel.text = \"\"\n    cell.nameLabel?.text = \"\"\n}\n",
            "List.swift": "func fill(_ tableView: UITableView) {\n    guard let cell = tableView.visibleCells.first as? PhotoCell else { return }\n    cell.nameLabel.text = \"x\"\n}\n",
        ])
        #expect(found.count == 1 && found[0].severity == .error && found[0].message.contains("List.swift:3:10"), "\(found.map(\.message))")
    }

    /// Issue 26: a registered nib whose cell has another reuse identifier raises at the first dequeue in a table
    /// view as in a collection view (an error); a header or footer view's is only never reused (a warning).
    @Test func aNibRegisteredUnderAnotherIdentifierRaises() throws {
        let found = try Self.check("registered-cell", files: [
            Self.xib("PostCell.xib", #"<tableViewCell contentMode="scaleToFill" reuseIdentifier="post" id="p-1"/>"#),
            Self.xib("Footer.xib", #"<tableViewHeaderFooterView contentMode="scaleToFill" reuseIdentifier="foot" id="f-1"/>"#),
        ], sources: [
            "List.swift": """
                func setUp(_ tableView: UITableView) {
                    tableView.register(UINib(nibName: "PostCell", bundle: nil), forCellReuseIdentifier: "PostCell")
                    tableView.register(UINib(nibName: "Footer", bundle: nil), forHeaderFooterViewReuseIdentifier: "Footer")
                }
                """,
        ])
        #expect(found.map { "\($0.severity) \($0.message.contains("raises \"cell reuse identifier in nib (post)"))" }.sorted()
            == ["error true", "warning false"], "\(found.map(\.message))")
    }

    /// An outlet renamed only in case is one cause: `missing-outlet` names both spellings; `unconnected-outlet` is quiet.
    @Test func anOutletRenamedInCaseIsOneFinding() throws {
        let file = Self.xib("Alert.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FilterAlert"/>
            <view contentMode="scaleToFill" id="a-1">
                <subviews><button contentMode="scaleToFill" id="a-2"/></subviews>
                <connections><outlet property="NoGroupsButton" destination="a-2" id="a-3"/></connections>
            </view>
            <customObject id="a-4" customClass="FilterAlert">
                <connections><outlet property="NoGroupsButton" destination="a-2" id="a-5"/></connections>
            </customObject>
            """)
        let sources: KeyValuePairs<String, String> = ["FilterAlert.swift": """
            final class FilterAlert: NSObject {
                @IBOutlet weak var noGroupsButton: UIButton!
                func show() { noGroupsButton.isHidden = false }
            }
            """]
        let missing = try Self.check("missing-outlet", files: [file], sources: sources)
        #expect(missing.count == 1 && missing[0].message.contains("declares 'noGroupsButton'") && missing[0].message.contains("differs only in case"))
        #expect(try Self.check("unconnected-outlet", files: [file], sources: sources).isEmpty)
    }

    /// What a finding claims follows what would happen: dead wiring and handled nils are warnings, crashes errors.
    @Test func severitiesFollowTheConsequence() throws {
        let search = try Self.check("missing-action", files: [Self.xib("Search.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SearchViewController"/>
            <textField contentMode="scaleToFill" id="s-1">
                <connections><action selector="queryChanged:" destination="-1" eventType="valueChanged" id="s-2"/></connections>
            </textField>
            <tapGestureRecognizer id="s-3">
                <connections><action selector="tapped:" destination="-1" id="s-4"/></connections>
            </tapGestureRecognizer>
            <button contentMode="scaleToFill" id="s-5">
                <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="s-6"/></connections>
            </button>
            """)], sources: ["SearchViewController.swift": "final class SearchViewController: UIViewController {}"])
        #expect(search.map { "\($0.severity) \($0.message.contains("dead wiring"))" } == ["warning true", "warning true", "error false"])
        let lists = try Self.check("unknown-identifier", files: [Self.xib("Cell.xib", "")], sources: ["List.swift": """
            final class ListViewController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == "Gone" {} }
                func a() -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "A") ?? UITableViewCell() }
                func b() -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "B")! }
                func c(_ i: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: "C", for: i) }
            }
            """])
        #expect(lists.map { "\($0.severity)" } == ["warning", "warning", "error", "error"])
    }

    /// In an Xcode project's folder, no check judges an IB file no target builds nor Swift no target compiles;
    /// the same files in targets are judged. `in-no-target` notes the IB file once.
    @Test func filesInNoTargetAreNotJudged() throws {
        let card = RuleExample.xib("Card.xib", """
            <view contentMode="scaleToFill" id="c-00-001" customClass="CardView" customModule="App" customModuleProvider="target">
                <connections><outlet property="titel" destination="c-00-001" id="c-00-002"/></connections>
            </view>
            """)
        let sources: KeyValuePairs<String, String> = ["CardView.swift": "final class CardView: UIView { @IBOutlet var title: UILabel! }"]
        func run(_ modules: [String: String]) throws -> [String] {
            let path = CheckExample.root + "/Card.xib"
            let file = LintFile(document: try IBDocument(string: card.content, path: path), path: path)
            var map = CheckExample([], modules: modules).moduleMap
            map.addProjectFolder(CheckExample.root)
            let checks = try CheckEngine.makeChecks(Configuration(rootDirectory: CheckExample.root))
            let index = SwiftIndex(files: CheckExample([], sources: sources).index().files)
            let context = CheckContext(files: [file], index: index, modules: map, rootDirectory: CheckExample.root)
            return CheckEngine.run(context, checks: checks).map { "\($0.ruleID) \($0.path.split(separator: "/").last ?? "")" }
        }
        let judged = try run(["Card.xib": "App", "CardView.swift": "App"])
        #expect(judged.contains("missing-outlet Card.xib") && judged.contains("unconnected-outlet CardView.swift"), "\(judged)")
        #expect(try run([:]) == ["in-no-target Card.xib"])
    }

    /// AppKit logs a connection it cannot make and goes on: no crash is claimed there, and the framework is named.
    @Test func appKitDocumentsSayWhatAppKitDoes() throws {
        let appKit = #"version="3.0" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none""#
        let objects = """
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
            <customObject id="d-1" customClass="AppDelegate" customModule="App" customModuleProvider="target">
                <connections><outlet property="windw" destination="b-1" id="c-1"/></connections>
            </customObject>
            <button id="b-1" customClass="Gone" customModuleProvider="target">
                <connections><action selector="quitPressed:" target="d-1" id="c-2"/></connections>
            </button>
            """
        let file = ("MainMenu.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" \(appKit)>
                <objects>
            \(objects)
                </objects>
            </document>
            """)
        let sources: KeyValuePairs<String, String> = ["AppDelegate.swift": "final class AppDelegate: NSObject { @IBOutlet var window: NSWindow! }"]
        let outlet = try Self.check("missing-outlet", files: [file], sources: sources)
        #expect(outlet.map(\.severity) == [.warning])
        #expect(outlet.first?.message.contains("AppKit logs \"Failed to connect (windw) outlet") == true, "\(outlet)")
        #expect(outlet.first?.message.contains("crash") == false)
        let action = try Self.check("missing-action", files: [file], sources: sources)
        #expect(action.map(\.severity) == [.warning])
        #expect(action.first?.message.contains("AppKit logs \"Could not connect action") == true, "\(action)")
        let unknown = try Self.check("unknown-class", files: [file], sources: sources)
        #expect(unknown.first?.message.contains("AppKit will log \"Unknown class\" and use NSButton") == true, "\(unknown)")
    }

    @Test func filesOwnerWithoutModuleIsAWarningAboutInterfaceBuilder() throws {
        let found = try Self.check("custom-module", files: [Self.xib("Profile.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
            <view contentMode="scaleToFill" id="v-1"/>
            """)], sources: ["Sources/ProfileViewController.swift": "final class ProfileViewController: UIViewController {}"],
            modules: ["Profile.xib": "App", "Sources/ProfileViewController.swift": "App"])
        #expect(found.map(\.severity) == [.warning], "\(found)")
        #expect(found.first?.message.contains("UIKit does not need it for File's Owner") == true, "\(found)")
    }

    @Test func messagesNameBothPlaces() throws {
        let found = try Self.check("missing-outlet", files: [Self.xib("Cell.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" id="c-1" customClass="Cell" customModuleProvider="target">
                <connections><outlet property="titel" destination="c-1" id="c-2"/></connections>
            </tableViewCell>
            """)], sources: ["Sources/Cell.swift": """
                final class Cell: UITableViewCell {
                    @IBOutlet weak var title: UILabel!
                }
                """])
        #expect(found.count == 1)
        let message = try #require(found.first?.message)
        #expect(message.contains("Cell.xib:9:1 (object c-1)"), "\(message)")
        #expect(message.contains("declared at Sources/Cell.swift:1:13"), "\(message)")
        #expect(found.first?.objectID == "c-2")
    }

    @Test func noSourcesNoClaims() throws {
        let files = [Self.xib("A.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Gone" customModuleProvider="target">
                <connections><outlet property="x" destination="v-1" id="o-1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v-1"/>
            """)]
        for id in ["unknown-class", "missing-outlet", "missing-action", "runtime-attribute-key-path"] {
            #expect(try Self.check(id, files: files, sources: [:]).isEmpty, "\(id)")
        }
    }

    @Test func systemSuperclassOutlet() throws {
        // `view` comes from UIViewController through a Swift base class in another file.
        let found = try Self.check("missing-outlet", files: [Self.xib("Home.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="HomeViewController" customModuleProvider="target">
                <connections><outlet property="view" destination="v-1" id="o-1"/><outlet property="header" destination="v-1" id="o-2"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v-1"/>
            """)], sources: ["Home/HomeViewController.swift": "final class HomeViewController: BaseViewController {}",
                             "Base/BaseViewController.swift": "class BaseViewController: UIViewController { @IBOutlet var header: UIView? }"])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func classUsedByTwoNibsIsConnectedInEither() throws {
        let a = Self.xib("A.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Card" customModuleProvider="target">
                <connections><outlet property="title" destination="v-1" id="o-1"/></connections>
            </placeholder>
            <view contentMode="scaleToFill" id="v-1"/>
            """)
        let b = Self.xib("B.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Card" customModuleProvider="target"/>
            """)
        let sources: KeyValuePairs = ["Card.swift": """
            final class Card: UIView {
                @IBOutlet weak var title: UILabel!
                @IBOutlet weak var subtitle: UILabel?
            }
            """]
        let found = try Self.check("unconnected-outlet", files: [a, b], sources: sources)
        #expect(found.map(\.line) == [3], "\(found)")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("A.xib:8:1 (object -1), B.xib:8:1 (object -1)") == true, "\(found)")
    }

    @Test func objectiveCHeaderClassIsKnown() throws {
        let files = [Self.xib("Legacy.xib", """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="v-1" customClass="LegacyView"/>
            <view contentMode="scaleToFill" id="v-2" customClass="MissingView"/>
            """)]
        let found = try Self.check("unknown-class", files: files, sources: ["LegacyView.h": "@interface LegacyView : UIView\n@end"],
                                   options: "{report_without_module: true}")
        #expect(found.map(\.objectID) == ["v-2"])
    }

    @Test func checkSectionOfConfiguration() throws {
        let yaml = """
            disabled_rules: [no-segue]
            check:
              opt_in_rules: [view_controller_length]
              disabled_rules: [custom_module]
              rules:
                view-controller-length: {max_lines: 100, severity: error}
            """
        let configuration = try ConfigurationLoader.parse(yaml: yaml, path: "/p/.ibkit.yml", rootDirectory: "/p", rules: .lint)
        let checks = try CheckEngine.makeChecks(configuration)
        let ids = Set(checks.map(\.id))
        #expect(ids.contains("view-controller-length") && !ids.contains("custom-module") && ids.contains("missing-outlet"))
        #expect(checks.first { $0.id == "view-controller-length" }?.severity == .error)
        let bad = try ConfigurationLoader.parse(yaml: "check:\n  disabled_rules: [missing-outlett]\n", path: "/p/.ibkit.yml", rootDirectory: "/p", rules: .lint)
        #expect(throws: ConfigurationError.self) { _ = try CheckEngine.makeChecks(bad) }
    }

    @Test func ioAPIsAreValidatedAndAddUp() throws {
        #expect(throws: ConfigurationError.self) { try Self.check("view-controller-io", files: [], sources: [:], options: "{apis: [URLSession, 'URL Session']}") }
        let vc: KeyValuePairs<String, String> = ["FeedViewController.swift": """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    APIClient.shared.get("/feed") { [weak self] (items: [Item]) in self?.show(items) }
                    URLSession.shared.dataTask(with: feedURL).resume()
                }
            }
            """]
        let found = try Self.check("view-controller-io", files: [], sources: vc, options: "{additional_apis: [APIClient]}")
        #expect(found.count == 1 && found.first?.line == 4, "\(found)")
        #expect(found.first?.message.contains("calls APIClient.shared.get (and 1 more networking or persistence call)") == true,
                "\(found)")
        // Replacing apis drops the defaults: only APIClient counts.
        let replaced = try Self.check("view-controller-io", files: [], sources: vc, options: "{apis: [APIClient]}")
        #expect(replaced.first?.message.contains("calls APIClient.shared.get;") == true, "\(replaced)")
        // The standard vocabulary alone does not know the project's client.
        let standard = try Self.check("view-controller-io", files: [], sources: vc)
        #expect(standard.first?.message.contains("calls URLSession.shared.dataTask;") == true, "\(standard)")
        let configuration = try ConfigurationLoader.parse(
            yaml: "check:\n  opt_in_rules: [view-controller-io]\n  rules:\n    view-controller-io: {apis: [AF], additional_apis: [Keychain]}\n",
            path: "/x/.ibkit.yml", rootDirectory: "/x", rules: .lint)
        #expect(CheckEngine.ioVocabulary(configuration).patterns.map(\.spec) == ["AF", "Keychain"])
        let defaults = try ConfigurationLoader.parse(yaml: "", path: "/x/.ibkit.yml", rootDirectory: "/x", rules: .lint)
        #expect(CheckEngine.ioVocabulary(defaults).isEmpty, "opt-in: nothing to record by default")
    }
}

/// IBLinter's custom_module fixtures with a module map faithful to its test: ProjectMock's classes are in
/// TestCustomModule, CustomModuleExcluded's (excluded there) in the app target, which the IB files belong to.
@Suite struct CustomModuleOracleTests {
    static let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/oracles/iblinter").standardizedFileURL.path

    @Test func expectedCounts() throws {
        guard let tsv = try? String(contentsOfFile: Self.oracle + "/EXPECTED.tsv", encoding: .utf8) else {
            print("skipping: IBLinter oracle not found at \(Self.oracle)")
            return
        }
        let rows = tsv.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }.filter { $0.first == "custom_module" }
        #expect(rows.count == 4)
        let root = Self.oracle + "/Rules/CustomModuleRule"
        let mock = root + "/ProjectMock"
        let sources: [FileIndex] = [
            .init(path: mock + "/TestView.swift", classes: [ClassDeclaration(name: "TestView", qualifiedName: "TestView", superclass: "UIView", position: SourcePosition(path: mock + "/TestView.swift", line: 10, column: 7))]),
            .init(path: mock + "/TestViewController.swift", classes: [ClassDeclaration(name: "TestViewController", qualifiedName: "TestViewController", superclass: "UIViewController", position: SourcePosition(path: mock + "/TestViewController.swift", line: 10, column: 7))]),
            .init(path: mock + "/CustomModuleExcluded/TestExcludedView.swift", classes: [ClassDeclaration(name: "TestExcludedView", qualifiedName: "TestExcludedView", superclass: "UIView", position: SourcePosition(path: mock + "/CustomModuleExcluded/TestExcludedView.swift", line: 10, column: 7))]),
            .init(path: mock + "/CustomModuleExcluded/TestExcludedViewController.swift", classes: [ClassDeclaration(name: "TestExcludedViewController", qualifiedName: "TestExcludedViewController", superclass: "UIViewController", position: SourcePosition(path: mock + "/CustomModuleExcluded/TestExcludedViewController.swift", line: 10, column: 7))]),
        ]
        var modules: [String: String] = [
            mock + "/TestView.swift": "TestCustomModule", mock + "/TestViewController.swift": "TestCustomModule",
            mock + "/CustomModuleExcluded/TestExcludedView.swift": "App", mock + "/CustomModuleExcluded/TestExcludedViewController.swift": "App",
        ]
        for row in rows { modules[Self.oracle + "/" + row[1]] = "App" }
        let check = try CustomModuleCheck(options: .empty("custom-module"))
        for row in rows {
            let path = Self.oracle + "/" + row[1]
            let document = try IBDocument(string: String(contentsOfFile: path, encoding: .utf8), path: path)
            let context = CheckContext(files: [LintFile(document: document, path: path)], index: SwiftIndex(files: sources),
                                       modules: ModuleMap(moduleByFile: modules), rootDirectory: Self.oracle)
            let found = CheckEngine.run(context, checks: [ConfiguredCheck(check: check, id: "custom-module", severity: .error)])
            #expect(found.count == Int(row[2])!, "\(row[1]): \(found.map(\.message))")
        }
    }
}
