import Foundation
import Testing
@testable import IBKitMigrate

/// A name changes only when every literal the sources write it in is one the plan rewrites: each form real apps load
/// a name through that the index does not follow leaves the name, listed with its place, and nothing is written
/// that would break the load. The same app with the name written at the loading call is renamed.
struct IdentifiersCensusTests {
    /// One table scene whose cell (class `IconCell`) has the reuse identifier `reuse`, and one scene of
    /// `LanguageViewController` with the Storyboard ID `storyboardID`.
    private static func storyboard(reuse: String, storyboardID: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="lst-00-001">
            <scenes>
                <scene sceneID="lst-00-s">
                    <objects>
                        <tableViewController id="lst-00-001" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="lst-00-t">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="\(reuse)" id="ico-00-001" customClass="IconCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="lan-00-s">
                    <objects>
                        <viewController storyboardIdentifier="\(storyboardID)" id="lan-00-001" customClass="LanguageViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lan-00-v"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    private static let classes = """
        final class ListViewController: UITableViewController {}
        final class LanguageViewController: UIViewController {}
        final class IconCell: UITableViewCell {}

        """

    /// Plans the identifiers step on an app whose code is `code` (file name → text), and returns the storyboard as
    /// the plan would leave it and the notes left for a person.
    private func plan(reuse: String = "Icon", storyboardID: String = "Language", _ code: [String: String])
        throws -> (storyboard: String, left: [String], changed: [String], texts: [String: String]) {
        var files = code
        files["App/Main.storyboard"] = Self.storyboard(reuse: reuse, storyboardID: storyboardID)
        files["App/Classes.swift"] = "import UIKit\n" + Self.classes
        let app = try TemporaryApp(files)
        defer { app.remove() }
        var plan = try app.plan([.identifiers])
        let storyboard = plan.text(app.root + "/App/Main.storyboard") ?? ""
        let left = plan.notes.filter { $0.kind == .human && $0.step == .identifiers }.map { "\($0.place): \($0.message)" }
        let changed = plan.changes.changes.map { plan.changes.displayPath($0.path) }.sorted()
        let texts = Dictionary(uniqueKeysWithValues: changed.map { ($0, plan.text(app.root + "/" + $0) ?? "") })
        return (storyboard, left, changed, texts)
    }

    @Test(arguments: [
        ("a private let", "App/List.swift", """
            import UIKit
            private let cellID = "Icon"
            extension ListViewController {
                override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: cellID, for: i)
                }
            }
            """, "App/List.swift:2:"),
        ("an enum's raw value", "App/List.swift", """
            import UIKit
            enum CellID: String { case icon = "Icon" }
            extension ListViewController {
                override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: CellID.icon.rawValue, for: i)
                }
            }
            """, "App/List.swift:2:"),
        ("a helper", "App/List.swift", """
            import UIKit
            func getReusableCellID() -> String { return "Icon" }
            extension ListViewController {
                override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: getReusableCellID(), for: i)
                }
            }
            """, "App/List.swift:2:"),
        ("a ternary", "App/List.swift", """
            import UIKit
            extension ListViewController {
                override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    let cellId = i.row == 0 ? "IconFirst" : "Icon"
                    return t.dequeueReusableCell(withIdentifier: cellId, for: i)
                }
            }
            """, "App/List.swift:4:"),
        ("a function of the app's", "App/List.swift", """
            import UIKit
            extension ListViewController {
                func cell(_ id: String, _ i: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: id, for: i) }
                override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    say("Icon")
                    return cell("Icon", i)
                }
            }
            func say(_ text: String) {}
            """, "App/List.swift:5:"),
        ("an Objective-C constant", "App/ListDataSource.m", """
            #import <UIKit/UIKit.h>
            static NSString *const kIconCell = @"Icon";
            @implementation ListDataSource
            - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                return [t dequeueReusableCellWithIdentifier:kIconCell forIndexPath:i];
            }
            @end
            """, "App/ListDataSource.m:2:"),
        ("an Objective-C helper's argument", "App/ListDataSource.m", """
            #import <UIKit/UIKit.h>
            @implementation ListDataSource
            - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                return [self cellNamed:@"Icon" in:t at:i];
            }
            @end
            """, "App/ListDataSource.m:4:"),
    ])
    func aReuseIdentifierTheCodeReachesOtherwiseStays(_ form: String, _ file: String, _ code: String, _ place: String) throws {
        let result = try plan([file: code])
        #expect(result.storyboard.contains(#"reuseIdentifier="Icon""#), "\(form): IB keeps the name the code loads")
        // Either reason names the code: the constant the index saw, or the literal the census found.
        #expect(result.left.contains { $0.contains("reuse identifier 'Icon' stays: ") && $0.contains(file)
            && ($0.contains("the sources also write \"Icon\" at \(place)") || $0.contains("the code reaches it through")) },
                "\(form): \(result.left)")
        #expect(!result.changed.contains(file), "\(form): the code is not touched")
    }

    @Test func aStoryboardIdentifierHeldInAConstantStays() throws {
        let result = try plan([
            "App/Storyboards.swift": """
                import UIKit
                enum Scenes { static let language = "Language" }
                func showLanguage(from vc: UIViewController) {
                    vc.show(vc.storyboard!.instantiateViewController(withIdentifier: Scenes.language), sender: nil)
                }
                """,
        ])
        #expect(result.storyboard.contains(#"storyboardIdentifier="Language""#))
        #expect(result.left.contains { $0.contains("Storyboard ID 'Language' stays:") && $0.contains("App/Storyboards.swift:") }, "\(result.left)")
    }

    /// A load whose name the index cannot read could load any name of its kind: no name of that kind changes,
    /// and the note names the call. Names of the other kind still change.
    @Test(arguments: [
        ("a property of a model", """
            import UIKit
            struct Row { var cellID: String }
            extension ListViewController {
                func cell(_ t: UITableView, _ row: Row, _ i: IndexPath) -> UITableViewCell {
                    t.dequeueReusableCell(withIdentifier: row.cellID, for: i)
                }
            }
            """, "App/List.swift:5:", "row.cellID"),
        ("a helper given a variable", """
            import UIKit
            extension UITableView {
                func dequeueReusableCell(named id: String, _ i: IndexPath) -> UITableViewCell { dequeueReusableCell(withIdentifier: id, for: i) }
            }
            extension ListViewController {
                func any(_ ids: [String], _ i: IndexPath) -> UITableViewCell { tableView.dequeueReusableCell(named: ids[i.row], i) }
            }
            """, "App/List.swift:6:", "an argument of dequeueReusableCell"),
        ("a helper passed as a function value, whose calls no one can follow", """
            import UIKit
            extension ListViewController {
                func cell(_ id: String) -> UITableViewCell { tableView.dequeueReusableCell(withIdentifier: id, for: IndexPath()) }
                func all(_ ids: [String]) -> [UITableViewCell] { ids.map(cell) }
            }
            """, "App/List.swift:3:", "a parameter of cell()"),
    ])
    func aReuseLoadTheIndexCannotReadKeepsEveryReuseIdentifier(_ form: String, _ code: String, _ place: String, _ written: String) throws {
        let result = try plan(["App/List.swift": code])
        #expect(result.storyboard.contains(#"reuseIdentifier="Icon""#), "\(form)")
        #expect(result.left.contains { $0.contains("reuse identifier 'Icon' stays: \(place)") && $0.contains("passes `\(written)") },
                "\(form): \(result.left)")
        #expect(result.storyboard.contains(#"storyboardIdentifier="LanguageViewController""#), "\(form): another kind of name still changes")
    }

    /// Objective-C is read for its loading calls: one given a variable is a load whose name is unknown; literals,
    /// `nil`, comments and strings that merely hold a selector are not.
    @Test func anObjectiveCLoadGivenAVariableKeepsEveryNameOfItsKind() throws {
        let result = try plan(["App/ListDataSource.m": """
            #import <UIKit/UIKit.h>
            @implementation ListDataSource
            - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                return [t dequeueReusableCellWithIdentifier:[self identifierAt:i] forIndexPath:i];
            }
            @end
            """])
        #expect(result.storyboard.contains(#"reuseIdentifier="Icon""#))
        #expect(result.left.contains { $0.contains("reuse identifier 'Icon' stays: App/ListDataSource.m:4:49 passes `[self identifierAt:i]`") },
                "\(result.left)")
        #expect(result.storyboard.contains(#"storyboardIdentifier="LanguageViewController""#))
    }

    @Test func aStoryboardIdentifierLoadTheIndexCannotReadKeepsEveryStoryboardID() throws {
        let result = try plan([
            "App/Router.swift": """
                import UIKit
                func show(_ screen: String, from vc: UIViewController) {
                    vc.show(vc.storyboard!.instantiateViewController(withIdentifier: screen.capitalized), sender: nil)
                }
                """,
        ])
        #expect(result.storyboard.contains(#"storyboardIdentifier="Language""#))
        #expect(result.left.contains { $0.contains("Storyboard ID 'Language' stays: App/Router.swift:3:") && $0.contains("screen.capitalized") },
                "\(result.left)")
        #expect(result.storyboard.contains(#"reuseIdentifier="IconCell""#))
    }

    /// A test that loads the scene by name breaks too: tests are part of the census.
    @Test func aTestThatLoadsByNameKeepsTheName() throws {
        let result = try plan([
            "AppTests/LanguageTests.swift": """
                import XCTest
                final class LanguageTests: XCTestCase {
                    static let identifier = "Language"
                }
                """,
        ])
        #expect(result.storyboard.contains(#"storyboardIdentifier="Language""#))
        #expect(result.left.contains { $0.contains("AppTests/LanguageTests.swift:3:") }, "\(result.left)")
    }

    /// The same names written at the loading calls, in Swift, are renamed in IB and code together; comments,
    /// multi-line literals and arguments of system APIs that load nothing (a button's title) do not count.
    @Test func namesWrittenAtTheLoadingCallsAreRenamed() throws {
        let result = try plan([
            "App/List.swift": #"""
                import UIKit
                /* The cell is "Icon" (see the storyboard). */
                extension ListViewController {
                    override func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                        t.dequeueReusableCell(withIdentifier: "Icon", for: i) // "Icon"
                    }
                    func language() -> UIViewController {
                        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Language", style: .plain, target: nil, action: nil)
                        title = NSLocalizedString("Icon", comment: "a title, not a load")
                        let help = """
                            "Language"
                            """
                        _ = help
                        return storyboard!.instantiateViewController(withIdentifier: "Language")
                    }
                }
                """#,
        ])
        #expect(result.left == [])
        #expect(result.storyboard.contains(#"reuseIdentifier="IconCell""#))
        #expect(result.storyboard.contains(#"storyboardIdentifier="LanguageViewController""#))
        #expect(result.changed == ["App/List.swift", "App/Main.storyboard"])
    }

    /// Objective-C's loading calls are read like Swift's: `@"…"` at the call follows the new name, in the same plan.
    @Test func objectiveCLiteralsAtTheLoadingCallsAreRenamed() throws {
        let result = try plan([
            "App/ListDataSource.m": """
                #import <UIKit/UIKit.h>
                // "Icon" in a comment is not a use.
                @implementation ListDataSource
                - (UITableViewCell *)tableView:(UITableView *)t cellForRowAtIndexPath:(NSIndexPath *)i {
                    return [t dequeueReusableCellWithIdentifier:@"Icon" forIndexPath:i];
                }
                - (UIViewController *)language {
                    return [self.storyboard instantiateViewControllerWithIdentifier:@"Language"];
                }
                @end
                """,
        ])
        #expect(result.left == [])
        #expect(result.storyboard.contains(#"reuseIdentifier="IconCell""#))
        #expect(result.storyboard.contains(#"storyboardIdentifier="LanguageViewController""#))
        #expect(result.changed == ["App/ListDataSource.m", "App/Main.storyboard"])
        let source = try #require(result.texts["App/ListDataSource.m"])
        #expect(source.contains(#"[t dequeueReusableCellWithIdentifier:@"IconCell" forIndexPath:i]"#))
        #expect(source.contains(#"instantiateViewControllerWithIdentifier:@"LanguageViewController"]"#))
        #expect(source.contains(#"// "Icon" in a comment"#), "comments are not edited")
    }

    @Test func theScannerFindsLiteralsOutsideComments() {
        let swift = Array(#"""
            let a = "A" // "B"
            /* "C" /* "D" */ "E" */ let f = #"F"#
            let g = "G\(x)"; let h = "H\""
            """#.utf8)
        #expect(LiteralCensus.cFamilyLiterals(swift, nestedComments: true, characterLiterals: false).map(\.name) == ["A", "F"])
        let objc = Array(#"char q = '"'; NSString *s = @"S"; /* "T" */"#.utf8)
        #expect(LiteralCensus.cFamilyLiterals(objc, nestedComments: false, characterLiterals: true).map(\.name) == ["S"])
        let plist = Array("<dict>\n  <key>UIMainStoryboardFile</key>\n  <string>Main</string>\n</dict>".utf8)
        #expect(LiteralCensus.scan(plist, extension: "plist", names: ["Main"]) == [], "UIKit loads its initial view controller only")
        let custom = Array("<dict>\n  <key>OnboardingStoryboard</key>\n  <string>Main</string>\n</dict>".utf8)
        #expect(LiteralCensus.scan(custom, extension: "plist", names: ["Main"]) == [LiteralCensus.Hit(name: "Main", line: 3, column: 11)])
    }
}

/// The split follows every loader: a scene code could instantiate moves out of its storyboard only when every
/// literal of its identifier and of the storyboard's name is at a loading call the split rewrites.
struct SplitCensusTests {
    private static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="set-00-001">
            <scenes>
                <scene sceneID="set-00-s">
                    <objects>
                        <viewController id="set-00-001" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="set-00-v"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="usr-00-s">
                    <objects>
                        <viewController storyboardIdentifier="UserViewController" id="usr-00-001" customClass="UserViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="usr-00-v"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    private func plan(_ code: String) throws -> (moved: Bool, left: [String], swift: String) {
        let app = try TemporaryApp([
            "App/Settings.storyboard": Self.settings,
            "App/Classes.swift": "import UIKit\nfinal class SettingsViewController: UIViewController {}\nfinal class UserViewController: UIViewController {}\n",
            "App/Loading.swift": code,
        ])
        defer { app.remove() }
        var plan = try app.plan([.split])
        let moved = plan.changes.content(of: app.root + "/App/UserViewController.storyboard") != nil
        let left = plan.notes.filter { $0.kind == .human && $0.step == .split }.map { "\($0.place): \($0.message)" }
        return (moved, left, plan.text(app.root + "/App/Loading.swift") ?? "")
    }

    @Test func aSceneLoadedThroughAnEnumOfStoryboardNamesStays() throws {
        let result = try plan("""
            import UIKit
            enum StoryboardName: String { case settings = "Settings" }
            extension UIViewController {
                static func loadFromStoryboard(named name: StoryboardName) -> Self {
                    UIStoryboard(name: name.rawValue, bundle: nil).instantiateViewController(withIdentifier: String(describing: self)) as! Self
                }
            }
            func showUser() -> UserViewController { UserViewController.loadFromStoryboard(named: .settings) }
            """)
        #expect(!result.moved)
        // The type method is followed to its call: the note names the call and the class it is called on.
        #expect(result.left.contains { $0.contains("UserViewController") && $0.contains("App/Loading.swift:8:")
            && $0.contains("String(describing: UserViewController.self)") }, "\(result.left)")
    }

    /// `instantiateViewController(withIdentifier:)` given a value the index cannot read could load any scene
    /// that has a Storyboard ID, from any storyboard: those scenes stay.
    @Test func aSceneAnUnreadableIdentifierCouldLoadStays() throws {
        let result = try plan("""
            import UIKit
            func lastScreen() -> UIViewController {
                UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: UserDefaults.standard.string(forKey: "last")!)
            }
            """)
        #expect(!result.moved)
        #expect(result.left.contains { $0.contains("UserViewController") && $0.contains("App/Loading.swift:3:") && $0.contains("`UserDefaults.standard.string(forKey:") },
                "\(result.left)")
    }

    @Test func aSceneLoadedByLiteralsAtTheCallMovesAndTheLoadFollows() throws {
        let result = try plan("""
            import UIKit
            func showUser() -> UIViewController {
                UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "UserViewController")
            }
            """)
        #expect(result.moved, "\(result.left)")
        #expect(result.swift.contains(#"UIStoryboard(name: "UserViewController", bundle: nil)"#))
    }
}

/// The files step keeps a file's name when the sources write the old name somewhere it does not rewrite.
struct FileNamesCensusTests {
    private static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="hdr-00-001" customClass="ProfileHeaderView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
            </objects>
        </document>

        """

    private func plan(_ extra: [String: String]) throws -> (renamed: Bool, left: [String], texts: [String: String]) {
        var files = extra
        files["App/ProfileHeader.xib"] = Self.xib
        files["App/ProfileHeaderView.swift"] = """
            import UIKit
            final class ProfileHeaderView: UIView {
                static func make() -> ProfileHeaderView {
                    UINib(nibName: "ProfileHeader", bundle: nil).instantiate(withOwner: nil).first as! ProfileHeaderView
                }
            }
            """
        let app = try TemporaryApp(files)
        defer { app.remove() }
        let plan = try app.plan([.files])
        let renamed = plan.changes.content(of: app.root + "/App/ProfileHeaderView.xib") != nil
        let texts = Dictionary(uniqueKeysWithValues: plan.changes.changes.map { change in
            (plan.changes.displayPath(change.path), String(decoding: change.after, as: UTF8.self))
        })
        return (renamed, plan.notes.filter { $0.kind == .human && $0.step == .files }.map { "\($0.place): \($0.message)" }, texts)
    }

    @Test func aLiteralTheStepDoesNotRewriteKeepsTheName() throws {
        // A value in a .strings table: code could look the name up by its key; the step cannot tell that it does not.
        let result = try plan(["App/en.lproj/Localizable.strings": "/* the header's nib */\n\"header.nib\" = \"ProfileHeader\";\n"])
        #expect(!result.renamed)
        #expect(result.left.contains { $0.hasPrefix("App/en.lproj/Localizable.strings:2:") && $0.contains("the sources also write \"ProfileHeader\"") },
                "\(result.left)")
    }

    @Test func aNibLoadTheIndexCannotReadKeepsTheName() throws {
        let result = try plan(["App/Nibs.swift": """
            import UIKit
            let views = ["A", "B"].map { Bundle.main.loadNibNamed($0, owner: nil) }
            """])
        #expect(!result.renamed)
        #expect(result.left.contains { $0.contains("App/Nibs.swift:2:") && $0.contains("passes `$0`, a nib name") },
                "\(result.left)")
    }

    @Test func loadsAtTheCallFollowTheRename() throws {
        let result = try plan([:])
        #expect(result.renamed, "\(result.left)")
    }

    @Test func anObjectiveCLoadAtTheCallFollowsTheRename() throws {
        let result = try plan(["App/Header.m": """
            @implementation HeaderLoader
            - (UIView *)header { return [[NSBundle mainBundle] loadNibNamed:@"ProfileHeader" owner:nil options:nil].firstObject; }
            @end
            """])
        #expect(result.renamed, "\(result.left)")
        #expect(result.texts["App/Header.m"]?.contains(#"loadNibNamed:@"ProfileHeaderView" owner:nil"#) == true)
    }

    @Test(arguments: [
        ("a constant", "#define kHeaderNib @\"ProfileHeader\"\n- (UINib *)nib { return [UINib nibWithNibName:kHeaderNib bundle:nil]; }", "App/Header.m:1:"),
        ("a helper's argument", "- (UIView *)header { return [self viewFromNib:@\"ProfileHeader\"]; }", "App/Header.m:1:"),
    ])
    func anObjectiveCLoadNotAtTheCallKeepsTheName(_ form: String, _ code: String, _ place: String) throws {
        let result = try plan(["App/Header.m": code])
        #expect(!result.renamed, "\(form)")
        #expect(result.left.contains { $0.hasPrefix(place) }, "\(form): \(result.left)")
        #expect(result.texts["App/Header.m"] == nil, "\(form): the Objective-C file is not touched")
    }
}
