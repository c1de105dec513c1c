import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller that fetches or stores data itself.
struct ViewControllerIOCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-io",
        summary: "A view controller that calls networking or persistence APIs itself",
        rationale: """
            As in objc.io's Lighter View Controllers, fetching and saving belong in a store or \
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
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) calls \(first.call) at \(context.place(first.position))\(others); move it into a store or service the view controller is given",
                at: first.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.storyboard("PhotosViewController.storyboard", initial: "p-00-001",
                                      RuleExample.scene(id: "p-00-001", customClass: "PhotosViewController"))],
                         sources: [
                            "PhotosViewController.swift": """
                                final class PhotosViewController: UIViewController {
                                    private var photos: [Photo] = []

                                    override func viewDidLoad() {
                                        super.viewDidLoad()
                                        let url = URL(string: "https://example.com/photos.json")!
                                        ↓URLSession.shared.dataTask(with: url) { data, _, _ in
                                            guard let data else { return }
                                            try? self.cache(data)
                                        }.resume()
                                        UserDefaults.standard.set(Date(), forKey: "photosLastOpened")
                                    }
                                }
                                """,
                            "PhotosViewController+Cache.swift": """
                                extension PhotosViewController {
                                    func cache(_ data: Data) throws {
                                        try data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("photos.json"))
                                    }
                                }
                                """,
                         ]),
            CheckExample([], sources: [
                "ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            ↓APIClient.shared.get("/me") { [weak self] (user: User) in self?.show(user) }
                        }
                    }
                    """,
            ], options: "{additional_apis: [APIClient]}"),
        ],
        nonTriggering: [
            // The view controller is given a store, which does the fetching.
            CheckExample([], sources: [
                "PhotosViewController.swift": """
                    final class PhotosViewController: UIViewController {
                        var store: PhotoStore!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            store.fetchPhotos { [weak self] photos in self?.show(photos) }
                        }
                    }
                    """,
                "PhotoStore.swift": """
                    final class PhotoStore {
                        func fetchPhotos(completion: @escaping ([Photo]) -> Void) {
                            URLSession.shared.dataTask(with: URL(string: "https://example.com/photos.json")!) { data, _, _ in
                                completion(data.flatMap { try? JSONDecoder().decode([Photo].self, from: $0) } ?? [])
                            }.resume()
                        }
                    }
                    """,
            ]),
            CheckExample([], sources: [
                "SettingsViewController.swift": """
                    final class SettingsViewController: UIViewController {
                        @IBOutlet private weak var soundSwitch: UISwitch!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            soundSwitch.isOn = UserDefaults.standard.bool(forKey: "sound")
                        }
                    }
                    """,
            ], options: "{apis: [URLSession]}"),
        ])
}
