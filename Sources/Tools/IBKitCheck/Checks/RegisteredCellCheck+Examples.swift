import IBKitRuleModel

/// The examples of `RegisteredCellCheck`: `ibkit check --explain` and docs/checks.md show them, and one generic test runs them.
extension RegisteredCellCheck {
    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", marked: true, attributes: #" reuseIdentifier="Cell""#))
                """)], sources: ["ProfileCell.swift": "final class ProfileCell: UITableViewCell, Nibable {}"]),
            // No conformance: the dequeue by type says the class is used by type.
            CheckExample([.storyboard("MenuViewController.storyboard", initial: "m-00-001", RuleExample.scene(id: "m-00-001", customClass: "MenuViewController", content: """
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="m-00-002">
                    <prototypes>
                        ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="menuCell" id="m-00-003" customClass="MenuCell" customModule="App" customModuleProvider="target"/>
                    </prototypes>
                </tableView>
                """))],
                sources: [
                    "MenuCell.swift": "final class MenuCell: UITableViewCell {}",
                    "MenuViewController.swift": """
                        final class MenuViewController: UITableViewController {
                            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                                tableView.dequeueReusableCell(MenuCell.self, for: indexPath)
                            }
                        }
                        """,
                ]),
            // register(T.self) of a Nibable cell whose xib's cell is another class (T is only File's Owner).
            CheckExample([.xib("TagCell.xib", """
                \(Snippet.filesOwner("TagCell"))
                \(Snippet.view(id: "tc-00-001", element: "tableViewCell", marked: true, attributes: #" reuseIdentifier="TagCell""#))
                """)], sources: [
                    "TagCell.swift": "final class TagCell: UITableViewCell, Nibable {}",
                    "TagsViewController.swift": """
                        final class TagsViewController: UITableViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                tableView.register(TagCell.self)
                            }
                        }
                        """,
                ]),
            // UINib(nibName:) registrations: a nib with two top-level objects (registered in two places, reported
            // once), a nib whose root is no cell, identifiers that differ (a collection view's cell, a table view's),
            // and a name made from a type with no xib.
            CheckExample([
                .xib("CommentCell.xib", """
                    \(Snippet.filesOwnerNone)
                    \(Snippet.view(id: "cc-00-001", customClass: "CommentCell", element: "tableViewCell", attributes: #" reuseIdentifier="CommentCell""#))
                    \(Snippet.view(id: "cc-00-002", marked: true))
                    """),
                .xib("LikeCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "lc-00-001", customClass: "LikeView", marked: true))"),
                .xib("BadgeCell.xib", """
                    \(Snippet.filesOwnerNone)
                    \(Snippet.view(id: "bc-00-001", element: "collectionViewCell", marked: true, attributes: #" reuseIdentifier="badge""#))
                    """),
                .xib("PostCell.xib", """
                    \(Snippet.filesOwnerNone)
                    \(Snippet.view(id: "po-00-001", element: "tableViewCell", marked: true, attributes: #" reuseIdentifier="post""#))
                    """),
            ], sources: [
                "Cells.swift": """
                    final class CommentCell: UITableViewCell {}
                    final class LikeView: UIView {}
                    final class FollowerCell: UITableViewCell {}
                    """,
                "FeedViewController.swift": """
                    final class FeedViewController: UIViewController {
                        @IBOutlet private weak var tableView: UITableView!
                        @IBOutlet private weak var badgesView: UICollectionView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "CommentCell")
                            tableView.register(UINib(nibName: "LikeCell", bundle: nil), forCellReuseIdentifier: "LikeCell")
                            tableView.↓register(UINib(nibName: String(describing: FollowerCell.self), bundle: nil),
                                               forCellReuseIdentifier: String(describing: FollowerCell.self))
                            badgesView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellWithReuseIdentifier: "BadgeCell")
                            tableView.register(UINib(nibName: "PostCell", bundle: nil), forCellReuseIdentifier: "PostCell")
                        }
                    }
                    """,
                "CommentsViewController.swift": """
                    final class CommentsViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "CommentCell")
                        }
                    }
                    """,
            ]),
            // The app's own generic helper (for table and collection views alike) and a `UINib` property named after
            // the class: each call registers the nib of the type it passes, which must exist.
            CheckExample([
                .xib("PhotoCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "PhotoCell", element: "tableViewCell", attributes: #" reuseIdentifier="PhotoCell""#))"),
            ], sources: [
                "Cells.swift": """
                    protocol ReusableCell {
                        static var nibName: String { get }
                        static var reuseIdentifier: String { get }
                    }

                    extension ReusableCell {
                        static var nibName: String { "\\(self)" }
                        static var reuseIdentifier: String { "\\(self)" }
                    }

                    extension UITableView {
                        func register<T: ReusableCell>(_ cellType: T.Type) {
                            register(UINib(nibName: cellType.nibName, bundle: nil), forCellReuseIdentifier: cellType.reuseIdentifier)
                        }
                    }

                    extension UICollectionView {
                        func register<T: ReusableCell>(_ cellType: T.Type) {
                            register(UINib(nibName: cellType.nibName, bundle: nil), forCellWithReuseIdentifier: cellType.reuseIdentifier)
                        }
                    }

                    extension UIView {
                        static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
                    }

                    final class PhotoCell: UITableViewCell, ReusableCell {}
                    final class VideoCell: UITableViewCell, ReusableCell {}
                    final class CommentCell: UITableViewCell {}
                    """,
                "FeedViewController.swift": """
                    final class FeedViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(PhotoCell.self)
                            tableView.register(↓VideoCell.self)
                            tableView.↓register(CommentCell.nib, forCellReuseIdentifier: "CommentCell")
                        }
                    }
                    """,
            ]),
        ],
        nonTriggering: [
            // A xib cell with an empty identifier, registered by type: the registration gives it the identifier.
            CheckExample([.xib("ComposeCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "cc-00-001", customClass: "ComposeCell", element: "collectionViewCell", attributes: #" reuseIdentifier="""#))
                """)], sources: [
                    "ComposeCell.swift": "final class ComposeCell: UICollectionViewCell {}",
                    "Compose.swift": "func setUp(_ collectionView: UICollectionView) { collectionView.register(ComposeCell.self) }",
                ]),
            CheckExample([.xib("ProfileCell.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "pc-00-001", customClass: "ProfileCell", element: "tableViewCell", attributes: #" reuseIdentifier="ProfileCell""#))
                \(Snippet.view(id: "pc-00-002", customClass: "PlainCell", element: "tableViewCell", attributes: #" reuseIdentifier="Plain""#))
                """)], sources: [
                    "ProfileCell.swift": "final class ProfileCell: UITableViewCell, Nibable {}",
                    "PlainCell.swift": "final class PlainCell: UITableViewCell {}",
                ]),
            // A generic helper whose constraint the type does not meet (Swift calls another register), and a class
            // whose own `nib` the index cannot read.
            CheckExample([
                .xib("PhotoCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pc-00-001", customClass: "PhotoCell", element: "tableViewCell", attributes: #" reuseIdentifier="PhotoCell""#))"),
            ], sources: [
                "Cells.swift": """
                    protocol ReusableCell {}

                    extension UITableView {
                        func register<T: UITableViewCell & ReusableCell>(_ cellType: T.Type) {
                            register(UINib(nibName: String(describing: cellType), bundle: nil), forCellReuseIdentifier: String(describing: cellType))
                        }
                    }

                    extension UIView {
                        static var nib: UINib { UINib(nibName: String(describing: self), bundle: nil) }
                    }

                    final class PhotoCell: UITableViewCell, ReusableCell {}
                    final class CodeCell: UITableViewCell {}
                    final class ThemedCell: UITableViewCell {
                        static var nib: UINib { Theme.current.nib(for: "Themed") }
                    }
                    """,
                "FeedViewController.swift": """
                    final class FeedViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(PhotoCell.self)
                            tableView.register(CodeCell.self)
                            tableView.register(ThemedCell.nib, forCellReuseIdentifier: "Themed")
                        }
                    }
                    """,
            ]),
            // Registered and dequeued by type, laid out in its xib, with a footer view registered the same way and a
            // collection view cell built in code; literal nib registrations that agree, one under its own identifier.
            CheckExample([
                .xib("MenuCell.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "mc-00-001", customClass: "MenuCell", element: "tableViewCell", attributes: #" reuseIdentifier="MenuCell""#))"),
                .xib("MenuFooterView.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "mf-00-001", customClass: "MenuFooterView"))"),
                .xib("Comment.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "cm-00-001", customClass: "CommentCell", element: "tableViewCell", attributes: #" reuseIdentifier="comment""#))"),
                .xib("Plain.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "pl-00-001", element: "tableViewCell"))"),
            ], sources: [
                "Cells.swift": """
                    final class MenuCell: UITableViewCell, Nibable {}
                    final class MenuFooterView: UITableViewHeaderFooterView, Nibable {}
                    final class AuthorCell: UICollectionViewCell {}
                    final class CommentCell: UITableViewCell {}
                    """,
                "MenuViewController.swift": """
                    final class MenuViewController: UIViewController {
                        @IBOutlet private weak var tableView: UITableView!
                        @IBOutlet private weak var authorsView: UICollectionView!

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(MenuCell.self)
                            tableView.registerHeaderFooterView(MenuFooterView.self)
                            tableView.register(UINib(nibName: "Comment", bundle: nil), forCellReuseIdentifier: "comment")
                            tableView.register(UINib(nibName: "Plain", bundle: nil), forCellReuseIdentifier: "Plain")
                            authorsView.register(AuthorCell.self)
                        }

                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(MenuCell.self, for: indexPath)
                        }

                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            collectionView.dequeueReusableCell(AuthorCell.self, for: indexPath)
                        }
                    }
                    """,
            ]),
        ])
}
