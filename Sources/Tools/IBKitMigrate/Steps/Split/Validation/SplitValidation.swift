import IBKitDocument
import IBKitEdit
import IBKitPlumbing

/// The checks of a split's result, run by `ChangeSet.validate` / `apply` before anything is written (the
/// issue's "Safety"); `ChangeSet` itself checks that every written IB file parses and has unique ids.
///
/// - `connectionsResolve`: every `destination` (segues, outlets, actions) and `reference` of a written IB file
///   names an object of that file.
/// - `referencesResolve`: every storyboard reference of a written storyboard names a storyboard of the result,
///   and in it the scene with its `referencedIdentifier` (or an initial view controller).
/// - `scenesPreserved`: the scenes of the written storyboards after are the scenes before, each once, with the
///   same bytes but for segue destinations now at a reference to the same controller and the attributes migrate
///   changes in place (`SceneComparison.changeable`); storyboard references are left aside.
///
/// What was already broken before the plan (a reference to a storyboard outside the app, a dangling outlet) is not
/// held against it: only what the plan breaks is.
public enum SplitValidation {
    /// The three checks, for a plan of the app whose storyboards are `storyboardPaths` (as the migration read them).
    public static func validators(storyboardPaths: [String]) -> [ChangeValidator] {
        [connectionsResolve, referencesResolve(storyboardPaths: storyboardPaths), scenesPreserved(storyboardPaths: storyboardPaths)]
    }

    /// The three checks, for the app as the migration's context read it.
    public static func validators(_ context: MigrationContext) -> [ChangeValidator] {
        validators(storyboardPaths: context.files.filter { $0.kind == .storyboard }.map(\.path))
    }

    public static let connectionsResolve: ChangeValidator = { changes in
        // (attribute, value, element id) that did not resolve before the plan, in any file it changes.
        var brokenBefore = Set<String>()
        for change in changes.changes where isInterfaceBuilder(change.path) {
            guard let before = change.before, let document = changes.document(before, path: change.oldPath ?? change.path) else { continue }
            brokenBefore.formUnion(dangling(document).map(\.key))
        }
        var problems: [LocatedProblem] = []
        for change in changes.changes where isInterfaceBuilder(change.path) {
            guard let document = changes.document(change.after, path: change.path) else { continue }
            for link in dangling(document) where !brokenBefore.contains(link.key) {
                let location = link.element.location
                problems.append(LocatedProblem(path: changes.displayPath(change.path), line: location.line, column: location.column,
                                              message: "<\(link.element.name) \(link.attribute)=\"\(link.value)\"> names no object of the file"))
            }
        }
        return problems
    }

    public static func referencesResolve(storyboardPaths: [String]) -> ChangeValidator {
        { changes in
            let after = StoryboardWorld(changes, storyboardPaths: storyboardPaths, .after)
            let before = StoryboardWorld(changes, storyboardPaths: storyboardPaths, .before)
            // References that appear in a file before the plan and did not resolve then are not the plan's doing.
            var brokenBefore = Set<String>()
            for change in changes.changes where StoryboardWorld.isStoryboard(change.path) {
                guard let bytes = change.before, let document = changes.document(bytes, path: change.oldPath ?? change.path) else { continue }
                for reference in references(document) where !before.resolves(reference.name, reference.identifier) {
                    brokenBefore.insert(reference.key)
                }
            }
            var problems: [LocatedProblem] = []
            for change in changes.changes where StoryboardWorld.isStoryboard(change.path) {
                guard let document = after.document(change.path) else { continue }
                for reference in references(document) where !brokenBefore.contains(reference.key) {
                    guard !after.resolves(reference.name, reference.identifier) else { continue }
                    let location = reference.element.location
                    let what = reference.identifier.map { "no scene with the storyboard identifier '\($0)' in a storyboard named '\(reference.name)'" }
                        ?? (after.storyboards(named: reference.name).isEmpty ? "no storyboard named '\(reference.name)'" : "no initial view controller in '\(reference.name)'")
                    problems.append(LocatedProblem(path: changes.displayPath(change.path), line: location.line, column: location.column,
                                                  message: "storyboard reference \(reference.element.id ?? "?") finds \(what)"))
                }
            }
            return problems
        }
    }

    public static func scenesPreserved(storyboardPaths: [String]) -> ChangeValidator {
        { changes in ScenesPreserved(changes, storyboardPaths: storyboardPaths).problems() }
    }

    // MARK: - Helpers

    static func isInterfaceBuilder(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    struct Link {
        let element: IBElement
        let attribute: String
        let value: String
        var key: String { "\(attribute)=\(value)@\(element.id ?? "")" }
    }

    /// `destination` and `reference` attributes naming no object of the document.
    static func dangling(_ document: IBDocument) -> [Link] {
        var links: [Link] = []
        for (attribute, name) in [(IBName.destination, "destination"), (IBName.reference, "reference")] {
            for element in document.elements.having(attribute) {
                if let value = element[attribute] { links.append(Link(element: element, attribute: name, value: value)) }
            }
        }
        guard !links.isEmpty else { return [] }
        // The ids the links name, crossed off as the elements' ids are met: no index of every id is built, and
        // the walk stops once each is found (the usual case).
        var missing = Set(links.map(\.value))
        for element in document.elements.having(.id) {
            if let id = element.id, missing.remove(id) != nil, missing.isEmpty { return [] }
        }
        return links.filter { missing.contains($0.value) }
    }

    struct Reference {
        let element: IBElement
        let name: String
        let identifier: String?
        var key: String { "\(name)|\(identifier ?? "")" }
    }

    /// The storyboard references of a document that name a storyboard of this bundle.
    static func references(_ document: IBDocument) -> [Reference] {
        document.viewControllers.compactMap { controller in
            guard controller.isStoryboardReference, controller.element.attribute("bundleIdentifier") == nil,
                  let name = controller.referencedStoryboardName else { return nil }
            let identifier = controller.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            return Reference(element: controller.element, name: name, identifier: identifier)
        }
    }
}
