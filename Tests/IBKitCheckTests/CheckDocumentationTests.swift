import Foundation
@testable import IBKitCheck
import IBKitSwiftIndex
import Testing

@Suite struct CheckDocumentationTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// CI's docs freshness check: docs/checks.md must be what the checks' descriptions generate.
    @Test func checksMarkdownIsFresh() throws {
        let path = Self.repositoryRoot.appendingPathComponent("docs/checks.md")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == CheckDocumentation.markdown(), "docs/checks.md is stale: run `swift run ibkit check --markdown > docs/checks.md`")
    }

    @Test func everyCheckIsDocumentedWithItsExamples() {
        let markdown = CheckDocumentation.markdown()
        for type in CheckRegistry.all {
            let id = type.description.id
            #expect(markdown.contains("| [`\(id)`](#\(id)) |"))
            #expect(markdown.contains("\n## \(id)\n"))
            #expect(CheckDocumentation.explanation(type).hasPrefix("\(id): "))
            if !type.examples.triggering.isEmpty {
                #expect(CheckDocumentation.explanation(type).contains("Triggering example 1"), "\(id)")
            }
        }
    }

    /// The Swift side reads as the declaration the index stands for, with `↓` on the reported line.
    @Test func rendersAFileIndexAsSwift() {
        let file = FileIndex.swift(class: "ProfileViewController", "UIViewController", conforms: ["UITableViewDataSource"],
                                   outlets: ["nameLabel!", "avatarView?", "rows[]", "#debugLabel?"], actions: ["follow:", "reload", "share:forEvent:"],
                                   inspectables: ["cornerRadius"], factories: ["makeInstance"])
        #expect(CheckDocumentation.render(file, marked: [2]) == """
            class ProfileViewController: UIViewController, UITableViewDataSource {
            ↓    @IBOutlet weak var nameLabel: UIView!
                @IBOutlet weak var avatarView: UIView?
                @IBOutlet var rows: [UIView] = []
                @IBOutlet weak var debugLabel: UIView? // inside #if
                @IBAction func follow(_ sender: Any)
                @IBAction func reload()
                @IBAction func share(_ sender: Any, forEvent: UIEvent)
                @IBInspectable var cornerRadius
                static func makeInstance(…) -> ProfileViewController
            }
            """)
    }

    @Test func rendersReferencesHeadersAndDesignables() {
        let refs = FileIndex.swift("Router.swift", references: [(.storyboardName, "Main"), (.segueIdentifier, "showDetail")])
        #expect(CheckDocumentation.render(refs, marked: [2]) == """
            UIStoryboard(name: "Main", bundle: nil)
            ↓performSegue(withIdentifier: "showDetail", sender: nil)
            """)
        #expect(CheckDocumentation.render(.header("Legacy.h", interfaces: ["LGCChartView"])) == "@interface LGCChartView : NSObject\n@end")
        let designable = FileIndex.swift(class: "Badge", "UIView", objcName: "LGCBadge", designable: true, lineCount: 40)
        #expect(CheckDocumentation.render(designable) == """
            @IBDesignable @objc(LGCBadge) class Badge: UIView {
                // … 40 lines in all
            }
            """)
    }
}
