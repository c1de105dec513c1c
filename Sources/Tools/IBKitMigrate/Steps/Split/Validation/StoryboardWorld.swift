import Foundation
import IBKitDocument
import IBKitEdit
import IBKitPlumbing

/// The app's storyboards before or after a plan, by the name storyboard references use, parsed on demand.
/// Storyboard names are global to a bundle, so a reference's `storyboardName` is looked up among all of them.
/// Safe to share between threads: its caches are each behind a lock, and what fills them is computed outside it (two
/// threads may compute the same entry; both get the same answer).
final class StoryboardWorld: Sendable {
    enum Moment { case before, after }

    private let changes: ChangeSet
    private let moment: Moment
    private let pathsByName: [String: [String]]
    private let befores: [String: [UInt8]]
    // Caches.
    private let documents = Locked<[String: IBDocument?]>([:])
    /// The controller each storyboard named `name` resolves `identifier` to, by `name|identifier`: validators ask
    /// the same question for every segue to a reference.
    private let found = Locked<[String: [String]]>([:])
    /// Per storyboard, its view controllers' ids by storyboard identifier (the first of each), built once.
    private let controllersByIdentifier = Locked<[String: [String: String]]>([:])

    /// `storyboardPaths`: the app's storyboards as the plan read them (absolute or relative to the plan's root).
    init(_ changes: ChangeSet, storyboardPaths: [String], _ moment: Moment) {
        self.changes = changes
        self.moment = moment
        var pathsByName: [String: [String]] = [:]
        var befores: [String: [UInt8]] = [:]
        var paths = Set(storyboardPaths.map(changes.absolutePath))
        for change in changes.changes where Self.isStoryboard(change.path) {
            switch moment {
            case .before:
                if let old = change.oldPath { paths.insert(old) }
                if change.before != nil { befores[change.oldPath ?? change.path] = change.before }
            case .after:
                if let old = change.oldPath { paths.remove(old) }
                paths.insert(change.path)
            }
        }
        if moment == .before {
            // A file the plan creates was not there before.
            for change in changes.changes where change.before == nil { paths.remove(change.path) }
        }
        for path in paths {
            let base = SplitCensus.baseName(of: path)
            pathsByName[base, default: []].append(path)
            // UIKit finds `Main~ipad` when asked for `Main` on an iPad.
            if let tilde = base.firstIndex(of: "~") { pathsByName[String(base[..<tilde]), default: []].append(path) }
        }
        // Sorted once: a name is looked up with many identifiers.
        for name in pathsByName.keys { pathsByName[name]?.sort() }
        self.pathsByName = pathsByName
        self.befores = befores
    }

    static func isStoryboard(_ path: String) -> Bool { path.hasSuffix(".storyboard") }

    func document(_ path: String) -> IBDocument? {
        if let cached = documents.withLock({ $0[path] }) { return cached }
        // Parsed (or found in the plan's parse cache) outside the lock: the comparisons that ask run side by side.
        let bytes = moment == .before ? (befores[path] ?? changes.content(of: path)) : changes.content(of: path)
        let document = bytes.flatMap { changes.document($0, path: path) }
        documents.withLock { $0[path] = document }
        return document
    }

    /// The storyboards named `name`, sorted by path.
    func storyboards(named name: String) -> [IBDocument] {
        (pathsByName[name] ?? []).compactMap(document)
    }

    /// True when some storyboard named `name` has the scene: the one with storyboard identifier `identifier`, or
    /// its initial view controller when `identifier` is nil; and, when `controllerID` is given, that scene is it.
    func resolves(_ name: String, _ identifier: String?, controllerID: String? = nil) -> Bool {
        let ids = controllers(name, identifier)
        guard let controllerID else { return !ids.isEmpty }
        return ids.contains(controllerID)
    }

    private func controllers(of document: IBDocument, at path: String) -> [String: String] {
        if let cached = controllersByIdentifier.withLock({ $0[path] }) { return cached }
        var map: [String: String] = [:]
        for element in document.elements.having(.storyboardIdentifier) where element.attribute(.sceneMemberID, equals: "viewController") {
            if let identifier = element.storyboardIdentifier, map[identifier] == nil, let id = element.id { map[identifier] = id }
        }
        controllersByIdentifier.withLock { $0[path] = map }
        return map
    }

    /// The ids of the controllers `identifier` (nil: the initial view controller) finds in each storyboard named
    /// `name`.
    private func controllers(_ name: String, _ identifier: String?) -> [String] {
        let key = name + "|" + (identifier.map { "=" + $0 } ?? "")
        if let cached = found.withLock({ $0[key] }) { return cached }
        let ids = (pathsByName[name] ?? []).compactMap { path -> String? in
            guard let document = document(path) else { return nil }
            guard let identifier else { return document.initialViewController?.id }
            return controllers(of: document, at: path)[identifier]
        }
        found.withLock { $0[key] = ids }
        return ids
    }
}
