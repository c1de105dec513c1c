import IBKitDocument
import IBKitRuleModel

/// A cell's reuse identifier is its class name.
public struct ReuseIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "reuse-identifier",
        summary: "Table and collection view cells and reusable views with a custom class use the class name as reuse identifier.",
        rationale: """
            IBKit registers and dequeues cells by type: `tableView.register(TableViewCell.self)` and \
            `dequeueReusableCell(TableViewCell.self, for:)` use `TableViewCell.identifier`, which is the class \
            name. A prototype cell or a cell xib with another identifier makes the dequeue fail or hand back the \
            wrong cell at run time. Checked: `tableViewCell`, `collectionViewCell` and `collectionReusableView` \
            (section headers and footers) with a custom class, in storyboards and xibs. Cells without a custom \
            class (plain `UITableViewCell`s) have no class name to follow, static cells are never dequeued, and a \
            library's cell class is not the app's to name; all are skipped. A cell xib without a reuse identifier \
            is not reported: the identifier is given when the nib is registered, and a xib cell may never be \
            dequeued by identifier at all (loaded with `loadNibNamed` or `instantiate(withOwner:)`); lint cannot \
            see the code, so that judgement is `ibkit check`'s. `allow_missing_in_xib: false` reports it anyway.
            """,
        origin: .convention(.reuseIdentifierIsClassName),
        options: [
            RuleOptionDescription("allow_missing_in_xib", default: "true",
                                  "Accept an empty reuse identifier on cells in xibs: registering the nib sets the identifier, UIKit only rejects a nib whose identifier differs, and the cell may not be dequeued at all. `false` reports it, as IBLinter does."),
        ],
        triggeringExamples: [
            .storyboard("ListViewController.storyboard", initial: "lis-vc-001", """
                \(RuleExample.scene(id: "lis-vc-001", customClass: "ListViewController", content: """
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="tbl-000-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <prototypes>
                                            ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cel-000-001" customClass="ItemCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                            </tableViewCell>
                                            ↓<tableViewCell contentMode="scaleToFill" id="cel-000-002" customClass="EmptyCell" customModule="App" customModuleProvider="target">
                                                <rect key="frame" x="0.0" y="94" width="393" height="44"/>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                """))
                """),
            .storyboard("GridViewController.storyboard", initial: "grd-vc-001", """
                \(RuleExample.scene(id: "grd-vc-001", customClass: "GridViewController", content: """
                                    <view key="view" contentMode="scaleToFill" id="grd-view-01">
                                        <subviews>
                                            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="col-000-001">
                                                <cells>
                                                    ↓<collectionViewCell contentMode="center" reuseIdentifier="photo" id="cel-000-003" customClass="PhotoCell"/>
                                                </cells>
                                                ↓<collectionReusableView key="sectionHeaderView" contentMode="center" id="hdr-000-001" customClass="SectionHeader"/>
                                            </collectionView>
                                        </subviews>
                                    </view>
                """))
                """),
            .xib("TableViewCell.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    ↓<tableViewCell contentMode="scaleToFill" reuseIdentifier="tableViewCell" id="cel-000-004" customClass="TableViewCell" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                """),
            .xib("PhotoCell.xib", options: "{allow_missing_in_xib: false}", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    ↓<collectionViewCell contentMode="center" id="cel-000-005" customClass="PhotoCell"/>
                """),
        ],
        nonTriggeringExamples: [
            .xib("TableViewCell.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="TableViewCell" id="cel-000-004" customClass="TableViewCell" customModule="App" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                """),
            // A xib cell without an identifier may be registered under one, or never dequeued: check's judgement.
            .xib("PhotoCell.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionViewCell contentMode="center" id="cel-000-005" customClass="PhotoCell"/>
                """),
            // A library's cell class.
            .xib("Cells.xib", """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="cell" id="cel-000-009" customClass="FormCell" customModule="Eureka"/>
                """),
            // Static cells are never dequeued; plain cells have no class to name the identifier after.
            .storyboard("SettingsViewController.storyboard", initial: "set-vc-001", """
                \(RuleExample.scene(id: "set-vc-001", customClass: "SettingsViewController", kind: "tableViewController", content: """
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="tbl-000-002">
                                        <sections>
                                            <tableViewSection id="sec-000-001">
                                                <cells>
                                                    <tableViewCell contentMode="scaleToFill" id="cel-000-006"/>
                                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cel-000-007"/>
                                                    <tableViewCell contentMode="scaleToFill" id="cel-000-008" customClass="SwitchCell"/>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                """))
                """),
        ],
        differences: """
            Same cells as IBLinter, reported at each cell, except that IBKit accepts an empty identifier in a xib \
            by default (IBLinter reports it; `allow_missing_in_xib: false` agrees with IBLinter's fixtures) and \
            skips static cells (never dequeued) and library classes.
            """,
        iblinterName: "reuse_identifier"
    )

    let allowMissingInXib: Bool

    public init(options: RuleOptions) throws(ConfigurationError) {
        allowMissingInXib = try options.bool("allow_missing_in_xib", default: true)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let document = file.document
        guard document.mayContain(.tableViewCell) || document.mayContain(.collectionViewCell) || document.mayContain(.collectionReusableView) else { return }
        let allowMissing = allowMissingInXib && file.kind == .xib
        for e in file.document.elements
        where e.is(.tableViewCell) || e.is(.collectionViewCell) || e.is(.collectionReusableView) {
            guard let customClass = e.customClass, !file.isFromAnotherModule(e) else { continue }
            // Static cells are created by the table itself and never dequeued.
            if e.is(.tableViewCell), e.parent?.parent?.is(.tableViewSection) == true { continue }
            let expected = Conventional.convention(customClass).reuseIdentifier
            let advice = Conventional.advice([.reuseIdentifier], for: e, className: customClass)
            if e.isBlank(.reuseIdentifier) {
                if allowMissing { continue }
                violations.append(Violation(
                    "'\(customClass)' has no reuse identifier; set it to '\(expected)'",
                    at: e, advice: advice))
            } else if !e.attribute(.reuseIdentifier, equalsString: expected) {
                violations.append(Violation(
                    "reuse identifier '\(e.reuseIdentifier ?? "")' should be the class name '\(expected)'",
                    at: e, advice: advice))
            }
        }
    }
}
