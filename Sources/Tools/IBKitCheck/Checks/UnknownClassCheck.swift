import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// "Unknown class X in Interface Builder file": the class IB names exists nowhere.
struct UnknownClassCheck: CheckRule {
    static let description = RuleDescription(
        id: "unknown-class",
        summary: "A customClass that no Swift class, Objective-C @interface or system class declares",
        rationale: """
            UIKit logs "Unknown class X in Interface Builder file" and silently uses the superclass, so outlets and \
            actions then crash with setValue:forUndefinedKey:. IBKit names files after their classes; a class \
            renamed in code but not in IB breaks that link. A File's Owner's class is never looked up (the owner is \
            the object that loads the file): an unknown one is a warning, a stale name that only Interface Builder \
            misses. Only classes IB looks for in the project are judged: \
            a customModule naming one of the project's modules, or customModuleProvider="target"; a class from a \
            dependency (another module, no module with an Objective-C pod) is not the project's to declare, unless \
            `report_without_module` is set.
            """,
        origin: .core, defaultSeverity: .error,
        options: [RuleOptionDescription("report_without_module", default: "false",
                                        "Also report classes with no customModule (Objective-C classes must then all be in the checked headers).")],
        triggeringExamples: [], nonTriggeringExamples: [])

    let reportWithoutModule: Bool

    init(options: RuleOptions) throws(ConfigurationError) {
        reportWithoutModule = try options.bool("report_without_module", default: false)
    }

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        guard context.hasSources else { return }
        let projectModules = Set(context.modules.allModules)
        for (name, uses) in context.classUses where context.index.origin(of: name) == nil {
            for use in uses {
                let e = use.element
                let inProject = e.customModuleProvider == "target"
                    || e.customModule.map { projectModules.contains($0) } == true
                    || (reportWithoutModule && e.customModule == nil)
                guard inProject else { continue }
                let module = e.customModule.map { " in module \($0)" } ?? (e.customModuleProvider == "target" ? " in the target's module" : "")
                if e.is(.placeholder), e.attribute(.placeholderIdentifier, equals: "IBFilesOwner") {
                    // The owner is the object passed in when the file loads: its class is never looked up, so a stale
                    // name breaks nothing at run time, only Interface Builder's list of its outlets and actions.
                    violations.append(CheckViolation(
                        "File's Owner \(context.place(e, in: use.file)) names class '\(e.customClass!)', declared nowhere\(module): nothing is looked up at run time (the owner is the object that loads the file), but Interface Builder cannot list its outlets and actions; name the class that loads the file",
                        at: e, in: use.file, severity: .warning))
                    continue
                }
                violations.append(CheckViolation(
                    "class '\(e.customClass!)' of \(e.name) \(context.place(e, in: use.file)) is declared nowhere\(module): no Swift class, Objective-C @interface or system class has that name; \(use.file.framework) will log \"Unknown class\" and use \(IBSystemClass.className(forElement: e.name, platform: use.file.document.platform))",
                    at: e, in: use.file))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            CheckExample([.xib("ProfileHeaderView.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "hdr-00-001", customClass: "ProfileHeaderVeiw", marked: true))
                """)], sources: ["ProfileHeaderView.swift": "final class ProfileHeaderView: UIView {}"]),
            // A File's Owner of a class renamed in code: a warning, since the owner's class is never looked up.
            CheckExample([.xib("SettingsHeader.xib", """
                \(Snippet.filesOwner("SettingsHeaderOwner", marked: true))
                \(Snippet.view(id: "shd-00-001"))
                """)], sources: ["SettingsHeader.swift": "final class SettingsHeaderController: NSObject {}"]),
            CheckExample([.xib("Legacy.xib", """
                \(Snippet.filesOwnerNone)
                ↓<view contentMode="scaleToFill" id="lgc-00-001" customClass="OldBadgeView" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                """)], sources: ["BadgeView.swift": "final class BadgeView: UIView {}"], modules: ["BadgeView.swift": "App"]),
        ],
        nonTriggering: [
            // Declared in Swift, used by two nibs.
            CheckExample([
                .xib("A.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "a-00-001", customClass: "ProfileHeaderView"))"),
                .xib("B.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "b-00-001", customClass: "ProfileHeaderView"))"),
            ], sources: ["ProfileHeaderView.swift": "final class ProfileHeaderView: UIView {}"]),
            // Objective-C class from a header; a system class; @objc(Name) renamed Swift class.
            CheckExample([.xib("Mixed.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "m-00-001", customClass: "LegacyChartView"))
                \(Snippet.view(id: "m-00-002", customClass: "UIView"))
                \(Snippet.view(id: "m-00-003", customClass: "RatingView"))
                """)], sources: [
                    "LegacyChartView.h": """
                        #import <UIKit/UIKit.h>

                        @interface LegacyChartView : UIView
                        @property (nonatomic) NSArray<NSNumber *> *values;
                        @end
                        """,
                    "StarRatingView.swift": "@objc(RatingView) final class StarRatingView: UIView {}",
                ]),
            // A class from a dependency's module.
            CheckExample([.xib("Pod.xib", """
                \(Snippet.filesOwnerNone)
                <view contentMode="scaleToFill" id="p-00-001" customClass="LottieAnimationView" customModule="Lottie">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                """)], sources: ["HomeView.swift": """
                    import Lottie

                    final class HomeView: UIView {
                        private let animationView = LottieAnimationView(name: "loading")
                    }
                    """], modules: ["HomeView.swift": "App"]),
        ])
}
