import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// An outlet connected in IB that the class no longer has: `setValue:forUndefinedKey:` at load time.
struct MissingOutletCheck: CheckRule {
    static let description = RuleDescription(
        id: "missing-outlet",
        summary: "An outlet or outlet collection connected in IB that the object's class and its superclasses do not declare",
        rationale: """
            Renaming an @IBOutlet in code leaves the connection in the IB file; loading it then crashes with \
            "this class is not key value coding-compliant for the key …". Checked for every object with a \
            customClass — File's Owner, view controllers, views, cells and custom objects (`SceneObject`). Reported \
            only when the whole superclass chain is known (Swift sources or the committed system-class table). \
            A UIKit or AppKit superclass counts with every property Apple's SDK headers declare on it, readonly ones \
            included (a cell's `textLabel`: key-value coding sets its instance variable), from a table generated \
            from those headers; where a system superclass is not in that table, nothing is reported. \
            An Objective-C category of a class adds its properties and declares no class, and a class declared as \
            @objc(Name) under its own name is one class, not two.
            """,
        origin: .core, defaultSeverity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        for file in context.files {
            for connection in file.document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let property = connection.property, let source = connection.source, let cls = source.customClass,
                      context.index.hasOutlet(property, in: cls) == false else { continue }
                let what = connection.kind == .outlet ? "outlet" : "outlet collection"
                let outcome = file.loadingSurvivesBadConnections
                    ? "AppKit logs \"Failed to connect (\(property)) outlet … missing setter or instance variable\", goes on loading and leaves it unset"
                    : "loading crashes with setValue:forUndefinedKey:"
                // A rename that changed only the case (`NoGroupsButton` for `noGroupsButton`): one cause, named here;
                // `unconnected-outlet` leaves the declared outlet to this finding.
                let sameButCase = context.index.outlets(of: CheckContext.runtimeName(cls)).first { $0.name != property && $0.name.lowercased() == property.lowercased() }
                let hint = sameButCase.map { "; \(cls) declares '\($0.name)' \(context.place($0.position)), which differs only in case" } ?? ""
                violations.append(CheckViolation(
                    "\(what) '\(property)' of \(cls) \(context.place(source, in: file)) is connected here, but \(cls) (\(context.declarationPlace(of: cls))) and its superclasses declare no such property\(hint); \(outcome)",
                    at: connection.element, in: file, severity: file.loadingSurvivesBadConnections ? .warning : nil))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", connections: """
                    \(Snippet.outlet("nameLabl", "pc-00-001", id: "pc-00-002", marked: true))
                    \(Snippet.outlet("avatarView", "pc-00-001", id: "pc-00-003"))
                    """))
                """)], sources: [
                    "ProfileCell.swift": """
                        final class ProfileCell: BaseCell {
                            @IBOutlet private weak var nameLabel: UILabel!
                        }
                        """,
                    "BaseCell.swift": """
                        class BaseCell: UITableViewCell {
                            @IBOutlet weak var avatarView: UIImageView!
                        }
                        """,
                ]),
            // File's Owner.
            CheckExample([.xib("SettingsViewController.xib", """
                \(Snippet.filesOwner("SettingsViewController", connections: """
                    \(Snippet.outlet("view", "s-00-001", id: "s-00-002"))
                    \(Snippet.outlet("doneButon", "s-00-001", id: "s-00-003", marked: true))
                    """))
                \(Snippet.view(id: "s-00-001"))
                """)], sources: ["SettingsViewController.swift": """
                    final class SettingsViewController: UIViewController {
                        @IBOutlet private weak var doneButton: UIButton?
                    }
                    """]),
            // `@objc(ProfileHeader)` on the class of that name; a category of UIView in a header.
            CheckExample([.xib("ProfileHeader.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "ph-00-001", customClass: "ProfileHeader", connections: """
                    \(Snippet.outlet("nameLabel", "ph-00-001", id: "ph-00-002"))
                    \(Snippet.outlet("badgeView", "ph-00-001", id: "ph-00-003"))
                    \(Snippet.outlet("avatar", "ph-00-001", id: "ph-00-004", marked: true))
                    """))
                """)], sources: [
                    "ProfileHeader.swift": """
                        @objc(ProfileHeader) final class ProfileHeader: UIView {
                            @IBOutlet weak var nameLabel: UILabel!
                            @IBOutlet weak var avatarView: UIImageView!
                        }
                        """,
                    "UIView+Badge.h": """
                        @interface UIView (Badge)
                        @property (nonatomic, weak) IBOutlet UIView *badgeView API_AVAILABLE(ios(13.0));
                        @end
                        """,
                ]),
        ],
        nonTriggering: [
            // Declared in a superclass in another file; an @objc property without @IBOutlet; a system outlet (`view`).
            CheckExample([.xib("SettingsViewController.xib", """
                \(Snippet.filesOwner("SettingsViewController", connections: """
                    \(Snippet.outlet("view", "s-00-001", id: "s-00-002"))
                    \(Snippet.outlet("doneButton", "s-00-001", id: "s-00-003"))
                    \(Snippet.outlet("footer", "s-00-001", id: "s-00-004"))
                    """))
                \(Snippet.view(id: "s-00-001"))
                """)], sources: [
                    "SettingsViewController.swift": """
                        final class SettingsViewController: BaseViewController {
                            @objc var footer: UIView?
                        }
                        """,
                    "BaseViewController.swift": """
                        class BaseViewController: UIViewController {
                            @IBOutlet weak var doneButton: UIButton!
                        }
                        """,
                ]),
            // UIKit declares `textLabel` and `imageView` on UITableViewCell (readonly; loading sets them all the same).
            CheckExample([.xib("TitleCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "tc-00-001", customClass: "TitleCell", element: "tableViewCell", connections: """
                    \(Snippet.outlet("badge", "tc-00-001", id: "tc-00-003"))
                    \(Snippet.outlet("textLabel", "tc-00-001", id: "tc-00-004"))
                    \(Snippet.outlet("imageView", "tc-00-001", id: "tc-00-005"))
                    """))
                """)], sources: ["TitleCell.swift": """
                    final class TitleCell: UITableViewCell {
                        @IBOutlet weak var badge: UILabel!
                    }
                    """]),
            // The chain reaches a class nobody declares: cannot tell.
            CheckExample([.xib("Chart.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "ch-00-001", customClass: "ChartView", connections: Snippet.outlet("legend", "ch-00-001", id: "ch-00-002")))
                """)], sources: ["ChartView.swift": """
                    import Charts

                    final class ChartView: LineChartView {}
                    """]),
        ])
}
