import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// Where UIKit looks for a storyboard prototype: in the table of the scene whose view controller (or scene object)
/// dequeues it. A prototype of the same name in another screen does not serve the dequeue, so a rename in one
/// scene is not hidden by the "Cell" of every other.
struct ReuseScope {
    /// Class (runtime name) of a scene's view controller or custom object → the reuse identifiers of that scene's cells.
    private var identifiers: [String: Set<String>] = [:]
    /// Reuse identifier → the first storyboard cell with it, for the message.
    private var firstPrototype: [String: (element: IBElement, file: LintFile)] = [:]
    /// Reuse identifiers of xib cells: a nib registration (which the check may not have read) serves any table.
    private var xibIdentifiers = Set<String>()

    init(_ files: [LintFile]) {
        for file in files {
            guard file.kind == .storyboard else {
                for e in file.document.elements { if let r = e.reuseIdentifier, !r.isEmpty { xibIdentifiers.insert(r) } }
                continue
            }
            for scene in file.document.scenes {
                var ids = Set<String>()
                for e in scene.element.descendants {
                    guard let r = e.reuseIdentifier, !r.isEmpty else { continue }
                    ids.insert(r)
                    if firstPrototype[r] == nil { firstPrototype[r] = (e, file) }
                }
                guard !ids.isEmpty || scene.viewController != nil else { continue }
                let owners = scene.objects.compactMap(\.customClass).map(CheckContext.runtimeName)
                for owner in owners { identifiers[owner, default: []].formUnion(ids) }
            }
        }
    }

    /// For a literal reuse identifier dequeued in `className`: the classes whose scenes have a prototype of that
    /// name when none of the class's own scenes (or its superclasses' or subclasses') has, with the first such
    /// prototype; nil when it is served, or when the class has no scene (a data source, a view built in code).
    func foreignPrototype(_ identifier: String, dequeuedIn className: String, _ index: SwiftIndex)
        -> (owners: [String], element: IBElement, file: LintFile)? {
        guard !xibIdentifiers.contains(identifier), let prototype = firstPrototype[identifier] else { return nil }
        let family = identifiers.keys.filter { $0 == className || index.isSubtype($0, of: className) || index.isSubtype(className, of: $0) }
        guard !family.isEmpty, !family.contains(where: { identifiers[$0]?.contains(identifier) == true }) else { return nil }
        let owners = identifiers.filter { $0.value.contains(identifier) }.keys.sorted()
        return (owners, prototype.element, prototype.file)
    }
}
