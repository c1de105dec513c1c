import IBKitRuleModel
import IBKitSwiftIndex

/// A view controller that is its own table or collection view data source.
struct ViewControllerDataSourceCheck: CheckRule {
    static let description = RuleDescription(
        id: "view-controller-data-source",
        summary: "A view controller that is its own table or collection view data source",
        rationale: "A separate data source object (`ArrayDataSource`) keeps the view controller small and the data source reusable and testable.",
        origin: .core, defaultSeverity: .warning, isOptIn: true,
        options: [RuleOptionDescription("protocols", default: "[UITableViewDataSource, UICollectionViewDataSource]", "Data source protocols.")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let protocols: [String]
    init(options: RuleOptions) throws(ConfigurationError) {
        protocols = try options.strings("protocols", default: ["UITableViewDataSource", "UICollectionViewDataSource"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for (name, c) in ViewControllerHealth.viewControllers(context) {
            guard let proto = protocols.first(where: { context.index.conforms(name, to: $0) }) else { continue }
            violations.append(CheckViolation(
                "\(name) \(context.place(c.position)) \(ViewControllerHealth.ibUse(name, context)) conforms to \(proto) itself; move the data source into its own object (an ArrayDataSource)",
                at: c.position))
        }
    }

    static let examples = CheckExamples(
        triggering: [CheckExample([], sources: ["ListViewController.swift": """
            final class ↓ListViewController: UIViewController, UITableViewDataSource {
                @IBOutlet private weak var tableView: UITableView!
                private var items: [String] = []

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                    cell.textLabel?.text = items[indexPath.row]
                    return cell
                }
            }
            """])],
        nonTriggering: [CheckExample([], sources: [
            "ListViewController.swift": """
                final class ListViewController: UIViewController {
                    @IBOutlet private weak var tableView: UITableView!
                    private let dataSource = ListDataSource()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = dataSource
                    }
                }
                """,
            "ListDataSource.swift": """
                final class ListDataSource: NSObject, UITableViewDataSource {
                    var items: [String] = []

                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        items.count
                    }

                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                        cell.textLabel?.text = items[indexPath.row]
                        return cell
                    }
                }
                """,
        ])])
}
