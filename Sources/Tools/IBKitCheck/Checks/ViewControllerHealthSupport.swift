import IBKitSwiftIndex

// Shared by the view controller health checks (view controllers stay small). All opt-in;
// all report at the Swift declaration.

enum ViewControllerHealth {
    /// View controller declarations (not extensions) with their runtime names.
    static func viewControllers(_ context: CheckContext) -> [(name: String, declaration: ClassDeclaration)] {
        context.classes.compactMap { c in
            let name = CheckContext.runtimeName(of: c)
            return context.isViewController(name) && context.index.declaration(of: name) == c ? (name, c) : nil
        }
    }

    /// Where IB uses the class, for messages: `(in Home.storyboard:12:9 (object …))` or `(used by no IB file)`.
    static func ibUse(_ name: String, _ context: CheckContext) -> String {
        guard let use = context.classUses[name]?.first else { return "(used by no IB file)" }
        return "(in IB at \(context.place(use.element, in: use.file)))"
    }
}
