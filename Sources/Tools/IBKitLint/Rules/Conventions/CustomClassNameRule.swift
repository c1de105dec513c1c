import IBKitDocument
import IBKitRuleModel

/// `HogeViewController.storyboard` holds `HogeViewController`.
public struct CustomClassNameRule: Rule {
    public static let description = RuleDescription(
        id: "custom-class-name",
        summary: "The view controller of a single-screen storyboard has the storyboard's file name as its class.",
        rationale: """
            `Storyboardable.instance()` opens `UIStoryboard(name: className)`: the file name is derived \
            from the class, so a storyboard whose only screen is `FugaViewController` but which is named \
            `Hoge.storyboard` cannot be found from the type. The check applies to storyboards with exactly one \
            view controller (storyboard references aside) that has a custom class of the app's own (a library's \
            class is not the app's to name files after); storyboards with several are \
            `has-single-view-controller`'s business. Localization folders and \
            device modifiers (`~ipad`) are not part of the name. Main storyboards (`Main`, `Main_iPad`, an \
            extension's `MainInterface`: loaded through Info.plist, not by class) and launch screens are skipped. \
            A name another storyboard already has, or that several files are told to take, is not advised: the \
            finding says why.
            """,
        origin: .convention(.storyboardNamedAfterClass),
        options: [
            IgnoredStoryboardNames.option,
        ],
        triggeringExamples: [
            .storyboard("ViewControllerTest.storyboard", initial: "vct-vc-001", """
                \(RuleExample.scene(id: "vct-vc-001", customClass: "ViewController", marked: true))
                """),
            // A storyboard named after the screen (`Demo`), not after the class.
            .storyboard("Base.lproj/Demo.storyboard", initial: "dem-vc-001", """
                \(RuleExample.scene(id: "dem-vc-001", customClass: "DemoViewController", marked: true))
                """),
            // A storyboard reference beside the screen does not make it a multi-screen storyboard.
            .storyboard("Hoge.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController", marked: true))
                \(RuleExample.scene(id: "ref-000-001", kind: "viewControllerPlaceholder", extra: #" storyboardName="FugaViewController""#))
                """),
        ],
        nonTriggeringExamples: [
            .storyboard("HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            .storyboard("ja.lproj/HogeViewController.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            .storyboard("HogeViewController~ipad.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                """),
            // No custom class: nothing to compare the name with.
            .storyboard("Static.storyboard", initial: "sta-vc-001", """
                \(RuleExample.scene(id: "sta-vc-001"))
                """),
            .storyboard("Main.storyboard", initial: "mai-vc-001", """
                \(RuleExample.scene(id: "mai-vc-001", customClass: "RootViewController"))
                """),
            // An app extension's main storyboard.
            .storyboard("Base.lproj/MainInterface.storyboard", initial: "sha-vc-001", """
                \(RuleExample.scene(id: "sha-vc-001", customClass: "ShareViewController"))
                """),
            .storyboard("Root.storyboard", initial: "roo-vc-001", options: "{ignored_names: [Root]}", """
                \(RuleExample.scene(id: "roo-vc-001", customClass: "RootViewController"))
                """),
            // Several screens: left to has-single-view-controller and storyboard-instantiable.
            .storyboard("Legacy.storyboard", initial: "hog-vc-001", """
                \(RuleExample.scene(id: "hog-vc-001", customClass: "HogeViewController"))
                \(RuleExample.scene(id: "fug-vc-001", customClass: "FugaViewController"))
                """),
        ],
        differences: """
            IBLinter checks storyboards with exactly one scene of any kind and reports the file; IBKit ignores \
            storyboard references when counting, reports at the view controller, strips device modifiers, skips \
            launch screens and AppKit/WatchKit storyboards, and widens IBLinter's fixed `Main` exemption to the \
            usual main-storyboard names, configurable with `ignored_names`.
            """,
        iblinterName: "custom_class_name"
    )

    let ignoredNames: IgnoredStoryboardNames

    public init(options: RuleOptions) throws(ConfigurationError) {
        ignoredNames = try IgnoredStoryboardNames(options)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard let name = ignoredNames.loadedName(of: file) else { return }
        let controllers = Conventional.viewControllers(file.document)
        guard controllers.count == 1, let controller = controllers.first, let customClass = controller.customClass,
              !file.isFromAnotherModule(controller.element) else { return }
        let expected = Conventional.convention(customClass).storyboardName
        guard expected != name else { return }
        violations.append(Violation(
            "the view controller's custom class '\(customClass)' does not match the storyboard name '\(name)'; \(Conventional.renameClause(expected + ".storyboard"))",
            at: controller.element, advice: Conventional.advice([.storyboardFile], for: controller.element, className: customClass)))
    }
}
