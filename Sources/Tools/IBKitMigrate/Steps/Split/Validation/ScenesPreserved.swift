import IBKitDiagnostics
import IBKitDocument
import IBKitEdit
import IBKitPlumbing

/// The union of the scenes after a plan equals the scenes before: every scene of a storyboard the plan changes
/// (modified, renamed, or created by a split) is matched, by scene id and content, with exactly one scene before.
struct ScenesPreserved {
    let changes: ChangeSet
    let storyboardPaths: [String]

    init(_ changes: ChangeSet, storyboardPaths: [String]) {
        self.changes = changes
        self.storyboardPaths = storyboardPaths
    }

    private struct Scene: Sendable {
        let path: String
        let element: IBElement
        let id: String
    }

    func problems() -> [LocatedProblem] {
        var before: [Scene] = []
        var after: [Scene] = []
        // Storyboard reference placeholders of each file after, by id: a segue to one is looked up per attribute.
        var placeholders: [String: [String: IBElement]] = [:]
        for change in changes.changes where StoryboardWorld.isStoryboard(change.path) {
            if let bytes = change.before, let document = changes.document(bytes, path: change.oldPath ?? change.path) {
                before += Self.scenes(document, path: change.oldPath ?? change.path)
            }
            if let document = changes.document(change.after, path: change.path) {
                after += Self.scenes(document, path: change.path)
                for placeholder in document.elements.named(.viewControllerPlaceholder) {
                    if let id = placeholder.id, placeholders[change.path]?[id] == nil { placeholders[change.path, default: [:]][id] = placeholder }
                }
            }
        }
        var candidates: [String: [Int]] = [:]
        for (n, scene) in after.enumerated() { candidates[scene.id, default: []].append(n) }
        let world = StoryboardWorld(changes, storyboardPaths: storyboardPaths, .after)
        var matched = Set<Int>()
        var reported = Set<Int>()
        var problems: [LocatedProblem] = []
        // Every scene compared with every candidate side by side (the comparisons are most of the work), then
        // matched in order as one loop over them would.
        let (scenesBefore, scenesAfter, places, candidatesByID) = (before, after, placeholders, candidates)
        let differences = Parallel.map(before.indices.map { $0 }) { i in
            (candidatesByID[scenesBefore[i].id] ?? []).map { n in
                SceneComparison.difference(scenesBefore[i].element, scenesAfter[n].element) { new, old in
                    Self.reference(places[scenesAfter[n].path]?[new], names: old, world)
                }
            }
        }
        for (i, scene) in before.enumerated() {
            var firstDifference: (message: String, at: IBElement, path: String, index: Int)?
            var found = false
            for (k, n) in (candidates[scene.id] ?? []).enumerated() where !matched.contains(n) {
                let other = after[n]
                let difference = differences[i][k]
                guard let difference else {
                    matched.insert(n)
                    found = true
                    break
                }
                if firstDifference == nil { firstDifference = (difference.message, difference.at, other.path, n) }
            }
            guard !found else { continue }
            if let firstDifference {
                reported.insert(firstDifference.index)
                let location = firstDifference.at.location
                problems.append(LocatedProblem(path: changes.displayPath(firstDifference.path), line: location.line, column: location.column,
                                              message: "scene \(scene.id) is not the scene it was in \(changes.displayPath(scene.path)): \(firstDifference.message)"))
            } else {
                let location = scene.element.location
                problems.append(LocatedProblem(path: changes.displayPath(scene.path), line: location.line, column: location.column,
                                              message: "scene \(scene.id) is in no storyboard after the change"))
            }
        }
        let beforeIDs = Set(before.map(\.id))
        for (n, scene) in after.enumerated() where !matched.contains(n) && !reported.contains(n) {
            let location = scene.element.location
            let message = beforeIDs.contains(scene.id) ? "scene \(scene.id) is in more places after the change than before"
                : "scene \(scene.id) was in no storyboard before the change"
            problems.append(LocatedProblem(path: changes.displayPath(scene.path), line: location.line, column: location.column, message: message))
        }
        return problems
    }

    /// The scenes of a storyboard but its storyboard references.
    private static func scenes(_ document: IBDocument, path: String) -> [Scene] {
        document.scenes.compactMap { scene in
            guard scene.viewController?.isStoryboardReference != true else { return nil }
            return Scene(path: path, element: scene.element, id: scene.sceneID ?? "")
        }
    }

    /// True when `placeholder` (the storyboard reference a segue now goes to, if any) names the controller
    /// `controllerID`.
    private static func reference(_ placeholder: IBElement?, names controllerID: String, _ world: StoryboardWorld) -> Bool {
        guard let placeholder, let name = placeholder[.storyboardName] else { return false }
        let identifier = placeholder[.referencedIdentifier].flatMap { $0.isEmpty ? nil : $0 }
        return world.resolves(name, identifier, controllerID: controllerID)
    }
}
