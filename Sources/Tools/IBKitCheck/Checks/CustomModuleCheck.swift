import IBKitDiagnostics
import IBKitDocument
import IBKitRuleModel
import IBKitSwiftIndex

/// The module IB looks a Swift class up in must be the module that declares it.
struct CustomModuleCheck: CheckRule {
    static let description = RuleDescription(
        id: "custom-module",
        summary: "customModule missing, naming the wrong module, or set by hand where \"Inherit Module From Target\" belongs",
        rationale: """
            A Swift class is registered as Module.Class: IB finds it only through the right customModule. A class \
            moved to a framework (a component module) keeps its old module in every IB file, and the \
            scene loads as a plain UIView. A module typed by hand where it is the IB file's own target breaks \
            when the target is renamed; customModuleProvider="target" follows it. Modules come from the Xcode \
            project, the SwiftPM layout or `.ibkit.yml`; where a file's module is unknown nothing is claimed.
            """,
        origin: .iblinter, defaultSeverity: .error,
        triggeringExamples: [], nonTriggeringExamples: [],
        differences: """
            IBLinter's custom_module needs every module's folders listed in .iblinter.yml and checks views only; \
            this check takes modules from the project, checks every object with a customClass (File's Owner, view \
            controllers, custom objects) and follows customModuleProvider="target" to the IB file's own target (for a \
            WatchKit storyboard, to the extension whose module Interface Builder recorded).
            """,
        iblinterName: "custom_module")

    init(options: RuleOptions) throws(ConfigurationError) {}

    func validate(_ context: CheckContext, into violations: inout [CheckViolation]) {
        for finding in context.customModuleFindings() {
            let e = finding.use.element, file = finding.use.file
            let name = finding.className
            let here = context.place(e, in: file)
            let expected = finding.expected, declared = finding.declared
            switch finding.verdict {
            case .watchExtensionMismatch(let written):
                violations.append(CheckViolation(
                    "\(name) \(here) is looked up in module \(written) (the WatchKit extension Interface Builder recorded), but the class is in module \(expected) (\(declared))",
                    at: e, in: file))
            case .inheritedFromWrongTarget(let ibModule):
                violations.append(CheckViolation(
                    "\(name) \(here) inherits module \(ibModule) from the target of \(file.fileName), but the class is in module \(expected) (\(declared)); set Module to \(expected) and uncheck Inherit Module From Target",
                    at: e, in: file))
            case .wrongModule(let module):
                violations.append(CheckViolation(
                    "\(name) \(here) has customModule \(module), but the class is in module \(expected) (\(declared))",
                    at: e, in: file))
            case .ownModuleSetByHand(let module):
                violations.append(CheckViolation(
                    "\(name) \(here) names its own target's module \(module) by hand; check Inherit Module From Target (customModuleProvider=\"target\") so that renaming the target does not break it (\(declared))",
                    at: e, in: file, severity: .warning))
            case .missingOnFilesOwner:
                violations.append(CheckViolation(
                    "\(name) \(here) has no customModule, but it is a Swift class of module \(expected) (\(declared)); \(file.framework) does not need it for File's Owner, which the code passes in, but Interface Builder does to list its outlets and actions",
                    at: e, in: file, severity: .warning))
            case .missing:
                violations.append(CheckViolation(
                    "\(name) \(here) has no customModule, but it is a Swift class of module \(expected) (\(declared)); without the module \(file.framework) cannot find it",
                    at: e, in: file))
            }
        }
    }

    static let examples = CheckExamples(
        triggering: [
            // The WatchKit extension Interface Builder recorded is not where the class is (an extension renamed).
            CheckExample([.storyboard("Interface.storyboard", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES""#, """
                <scene sceneID="w-00-000">
                    <objects>
                        ↓<controller id="w-00-001" customClass="InterfaceController" customModule="OldExtension" customModuleProvider="target"/>
                    </objects>
                </scene>
                """)], sources: [
                    "WatchExtension/InterfaceController.swift": "final class InterfaceController: WKInterfaceController {}",
                ], modules: ["Interface.storyboard": "WatchApp", "WatchExtension/InterfaceController.swift": "WatchExtension"]),
            // Moved to the Components framework; the xib still inherits the app target's module.
            CheckExample([.xib("TitleLabelHost.xib", """
                \(Snippet.filesOwnerNone)
                \(Snippet.view(id: "t-00-001", customClass: "TitleLabel", marked: true))
                """)], sources: ["Components/TitleLabel.swift": "public final class TitleLabel: UILabel {}"],
                modules: ["TitleLabelHost.xib": "App", "Components/TitleLabel.swift": "Components"]),
            // Wrong module, no module, and the own module typed by hand.
            CheckExample([.xib("Card.xib", """
                \(Snippet.filesOwnerNone)
                ↓<view contentMode="scaleToFill" id="c-00-001" customClass="CardView" customModule="OldApp">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                ↓<view contentMode="scaleToFill" id="c-00-002" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                ↓<view contentMode="scaleToFill" id="c-00-003" customClass="CardView" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                """)], sources: ["CardView.swift": "final class CardView: UIView {}"],
                modules: ["Card.xib": "App", "CardView.swift": "App"]),
        ],
        nonTriggering: [
            // A WatchKit app's storyboard inherits the module of the app's extension, where the classes are.
            CheckExample([.storyboard("Interface.storyboard", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES""#, """
                <scene sceneID="w-00-000">
                    <objects>
                        <controller id="w-00-001" customClass="InterfaceController" customModule="WatchExtension" customModuleProvider="target"/>
                    </objects>
                </scene>
                """)], sources: [
                    "WatchExtension/InterfaceController.swift": "final class InterfaceController: WKInterfaceController {}",
                ], modules: ["Interface.storyboard": "WatchApp", "WatchExtension/InterfaceController.swift": "WatchExtension"]),
            // The class's own module (inherited from the target, or the framework's); an @objc(Name) rename.
            CheckExample([.xib("Card.xib", """
                \(Snippet.filesOwner("CardView"))
                <view contentMode="scaleToFill" id="c-00-001" customClass="TitleLabel" customModule="Components">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                <view contentMode="scaleToFill" id="c-00-002" customClass="RatingView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </view>
                """)], sources: [
                    "CardView.swift": "final class CardView: UIView {}",
                    "Components/TitleLabel.swift": "public final class TitleLabel: UILabel {}",
                    "StarRatingView.swift": "@objc(RatingView) final class StarRatingView: UIView {}",
                ],
                modules: ["Card.xib": "App", "CardView.swift": "App", "Components/TitleLabel.swift": "Components",
                          "StarRatingView.swift": "App"]),
            // A single-target watch app: the storyboard's own target has the class, whatever module IB recorded.
            CheckExample([.storyboard("Interface.storyboard", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES""#, """
                <scene sceneID="w-00-000">
                    <objects>
                        <hostingController id="w-00-001" customClass="HostingController" customModule="OldWatchExtension" customModuleProvider="target"/>
                    </objects>
                </scene>
                """)], sources: [
                    "Watch/HostingController.swift": "final class HostingController: WKHostingController<ContentView> {}",
                ], modules: ["Interface.storyboard": "Watch", "Watch/HostingController.swift": "Watch"]),
            // A helper app's own Objective-C AppDelegate, beside the main app's Swift one: found by its name.
            CheckExample([.xib("Helper/MainMenu.xib", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none""#, """
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="d-00-001" customClass="AppDelegate"/>
                """)], sources: [
                    "App/AppDelegate.swift": "@main final class AppDelegate: NSObject, NSApplicationDelegate {}",
                    "Helper/AppDelegate.h": "@interface AppDelegate : NSObject <NSApplicationDelegate>\n@end\n",
                ], modules: ["Helper/MainMenu.xib": "Helper", "Helper/AppDelegate.h": "Helper", "App/AppDelegate.swift": "App"]),
            // Modules unknown: nothing is claimed.
            CheckExample([.xib("Card.xib", "\(Snippet.filesOwnerNone)\n\(Snippet.view(id: "c-00-001", customClass: "CardView"))")],
                         sources: ["CardView.swift": "final class CardView: UIView {}"]),
        ])
}
