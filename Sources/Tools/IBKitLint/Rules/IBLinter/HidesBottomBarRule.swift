import IBKitRuleModel

/// View controllers that keep the tab bar when pushed.
public struct HidesBottomBarRule: Rule {
    public static let description = RuleDescription(
        id: "hides-bottom-bar",
        summary: "A view controller does not set \"Hide Bottom Bar on Push\" (`hidesBottomBarWhenPushed`).",
        rationale: """
            For apps whose convention is that pushed screens hide the tab bar, a screen that forgets the setting \
            shows the tab bar over its own bottom controls, and only on the paths that push it. View controllers \
            that are the root of a navigation controller or a tab of a tab bar controller are never pushed and are \
            skipped, as are containers and storyboard references; list other exceptions in \
            `excluded_view_controllers`.
            """,
        origin: .iblinter,
        isOptIn: true,
        options: [
            RuleOptionDescription("excluded_view_controllers", default: "[]",
                                  "Classes (custom, or UIKit for plain controllers: UIViewController) that may keep the tab bar."),
        ],
        triggeringExamples: [
            RuleExample.storyboard("OrderDetailViewController.storyboard", initial: "vc1",
                                   RuleExample.scene(id: "vc1", customClass: "OrderDetailViewController", marked: true)),
            RuleExample.storyboard("Orders.storyboard", initial: "nav", """
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="list" kind="relationship" relationship="rootViewController" id="root-segue"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """ + "\n" + RuleExample.scene(id: "list", customClass: "OrderListViewController")
                + "\n" + RuleExample.scene(id: "detail", customClass: "OrderDetailViewController", marked: true,
                                           extra: #" hidesBottomBarWhenPushed="NO""#)),
        ],
        nonTriggeringExamples: [
            RuleExample.storyboard("OrderDetailViewController.storyboard", initial: "vc1",
                                   RuleExample.scene(id: "vc1", customClass: "OrderDetailViewController", extra: #" hidesBottomBarWhenPushed="YES""#)),
            RuleExample.storyboard("SettingsViewController.storyboard", initial: "vc1", options: "{excluded_view_controllers: [SettingsViewController]}",
                                   RuleExample.scene(id: "vc1", customClass: "SettingsViewController")),
        ],
        differences: """
            Roots of navigation controllers, tabs of tab bar controllers (setting the flag there would hide the tab \
            bar on the tab's first screen), containers and storyboard references are skipped; the message is a \
            warning (IBLinter: error). The option is `excluded_view_controllers` in the rule's settings (IBLinter: \
            `hides_bottom_bar_rule: {excluded_view_controllers: …}`). Only iOS files are checked.
            """,
        iblinterName: "hides_bottom_bar"
    )

    let excluded: Set<String>

    public init(options: RuleOptions) throws(ConfigurationError) {
        excluded = Set(try options.strings("excluded_view_controllers", default: []))
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let document = file.document
        guard document.platform == .iOS else { return }
        var neverPushed = Set<String>()
        for segue in document.elements.named(.segue) where segue.attribute(.kind, equals: "relationship") {
            if segue.attribute(.relationship, equals: "rootViewController") || segue.attribute(.relationship, equals: "viewControllers"),
               let destination = segue[.destination] {
                neverPushed.insert(destination)
            }
        }
        for vc in document.viewControllers {
            let e = vc.element
            if vc.isStoryboardReference || e.is(.navigationController) || e.is(.tabBarController) || e.is(.splitViewController) { continue }
            if e.attribute(.hidesBottomBarWhenPushed, equals: "YES") { continue }
            if let id = vc.id, neverPushed.contains(id) { continue }
            let className = vc.effectiveClassName
            if excluded.contains(className) { continue }
            violations.append(Violation(
                "\(e.messageName) does not hide the bottom bar when pushed; check \"Hide Bottom Bar on Push\" or add \(className) to excluded_view_controllers",
                at: e))
        }
    }
}
