#if canImport(UIKit)
import IBKitNaming
import UIKit

/// Debug-build bookkeeping of who registered which reuse identifier on which view (`ReuseRegistrationLedger`),
/// so `Cell<Int>` and `Cell<String>` registered on one table are reported instead of silently swapped.
@MainActor
enum RegistrationAudit {
    private struct Entry {
        weak var view: UIView?
        var ledger = ReuseRegistrationLedger()
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func record(_ type: AnyClass, as identifier: String, in namespace: ReuseRegistrationLedger.Namespace, on view: UIView) {
        #if DEBUG
        let key = ObjectIdentifier(view)
        // An identifier can be reused by a new view after the old one is gone: start its ledger afresh.
        if entries[key]?.view !== view {
            entries = entries.filter { $0.value.view != nil }
            entries[key] = Entry(view: view)
        }
        do {
            try entries[key]?.ledger.register(identifier, in: namespace, by: String(reflecting: type))
        } catch {
            assertionFailure(error.description)
        }
        #endif
    }

    /// Before registering a class, in debug builds: a nib named after it in its bundle means the class was meant
    /// to be registered as that nib, and the overload for cells built in code was picked because the type does
    /// not say `Nibable` where the call is made. A File's Owner type loads its nib itself, so it is left alone.
    static func checkNoForgottenNib(_ type: AnyClass, role: String) {
        #if DEBUG
        guard !(type is any NibOwner.Type) else { return }
        let name = ClassName.conventional(for: type)
        let bundle = Bundle(for: type)
        guard bundle.path(forResource: name, ofType: "nib") != nil else { return }
        fatalError(CodeRegistrationOfNib(typeName: ClassName.qualified(for: type), className: name, role: role,
                                         bundlePath: bundle.bundlePath, conformsToNibable: type is any Nibable.Type).description)
        #endif
    }

    /// Before registering a nib: a missing one would only fail at the first dequeue, far from the cause.
    static func checkNib<T: Nibable>(_ type: T.Type) {
        do {
            try type.checkNib()
        } catch {
            fatalError(error.description)
        }
    }
}
#endif
