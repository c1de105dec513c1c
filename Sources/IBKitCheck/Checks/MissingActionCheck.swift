import IBKitDiagnostics
import IBKitDocument
import IBKitLint
import IBKitSwiftIndex

/// An action connected in IB whose method is gone: "unrecognized selector sent to instance" on tap.
struct MissingActionCheck: CheckRule {
    static let description = RuleDescription(
        id: "missing-action",
        summary: "An action connected in IB whose selector the target's class and its superclasses (and extensions) do not have",
        rationale: """
            Renaming an @IBAction in code leaves the connection in the IB file; the first tap crashes with \
            "unrecognized selector sent to instance". Actions aimed at the First Responder go through the \
            responder chain and are not judged; neither is a target whose superclass chain is not fully known. An \
            Objective-C category (@interface UIViewController (Extras)) declares no class: it adds its methods to \
            the class, which keeps its known superclass, so its subclasses are still judged. An event that can never \
            be sent — from a gesture recognizer that no view holds, or a text field's Value Changed — is dead \
            wiring: a warning to delete it, not a crash. A Mac xib's Application object (id -3) is NSApp, an \
            instance of the app's principal class whatever class the xib labels it with: not judged.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        for file in context.files {
            let actions = file.document.connections.filter { $0.kind == .action }
            guard !actions.isEmpty else { continue }
            let ids = file.document.makeIDIndex()
            for connection in actions {
                // AppKit writes an action's receiver as `target=`, UIKit as `destination=`.
                guard let selector = connection.selector, let destination = connection.destination ?? connection.target,
                      let target = ids[destination], let cls = target.customClass,
                      !Self.isFirstResponder(target), !Self.isApplication(target),
                      context.index.hasAction(selector, in: cls) == false else { continue }
                let deadWiring = Self.cannotFire(connection.element, in: file.document)
                let outcome = if let deadWiring {
                    "but \(deadWiring), so nothing ever sends it: dead wiring, delete the connection"
                } else if file.loadingSurvivesBadConnections {
                    "AppKit logs \"Could not connect action, target class \(cls) does not respond to -\(selector)\" while loading, and the control does nothing"
                } else {
                    "the event crashes with \"unrecognized selector\""
                }
                violations.append(CheckViolation(
                    "action '\(selector)' targets \(cls) \(context.place(target, in: file)), but \(cls) (\(context.declarationPlace(of: cls))), its superclasses and extensions have no such method; \(outcome)",
                    at: connection.element, in: file, severity: file.loadingSurvivesBadConnections || deadWiring != nil ? .warning : nil))
            }
        }
    }

    /// Actions sent to the First Responder go up the responder chain; no class of the file has to answer them.
    /// UIKit writes it as a placeholder, AppKit as a custom object (`NSResponder` in storyboards, `FirstResponder`
    /// in xibs).
    static func isFirstResponder(_ e: IBElement) -> Bool {
        e.attribute("placeholderIdentifier") == "IBFirstResponder" || e.attribute("sceneMemberID") == "firstResponder"
            || (e.is(.customObject) && (e.customClass == "FirstResponder" || e.attribute("userLabel") == "First Responder"))
    }

    /// Why the action's event can never be sent, when it cannot: a gesture recognizer no view holds, or a text
    /// field's Value Changed (text fields send Editing Changed).
    static func cannotFire(_ action: IBElement, in document: IBDocument) -> String? {
        guard let sender = action.parent?.parent else { return nil }
        if sender.name.hasSuffix("GestureRecognizer"), let id = sender.id {
            let attached = document.elements.contains { e in
                e.is(.outletCollection) && e.attribute("property") == "gestureRecognizers" && e.attribute("destination") == id
            }
            return attached ? nil : "its gesture recognizer is attached to no view"
        }
        if sender.name == "textField", action.attribute("eventType") == "valueChanged" {
            return "a text field never sends Value Changed (it sends Editing Changed)"
        }
        return nil
    }

    /// A xib's "Application" object (id -3) stands for `NSApp`, whatever class it is labelled with: an instance of
    /// the app's principal class (`NSApplication` or a subclass the Info.plist names), not of `customClass`.
    static func isApplication(_ e: IBElement) -> Bool {
        e.is(.customObject) && e.id == "-3"
    }

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
