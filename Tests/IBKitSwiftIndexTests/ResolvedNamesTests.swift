import Testing
@testable import IBKitSwiftIndex

/// Issue 13: names reached through code (constants, enum raw values, the class-name convention), AppKit's loading
/// APIs, Objective-C categories, and which member names the sources mention.
@Suite struct ResolvedNamesTests {
    static func index(_ sources: [String: String]) -> SwiftIndex {
        SwiftIndex(files: sources.sorted { $0.key < $1.key }.map { path, text in
            Array(text.utf8).withUnsafeBytes { SwiftIndexer.index(bytes: $0, path: path) }
        })
    }

    @Test func objectiveCCategoriesAddMembersAndDeclareNoClass() {
        let scan = ObjCHeaderScanner.scan("""
            @interface UIViewController (Extras)
            - (IBAction)dismissModal:(id)sender;
            - (void)show:(id)a animated:(BOOL)b NS_SWIFT_NAME(show(_:animated:));
            - (void)reload;
            + (instancetype)make:(id)x;
            @property (nonatomic, weak) IBOutlet UILabel *titleLabel API_AVAILABLE(ios(13.0));
            @end
            @interface LegacyViewController : UIViewController
            @end
            @interface LegacyViewController ()
            - (IBAction)hidden:(id)sender;
            @end
            @implementation NSObject (Helpers)
            - (void)helper:(id)x { if (x) { - 1; } }
            @end
            """, path: "Extras.h")
        #expect(scan.classNames == ["LegacyViewController"])
        #expect(scan.categoryClasses == ["UIViewController", "NSObject"])
        #expect(scan.categories.map(\.name) == ["UIViewController", "LegacyViewController", "NSObject"])
        #expect(scan.categories[0].actions.map(\.selector) == ["dismissModal:", "show:animated:", "reload"])
        #expect(scan.categories[0].properties == ["titleLabel"])
        #expect(scan.categories[0].actions[0].position.line == 2)
        #expect(scan.categories[2].actions.map(\.selector) == ["helper:"])

        let index = Self.index([
            "Extras.h": "@interface UIViewController (Extras)\n- (IBAction)dismissModal:(id)sender;\n@end\n@interface PodView (Extras)\n@end\n",
            "VC.swift": "final class HelpViewController: UIViewController {}",
        ])
        if case .system? = index.origin(of: "UIViewController") {} else { Issue.record("a category made UIViewController non-system") }
        #expect(index.superclassChain(of: "HelpViewController").complete)
        #expect(index.hasAction("dismissModal:", in: "HelpViewController") == true)
        #expect(index.hasAction("closeHelp:", in: "HelpViewController") == false)
        // A class only a category shows exists, with an unknown superclass.
        #expect(index.origin(of: "PodView") == .objectiveC)
    }

    @Test func anObjcNameEqualToTheSwiftNameIsOneClass() {
        let index = Self.index(["V.swift": "@objc(ProfileView) final class ProfileView: UIView { @IBOutlet weak var name: UILabel! }"])
        #expect(index.declaration(of: "ProfileView") != nil)
        #expect(index.hasOutlet("avatar", in: "ProfileView") == false)
    }

    @Test func mentionsCountEveryUseButTheDeclaration() {
        let index = Self.index([
            "View.swift": """
                final class NotificationView: UIView {
                    @IBOutlet weak var backgroundBlurView: UIVisualEffectView!
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var commentedLabel: UILabel!
                    @IBOutlet weak var keyedLabel: UILabel!
                    // commentedLabel is kept for later
                }
                """,
            "Use.swift": """
                func show(_ view: NotificationView) {
                    view.titleLabel.text = "x"
                    view.setValue(nil, forKey: "keyedLabel")
                }
                """,
        ])
        #expect(index.isMentioned("backgroundBlurView") == false)
        #expect(index.isMentioned("titleLabel") == true)
        #expect(index.isMentioned("commentedLabel") == true)
        #expect(index.isMentioned("keyedLabel") == true)
        #expect(index.isMentioned("NotificationView") == nil)
        // A file that could not be read may mention anything.
        let unread = SwiftIndex(files: index.files + [FileIndex(path: "Gone.swift")])
        #expect(unread.isMentioned("backgroundBlurView") == nil)
    }
}
