import IBKitRuleModel

/// The examples of `MissingActionCheck`: `ibkit check --explain` and docs/checks.md show them, and one generic test runs them.
extension MissingActionCheck {
    static let examples = CheckExamples(
        triggering: [
            // A scene object (IBKit's SceneObject, from the library, not the app's sources) whose method was renamed.
            CheckExample([.xib("Presenter.xib", """
                \(Snippet.filesOwnerNone)
                <customObject id="pr-00-001" customClass="PresenterControl" customModuleProvider="target"/>
                \(Snippet.view(id: "pr-00-002", element: "button", connections: Snippet.action("configureLabel", "pr-00-001", id: "pr-00-003", marked: true)))
                """)], sources: [
                    "PresenterControl.swift": """
                        import IBKit
                        final class PresenterControl: SceneObject {
                            @IBAction private func configureTitle() {}
                        }
                        """,
                ]),
            CheckExample([.storyboard("LoginViewController.storyboard", initial: "lg-00-001", RuleExample.scene(
                id: "lg-00-001", customClass: "LoginViewController", content: """
                    \(Snippet.view(id: "lg-00-002", element: "button", connections: """
                        \(Snippet.action("signIn:", "lg-00-001", id: "lg-00-003", marked: true))
                        \(Snippet.action("forgotPassword:", "lg-00-001", id: "lg-00-004"))
                        """))
                    """))], sources: ["LoginViewController.swift": """
                        final class LoginViewController: UIViewController {
                            @IBAction private func logIn(_ sender: UIButton) {}
                            @IBAction private func forgotPassword(_ sender: UIButton) {}
                        }
                        """]),
            // A category of the system superclass adds methods; it does not make the chain unknown.
            CheckExample([.storyboard("HelpViewController.storyboard", initial: "hp-00-001", RuleExample.scene(
                id: "hp-00-001", customClass: "HelpViewController", content: """
                    \(Snippet.view(id: "hp-00-002", element: "button", connections: """
                        \(Snippet.action("dismissModal:", "hp-00-001", id: "hp-00-003"))
                        \(Snippet.action("closeHelp:", "hp-00-001", id: "hp-00-004", marked: true))
                        """))
                    """))], sources: [
                        "HelpViewController.swift": "final class HelpViewController: UIViewController {}",
                        "UIViewController+Extras.h": """
                            #import <UIKit/UIKit.h>

                            @interface UIViewController (Extras)
                            - (IBAction)dismissModal:(id)sender;
                            + (instancetype)fromStoryboard;
                            @end
                            """,
                    ]),
            // Events that never fire: a gesture recognizer no view holds, a text field's Value Changed. Dead
            // wiring (a warning), not a crash.
            CheckExample([.xib("SearchViewController.xib", """
                \(Snippet.filesOwner("SearchViewController"))
                <view contentMode="scaleToFill" id="sv-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <textField contentMode="scaleToFill" id="sv-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <connections>
                                ↓<action selector="queryChanged:" destination="-1" eventType="valueChanged" id="sv-00-003"/>
                            </connections>
                        </textField>
                    </subviews>
                </view>
                <tapGestureRecognizer id="sv-00-004">
                    <connections>
                        ↓<action selector="backgroundTapped:" destination="-1" id="sv-00-005"/>
                    </connections>
                </tapGestureRecognizer>
                """)], sources: ["SearchViewController.swift": "final class SearchViewController: UIViewController {}"]),
        ],
        nonTriggering: [
            // A Mac main menu's Quit item: the "Application" object (-3) is NSApp, labelled NSObject in the xib.
            CheckExample([.xib("MainMenu.xib", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none""#, """
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <menuItem title="Quit" keyEquivalent="q" id="mi-00-001">
                    <connections>
                        <action selector="terminate:" target="-3" id="mi-00-002"/>
                    </connections>
                </menuItem>
                """)], sources: ["AppDelegate.swift": "@main final class AppDelegate: NSObject, NSApplicationDelegate {}"]),
            // An action added by an extension in another file; an action for the First Responder.
            CheckExample([.storyboard("LoginViewController.storyboard", initial: "lg-00-001", RuleExample.scene(
                id: "lg-00-001", customClass: "LoginViewController", content: """
                    \(Snippet.view(id: "lg-00-002", element: "button", connections: """
                        \(Snippet.action("signIn:", "lg-00-001", id: "lg-00-003"))
                        \(Snippet.action("copy:", "lg-00-001-fr", id: "lg-00-004"))
                        """))
                    """))], sources: [
                        "LoginViewController.swift": "final class LoginViewController: UIViewController {}",
                        "LoginViewController+Actions.swift": """
                            extension LoginViewController {
                                @IBAction func signIn(_ sender: UIButton) {}
                            }
                            """,
                    ]),
            // An extension of a type alias of the class.
            CheckExample([.storyboard("PlaceBidViewController.storyboard", initial: "pb-00-001", RuleExample.scene(
                id: "pb-00-001", customClass: "PlaceBidViewController", content: """
                    \(Snippet.view(id: "pb-00-002", element: "button", connections: Snippet.action("dev_nextIncrementPressed:", "pb-00-001", id: "pb-00-003")))
                    """))], sources: [
                        "PlaceBidViewController.swift": """
                            final class PlaceBidViewController: UIViewController {}
                            typealias DeveloperOnly = PlaceBidViewController
                            extension DeveloperOnly {
                                @IBAction func dev_nextIncrementPressed(_ sender: AnyObject) {}
                            }
                            """,
                    ]),
        ])
}
