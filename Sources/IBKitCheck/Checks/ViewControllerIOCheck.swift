import IBKitLint
import IBKitSwiftIndex

/// A view controller that fetches or stores data itself.
struct ViewControllerIOCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-io",
        summary: "A view controller that calls networking or persistence APIs itself",
        rationale: """
            Seeds 002 and 004 (objc.io's Lighter View Controllers): fetching and saving belong in a store or \
            service the view controller is given, which can be tested and reused without a screen. A view \
            controller that calls URLSession, UserDefaults, the file system, Core Data, Realm or SQLite itself \
            does neither. One finding per class (extensions included), at its first call. Patterns in `apis`: \
            `Name` (the name in an expression, not a type annotation), `Name(label:)` (called with that first \
            argument label), `.method` and `.method(label:)` (called on any value), `value.method` (called on a \
            value of that name), `prefix*` (a name with that prefix).
            """,
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [
            RuleOptionDescription("apis", default: "[" + IOVocabulary.standardSpecs.joined(separator: ", ") + "]",
                                  "Networking and persistence APIs a view controller must not call."),
            RuleOptionDescription("additional_apis", default: "[]",
                                  "More of them, on top of apis: the project's own clients (`APIClient`, `.fetchFromServer`)."),
        ],
        triggeringExamples: [], nonTriggeringExamples: [])

    let vocabulary: IOVocabulary

    init(options: RuleOptions) throws(ConfigurationError) {
        var patterns: [IOPattern] = []
        for name in ["apis", "additional_apis"] {
            let texts = try options.strings(name, default: name == "apis" ? IOVocabulary.standardSpecs : [])
            switch IOVocabulary.parse(texts) {
            case .success(let parsed):
                patterns += parsed.patterns
            case .failure(let invalid):
                throw ConfigurationError(
                    "option '\(name)' of rule '\(options.ruleID)': '\(invalid.texts[0])' is not an API pattern; write Name, Name(label:), .method, .method(label:), value.method or prefix*",
                    at: options.locations[name])
            }
        }
        vocabulary = IOVocabulary(patterns)
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        // The index records what the configuration asks for; filtering again keeps the check exact on an index
        // made with another vocabulary (tests, the standard one).
        let accepted = Set(vocabulary.patterns.map(\.spec))
        for (name, c) in ViewControllerHealth.viewControllers(context) {
            let calls = context.index.ioCalls(of: name).filter { accepted.contains($0.api) }
            guard let first = calls.first else { continue }
            let more = calls.count - 1
            let others = more == 0 ? "" : " (and \(more) more networking or persistence call\(more == 1 ? "" : "s"))"
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) calls \(first.call) at \(context.place(first.position))\(others); move it into a store or service the view controller is given (seed 004)",
                at: first.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("PhotosViewController.storyboard", initial: "p-00-001",
                                      RuleExample.scene(id: "p-00-001", customClass: "PhotosViewController"))],
                         sources: [.swift(class: "PhotosViewController", "UIViewController",
                                          calls: [("URLSession", "URLSession.shared.dataTask"), ("UserDefaults", "UserDefaults.standard.set")]),
                                   .swift("PhotosViewController+Cache.swift", class: "PhotosViewController", isExtension: true,
                                          calls: [(".write(to:)", "data.write(to:)")])],
                         sourceMarkers: ["PhotosViewController.swift:2"]),
            CheckExample([], sources: [.swift(class: "ProfileViewController", "UIViewController", calls: [("APIClient", "APIClient.shared.get")])],
                         options: "{additional_apis: [APIClient]}", sourceMarkers: ["ProfileViewController.swift:2"]),
        ],
        nonTriggering: [
            CheckExample([], sources: [.swift(class: "PhotosViewController", "UIViewController"),
                                       .swift(class: "PhotoStore", "NSObject", calls: [("URLSession", "URLSession.shared.dataTask")])]),
            CheckExample([], sources: [.swift(class: "SettingsViewController", "UIViewController", calls: [("UserDefaults", "UserDefaults.standard.bool")])],
                         options: "{apis: [URLSession]}"),
        ])
}
