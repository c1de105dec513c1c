import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// `register(Cell.self)` registers a nib only for a type that says it has one; a xib cell that forgot the
/// conformance is registered as a class and comes out with its outlets nil.
struct CodeRegisteredXibCellCheck: CheckRule {
    static let description = RuleDescription(
        id: "code-registered-xib-cell",
        summary: "A cell registered by type as a class built in code while a xib named after it lays it out",
        rationale: """
            register(T.self) (and Reusable's register(cellType:)) registers T's nib only when T conforms to a \
            protocol that says it has one (Nibable, NibReusable); otherwise the overload for cells built in code \
            registers the class, silently: UIKit makes T with init(style:reuseIdentifier:) and never reads the \
            xib, so every outlet stays nil and the layout is empty. When the xib named after the class holds a \
            cell (or header, footer, supplementary view) of that class, the conformance was forgotten. The same \
            holds for registerHeaderFooterView(T.self) and collection views' register(T.self) and \
            register(T.self, ofKind:). Only calls in files that import IBKit or Reusable are judged: UIKit has no \
            such method, so elsewhere the call is the app's own helper, which may well register the nib.
            """,
        origin: .core, defaultSeverity: .error,
        options: [
            RuleOptionDescription("nib_protocols", default: "[Nibable, NibReusable, NibLoadable]",
                                  "Protocols whose types register(T.self) registers as a nib."),
        ],
        triggeringExamples: [], nonTriggeringExamples: [])

    let nibProtocols: [String]

    init(options: RuleOptions) throws(ConfigurationError) {
        nibProtocols = try options.strings("nib_protocols", default: ["Nibable", "NibReusable", "NibLoadable"])
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        let libraries: Set<String> = ["IBKit", "Reusable"]
        var importing: [String: Bool] = [:]
        for file in context.index.files { importing[file.path] = !libraries.isDisjoint(with: file.imports) }
        for call in context.index.reuseCalls where call.kind == .registerType && importing[call.position.path] == true {
            guard let type = call.typeName, context.index.declaration(of: type) != nil,
                  !nibProtocols.contains(where: { context.index.conforms(type, to: $0) }) else { continue }
            // The xib is the class's layout when one of its top-level objects is of the class.
            for xib in context.files(named: type, kind: .xib) {
                guard let root = xib.document.topLevelObjects.first(where: {
                    !$0.is(.placeholder) && $0.customClass.map(CheckContext.runtimeName) == type
                }) else { continue }
                violations.append(CheckViolation(
                    "\(type) is registered by type at \(context.place(call.position)) as a class built in code, but "
                        + "\(xib.fileName) lays it out (\(context.place(root, in: xib))); conform \(type) to Nibable so the "
                        + "nib is registered, or its outlets stay nil",
                    at: call.position))
                break
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))
                """)], sources: [
                    "ProfileCell.swift": "final class ProfileCell: UITableViewCell {}",
                    "ProfileViewController.swift": """
                        import IBKit
                        final class ProfileViewController: UIViewController {
                            @IBOutlet private var tableView: UITableView!
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                tableView.↓register(ProfileCell.self)
                            }
                        }
                        """,
                ]),
            // Collection views' supplementary views, and Reusable's register for a cell that is only Reusable.
            CheckExample([
                .xib("BadgeHeader.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "bh-00-001", customClass: "BadgeHeader", element: "collectionReusableView"))"),
                .xib("TileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "tc-00-001", customClass: "TileCell", element: "collectionViewCell"))"),
            ], sources: [
                "Views.swift": """
                    import IBKit
                    import Reusable
                    final class BadgeHeader: UICollectionReusableView {}
                    final class TileCell: UICollectionViewCell, Reusable {}
                    func setUp(_ collectionView: UICollectionView) {
                        collectionView.↓register(BadgeHeader.self, ofKind: UICollectionView.elementKindSectionHeader)
                        collectionView.↓register(cellType: TileCell.self)
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            CheckExample([
                .xib("ProfileCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell"))"),
                // A File's Owner xib is not the cell's layout.
                .xib("AuthorCell.xib", "\(Snippet.filesOwner("AuthorCell"))\n\(Snippet.view(id: "ac-00-001"))"),
            ], sources: [
                "Cells.swift": """
                    import IBKit
                    final class ProfileCell: UITableViewCell, Nibable {}
                    final class AuthorCell: UITableViewCell {}
                    final class CodeCell: UITableViewCell {}
                    func setUp(_ tableView: UITableView) {
                        tableView.register(ProfileCell.self)
                        tableView.register(AuthorCell.self)
                        tableView.register(CodeCell.self)
                    }
                    """,
            ]),
            // The app's own register(_:) (no IBKit or Reusable import): it registers the nib its own way.
            CheckExample([
                .xib("RoomCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "rc-00-001", customClass: "RoomCell", element: "tableViewCell"))"),
            ], sources: [
                "RoomCell.swift": """
                    import UIKit
                    protocol AppCell { static var nibName: String { get } }
                    extension AppCell { static var nibName: String { "\\(self)" } }
                    extension UITableView {
                        func register<T: AppCell>(_ type: T.Type) { register(UINib(nibName: T.nibName, bundle: nil), forCellReuseIdentifier: T.nibName) }
                    }
                    final class RoomCell: UITableViewCell, AppCell {}
                    func setUp(_ tableView: UITableView) { tableView.register(RoomCell.self) }
                    """,
            ]),
        ])
}
