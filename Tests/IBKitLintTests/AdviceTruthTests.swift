import Foundation
import IBKitDiagnostics
@testable import IBKitLint
import IBKitRuleModel
import IBKitWorkspace
import Testing

/// Every piece of advice names something that exists and that can be done: the framework the file targets, the
/// storyboard a reference opens, a view as Xcode's outline shows it, a file name no other file has or is told to take.
@Suite struct AdviceTruthTests {
    func lint(_ tree: TempTree, configuration: String? = nil) throws -> [Diagnostic] {
        var config = Configuration(rootDirectory: tree.root)
        if let configuration {
            config = try ConfigurationLoader.parse(yaml: configuration, path: tree.path(".ibkit.yml"), rootDirectory: tree.root, rules: .lint)
        }
        return try LintEngine(configuration: config).lint(paths: [tree.root]).diagnostics
    }

    /// An AppKit storyboard whose button and window controller show other storyboards through references.
    static let appKitStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" initialViewController="win-000-001">
            <scenes>
                <scene sceneID="win-scene">
                    <objects>
                        <windowController id="win-000-001" sceneMemberID="viewController">
                            <window key="window" title="Preferences" id="wnd-000-001"/>
                            <connections>
                                <segue destination="prf-vc-001" kind="relationship" relationship="window.shadowedContentViewController" id="seg-000-001"/>
                            </connections>
                        </windowController>
                        <customObject id="win-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="prf-scene">
                    <objects>
                        <viewController id="prf-vc-001" customClass="PreferencesViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="prf-view-01">
                                <subviews>
                                    <button id="btn-000-001">
                                        <buttonCell key="cell" type="push" title="Accounts…" bezelStyle="rounded" alignment="center" id="btc-000-001"/>
                                        <connections>
                                            <segue destination="ref-000-001" kind="sheet" identifier="accounts" id="seg-000-002"/>
                                        </connections>
                                    </button>
                                    <button id="btn-000-002">
                                        <buttonCell key="cell" type="push" title="About" bezelStyle="rounded" alignment="center" id="btc-000-002"/>
                                        <connections>
                                            <segue destination="ref-000-002" kind="show" id="seg-000-003"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <customObject id="prf-fr" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="ref-scene-1">
                    <objects>
                        <controllerPlaceholder storyboardName="Accounts" referencedIdentifier="AccountsViewController" id="ref-000-001" sceneMemberID="viewController"/>
                        <customObject id="ref-fr-1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="ref-scene-2">
                    <objects>
                        <controllerPlaceholder storyboardName="About" id="ref-000-002" sceneMemberID="viewController"/>
                        <customObject id="ref-fr-2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func anAppKitStoryboardWithSeguesToReferencesGetsNoUIKitAdvice() throws {
        let tree = TempTree()
        tree.write("Mac/Preferences.storyboard", Self.appKitStoryboard)
        let found = try lint(tree)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func whenAskedForAppKitSeguesNameTheStoryboardAReferenceOpensAndNoFactory() throws {
        let tree = TempTree()
        tree.write("Mac/Preferences.storyboard", Self.appKitStoryboard)
        let messages = try lint(tree, configuration: "rules:\n  no-segue: {include_appkit: true}\n").filter { $0.ruleID == "no-segue" }.map(\.message)
        #expect(messages == [
            "sheet segue 'accounts' to 'AccountsViewController' in storyboard 'Accounts'; show the destination from code instead",
            "show segue to the initial scene of storyboard 'About'; show the destination from code instead",
        ])
    }

    @Test func aUIKitReferenceIsNamedByItsStoryboardAndScene() throws {
        let tree = TempTree()
        tree.write("HomeViewController.storyboard", RuleExample.storyboard("HomeViewController.storyboard", initial: "hom-vc-001", """
            \(RuleExample.scene(id: "hom-vc-001", customClass: "HomeViewController", content: """
                                <connections>
                                    <segue destination="ref-000-001" kind="show" id="seg-000-004"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="Settings" referencedIdentifier="SettingsViewController""#))
            """).content)
        let messages = try lint(tree).filter { $0.ruleID == "no-segue" }.map(\.message)
        #expect(messages == ["show segue to 'SettingsViewController' in storyboard 'Settings'; show the destination from code through its makeInstance factory instead"])
    }

    /// A cell whose content view and title label Interface Builder saved as ambiguous, and two copies of a
    /// constraint between labelled views.
    static let cellXib = RuleExample.xib("PlanCell.xib", """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="PlanCell" id="cel-000-001" customClass="PlanCell" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" ambiguous="YES" contentMode="center" tableViewCell="cel-000-001" id="cnt-000-001">
                        <subviews>
                            <label opaque="NO" ambiguous="YES" text="Monthly plan" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-000-001"/>
                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="ico-000-001" userLabel="Plan Icon"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="ttl-000-001" firstAttribute="leading" secondItem="ico-000-001" secondAttribute="trailing" constant="8" id="cst-000-001"/>
                            <constraint firstItem="ico-000-001" firstAttribute="trailing" secondItem="ttl-000-001" secondAttribute="leading" constant="-8" id="cst-000-002"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
        """).content

    @Test func ambiguityIsAWarningThatNamesTheViewAndAFixThatCanBeMade() throws {
        let tree = TempTree()
        tree.write("PlanCell.xib", Self.cellXib)
        let ambiguous = try lint(tree).filter { $0.ruleID == "ambiguous" }
        #expect(ambiguous.map(\.severity) == [.warning, .warning], "Xcode shows ambiguity as a warning")
        let contentView = try #require(ambiguous.first { $0.objectID == "cnt-000-001" })
        #expect(contentView.message == "Interface Builder marked the content view (cnt-000-001) of PlanCell (cel-000-001) ambiguous; UIKit sizes it to its cell, so complete its subviews' constraints instead (Editor ▸ Resolve Auto Layout Issues)")
        #expect(!contentView.message.contains("NSObject"))
        let label = try #require(ambiguous.first { $0.objectID == "ttl-000-001" })
        #expect(label.message.hasPrefix("Interface Builder marked UILabel 'Monthly plan' (ttl-000-001) ambiguous; add the missing constraints"))
    }

    @Test func aRepeatedConstraintNamesItsViewsAsTheOutlineDoes() throws {
        let tree = TempTree()
        tree.write("PlanCell.xib", Self.cellXib)
        let repeated = try lint(tree).filter { $0.ruleID == "duplicate-constraint" }.map(\.message)
        #expect(repeated == ["Constraint cst-000-002 repeats cst-000-001 ('Plan Icon'.trailing = UILabel 'Monthly plan'.leading - 8); delete one of them"])
    }

    static func ownedXib(_ owner: String) -> String {
        RuleExample.xib("X.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="App" customModuleProvider="target"/>
                    <view contentMode="scaleToFill" id="vw-000-001"/>
            """).content
    }

    @Test func noXibIsToldToTakeANameAnotherFileHasOrIsToldToTake() throws {
        let tree = TempTree()
        // Three xibs owned by one class: none of them can be named after it.
        for name in ["RoomsList", "RecentsList", "PeopleList"] { tree.write("Lists/\(name).xib", Self.ownedXib("ListViewController")) }
        // A xib named after a class another xib already carries the name of.
        tree.write("Profile/ProfileView.xib", Self.ownedXib("AvatarView"))
        tree.write("Avatar/AvatarView.xib", Self.ownedXib("AvatarView"))
        // A localized xib and its copy are one file: their one advice stands.
        tree.write("Settings/Base.lproj/Prefs.xib", Self.ownedXib("SettingsView"))
        tree.write("Settings/ja.lproj/Prefs.xib", Self.ownedXib("SettingsView"))
        let found = try lint(tree).filter { $0.ruleID == "xib-class-name" }
        let byFile = Dictionary(grouping: found, by: { ($0.path as NSString).lastPathComponent })
        for name in ["RoomsList.xib", "RecentsList.xib", "PeopleList.xib"] {
            let message = try #require(byFile[name]?.first?.message)
            #expect(!message.contains("rename the file to ListViewController.xib"), "\(message)")
            #expect(message.contains("ListViewController.xib is the name 2 other files are advised to take too"), "\(message)")
        }
        let profile = try #require(byFile["ProfileView.xib"]?.first?.message)
        #expect(profile.contains("AvatarView.xib is taken by Avatar/AvatarView.xib"), "\(profile)")
        #expect(byFile["Prefs.xib"]?.map(\.message).allSatisfy { $0.hasSuffix("rename the file to SettingsView.xib") } == true)
        #expect(byFile["Prefs.xib"]?.count == 2)
    }

    @Test func noSceneIsToldToMoveToAStoryboardAnotherFileHasOrIsToldToTake() throws {
        let tree = TempTree()
        for name in ["Onboarding", "Account"] {
            tree.write("\(name).storyboard", RuleExample.storyboard("\(name).storyboard", initial: "\(name)-vc", """
                \(RuleExample.scene(id: "\(name)-vc", customClass: "\(name)ViewController"))
                \(RuleExample.scene(id: "\(name)-login", customClass: "LoginViewController"))
                \(RuleExample.scene(id: "\(name)-help", customClass: "HelpViewController"))
                """).content)
        }
        tree.write("Help/HelpViewController.storyboard", RuleExample.storyboard("HelpViewController.storyboard", initial: "hlp-vc-001", """
            \(RuleExample.scene(id: "hlp-vc-001", customClass: "HelpViewController"))
            """).content)
        let messages = try lint(tree).filter { $0.ruleID == "has-single-view-controller" }.map(\.message)
        #expect(messages.count == 2)
        for message in messages {
            #expect(message.contains("'LoginViewController' (not to LoginViewController.storyboard: LoginViewController.storyboard is the name 1 other file is advised to take too, and a bundle holds one)"), "\(message)")
            #expect(message.contains("'HelpViewController' (not to HelpViewController.storyboard: HelpViewController.storyboard is taken by Help/HelpViewController.storyboard)"), "\(message)")
            #expect(message.contains("ViewController' and rename the file to "), "the kept screen's own name is free: \(message)")
        }
    }

    @Test func theSceneLintKeepsIsTheOneTheStoryboardOpensWith() throws {
        let tree = TempTree()
        tree.write("Settings.storyboard", RuleExample.storyboard("Settings.storyboard", initial: "nav-000-001", """
            \(RuleExample.scene(id: "nav-000-001", kind: "navigationController", content: """
                                <connections>
                                    <segue destination="set-vc-001" kind="relationship" relationship="rootViewController" id="seg-000-001"/>
                                </connections>
            """))
            \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController"))
            """).content)
        let message = try #require(try lint(tree).first { $0.ruleID == "has-single-view-controller" }?.message)
        #expect(message == "storyboard 'Settings' holds 2 view controllers; keep the initial 'UINavigationController'; move 'SettingsViewController' → SettingsViewController.storyboard, linked by storyboard references")
    }
}
