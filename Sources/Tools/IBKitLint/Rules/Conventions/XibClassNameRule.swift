import IBKitDocument
import IBKitRuleModel

/// `TableViewCell.xib` holds `TableViewCell` (or is owned by it).
public struct XibClassNameRule: Rule {
    public static let description = RuleDescription(
        id: "xib-class-name",
        summary: "A xib is named after its File's Owner class or one of its top-level objects' classes.",
        rationale: """
            `Nibable` derives `UINib(nibName: className)` from the type, so `TableViewCell.xib` must contain the \
            `TableViewCell` root cell; a component that loads its content from a xib is the xib's File's Owner (`MUITabBarButton.xib` has File's Owner `MUITabBarButton`). Either way the file \
            name is a class of the xib: File's Owner's custom class, or a top-level object's. A xib that names no \
            class (no custom class on the owner or any top-level object) has nothing to compare and is skipped, as \
            are main window nibs (File's Owner `UIApplication`), launch screens and AppKit xibs. Apple's classes \
            (`UI…`, `NS…`) and classes from another module (a library's) do not count. Device modifiers (`~ipad`) are not part of the name. Reported at File's \
            Owner when it has a class, else at the first top-level object that has one. The rename is advised only \
            when the name is free: a xib another file already has, or that several xibs are told to take (a bundle \
            holds one nib of a name), is not advised, and the finding says why. Lint reads no code, so the class \
            is the custom class IB sets; `ibkit check` tells whether the sources declare it, and `ibkit migrate` \
            renames a file only after a class they declare.
            """,
        origin: .convention(.xibNamedAfterClass),
        triggeringExamples: [
            .xib("Cell.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="TableViewCell" id="cel-000-001" customClass="TableViewCell" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                """),
            // A view xib loaded by a view controller is named after the owner, not after what it shows.
            .xib("TagSectionTitleView.xib", """
                    ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TagViewController" customModule="App" customModuleProvider="target"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="vie-000-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </view>
                """),
            // Several cells in one xib: the file can be named after one of them at most.
            .xib("Cells.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="ACell" id="cel-000-002" customClass="ACell"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="BCell" id="cel-000-003" customClass="BCell"/>
                """),
            // `_iPad` is not a UIKit device modifier (`~ipad` is).
            .xib("StreetScrollerViewController_iPad.xib", """
                    ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StreetScrollerViewController"/>
                    <view contentMode="scaleToFill" id="vie-000-002"/>
                """),
        ],
        nonTriggeringExamples: [
            .xib("TableViewCell.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="TableViewCell" id="cel-000-001" customClass="TableViewCell" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                """),
            // The component owns the xib that holds its content view.
            .xib("MUITabBarButton.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MUITabBarButton" customModule="MUIKit"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="vie-000-003">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="49"/>
                    </view>
                """),
            // The owner names the file even when the root view has a class of its own.
            .xib("ProfileViewController.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController"/>
                    <view contentMode="scaleToFill" id="vie-000-004" customClass="GradientView"/>
                """),
            .xib("TableViewCell~ipad.xib", """
                    <tableViewCell contentMode="scaleToFill" id="cel-000-004" customClass="TableViewCell"/>
                """),
            // No class anywhere (File's Owner UIViewController is Apple's): nothing to compare.
            .xib("View.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIViewController"/>
                    <view contentMode="scaleToFill" id="vie-000-005"/>
                """),
            // Main window nib, loaded through Info.plist.
            .xib("MainWindow.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
                    <customObject id="del-000-001" customClass="AppDelegate"/>
                """),
            .xib("Splash.xib", attributes: #"version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, """
                    <view contentMode="scaleToFill" id="vie-000-006" customClass="SplashView"/>
                """),
        ]
    )

    public init(options: RuleOptions) throws(ConfigurationError) {}

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        guard file.kind == .xib, file.isUIKit, !file.isLaunchScreen else { return }
        let name = file.conventionalName
        var candidates: [(role: String, className: String, element: IBElement)] = []
        for object in file.document.topLevelObjects {
            guard let customClass = object.customClass else { continue }
            let isOwner = object.is(.placeholder) && object.attribute(.placeholderIdentifier, equals: "IBFilesOwner")
            if isOwner && customClass == "UIApplication" { return }
            if object.is(.placeholder) && !isOwner { continue }
            if Conventional.isSystemClass(customClass) || file.isFromAnotherModule(object) { continue }
            if Conventional.convention(customClass).nibName == name { return }
            candidates.append((isOwner ? "File's Owner" : object.name, customClass, object))
        }
        // File's Owner comes first in every xib IB writes; prefer it anyway as the class that loads the file.
        guard let first = candidates.first(where: { $0.role == "File's Owner" }) ?? candidates.first else { return }
        var classes = candidates.prefix(3).map { "\($0.role) '\($0.className)'" }.joined(separator: ", ")
        if candidates.count > 3 { classes += " and \(candidates.count - 3) more" }
        violations.append(Violation(
            "xib name '\(name)' matches none of the custom classes it sets (\(classes)); \(Conventional.renameClause(Conventional.convention(first.className).nibFileName))",
            at: first.element, advice: Conventional.advice([.xibFile], for: first.element, className: first.className)))
    }
}
