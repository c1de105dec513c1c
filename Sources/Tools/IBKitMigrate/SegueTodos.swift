import IBKitDocument
import IBKitSwiftIndex

/// What `migrate` does not automate: each segue becomes navigation in code through the destination's factory
/// (`makeInstance`). Listed with where it is, where it goes, and the `prepare(for:sender:)` branch that feeds it.
enum SegueTodos {
    /// Segue kinds that navigate; relationships and embeds are structure, which storyboards keep.
    static let navigating: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "push", "modal", "replace",
                                          "custom", "popover", "sheet"]

    static func add(to plan: inout MigrationPlan, _ context: MigrationContext) {
        for file in context.files where file.kind == .storyboard {
            for segue in file.document.segues where navigating.contains(segue.segueKind ?? "") {
                guard let source = segue.source else { continue }
                let owner = Self.sceneController(of: segue.element)
                let from = owner.map { controller in
                    let name = controller.customClass ?? controller.name
                    return controller == source ? name : "\(name) (its \(source.customClass ?? source.userLabel ?? source.name))"
                } ?? (source.customClass ?? source.name)
                let destination = file.document.element(id: segue.destination ?? "")
                let target = destination.map { $0.customClass ?? "a \($0.name) without a custom class" } ?? "an object of another file"
                let factory = destination?.customClass.map { "\($0).makeInstance(…)" } ?? "a factory of its own (give it a class first)"
                var message = "segue"
                if let identifier = segue.identifier { message += " '\(identifier)'" }
                message += " (\(segue.segueKind ?? "?")) from \(from) to \(target): navigate in code with \(factory) instead"
                if let identifier = segue.identifier {
                    let branches = context.index.references.filter { $0.kind == .segueIdentifier && $0.value == identifier }
                        .map { plan.place($0.position.path, $0.position.line, $0.position.column) }
                    if !branches.isEmpty { message += "; the code that uses it: " + branches.joined(separator: ", ") }
                }
                plan.note(.human, nil, at: plan.place(file.path, segue.element.location.line, segue.element.location.column), message)
            }
        }
    }

    /// The view controller of the scene that holds the element.
    static func sceneController(of element: IBElement) -> IBElement? {
        var current = element.parent
        while let e = current, !e.is(.scene) { current = e.parent }
        return current.flatMap { IBScene($0).viewController?.element }
    }
}
