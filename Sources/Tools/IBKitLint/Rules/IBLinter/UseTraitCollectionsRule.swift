import IBKitEdit
import IBKitRuleModel

/// Files whose "Use Trait Variations" setting is not the project's.
public struct UseTraitCollectionsRule: CorrectableRule {
    public static let description = RuleDescription(
        id: "use-trait-collections",
        summary: "The file's \"Use Trait Variations\" (`useTraitCollections`) setting is not the expected one.",
        rationale: """
            With trait variations (size classes) off, a file is edited as separate iPhone and iPad layouts and \
            cannot vary constraints, fonts or views by size class; mixing both kinds of file in one project means \
            every screen is edited differently. Set "Use Trait Variations" in the File inspector.
            """,
        origin: .iblinter,
        isOptIn: true,
        options: [
            RuleOptionDescription("use_trait_collections", default: "true",
                                  "The setting every file must have: true (on) or false (off)."),
        ],
        triggeringExamples: [
            RuleExample("Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc1" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """),
            RuleExample("ProfileView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                    <objects/>
                </document>
                """, options: "{use_trait_collections: false}"),
        ],
        nonTriggeringExamples: [
            RuleExample.xib("ProfileView.xib", ""),
            RuleExample("ProfileView.xib", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects/>
                </document>
                """, options: "{use_trait_collections: false}"),
        ],
        differences: """
            Only iOS and tvOS files are checked (macOS and watchOS files have no such setting). The option is \
            `use_trait_collections` in the rule's settings (IBLinter: `use_trait_collections_rule:`).
            """,
        iblinterName: "use_trait_collections",
        corrections: [
            RuleCorrection(RuleExample("Main.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                    <scenes/>
                </document>
                """), """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1">
                    <scenes/>
                </document>
                """),
        ]
    )

    let expected: Bool

    public init(options: RuleOptions) throws(ConfigurationError) {
        expected = try options.bool("use_trait_collections", default: true)
    }

    public func validate(_ file: LintFile, into violations: inout [Violation]) {
        let document = file.document
        guard document.platform == .iOS || document.platform == .tvOS else { return }
        let actual = document.useTraitCollections == true
        guard actual != expected else { return }
        let message = expected
            ? "\(file.fileName) does not use trait variations; turn on \"Use Trait Variations\" in the File inspector"
            : "\(file.fileName) uses trait variations; turn off \"Use Trait Variations\" in the File inspector"
        violations.append(Violation(message, at: document.root))
    }

    /// Turning variations on changes nothing in a file that had none; turning them off is corrected only when the
    /// file has no `<variation>` (Interface Builder would otherwise drop all but one size class's layout).
    public func corrections(_ file: LintFile) -> [TextEdit] {
        let document = file.document
        guard document.platform == .iOS || document.platform == .tvOS, (document.useTraitCollections == true) != expected else { return [] }
        if expected {
            return (try? IBEdits.setAttribute("useTraitCollections", to: "YES", of: document.root, insertingAfter: "useAutolayout")).map { [$0] } ?? []
        }
        guard !document.elements.contains(where: { $0.name == "variation" }) else { return [] }
        return IBEdits.removeAttribute("useTraitCollections", from: document.root).map { [$0] } ?? []
    }
}
