import IBKitDiagnostics
import IBKitLint
import IBKitSwiftIndex

// Seeds 002 and 004: view controllers stay small. All opt-in; all reported at the Swift declaration.

/// View controller declarations (not extensions) with their runtime names.
private func viewControllers(_ context: CheckContext) -> [(name: String, declaration: ClassDeclaration)] {
    context.classes.compactMap { c in
        let name = CheckContext.runtimeName(of: c)
        return context.isViewController(name) && context.index.declaration(of: name) == c ? (name, c) : nil
    }
}

/// Where IB uses the class, for messages: `(in Home.storyboard:12:9 (object …))` or `(used by no IB file)`.
private func ibUse(_ name: String, _ context: CheckContext) -> String {
    guard let use = context.classUses[name]?.first else { return "(used by no IB file)" }
    return "(in IB at \(context.place(use.element, in: use.file)))"
}

struct ViewControllerLengthCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-length",
        summary: "A view controller class longer than max_lines",
        rationale: "Seeds 002 and 004 move presentation logic out of view controllers (scene objects, data sources): a long view controller is the sign it did not happen.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("max_lines", default: "500", "Longest accepted class body, in lines.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let maxLines: Int
    init(options: RuleOptions) throws(ConfigurationError) { maxLines = try options.int("max_lines", default: 500) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in viewControllers(context) where c.lineCount > maxLines {
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ibUse(name, context)) is \(c.lineCount) lines long (more than \(maxLines)); move presentation logic into scene objects and data sources",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: [.swift(class: "HomeViewController", "UIViewController", lineCount: 812)], sourceMarkers: ["HomeViewController.swift:1"])],
        nonTriggering: [CheckExample([], sources: [.swift(class: "HomeViewController", "UIViewController", lineCount: 120),
                                                   .swift(class: "LongView", "UIView", lineCount: 900)])])
}

struct ViewControllerDataSourceCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-data-source",
        summary: "A view controller that is its own table or collection view data source",
        rationale: "Seed 004 (ArrayDataSource): a separate data source object keeps the view controller small and the data source reusable and testable.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("protocols", default: "[UITableViewDataSource, UICollectionViewDataSource]", "Data source protocols.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let protocols: [String]
    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["UITableViewDataSource", "UICollectionViewDataSource"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in viewControllers(context) {
            guard let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ibUse(name, context)) conforms to \(proto) itself; move the data source into its own object (an ArrayDataSource)",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: [.swift(class: "ListViewController", "UIViewController", conforms: ["UITableViewDataSource"])],
                                  sourceMarkers: ["ListViewController.swift:1"])],
        nonTriggering: [CheckExample([], sources: [.swift(class: "ListViewController", "UIViewController"),
                                                   .swift(class: "ListDataSource", "NSObject", conforms: ["UITableViewDataSource"])])])
}

struct ViewControllerOutletsCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-outlets",
        summary: "A view controller with more than max_outlets outlets",
        rationale: "Seed 002: a scene object (a custom object in the storyboard) takes a group of outlets and the logic around them, out of the view controller.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("max_outlets", default: "10", "Most outlets accepted (the class's own and inherited).")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let maxOutlets: Int
    init(options: RuleOptions) throws(ConfigurationError) { maxOutlets = try options.int("max_outlets", default: 10) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in viewControllers(context) {
            let count = context.index.outlets(of: name).count
            guard count > maxOutlets else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ibUse(name, context)) has \(count) outlets (more than \(maxOutlets)); group them in a scene object (a custom object in the storyboard)",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: [.swift(class: "FormViewController", "UIViewController", outlets: ["a!", "b!", "c!"])],
                                  options: "{max_outlets: 2}", sourceMarkers: ["FormViewController.swift:1"])],
        nonTriggering: [CheckExample([], sources: [.swift(class: "FormViewController", "UIViewController", outlets: ["a!", "b!"])],
                                     options: "{max_outlets: 2}")])
}

struct ViewControllerFactoryCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-factory",
        summary: "A view controller without a static makeInstance factory",
        rationale: """
            Seed 003: every view controller is made through a static factory that takes its dependencies, so \
            callers never instantiate a storyboard by name or set properties after the fact. Base classes other \
            view controllers inherit from are not reported.
            """,
        origin: .seed003, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("factory_names", default: "[makeInstance]", "Names of accepted static factories.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let names: [String]
    init(options: RuleOptions) throws(ConfigurationError) { names = try options.strings("factory_names", default: ["makeInstance"]) }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let bases = Set(context.classes.compactMap { $0.superclass.map(CheckContext.runtimeName) })
        for (name, c) in viewControllers(context) where !bases.contains(name) {
            guard !c.staticFactories.contains(where: names.contains) else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ibUse(name, context)) has no static \(names.joined(separator: "/")) factory; add one that takes the view controller's dependencies",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: [.swift(class: "DetailViewController", "UIViewController")], sourceMarkers: ["DetailViewController.swift:1"])],
        nonTriggering: [CheckExample([], sources: [.swift(class: "DetailViewController", "BaseViewController", factories: ["makeInstance"]),
                                                   .swift(class: "BaseViewController", "UIViewController")])])
}
