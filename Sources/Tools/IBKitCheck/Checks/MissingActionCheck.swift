import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
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
}
