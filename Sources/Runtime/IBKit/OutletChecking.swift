#if canImport(UIKit)
import IBKitNaming
import IBKitSupport
import UIKit

/// An object whose outlets Interface Builder connects and which, in debug builds, reports the ones left
/// unconnected by name as soon as it is loaded, instead of a crash on first use.
///
/// Outlets are recognised by reflection: stored optional properties (`T!`, `T?`, `[T]!`) whose type is a
/// view, view controller, layout constraint, gesture recognizer or other `NSObject` subclass, nil after
/// loading. Delegates typed as protocols are not candidates; list intentionally optional outlets in
/// `optionalOutlets`.
@MainActor
public protocol OutletChecking: AnyObject {
    /// Outlets that may stay unconnected. Default: none.
    static var optionalOutlets: Set<String> { get }
}

extension OutletChecking {
    public static var optionalOutlets: Set<String> { [] }

    /// The outlets found unconnected, or `nil` when all are connected. Works in release builds too.
    public func unconnectedOutlets() -> UnconnectedOutlets? {
        var candidates: [(name: String, isConnected: Bool)] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != NSObject.self, current.subjectType != SceneObject.self {
            for child in current.children {
                guard let name = child.label, let outlet = child.value as? any OutletCandidate, outlet.isOutletType else { continue }
                candidates.append((name, outlet.isConnected))
            }
            mirror = current.superclassMirror
        }
        return UnconnectedOutlets(owner: ClassName.qualified(for: Self.self), outlets: candidates, optional: Self.optionalOutlets)
    }

    /// In debug builds, reports unconnected outlets through `SceneObject.unconnectedOutletsHandler`
    /// (an assertion failure by default). Call it from `awakeFromNib()`; `SceneObject` does.
    public func checkOutlets() {
        #if DEBUG
        if let report = unconnectedOutlets() { SceneObject.unconnectedOutletsHandler(report) }
        #endif
    }
}

/// An optional stored property that may be an outlet.
private protocol OutletCandidate {
    var isOutletType: Bool { get }
    var isConnected: Bool { get }
}

extension Optional: OutletCandidate {
    fileprivate var isOutletType: Bool {
        Wrapped.self is NSObject.Type || Wrapped.self is any OutletCollection.Type
    }

    fileprivate var isConnected: Bool {
        if case .some = self { return true }
        return false
    }
}

private protocol OutletCollection {}
extension Array: OutletCollection where Element: NSObject {}
#endif
