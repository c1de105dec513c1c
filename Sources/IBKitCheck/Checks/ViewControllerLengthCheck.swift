import IBKitLint
import IBKitSwiftIndex

/// A view controller too long to hold only presentation code.
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
        for (name, c) in ViewControllerHealth.viewControllers(context) where c.lineCount > maxLines {
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) is \(c.lineCount) lines long (more than \(maxLines)); move presentation logic into scene objects and data sources",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: [.swift(class: "HomeViewController", "UIViewController", lineCount: 812)], sourceMarkers: ["HomeViewController.swift:1"])],
        nonTriggering: [CheckExample([], sources: [.swift(class: "HomeViewController", "UIViewController", lineCount: 120),
                                                   .swift(class: "LongView", "UIView", lineCount: 900)])])
}
